import { useState } from 'react';
import { Fieldset, Loader, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POLICY_MESSAGES, type PolicyPlanView, type PolicyTypeView } from '@tenure/domain/policies';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { usePlanNameCheck, useSavePlan } from '../api.ts';
import { initialPlanValues, planInput, validatePlan, type PlanFormValues } from './planForm.ts';
import { SettingsFields } from './SettingsFields.tsx';
import { DateField } from '../../../components/DateField.tsx';

/** Long enough that a name is checked once the user pauses, not at every keystroke. */
const NAME_CHECK_DEBOUNCE_MS = 400;

interface PlanFormProps {
  type: PolicyTypeView;
  /** null adds a plan. */
  plan: PolicyPlanView | null;
  /** The type's plans, for the parent plan choice. */
  plans: readonly PolicyPlanView[];
  onClose(): void;
}

/** Adds or edits a plan: its name (checked while typing), default flag, parent plan, start date and the type's settings. */
export function PlanForm({ type, plan, plans, onClose }: PlanFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSavePlan(type.id);
  const [saving, setSaving] = useState(false);
  const form = useForm<PlanFormValues>({
    initialValues: initialPlanValues(type.key, plan),
    validate: (values) => validatePlan(type.key, values),
  });

  const [typedName] = useDebouncedValue(form.values.name.trim(), NAME_CHECK_DEBOUNCE_MS);
  // The plan's own name is not a clash; the server compares names without case.
  const checkName = typedName !== '' && typedName.toLowerCase() !== (plan?.name ?? '').toLowerCase();
  const nameCheck = usePlanNameCheck(type.id, typedName, plan?.id ?? null, checkName);
  const nameClash =
    checkName && nameCheck.data && !nameCheck.data.available
      ? (nameCheck.data.message ?? POLICY_MESSAGES.nameTaken)
      : null;
  const nameFree = checkName && nameCheck.data?.available === true && typedName === form.values.name.trim();

  const errorOf = (path: string): string | undefined => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await save.mutateAsync({ id: plan?.id ?? null, input: planInput(type.key, values) });
      showToast('success', t(plan ? 'messages.updated' : 'messages.added'));
      onClose();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  // A sub-policy hangs under a plan of its own (not under another sub-policy, nor under itself).
  const parentOptions = plans
    .filter((p) => p.parentPlanId === null && p.id !== plan?.id)
    .map((p) => ({ value: p.id, label: p.name }));
  const hasSubPolicies = (plan?.subPolicies.length ?? 0) > 0;
  const isSubPolicy = form.values.parentPlanId !== null;

  return (
    <FormModal
      title={t(plan ? 'policies.plans.editTitle' : 'policies.plans.addTitle', { type: type.policeType })}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('policies.plans.name')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name') ?? (nameClash ? messageText(nameClash) : undefined)}
        description={
          nameCheck.isFetching
            ? t('policies.plans.checkingName')
            : nameFree
              ? t('policies.plans.nameAvailable')
              : undefined
        }
        rightSection={
          nameCheck.isFetching ? (
            <Loader size={14} />
          ) : nameFree ? (
            <IconCheck size={16} aria-hidden color="var(--mantine-color-teal-8)" />
          ) : null
        }
      />
      <Textarea
        label={t('policies.plans.description')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('policies.plans.parentPlan')}
          placeholder={t('policies.plans.noParent')}
          data={parentOptions}
          clearable
          disabled={hasSubPolicies}
          description={hasSubPolicies ? t('policies.plans.parentLocked') : undefined}
          {...form.getInputProps('parentPlanId')}
          onChange={(value) => {
            form.setFieldValue('parentPlanId', value);
            // SPEC §4: the default is a plan of its own; a sub-policy never is.
            if (value) form.setFieldValue('isDefault', false);
          }}
          error={errorOf('parentPlanId')}
        />
        <DateField
          label={t('policies.plans.effectiveFrom')}
          clearable
          {...form.getInputProps('effectiveFrom')}
          error={errorOf('effectiveFrom')}
        />
      </SimpleGrid>
      <Switch
        label={t('policies.plans.isDefault')}
        description={t('policies.plans.isDefaultHint')}
        disabled={isSubPolicy}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
        error={errorOf('isDefault')}
      />
      <Fieldset legend={t('policies.plans.settingsLegend', { type: type.policeType })} radius="md">
        <SettingsFields typeKey={type.key} form={form} errorOf={errorOf} />
      </Fieldset>
    </FormModal>
  );
}
