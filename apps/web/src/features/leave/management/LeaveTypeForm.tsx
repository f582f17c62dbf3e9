import { useState } from 'react';
import {
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES } from '@tenure/domain/access';
import {
  ACCRUAL_FREQUENCIES,
  FINANCIAL_YEARS,
  LEAVE_CATEGORIES,
  LEAVE_DAY_TYPES,
  leaveTypeInput,
  type LeaveTypeInput,
  type LeaveTypeView,
} from '@tenure/domain/leave';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useSaveLeaveType } from '../setupApi.ts';
import { leaveTypeFormValues, leaveTypeFromForm, type LeaveTypeFormValues } from './leaveTypeForm.ts';

type NumberField =
  | 'annualQuota'
  | 'carryForwardLimit'
  | 'encashmentLimit'
  | 'negativeBalanceLimit'
  | 'minNoticeDays'
  | 'maxConsecutiveDays';

/** Genders offered as suggestions; the profile field is free text, so others can be typed. */
const GENDER_SUGGESTIONS = ['Female', 'Male'];

/** Every rule of a leave type (SPEC §9 constants): quota and accrual, year, limits, eligibility and notice. */
export function LeaveTypeForm({ leaveType, onClose }: { leaveType: LeaveTypeView | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveLeaveType();
  const [saving, setSaving] = useState(false);
  const form = useForm<LeaveTypeFormValues>({
    initialValues: leaveTypeFormValues(leaveType),
    validate: validateWith(leaveTypeInput, leaveTypeFromForm),
  });
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);
  const number = (path: NumberField, step = 0.5) => (
    <NumberInput
      label={t(`leave.types.fields.${path}`)}
      min={0}
      step={step}
      decimalScale={step === 1 ? 0 : 1}
      {...form.getInputProps(path)}
      error={errorOf(path)}
    />
  );

  const submit = form.onSubmit(async (values) => {
    const input: LeaveTypeInput = leaveTypeFromForm(values);
    setSaving(true);
    try {
      await save.mutateAsync({ id: leaveType?.id ?? null, input });
      showToast('success', t(leaveType ? 'messages.updated' : 'messages.created'));
      onClose();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormModal
      title={t(leaveType ? 'leave.types.edit' : 'leave.types.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('leave.types.fields.code')}
          withAsterisk
          data-autofocus
          disabled={leaveType?.isCompOff}
          {...form.getInputProps('code')}
          error={errorOf('code')}
        />
        <TextInput
          label={t('leave.types.fields.name')}
          withAsterisk
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Select
          label={t('leave.types.fields.category')}
          withAsterisk
          allowDeselect={false}
          data={[...LEAVE_CATEGORIES]}
          {...form.getInputProps('category')}
          error={errorOf('category')}
        />
        <Select
          label={t('leave.types.fields.paid')}
          allowDeselect={false}
          data={[
            { value: 'paid', label: t('leave.types.paid') },
            { value: 'unpaid', label: t('leave.types.unpaid') },
          ]}
          {...form.getInputProps('paid')}
        />
      </SimpleGrid>
      <Checkbox.Group
        label={t('leave.types.fields.dayTypes')}
        withAsterisk
        {...form.getInputProps('dayTypes')}
        error={errorOf('dayTypes')}
      >
        <Group gap="lg" mt={6}>
          {LEAVE_DAY_TYPES.map((dayType) => (
            <Checkbox
              key={dayType}
              value={dayType}
              label={t(dayType === 'Full Day' ? 'leave.dayTypes.full' : 'leave.dayTypes.half')}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Fieldset legend={t('leave.types.accrualLegend')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {number('annualQuota')}
          <Select
            label={t('leave.types.fields.accrualFrequency')}
            allowDeselect={false}
            data={ACCRUAL_FREQUENCIES.map((value) => ({ value, label: t(`leave.types.frequencies.${value}`) }))}
            {...form.getInputProps('accrualFrequency')}
          />
          <Select
            label={t('leave.types.fields.financialYear')}
            allowDeselect={false}
            data={[...FINANCIAL_YEARS]}
            {...form.getInputProps('financialYear')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('leave.types.limitsLegend')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {number('carryForwardLimit')}
          {number('encashmentLimit')}
          {number('negativeBalanceLimit')}
          {number('minNoticeDays', 1)}
          {number('maxConsecutiveDays', 1)}
          <NumberInput
            label={t('leave.types.fields.documentRequiredAboveDays')}
            description={t('leave.types.documentHint')}
            min={0}
            step={1}
            decimalScale={0}
            {...form.getInputProps('documentRequiredAboveDays')}
            error={errorOf('documentRequiredAboveDays')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('leave.types.eligibilityLegend')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TagsInput
            label={t('leave.types.fields.genders')}
            description={t('leave.types.everyoneHint')}
            data={GENDER_SUGGESTIONS}
            {...form.getInputProps('genders')}
            error={errorOf('eligibility.genders')}
          />
          <MultiSelect
            label={t('leave.types.fields.employmentTypes')}
            description={t('leave.types.everyoneHint')}
            data={[...EMPLOYMENT_TYPES]}
            searchable
            {...form.getInputProps('employmentTypes')}
            error={errorOf('eligibility.employmentTypes')}
          />
        </SimpleGrid>
        <Switch
          mt="md"
          label={t('leave.types.fields.duringProbation')}
          {...form.getInputProps('duringProbation', { type: 'checkbox' })}
        />
      </Fieldset>
      <Switch label={t('org.common.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
