import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CRITERION_KINDS,
  DEFAULT_FEEDBACK_FORM,
  DEFAULT_GOAL_SELECTION,
  FEEDBACK_KINDS,
  DEFAULT_RATING_SCALE,
  GOAL_LEVELS,
  GOAL_MATCHES,
  REVIEWER_TYPES,
  formulaNames,
  DEFAULT_REVIEW_CRITERIA,
  QUESTION_TYPES,
  REVIEW_PHASES,
  distributionTotal,
  reviewCycleInput,
  type CriterionKind,
  type GoalLevel,
  type ReviewCycleInput,
  type ReviewCycleView,
} from '@tenure/domain/performance';
import { DateField } from '../../../components/DateField.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { useAllDepartments } from '../../../lib/masters/departmentsApi.ts';
import { useLocations } from '../../../lib/masters/geographyApi.ts';
import { useLegalEntities } from '../../../lib/masters/legalEntitiesApi.ts';
import { useSaveCycle } from './reviewsApi.ts';

type QuestionType = (typeof QUESTION_TYPES)[number];
interface QuestionRow {
  id: string;
  text: string;
  type: QuestionType;
  choices: string;
}
interface CriterionRow {
  id: string;
  kind: CriterionKind;
  title: string;
  weightage: number;
  questions: QuestionRow[];
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** Ids the answers are keyed by: kept for existing rows, made up for new ones. */
const newId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

/** Create or edit a draft review cycle: audience, criteria with their questions and weightage, timeline. */
export function CycleFormModal({ cycle, onClose }: { cycle: ReviewCycleView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveCycle();
  const departments = useAllDepartments();
  const locations = useLocations();
  const entities = useLegalEntities();
  const emptyPhase = { startDate: '', endDate: '' };
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: cycle?.name ?? '',
      startDate: cycle?.startDate ?? '',
      endDate: cycle?.endDate ?? '',
      instructions: cycle?.instructions ?? '',
      legalEntityIds: cycle?.audience.legalEntityIds ?? [],
      departmentIds: cycle?.audience.departmentIds ?? [],
      locationIds: cycle?.audience.locationIds ?? [],
      designations: (cycle?.audience.designations ?? []).join(', '),
      joinedFrom: cycle?.audience.joinedFrom ?? '',
      joinedTo: cycle?.audience.joinedTo ?? '',
      criteria: (cycle?.criteria ?? DEFAULT_REVIEW_CRITERIA).map((c): CriterionRow => ({
        ...c,
        questions: c.questions.map((q) => ({ ...q, choices: q.choices.join(', ') })),
      })),
      timeline: cycle?.timeline ?? {
        self: emptyPhase,
        manager: emptyPhase,
        calibration: emptyPhase,
        release: emptyPhase,
      },
      reviewerTypes: cycle?.reviewerTypes ?? (['self', 'manager'] satisfies (typeof REVIEWER_TYPES)[number][]),
      peerAnonymous: cycle?.peerAnonymous ?? true,
      scoreFormula: cycle?.scoreFormula ?? '',
      goalMatch: (cycle?.goalSelection ?? DEFAULT_GOAL_SELECTION).match,
      goalLevels: (cycle?.goalSelection ?? DEFAULT_GOAL_SELECTION).levels as GoalLevel[],
      goalsApprovedOnly: (cycle?.goalSelection ?? DEFAULT_GOAL_SELECTION).approvedOnly,
      feedbackForm: cycle?.feedbackForm ?? DEFAULT_FEEDBACK_FORM,
    },
    schema: reviewCycleInput,
    toInput: (v): ReviewCycleInput => ({
      name: v.name,
      startDate: v.startDate,
      endDate: v.endDate,
      instructions: v.instructions,
      audience: {
        legalEntityIds: v.legalEntityIds,
        departmentIds: v.departmentIds,
        locationIds: v.locationIds,
        designations: list(v.designations),
        joinedFrom: v.joinedFrom || null,
        joinedTo: v.joinedTo || null,
      },
      criteria: v.criteria.map((c) => ({
        ...c,
        questions: c.questions.map((q) => ({ ...q, choices: q.type === 'choice' ? list(q.choices) : [] })),
      })),
      ratingScale: cycle?.ratingScale ?? DEFAULT_RATING_SCALE,
      timeline: v.timeline,
      reviewerTypes: v.reviewerTypes,
      peerAnonymous: v.peerAnonymous,
      scoreFormula: v.scoreFormula.trim() || null,
      feedbackForm: v.feedbackForm,
      goalSelection: { match: v.goalMatch, levels: v.goalLevels, approvedOnly: v.goalsApprovedOnly },
    }),
    save: (body) => save.mutateAsync({ id: cycle?.id ?? null, body }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  const total = distributionTotal(form.values.criteria.map((c) => Number(c.weightage) || 0));
  const options = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <FormModal
      title={cycle ? t('reviews.setup.edit') : t('reviews.setup.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      size="xl"
    >
      <TextInput
        label={t('reviews.setup.fields.name')}
        withAsterisk
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          label={t('reviews.setup.fields.startDate')}
          withAsterisk
          value={form.values.startDate}
          onChange={(v) => form.setFieldValue('startDate', v)}
          error={errorOf('startDate')}
        />
        <DateField
          label={t('reviews.setup.fields.endDate')}
          withAsterisk
          value={form.values.endDate}
          onChange={(v) => form.setFieldValue('endDate', v)}
          error={errorOf('endDate')}
        />
      </SimpleGrid>
      <Textarea
        label={t('reviews.setup.fields.instructions')}
        autosize
        minRows={2}
        {...form.getInputProps('instructions')}
      />

      <Fieldset legend={t('reviews.setup.fields.audience')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('reviews.setup.fields.allWhenEmpty')}
          </Text>
          <MultiSelect
            label={t('reviews.setup.fields.entities')}
            searchable
            data={(entities.data ?? []).map((e) => ({ value: e.id, label: e.legalEntityName }))}
            {...form.getInputProps('legalEntityIds')}
          />
          <MultiSelect
            label={t('reviews.setup.fields.departments')}
            searchable
            data={options(departments.data)}
            {...form.getInputProps('departmentIds')}
          />
          <MultiSelect
            label={t('reviews.setup.fields.locations')}
            searchable
            data={options(locations.data)}
            {...form.getInputProps('locationIds')}
          />
          <TextInput label={t('reviews.setup.fields.designations')} {...form.getInputProps('designations')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t('reviews.setup.fields.joinedFrom')}
              clearable
              value={form.values.joinedFrom}
              onChange={(v) => form.setFieldValue('joinedFrom', v)}
            />
            <DateField
              label={t('reviews.setup.fields.joinedTo')}
              clearable
              value={form.values.joinedTo}
              onChange={(v) => form.setFieldValue('joinedTo', v)}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('reviews.setup.fields.criteria')}>
        <Stack gap="sm">
          <Text size="sm" fw={600} c={total === 100 ? undefined : 'red.8'}>
            {t('reviews.setup.fields.weightageTotal', { total })}
          </Text>
          {errorOf('criteria') && (
            <Text c="red.8" size="sm" role="alert">
              {errorOf('criteria')}
            </Text>
          )}
          {form.values.criteria.map((criterion, i) => (
            <Paper key={criterion.id} withBorder p="sm">
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('reviews.setup.fields.criterionTitle', { index: i + 1 })}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`criteria.${i}.title`)}
                    error={errorOf(`criteria.${i}.title`)}
                  />
                  <Select
                    label={t('reviews.setup.fields.kind', { index: i + 1 })}
                    w={170}
                    data={CRITERION_KINDS.map((k) => ({ value: k, label: t(`reviews.kinds.${k}`) }))}
                    {...form.getInputProps(`criteria.${i}.kind`)}
                    allowDeselect={false}
                  />
                  <NumberInput
                    label={t('reviews.setup.fields.weightage', { index: i + 1 })}
                    w={150}
                    min={0}
                    max={100}
                    {...form.getInputProps(`criteria.${i}.weightage`)}
                    error={errorOf(`criteria.${i}.weightage`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    aria-label={t('reviews.setup.removeCriterion', { index: i + 1 })}
                    onClick={() => form.removeListItem('criteria', i)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                {criterion.questions.map((question, j) => (
                  <Group key={question.id} align="flex-end" wrap="nowrap" pl="md">
                    <TextInput
                      label={t('reviews.setup.fields.question', { index: j + 1 })}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`criteria.${i}.questions.${j}.text`)}
                      error={errorOf(`criteria.${i}.questions.${j}.text`)}
                    />
                    <Select
                      label={t('reviews.setup.fields.questionType', { index: j + 1 })}
                      w={130}
                      data={QUESTION_TYPES.map((q) => ({ value: q, label: t(`reviews.questionTypes.${q}`) }))}
                      {...form.getInputProps(`criteria.${i}.questions.${j}.type`)}
                      allowDeselect={false}
                    />
                    {question.type === 'choice' && (
                      <TextInput
                        label={t('reviews.setup.fields.choices', { index: j + 1 })}
                        w={220}
                        {...form.getInputProps(`criteria.${i}.questions.${j}.choices`)}
                        error={errorOf(`criteria.${i}.questions.${j}.choices`)}
                      />
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t('reviews.setup.removeQuestion', { index: j + 1 })}
                      onClick={() => form.removeListItem(`criteria.${i}.questions`, j)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                <Group pl="md">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() =>
                      form.insertListItem(`criteria.${i}.questions`, {
                        id: newId('q'),
                        text: '',
                        type: 'rating',
                        choices: '',
                      })
                    }
                  >
                    {t('reviews.setup.addQuestion')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                form.insertListItem('criteria', {
                  id: newId('c'),
                  kind: 'custom',
                  title: '',
                  weightage: 0,
                  questions: [{ id: newId('q'), text: '', type: 'rating', choices: '' }],
                })
              }
            >
              {t('reviews.setup.addCriterion')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('reviews.setup.fields.reviewers')}>
        <Stack gap="sm">
          <MultiSelect
            label={t('reviews.setup.fields.reviewerTypes')}
            data={REVIEWER_TYPES.map((r) => ({ value: r, label: t(`reviews.reviewerTypes.${r}`) }))}
            value={form.values.reviewerTypes}
            onChange={(value) => form.setFieldValue('reviewerTypes', value as typeof form.values.reviewerTypes)}
            error={errorOf('reviewerTypes')}
          />
          <Switch
            label={t('reviews.setup.fields.peerAnonymous')}
            checked={form.values.peerAnonymous}
            onChange={(event) => form.setFieldValue('peerAnonymous', event.currentTarget.checked)}
          />
          {errorOf('feedbackForm') && (
            <Text c="red.8" size="sm" role="alert">
              {errorOf('feedbackForm')}
            </Text>
          )}
          {FEEDBACK_KINDS.filter((kind) => form.values.reviewerTypes.includes(kind)).map((kind) => (
            <Stack key={kind} gap="xs">
              <Text size="sm" fw={600}>
                {t(`reviews.setup.feedbackQuestions.${kind}`)}
              </Text>
              {form.values.feedbackForm[kind].map((question, j) => (
                <Group key={question.id} align="flex-end" wrap="nowrap" pl="md">
                  <TextInput
                    label={t(`reviews.setup.feedbackQuestion.${kind}`, { index: j + 1 })}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`feedbackForm.${kind}.${j}.text`)}
                    error={errorOf(`feedbackForm.${kind}.${j}.text`)}
                  />
                  <Select
                    label={t(`reviews.setup.feedbackQuestionType.${kind}`, { index: j + 1 })}
                    w={130}
                    allowDeselect={false}
                    data={(['rating', 'text'] as const).map((q) => ({
                      value: q,
                      label: t(`reviews.questionTypes.${q}`),
                    }))}
                    {...form.getInputProps(`feedbackForm.${kind}.${j}.type`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={4}
                    disabled={form.values.feedbackForm[kind].length === 1}
                    aria-label={t(`reviews.setup.removeFeedbackQuestion.${kind}`, { index: j + 1 })}
                    onClick={() => form.removeListItem(`feedbackForm.${kind}`, j)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <Group pl="md">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() =>
                    form.insertListItem(`feedbackForm.${kind}`, { id: newId(kind), text: '', type: 'rating' })
                  }
                >
                  {t(`reviews.setup.addFeedbackQuestion.${kind}`)}
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('reviews.setup.fields.score')}>
        <TextInput
          label={t('reviews.setup.fields.scoreFormula')}
          description={t('reviews.setup.fields.scoreFormulaHelp', {
            names: formulaNames(form.values.criteria).join(', '),
          })}
          placeholder="0.6 * goals + 0.4 * min(competencies, values)"
          {...form.getInputProps('scoreFormula')}
          error={errorOf('scoreFormula')}
        />
      </Fieldset>

      <Fieldset legend={t('reviews.setup.fields.goals')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('reviews.setup.fields.goalMatch')}
            allowDeselect={false}
            data={GOAL_MATCHES.map((m) => ({ value: m, label: t(`reviews.setup.goalMatches.${m}`) }))}
            value={form.values.goalMatch}
            onChange={(value) => value && form.setFieldValue('goalMatch', value as typeof form.values.goalMatch)}
          />
          <MultiSelect
            label={t('reviews.setup.fields.goalLevels')}
            placeholder={form.values.goalLevels.length === 0 ? t('reviews.setup.fields.allLevels') : undefined}
            data={GOAL_LEVELS.map((l) => ({ value: l, label: t(`reviews.setup.goalLevels.${l}`) }))}
            value={form.values.goalLevels}
            onChange={(value) => form.setFieldValue('goalLevels', value as GoalLevel[])}
          />
        </SimpleGrid>
        <Switch
          mt="sm"
          label={t('reviews.setup.fields.goalsApprovedOnly')}
          checked={form.values.goalsApprovedOnly}
          onChange={(event) => form.setFieldValue('goalsApprovedOnly', event.currentTarget.checked)}
        />
      </Fieldset>

      <Fieldset legend={t('reviews.setup.fields.timeline')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {REVIEW_PHASES.flatMap((phase) => {
            const name = t(`reviews.phases.${phase}`);
            return [
              <DateField
                key={`${phase}-start`}
                label={t('reviews.setup.fields.phaseStart', { phase: name })}
                withAsterisk
                value={form.values.timeline[phase].startDate}
                onChange={(v) => form.setFieldValue(`timeline.${phase}.startDate`, v)}
                error={errorOf(`timeline.${phase}.startDate`)}
              />,
              <DateField
                key={`${phase}-end`}
                label={t('reviews.setup.fields.phaseEnd', { phase: name })}
                withAsterisk
                value={form.values.timeline[phase].endDate}
                onChange={(v) => form.setFieldValue(`timeline.${phase}.endDate`, v)}
                error={errorOf(`timeline.${phase}.endDate`)}
              />,
            ];
          })}
        </SimpleGrid>
      </Fieldset>
    </FormModal>
  );
}
