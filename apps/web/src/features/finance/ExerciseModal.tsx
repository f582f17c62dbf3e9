import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EsopGrantView } from '@tenure/domain/finance';
import { FormModal } from '../../components/forms/FormModal.tsx';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useRequestExercise } from './financeApi.ts';

/** The holder asks to exercise vested options of one grant; ESOP HR then approves or rejects. */
export function ExerciseModal({ grant, onClose }: { grant: EsopGrantView; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const request = useRequestExercise();
  const [options, setOptions] = useState<number | ''>(grant.exercisable);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await request.mutateAsync({ grantId: grant.id, options: options === '' ? 0 : options });
      showToast('success', t('finance.esop.requested'));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiRequestError) setError(messageText(failure.fieldErrors.options ?? failure.message));
      else throw failure;
    }
  };
  return (
    <FormModal
      title={t('finance.esop.exerciseTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        void submit();
      }}
      saving={request.isPending}
    >
      <Text size="sm">{t('finance.esop.exercisable', { count: grant.exercisable })}</Text>
      <NumberInput
        label={t('finance.esop.optionsToExercise')}
        min={1}
        max={grant.exercisable}
        allowDecimal={false}
        value={options}
        onChange={(value) => setOptions(typeof value === 'number' ? value : '')}
        error={error}
        required
      />
    </FormModal>
  );
}
