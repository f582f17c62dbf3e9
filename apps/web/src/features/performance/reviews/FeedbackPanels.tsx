import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Combobox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PEERS,
  type FeedbackQuestion,
  type FeedbackRequestView,
  type ReviewAnswers,
  type ReviewCriterion,
  type ReviewView,
} from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { EmployeeSearchDropdown } from '../../../components/employees/EmployeeSearchDropdown.tsx';
import { useEmployeeSearch } from '../../../components/employees/useEmployeeSearch.ts';
import { AnswersForm } from './AnswersForm.tsx';
import {
  useFeedbackRequests,
  useRequestPeers,
  useSaveFeedback,
  useUpwardSummary,
  useWithdrawPeer,
} from './reviewsApi.ts';

/** Feedback questions shown through the review form: one section, rating and text fields. */
const asCriteria = (title: string, questions: readonly FeedbackQuestion[]): ReviewCriterion[] => [
  { id: 'feedback', kind: 'custom', title, weightage: 100, questions: questions.map((q) => ({ ...q, choices: [] })) },
];

/** The answers of submitted feedback, question by question. */
function FeedbackAnswers({ questions, answers }: { questions: readonly FeedbackQuestion[]; answers: ReviewAnswers }) {
  return (
    <Stack gap={2}>
      {questions.map((q) => {
        const answer = answers[q.id];
        const shown = q.type === 'rating' ? answer?.rating?.toFixed(1) : answer?.text;
        return shown ? (
          <Text key={q.id} size="sm">
            <i>{q.text}</i> — {shown}
          </Text>
        ) : null;
      })}
    </Stack>
  );
}

/** The manager's Peer Feedback tab: ask colleagues from the directory, withdraw those who have not answered, read what they submitted. */
export function PeerFeedbackTab({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const search = useEmployeeSearch();
  const ask = useRequestPeers(review.id);
  const withdraw = useWithdrawPeer(review.id);
  const [error, setError] = useState<string | null>(null);
  const questions = review.cycle.feedbackForm.peer;
  const full = review.peerFeedback.length >= MAX_PEERS;

  const pick = async (employeeNumber: string) => {
    search.clear();
    setError(null);
    try {
      await ask.mutateAsync([employeeNumber]);
      showToast('success', t('reviews.peers.asked'));
    } catch (failure) {
      setError(failure instanceof Error ? messageText(failure.message) : null);
    }
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {review.cycle.peerAnonymous ? t('reviews.peers.anonymousNote') : t('reviews.peers.namedNote')}
      </Text>
      {review.peersEditable && (
        <Combobox store={search.combobox} onOptionSubmit={(value) => void pick(value)}>
          <Combobox.Target>
            <TextInput
              w={{ base: '100%', sm: 380 }}
              label={t('reviews.peers.pick', { max: MAX_PEERS })}
              placeholder={t('reviews.peers.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={search.query.isFetching || ask.isPending ? <Loader size={14} /> : null}
              disabled={full}
              error={error}
              {...search.inputProps}
            />
          </Combobox.Target>
          <EmployeeSearchDropdown search={search} label={t('reviews.peers.pick', { max: MAX_PEERS })} />
        </Combobox>
      )}
      {review.peerFeedback.length === 0 ? (
        <EmptyState text={t('reviews.peers.empty')} />
      ) : (
        <PlainTable
          label={t('reviews.peers.caption')}
          minWidth={640}
          headers={[
            t('reviews.peers.peer'),
            t('reviews.peers.status'),
            t('reviews.peers.feedback'),
            review.peersEditable && t('reviews.setup.actions'),
          ]}
        >
          {review.peerFeedback.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>{`${f.reviewer.displayName} (${f.reviewer.employeeNumber})`}</Table.Td>
              <Table.Td>
                <Badge variant="dot" tt="none" color={f.status === 'submitted' ? 'teal' : 'gray'}>
                  {t(`reviews.peers.statuses.${f.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {f.status === 'submitted' ? <FeedbackAnswers questions={questions} answers={f.answers} /> : '—'}
              </Table.Td>
              {review.peersEditable && (
                <Table.Td>
                  {f.status === 'requested' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={withdraw.isPending}
                      aria-label={t('reviews.peers.withdrawNamed', { name: f.reviewer.displayName })}
                      onClick={() =>
                        void withdraw
                          .mutateAsync(f.id)
                          .catch((e: unknown) => setError(e instanceof Error ? messageText(e.message) : null))
                      }
                    >
                      {t('reviews.peers.withdraw')}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </PlainTable>
      )}
    </Stack>
  );
}

/** One feedback request's form: draft and submit while open, read-only after. */
function FeedbackForm({ request }: { request: FeedbackRequestView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveFeedback(request.id);
  const [answers, setAnswers] = useState<ReviewAnswers>(request.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const send = async (submit: boolean) => {
    setErrors({});
    try {
      await save.mutateAsync({ answers, submit });
      showToast('success', t(submit ? 'reviews.feedback.submitted' : 'reviews.feedback.saved'));
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, setErrors, messageText);
    }
    setConfirming(false);
  };
  const title = t(request.kind === 'peer' ? 'reviews.feedback.peerTitle' : 'reviews.feedback.upwardTitle', {
    name: request.subject.displayName,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t(request.anonymous ? 'reviews.feedback.anonymous' : 'reviews.feedback.named')}
        </Text>
        {!request.editable && <Alert color="blue">{t('reviews.self.readOnly')}</Alert>}
        <AnswersForm
          criteria={asCriteria(t('reviews.feedback.section'), request.questions)}
          answers={answers}
          onChange={setAnswers}
          readOnly={!request.editable}
          errors={errors}
          showWeightage={false}
        />
        {request.editable && (
          <Group>
            <Button variant="default" loading={save.isPending && !confirming} onClick={() => void send(false)}>
              {t('reviews.self.saveDraft')}
            </Button>
            <Button onClick={() => setConfirming(true)}>{t('reviews.feedback.submit')}</Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('reviews.feedback.submit')}
        message={t('reviews.feedback.submitConfirm', { name: request.subject.displayName })}
        confirmLabel={t('reviews.feedback.submit')}
        cancelLabel={t('reviews.setup.cancel')}
        loading={save.isPending}
        onConfirm={() => void send(true)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** The Feedback requests on the self-review page: colleagues to give peer feedback on, and the manager to review (upward). */
export function FeedbackRequestsSection() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const requests = useFeedbackRequests();
  const [selected, setSelected] = useState<string | null>(null);
  const open = requests.data?.find((r) => r.id === selected) ?? null;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('reviews.feedback.title')}
      </Title>
      {requests.isPending ? (
        <LoadingState />
      ) : requests.isError ? (
        <LoadErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState text={t('reviews.feedback.empty')} />
      ) : (
        <PlainTable
          label={t('reviews.feedback.title')}
          minWidth={640}
          headers={[
            t('reviews.feedback.about'),
            t('reviews.feedback.kind'),
            t('reviews.rm.cycle'),
            t('reviews.feedback.due'),
            t('reviews.peers.status'),
          ]}
        >
          {requests.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <UnstyledButton
                  td="underline"
                  c="blue.9"
                  fw={selected === r.id ? 700 : undefined}
                  aria-pressed={selected === r.id}
                  onClick={() => setSelected(r.id)}
                >
                  {t(r.kind === 'peer' ? 'reviews.feedback.peerTitle' : 'reviews.feedback.upwardTitle', {
                    name: r.subject.displayName,
                  })}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{t(`reviews.feedback.kinds.${r.kind}`)}</Table.Td>
              <Table.Td>{r.cycleName}</Table.Td>
              <Table.Td>{formatDate(r.dueDate)}</Table.Td>
              <Table.Td>
                <Badge variant="dot" tt="none" color={r.submittedAt ? 'teal' : 'gray'}>
                  {t(r.submittedAt ? 'reviews.peers.statuses.submitted' : 'reviews.feedback.open')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {open && <FeedbackForm key={`${open.id}-${open.submittedAt ?? ''}`} request={open} />}
    </Stack>
  );
}

/** The manager's upward feedback: only counts until the cycle is released with enough answers, then the mean and the comments without names. */
export function UpwardSummaryPanel() {
  const { t } = useTranslation();
  const summary = useUpwardSummary();
  if (summary.isPending || summary.isError || summary.data.length === 0) return null;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('reviews.upward.title')}
      </Title>
      {summary.data.map((s) => (
        <Paper key={s.cycleId} withBorder p="md" radius="md" data-testid="upward-summary">
          <Stack gap={4}>
            <Text fw={600}>{s.cycleName}</Text>
            <Text size="sm">{t('reviews.upward.responses', { responses: s.responses, requested: s.requested })}</Text>
            {s.shown ? (
              <>
                {s.meanRating !== null && (
                  <Text size="sm">{t('reviews.upward.mean', { rating: s.meanRating.toFixed(1) })}</Text>
                )}
                {s.comments.map((c, i) => (
                  <Text key={`${i}-${c}`} size="sm">
                    “{c}”
                  </Text>
                ))}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('reviews.upward.hidden')}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
