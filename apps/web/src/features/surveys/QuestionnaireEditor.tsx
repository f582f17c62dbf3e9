import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_OPTIONS,
  MAX_QUESTIONS,
  QUESTIONNAIRE_KINDS,
  QUESTION_TYPES,
  questionnaireInput,
  type QuestionnaireInput,
  type QuestionnaireKind,
  type QuestionnaireView,
  type QuestionType,
} from '@tenure/domain/surveys';
import { FormModal } from '../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../components/forms/useEntityForm.ts';
import { useSaveQuestionnaire } from './surveysApi.ts';

interface QuestionDraft {
  key: string;
  id: string | null;
  type: QuestionType;
  text: string;
  required: boolean;
  options: string[];
  /** Answered questions stay, with their type and first options. */
  answered: boolean;
}

interface Values extends Record<string, unknown> {
  kind: QuestionnaireKind;
  title: string;
  description: string;
  questions: QuestionDraft[];
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;
const blankQuestion = (): QuestionDraft => ({
  key: newKey(),
  id: null,
  type: 'rating',
  text: '',
  required: true,
  options: [],
  answered: false,
});

function valuesOf(questionnaire: QuestionnaireView | null, kind: QuestionnaireKind): Values {
  if (!questionnaire) return { kind, title: '', description: '', questions: [blankQuestion()] };
  return {
    kind: questionnaire.kind,
    title: questionnaire.title,
    description: questionnaire.description ?? '',
    questions: questionnaire.questions.map((q) => ({
      key: q.id,
      id: q.id,
      type: q.type,
      text: q.text,
      required: q.required,
      options: q.options,
      answered: q.answered,
    })),
  };
}

const toInput = (v: Values): QuestionnaireInput => ({
  kind: v.kind,
  title: v.title,
  description: v.description,
  questions: v.questions.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    type: q.type,
    text: q.text,
    required: q.required,
    options: q.type === 'single' || q.type === 'multiple' ? q.options : [],
  })),
});

/** HR's questionnaire builder: ordered questions of four types, each required or optional. */
export function QuestionnaireEditor({
  questionnaire,
  defaultKind,
  onClose,
}: {
  questionnaire: QuestionnaireView | null;
  defaultKind: QuestionnaireKind;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveQuestionnaire();
  const { form, submit, saving, errorOf } = useEntityForm<Values, QuestionnaireInput>({
    initialValues: valuesOf(questionnaire, defaultKind),
    schema: questionnaireInput,
    toInput,
    save: (input) => save.mutateAsync({ id: questionnaire?.id ?? null, input }),
    nameOf: (input) => input.title,
    onSaved: onClose,
  });
  const questions = form.values.questions;

  return (
    <FormModal
      title={questionnaire ? t('surveys.builder.editTitle') : t('surveys.builder.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      size="xl"
    >
      <Group grow align="flex-start">
        <TextInput
          label={t('surveys.builder.title')}
          withAsterisk
          {...form.getInputProps('title')}
          error={errorOf('title')}
          data-testid="questionnaire-title"
        />
        <Select
          label={t('surveys.builder.kind')}
          data={QUESTIONNAIRE_KINDS.map((k) => ({ value: k, label: t(`surveys.kinds.${k}`) }))}
          allowDeselect={false}
          disabled={questionnaire?.inUse ?? false}
          {...form.getInputProps('kind')}
          error={errorOf('kind')}
        />
      </Group>
      <Textarea
        label={t('surveys.builder.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <Text fw={600}>{t('surveys.builder.questions')}</Text>
      {errorOf('questions') && (
        <Text c="red" size="sm" role="alert">
          {errorOf('questions')}
        </Text>
      )}
      <Stack gap="sm">
        {questions.map((q, i) => {
          const choice = q.type === 'single' || q.type === 'multiple';
          const n = i + 1;
          return (
            <Paper key={q.key} withBorder p="sm" radius="md" data-testid={`question-${n}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {t('surveys.builder.questionN', { n })}
                    {q.answered ? ` · ${t('surveys.builder.answered')}` : ''}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('surveys.builder.moveUp', { n })}
                      disabled={i === 0}
                      onClick={() => form.reorderListItem('questions', { from: i, to: i - 1 })}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('surveys.builder.moveDown', { n })}
                      disabled={i === questions.length - 1}
                      onClick={() => form.reorderListItem('questions', { from: i, to: i + 1 })}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('surveys.builder.remove', { n })}
                      disabled={q.answered}
                      onClick={() => form.removeListItem('questions', i)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <Group grow align="flex-start">
                  <Select
                    label={t('surveys.builder.type')}
                    data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`surveys.types.${type}`) }))}
                    allowDeselect={false}
                    disabled={q.answered}
                    {...form.getInputProps(`questions.${i}.type`)}
                  />
                  <Switch
                    mt={30}
                    label={t('surveys.builder.required')}
                    {...form.getInputProps(`questions.${i}.required`, { type: 'checkbox' })}
                  />
                </Group>
                <TextInput
                  label={t('surveys.builder.questionText')}
                  withAsterisk
                  {...form.getInputProps(`questions.${i}.text`)}
                  error={errorOf(`questions.${i}.text`)}
                  data-testid={`question-${n}-text`}
                />
                {choice && (
                  <TagsInput
                    label={t('surveys.builder.options')}
                    description={t('surveys.builder.optionsHint')}
                    maxTags={MAX_OPTIONS}
                    {...form.getInputProps(`questions.${i}.options`)}
                    error={errorOf(`questions.${i}.options`)}
                    data-testid={`question-${n}-options`}
                  />
                )}
                {!choice && errorOf(`questions.${i}.options`) && (
                  <Text c="red" size="sm">
                    {errorOf(`questions.${i}.options`)}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={questions.length >= MAX_QUESTIONS}
        onClick={() => form.insertListItem('questions', blankQuestion())}
        w="fit-content"
      >
        {t('surveys.builder.addQuestion')}
      </Button>
    </FormModal>
  );
}
