import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_MESSAGES, type CalibrationEmployee, type CalibrationGroupQuery } from '@tenure/domain/performance';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalibrationChange } from '../reviews/reviewsApi.ts';

const numberOrUndefined = (value: string | number) => (value === '' ? undefined : Number(value));

/** One calibration change: the new final or practice-head rating or potential, with the reason every change needs. */
export function CalibrationChangeModal({
  cycleId,
  group,
  employee,
  potential,
  onClose,
}: {
  cycleId: string;
  group: CalibrationGroupQuery;
  employee: CalibrationEmployee;
  potential?: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const change = useCalibrationChange(cycleId, group);
  const [finalRating, setFinalRating] = useState<string | number>(
    potential === undefined ? (employee.finalRating ?? employee.managerRating ?? '') : '',
  );
  const [practiceHead, setPracticeHead] = useState<string | number>('');
  const [newPotential, setNewPotential] = useState<string | null>(potential === undefined ? null : String(potential));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = employee.finalRating ?? employee.managerRating;

  const submit = async () => {
    setErrors({});
    setRefusal(null);
    if (!reason.trim()) {
      setErrors({ reason: REVIEW_MESSAGES.reasonRequired });
      return;
    }
    const rating = numberOrUndefined(finalRating);
    try {
      await change.mutateAsync({
        reviewId: employee.reviewId,
        version: employee.version,
        reason,
        ...(rating !== undefined && rating !== current ? { finalRating: rating } : {}),
        ...(numberOrUndefined(practiceHead) !== undefined
          ? { practiceHeadRating: numberOrUndefined(practiceHead) }
          : {}),
        ...(newPotential !== null && Number(newPotential) !== employee.potential
          ? { potential: Number(newPotential) }
          : {}),
      });
      showToast('success', t('reviews.calibration.changed'));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, messageText(v)])));
      } else if (error instanceof Error) setRefusal(messageText(error.message));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reviews.calibration.changeTitle', { name: employee.displayName })}
      centered
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <NumberInput
            label={t('reviews.calibration.newRating')}
            min={0}
            max={5}
            step={0.1}
            decimalScale={1}
            value={finalRating}
            onChange={setFinalRating}
            error={errors.finalRating}
            data-autofocus
          />
          <NumberInput
            label={t('reviews.calibration.newPracticeHead')}
            min={0}
            max={5}
            step={0.1}
            decimalScale={1}
            value={practiceHead}
            onChange={setPracticeHead}
            error={errors.practiceHeadRating}
          />
          <Select
            label={t('reviews.calibration.newPotential')}
            data={(['1', '2', '3'] as const).map((p) => ({ value: p, label: t(`reviews.rm.potentials.${p}`) }))}
            value={newPotential}
            onChange={setNewPotential}
            clearable
            error={errors.potential}
          />
          <Textarea
            label={t('reviews.calibration.reason')}
            withAsterisk
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reviews.setup.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('reviews.calibration.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
