import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_ANSWER,
  RATING_MAX,
  RATING_MIN,
  answerErrors,
  type AnswerInput,
  type QuestionView,
  type ResponseInput,
} from '@tenure/domain/surveys';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';

interface Draft {
  rating: string;
  choices: string[];
  text: string;
}

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

function toInput(questions: readonly QuestionView[], drafts: Record<string, Draft>): ResponseInput {
  const answers = questions.flatMap((q): AnswerInput[] => {
    const d = drafts[q.id];
    if (!d) return [];
    if (q.type === 'rating') return d.rating ? [{ questionId: q.id, rating: Number(d.rating) }] : [];
    if (q.type === 'text') return d.text.trim() ? [{ questionId: q.id, text: d.text.trim() }] : [];
    return d.choices.length > 0 ? [{ questionId: q.id, choices: d.choices }] : [];
  });
  return { answers };
}

/**
 * The questions of a survey to answer: a 1–5 scale, one or several options, or free text. Checked
 * in the browser with the shared rules; the server's refusal of a question lands on it.
 */
export function QuestionsForm({
  questions,
  submit,
  onDone,
}: {
  questions: readonly QuestionView[];
  submit(input: ResponseInput): Promise<unknown>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const draftOf = (id: string): Draft => drafts[id] ?? { rating: '', choices: [], text: '' };
  const change = (id: string, patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [id]: { ...draftOf(id), ...patch } }));

  const send = async () => {
    const input = toInput(questions, drafts);
    const found = answerErrors(questions, input.answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await submit(input);
      showToast('success', t('surveys.answer.thanks'));
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else showToast('error', messageText(error instanceof Error ? error.message : t('messages.somethingWentWrong')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      {questions.map((q, i) => {
        const label = `${i + 1}. ${q.text}`;
        const error = errors[`answers.${q.id}`] ? messageText(errors[`answers.${q.id}`]!) : undefined;
        const d = draftOf(q.id);
        return (
          <Paper key={q.id} withBorder p="md" radius="md">
            {q.type === 'rating' && (
              <Radio.Group
                label={label}
                withAsterisk={q.required}
                value={d.rating}
                onChange={(rating) => change(q.id, { rating })}
                error={error}
                description={t('surveys.answer.ratingScale')}
              >
                <Group mt="xs">
                  {RATINGS.map((r) => (
                    <Radio key={r} value={r} label={r} />
                  ))}
                </Group>
              </Radio.Group>
            )}
            {q.type === 'single' && (
              <Radio.Group
                label={label}
                withAsterisk={q.required}
                value={d.choices[0] ?? ''}
                onChange={(choice) => change(q.id, { choices: [choice] })}
                error={error}
              >
                <Stack mt="xs" gap="xs">
                  {q.options.map((o) => (
                    <Radio key={o} value={o} label={o} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {q.type === 'multiple' && (
              <Checkbox.Group
                label={label}
                withAsterisk={q.required}
                value={d.choices}
                onChange={(choices) => change(q.id, { choices })}
                error={error}
                description={t('surveys.answer.chooseAny')}
              >
                <Stack mt="xs" gap="xs">
                  {q.options.map((o) => (
                    <Checkbox key={o} value={o} label={o} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            {q.type === 'text' && (
              <Textarea
                label={label}
                withAsterisk={q.required}
                value={d.text}
                onChange={(e) => change(q.id, { text: e.currentTarget.value })}
                error={error}
                autosize
                minRows={3}
                maxLength={MAX_TEXT_ANSWER}
              />
            )}
          </Paper>
        );
      })}
      {questions.length === 0 && <Text c="dimmed">{t('surveys.answer.noQuestions')}</Text>}
      <Group justify="flex-end">
        <Button onClick={() => void send()} loading={sending}>
          {t('surveys.answer.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
