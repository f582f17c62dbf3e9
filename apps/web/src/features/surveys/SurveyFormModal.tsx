import { Group, MultiSelect, NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAX_REMINDER_EVERY_DAYS,
  employeeSurveyInput,
  type EmployeeSurveyInput,
  type EmployeeSurveyView,
} from '@tenure/domain/surveys';
import { DateField } from '../../components/DateField.tsx';
import { FormModal } from '../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../components/forms/useEntityForm.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { useLegalEntityOptions } from '../../lib/masters/legalEntitiesApi.ts';
import { departmentsQuery } from '../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../lib/masters/geographyApi.ts';
import { useQuestionnaires, useSaveEmployeeSurvey } from './surveysApi.ts';
import { localIsoDate } from '../../lib/dates.ts';

interface Values extends Record<string, unknown> {
  title: string;
  questionnaireId: string;
  anonymous: boolean;
  legalEntityIds: string[];
  departmentIds: string[];
  locationIds: string[];
  opensOn: string;
  closesOn: string;
  reminderEveryDays: number;
}

function valuesOf(survey: EmployeeSurveyView | null): Values {
  if (!survey)
    return {
      title: '',
      questionnaireId: '',
      anonymous: true,
      legalEntityIds: [],
      departmentIds: [],
      locationIds: [],
      opensOn: localIsoDate(),
      closesOn: '',
      reminderEveryDays: 3,
    };
  return {
    title: survey.title,
    questionnaireId: survey.questionnaire.id,
    anonymous: survey.anonymous,
    ...survey.audience,
    opensOn: survey.opensOn,
    closesOn: survey.closesOn,
    reminderEveryDays: survey.reminderEveryDays,
  };
}

const toInput = (v: Values): EmployeeSurveyInput => ({
  title: v.title,
  questionnaireId: v.questionnaireId,
  anonymous: v.anonymous,
  audience: { legalEntityIds: v.legalEntityIds, departmentIds: v.departmentIds, locationIds: v.locationIds },
  opensOn: v.opensOn,
  closesOn: v.closesOn,
  // The number field holds '' while emptied.
  reminderEveryDays: Number(v.reminderEveryDays) || 0,
});

/** Launches (or changes) a pulse or engagement survey: its questionnaire, anonymity, audience, dates and reminders. */
export function SurveyFormModal({ survey, onClose }: { survey: EmployeeSurveyView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveEmployeeSurvey();
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const pulse = useQuestionnaires({ kind: 'pulse', size: '100' });
  const engagement = useQuestionnaires({ kind: 'engagement', size: '100' });
  const entities = useLegalEntityOptions();
  const departments = useQuery(departmentsQuery(entityCode));
  const locations = useLocations();
  const answered = (survey?.responseCount ?? 0) > 0;
  const { form, submit, saving, errorOf } = useEntityForm<Values, EmployeeSurveyInput>({
    initialValues: valuesOf(survey),
    schema: employeeSurveyInput,
    toInput,
    save: (input) => save.mutateAsync({ id: survey?.id ?? null, input }),
    nameOf: (input) => input.title,
    onSaved: onClose,
  });
  const questionnaires = [...(engagement.data?.items ?? []), ...(pulse.data?.items ?? [])].map((q) => ({
    value: q.id,
    label: `${q.title} (${t(`surveys.kinds.${q.kind}`)})`,
  }));

  return (
    <FormModal
      title={survey ? t('surveys.launch.editTitle') : t('surveys.launch.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      {answered && (
        <Text size="sm" c="dimmed">
          {t('surveys.launch.answeredNote')}
        </Text>
      )}
      <TextInput
        label={t('surveys.launch.title')}
        withAsterisk
        {...form.getInputProps('title')}
        error={errorOf('title')}
        data-testid="survey-title"
      />
      <Select
        label={t('surveys.launch.questionnaire')}
        withAsterisk
        data={questionnaires}
        disabled={answered}
        searchable
        {...form.getInputProps('questionnaireId')}
        error={errorOf('questionnaireId')}
        data-testid="survey-questionnaire"
      />
      <Switch
        label={t('surveys.launch.anonymous')}
        description={t('surveys.launch.anonymousHint')}
        disabled={answered}
        {...form.getInputProps('anonymous', { type: 'checkbox' })}
      />
      <Text fw={600} size="sm">
        {t('surveys.launch.audience')}
      </Text>
      <Text size="xs" c="dimmed" mt={-12}>
        {t('surveys.launch.audienceHint')}
      </Text>
      <MultiSelect
        label={t('surveys.launch.entities')}
        disabled={answered}
        searchable
        clearable
        data={(entities.data ?? []).map((e) => ({ value: e.id, label: e.legalEntityName }))}
        {...form.getInputProps('legalEntityIds')}
      />
      <MultiSelect
        label={t('surveys.launch.departments')}
        disabled={answered}
        searchable
        clearable
        data={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        {...form.getInputProps('departmentIds')}
      />
      <MultiSelect
        label={t('surveys.launch.locations')}
        disabled={answered}
        searchable
        clearable
        data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        {...form.getInputProps('locationIds')}
      />
      <Group grow align="flex-start">
        <DateField
          label={t('surveys.launch.opensOn')}
          withAsterisk
          disabled={answered}
          {...form.getInputProps('opensOn')}
          error={errorOf('opensOn')}
        />
        <DateField
          label={t('surveys.launch.closesOn')}
          withAsterisk
          {...form.getInputProps('closesOn')}
          error={errorOf('closesOn')}
          data-testid="survey-closes"
        />
      </Group>
      <NumberInput
        label={t('surveys.launch.reminderEveryDays')}
        description={t('surveys.launch.reminderHint')}
        min={0}
        max={MAX_REMINDER_EVERY_DAYS}
        allowDecimal={false}
        {...form.getInputProps('reminderEveryDays')}
        error={errorOf('reminderEveryDays')}
      />
    </FormModal>
  );
}
