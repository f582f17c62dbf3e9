import { Badge, Grid, Group, NumberInput, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRatingCode, type ReviewAnswers, type ReviewCriterion } from '@tenure/domain/performance';

interface AnswersFormProps {
  criteria: readonly ReviewCriterion[];
  answers: ReviewAnswers;
  onChange(next: ReviewAnswers): void;
  readOnly: boolean;
  /** The server's refusals, keyed like `answers.<question>.rating`. */
  errors: Record<string, string>;
  /** The employee's self review, shown beside the manager's form. */
  beside?: { title: string; answers: ReviewAnswers; empty: string };
  /** Our side's heading when something is shown beside it. */
  title?: string;
  /** Feedback forms have no weightage to show. */
  showWeightage?: boolean;
}

/** A rating typed outside the 0.0-5.0 scale stays as typed and is refused on the spot (never clamped silently). */
const outOfScale = (rating: number | null | undefined) => typeof rating === 'number' && !isRatingCode(rating);

/** The review form: a section per criterion with its weightage, a field per question (rating 0.0-5.0, text or choice). */
export function AnswersForm({
  criteria,
  answers,
  onChange,
  readOnly,
  errors,
  beside,
  title,
  showWeightage = true,
}: AnswersFormProps) {
  const { t } = useTranslation();
  const set = (id: string, patch: ReviewAnswers[string]) =>
    onChange({ ...answers, [id]: { ...answers[id], ...patch } });
  return (
    <Stack gap="md">
      {criteria.map((criterion) => (
        <Paper key={criterion.id} withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5">
                {criterion.title}
              </Title>
              {showWeightage && (
                <Badge variant="dot" tt="none">
                  {t('reviews.form.weightage', { weightage: criterion.weightage })}
                </Badge>
              )}
            </Group>
            {criterion.questions.map((question) => {
              const mine = answers[question.id] ?? {};
              const theirs = beside?.answers[question.id];
              const field =
                question.type === 'rating' ? (
                  <NumberInput
                    label={t('reviews.form.rating', { question: question.text })}
                    description={t('reviews.form.scale')}
                    min={0}
                    max={5}
                    step={0.1}
                    decimalScale={1}
                    clampBehavior="none"
                    readOnly={readOnly}
                    value={mine.rating ?? ''}
                    onChange={(value) =>
                      set(question.id, {
                        rating: typeof value === 'number' ? value : value === '' ? null : Number(value),
                      })
                    }
                    error={
                      errors[`answers.${question.id}.rating`] ??
                      errors[`answers.${question.id}`] ??
                      (outOfScale(mine.rating) ? t('reviews.form.outOfScale') : undefined)
                    }
                  />
                ) : question.type === 'choice' ? (
                  <Select
                    label={t('reviews.form.choice', { question: question.text })}
                    data={question.choices}
                    readOnly={readOnly}
                    value={mine.choice ?? null}
                    onChange={(value) => set(question.id, { choice: value })}
                    error={errors[`answers.${question.id}.choice`]}
                  />
                ) : (
                  <Textarea
                    label={t('reviews.form.answer', { question: question.text })}
                    autosize
                    minRows={2}
                    readOnly={readOnly}
                    value={mine.text ?? ''}
                    onChange={(event) => set(question.id, { text: event.currentTarget.value })}
                    error={errors[`answers.${question.id}.text`]}
                  />
                );
              if (!beside) return <div key={question.id}>{field}</div>;
              const shown = theirs?.rating ?? theirs?.choice ?? theirs?.text ?? null;
              return (
                <Grid key={question.id}>
                  <Grid.Col span={{ base: 12, md: 6 }}>
                    <Text size="xs" c="dimmed">
                      {beside.title}
                    </Text>
                    <Text size="sm" fw={500}>
                      {question.text}
                    </Text>
                    <Text size="sm">{shown === null ? beside.empty : String(shown)}</Text>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 6 }}>
                    {title && (
                      <Text size="xs" c="dimmed">
                        {title}
                      </Text>
                    )}
                    {field}
                  </Grid.Col>
                </Grid>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
