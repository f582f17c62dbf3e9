import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  LEAVE_TREATMENTS,
  type LeaveTreatment,
  type TransferEligibilityView,
  type TransferInput,
} from '@tenure/domain/offboarding';
import { DateField } from '../../../components/DateField.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { placementText } from './shared.tsx';
import { useEmployeeSearch, useInitiateTransfer, useTransferEligibility, useTransferOptions } from './transfersApi.ts';

/** A searchable person picker over the header search (name or number, 3 characters or more). */
function PersonSelect({
  label,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  description?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const people = useEmployeeSearch(debounced);
  const data = (people.data ?? []).map((p) => ({
    value: p.employeeNumber,
    label: `${p.displayName} (${p.employeeNumber})`,
  }));
  return (
    <Select
      label={label}
      description={description}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('transfers.form.clear', { field: label }) }}
      data={value && !data.some((d) => d.value === value) ? [{ value, label: value }, ...data] : data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchValue={query}
      onSearchChange={setQuery}
      filter={({ options }) => options}
      error={error}
    />
  );
}

function Eligibility({ check, loading }: { check: TransferEligibilityView | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  if (loading) return <Text size="sm">{t('transfers.form.checking')}</Text>;
  if (!check) return null;
  const c = check.current;
  return (
    <Alert
      color={check.eligible ? 'teal' : 'red'}
      title={check.eligible ? t('transfers.form.eligible') : t('transfers.form.notEligible')}
      data-testid="transfer-eligibility"
    >
      <Stack gap={4}>
        {check.problems.length > 0 && (
          <List size="sm">
            {check.problems.map((p) => (
              <List.Item key={`${p.field}:${p.message}`}>{messageText(p.message)}</List.Item>
            ))}
          </List>
        )}
        {c && (
          <Text size="sm">
            {t('transfers.form.current', {
              entity: placementText.legalEntity(c),
              department: placementText.department(c),
              location: placementText.location(c),
              manager: placementText.manager(c),
              designation: placementText.designation(c),
            })}
          </Text>
        )}
        {check.probationEndsOn && (
          <Text size="sm" fw={500}>
            {t('transfers.form.probation', { date: formatDate(check.probationEndsOn) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

const EMPTY = {
  employeeNumber: '',
  effectiveDate: localIsoDate(),
  legalEntityId: '',
  departmentId: '',
  locationId: '',
  managerNumber: '',
  designation: '',
  leaveTreatment: '',
  reason: '',
};

/** Initiation by HR or a manager: the eligibility check shows as soon as the employee and date are chosen; errors land on their fields. */
export function NewTransferModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const options = useTransferOptions(opened);
  const initiate = useInitiateTransfer();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const eligibility = useTransferEligibility(form.employeeNumber, form.effectiveDate);
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
    setFormError(null);
  };
  const current = eligibility.data?.current;
  const entityChanges = form.legalEntityId !== '' && form.legalEntityId !== current?.legalEntity.id;
  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFormError(null);
    onClose();
  };
  const submit = () => {
    const body: TransferInput = {
      employeeNumber: form.employeeNumber,
      effectiveDate: form.effectiveDate,
      legalEntityId: form.legalEntityId || null,
      departmentId: form.departmentId || null,
      locationId: form.locationId || null,
      managerNumber: form.managerNumber || null,
      designation: form.designation || null,
      leaveTreatment: entityChanges && form.leaveTreatment ? (form.leaveTreatment as LeaveTreatment) : null,
      ...(form.reason.trim() ? { reason: form.reason } : {}),
    };
    initiate.mutate(body, {
      onSuccess: (created) => {
        showToast('success', t('transfers.form.submitted'));
        close();
        void navigate(`/transfer-request/${created.id}`);
      },
      onError: (e) => {
        const fieldErrors = e instanceof ApiRequestError ? e.fieldErrors : {};
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, messageText(v)])));
        setFormError(Object.keys(fieldErrors).length === 0 ? messageText(e.message) : null);
      },
    });
  };
  const o = options.data;
  const pick = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.id, label: i.name }));
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('transfers.form.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('transfers.verbs.close') }}
    >
      <Stack gap="sm">
        <PersonSelect
          label={t('transfers.form.employee')}
          description={t('transfers.form.employeeHint')}
          value={form.employeeNumber}
          onChange={set('employeeNumber')}
          error={errors.employeeNumber || undefined}
        />
        <DateField
          label={t('transfers.form.effectiveDate')}
          required
          value={form.effectiveDate}
          onChange={set('effectiveDate')}
          minDate={localIsoDate()}
          error={errors.effectiveDate || undefined}
        />
        <Eligibility check={eligibility.data} loading={eligibility.isFetching && !eligibility.data} />
        <Text size="sm" c="dimmed">
          {t('transfers.form.unchanged')}
        </Text>
        <Select
          label={t('transfers.form.legalEntity')}
          data={(o?.legalEntities ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.code})` }))}
          value={form.legalEntityId || null}
          onChange={(v) => set('legalEntityId')(v ?? '')}
          clearable
          clearButtonProps={{ 'aria-label': t('transfers.form.clear', { field: t('transfers.form.legalEntity') }) }}
          searchable
          error={errors.legalEntityId || undefined}
        />
        <Select
          label={t('transfers.form.department')}
          data={pick(o?.departments)}
          value={form.departmentId || null}
          onChange={(v) => set('departmentId')(v ?? '')}
          clearable
          clearButtonProps={{ 'aria-label': t('transfers.form.clear', { field: t('transfers.form.department') }) }}
          searchable
          error={errors.departmentId || undefined}
        />
        <Select
          label={t('transfers.form.location')}
          data={pick(o?.locations)}
          value={form.locationId || null}
          onChange={(v) => set('locationId')(v ?? '')}
          clearable
          clearButtonProps={{ 'aria-label': t('transfers.form.clear', { field: t('transfers.form.location') }) }}
          searchable
          error={errors.locationId || undefined}
        />
        <PersonSelect
          label={t('transfers.form.manager')}
          value={form.managerNumber}
          onChange={set('managerNumber')}
          error={errors.managerNumber || undefined}
        />
        <Select
          label={t('transfers.form.designation')}
          data={o?.designations ?? []}
          value={form.designation || null}
          onChange={(v) => set('designation')(v ?? '')}
          clearable
          clearButtonProps={{ 'aria-label': t('transfers.form.clear', { field: t('transfers.form.designation') }) }}
          searchable
          error={errors.designation || undefined}
        />
        {entityChanges && (
          <Radio.Group
            label={t('transfers.form.leaveTreatment')}
            required
            value={form.leaveTreatment}
            onChange={set('leaveTreatment')}
            error={errors.leaveTreatment || undefined}
          >
            <Stack gap="xs" mt="xs">
              {LEAVE_TREATMENTS.map((v) => (
                <Radio key={v} value={v} label={t(`transfers.form.treatments.${v}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Textarea
          label={t('transfers.form.reason')}
          value={form.reason}
          onChange={(e) => set('reason')(e.currentTarget.value)}
          autosize
          minRows={2}
          error={errors.reason || undefined}
          required={eligibility.data?.probationEndsOn != null}
        />
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('transfers.form.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={initiate.isPending}
            disabled={!form.employeeNumber || !form.effectiveDate || eligibility.data?.eligible === false}
          >
            {t('transfers.form.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
