import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  GOAL_MESSAGES,
  canAlignTo,
  goalInput,
  type GoalInput,
  type GoalLevel,
  type GoalPeriodView,
  type GoalView,
} from '@tenure/domain/performance';
import { DateField } from '../../../components/DateField.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { KeyResultsEditor, blankKr, krInputs, num, type KrValues } from './KeyResultsEditor.tsx';
import { useCurrentPeriod, useGoalMasters, useGoalPeriods, useGoals, useSaveGoal } from './goalsApi.ts';

interface GoalValues extends Record<string, unknown> {
  title: string;
  description: string;
  goalTypeId: string;
  goalStatusId: string;
  periodId: string;
  parentId: string;
  weight: number | '';
  startDate: string;
  endDate: string;
  keyResults: KrValues[];
}

interface GoalFormModalProps {
  /** The goal to edit; null for a new one. */
  goal: GoalView | null;
  level: GoalLevel;
  /** A reportee the manager assigns the goal to. */
  employeeNumber?: string;
  onClose(): void;
}

/** Adds or edits a goal with its key results (weights add up to 100), checked with the shared schema. */
export function GoalFormModal(props: GoalFormModalProps) {
  const periods = useGoalPeriods();
  const current = useCurrentPeriod();
  // A new goal starts on the current period's dates, so the form opens once they are known.
  if (!periods.data || current.isPending) return null;
  return <GoalForm {...props} periods={periods.data} period={current.data ?? null} />;
}

function GoalForm({
  goal,
  level,
  employeeNumber,
  onClose,
  periods,
  period,
}: GoalFormModalProps & { periods: GoalPeriodView[]; period: GoalPeriodView | null }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const types = useGoalMasters('type');
  const statuses = useGoalMasters('status');
  const save = useSaveGoal();
  const toInput = (v: GoalValues): GoalInput => ({
    level,
    title: v.title,
    description: v.description || null,
    goalTypeId: v.goalTypeId,
    goalStatusId: v.goalStatusId || null,
    periodId: v.periodId,
    employeeNumber: employeeNumber ?? null,
    parentId: v.parentId || null,
    weight: num(v.weight),
    startDate: v.startDate,
    endDate: v.endDate,
    keyResults: krInputs(v.keyResults),
  });
  const form = useForm<GoalValues>({
    initialValues: goal
      ? {
          title: goal.title,
          description: goal.description ?? '',
          goalTypeId: goal.goalType?.id ?? '',
          goalStatusId: goal.goalStatus?.id ?? '',
          periodId: goal.period.id,
          parentId: goal.parent?.id ?? '',
          weight: goal.weight,
          startDate: goal.startDate,
          endDate: goal.endDate,
          keyResults: goal.keyResults.map((k) => ({
            title: k.title,
            unit: k.unit,
            startValue: k.startValue,
            targetValue: k.targetValue,
            weight: k.weight,
          })),
        }
      : {
          title: '',
          description: '',
          goalTypeId: '',
          goalStatusId: '',
          periodId: period?.id ?? '',
          parentId: '',
          weight: 100,
          startDate: period?.startDate ?? '',
          endDate: period?.endDate ?? '',
          keyResults: level === 'individual' ? [blankKr(100)] : [],
        },
    validate: validateWith(goalInput, toInput),
  });
  const parents = useGoals(
    { scope: 'company', periodId: form.values.periodId, size: '100', sort: 'title', order: 'asc' },
    level !== 'company' && form.values.periodId !== '',
  );
  const parentOptions = (parents.data?.items ?? []).filter((p) => canAlignTo(level, p.level) && p.id !== goal?.id);
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: goal?.id ?? null, body: toInput(values) });
      showToast('success', goal ? GOAL_MESSAGES.updated : GOAL_MESSAGES.created);
      onClose();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    }
  });

  return (
    <FormModal
      title={goal ? t('goals.editGoal') : t('goals.newGoal')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      size="xl"
    >
      <TextInput
        label={t('goals.title')}
        withAsterisk
        {...form.getInputProps('title')}
        error={errorOf('title')}
        data-autofocus
      />
      <Textarea
        label={t('goals.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('goals.goalType')}
          withAsterisk
          data={(types.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          {...form.getInputProps('goalTypeId')}
          error={errorOf('goalTypeId')}
        />
        <Select
          label={t('goals.goalStatus')}
          clearable
          data={(statuses.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          {...form.getInputProps('goalStatusId')}
          error={errorOf('goalStatusId')}
        />
        <Select
          label={t('goals.period')}
          withAsterisk
          data={periods.filter((p) => p.isActive).map((p) => ({ value: p.id, label: p.name }))}
          {...form.getInputProps('periodId')}
          onChange={(value) => {
            const chosen = periods.find((p) => p.id === value);
            form.setValues({
              periodId: value ?? '',
              parentId: '',
              ...(chosen ? { startDate: chosen.startDate, endDate: chosen.endDate } : {}),
            });
          }}
          error={errorOf('periodId')}
        />
        {level !== 'company' && (
          <Select
            label={t('goals.parent')}
            clearable
            placeholder={t('goals.noParent')}
            data={parentOptions.map((p) => ({ value: p.id, label: p.title }))}
            {...form.getInputProps('parentId')}
            error={errorOf('parentId')}
          />
        )}
        <DateField
          label={t('goals.startDate')}
          withAsterisk
          value={form.values.startDate}
          onChange={(value) => form.setFieldValue('startDate', value)}
          error={errorOf('startDate')}
        />
        <DateField
          label={t('goals.endDate')}
          withAsterisk
          value={form.values.endDate}
          onChange={(value) => form.setFieldValue('endDate', value)}
          error={errorOf('endDate')}
        />
        {level !== 'company' && (
          <NumberInput
            label={t('goals.weight')}
            min={1}
            max={100}
            {...form.getInputProps('weight')}
            error={errorOf('weight')}
          />
        )}
      </SimpleGrid>
      <KeyResultsEditor form={form} setKeyResults={(krs) => form.setFieldValue('keyResults', krs)} errorOf={errorOf} />
    </FormModal>
  );
}
