import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Progress,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bandIndex, reviewScore, type ReviewAnswers, type ReviewView } from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { AnswersForm } from './AnswersForm.tsx';
import { PeerFeedbackTab } from './FeedbackPanels.tsx';
import { MeetingOverview, ScheduleMeeting } from './MeetingPanels.tsx';
import { useSaveManagerReview, useSaveSelfReview, type ReviewSide } from './reviewsApi.ts';

function GoalsTab({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  if (review.goals.length === 0) return <EmptyState text={t('reviews.goals.empty')} />;
  return (
    <PlainTable
      label={t('reviews.goals.caption')}
      minWidth={640}
      headers={[
        t('reviews.goals.title'),
        t('reviews.goals.weight'),
        t('reviews.goals.progress'),
        t('reviews.goals.status'),
      ]}
    >
      {review.goals.map((goal) => (
        <Table.Tr key={goal.id}>
          <Table.Td>
            {goal.title}
            <Text size="xs" c="dimmed">
              {formatDate(goal.endDate)}
            </Text>
          </Table.Td>
          <Table.Td>{goal.weight}%</Table.Td>
          <Table.Td w={220}>
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={goal.progress}
                style={{ flex: 1 }}
                aria-label={`${t('reviews.goals.progress')} ${goal.title}`}
              />
              <Text size="sm">{goal.progress}%</Text>
            </Group>
          </Table.Td>
          <Table.Td>{goal.status}</Table.Td>
        </Table.Tr>
      ))}
    </PlainTable>
  );
}

/**
 * The sliding tabs of a review (SPEC §2): Instruction, Goals, Review Rating, Meeting Overview and,
 * for the manager, Schedule Meeting. The employee fills the self side; the manager theirs beside it.
 */
export function ReviewWorkspace({ review, side }: { review: ReviewView; side: ReviewSide }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDate } = useFormatDate();
  const [tab, setTab] = useState<string | null>('instruction');
  const mine = side === 'self' ? review.selfAnswers : (review.managerAnswers ?? {});
  const [answers, setAnswers] = useState<ReviewAnswers>(mine);
  const [potential, setPotential] = useState<string | null>(
    review.potential === null ? null : String(review.potential),
  );
  const [summary, setSummary] = useState(review.summary ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const saveSelf = useSaveSelfReview(review.id);
  const saveManager = useSaveManagerReview(review.id);
  const editable = side === 'self' ? review.selfEditable : review.managerEditable;
  const score = reviewScore(review.cycle, answers);
  const peers = side === 'manager' && review.cycle.reviewerTypes.includes('peer');

  const save = async (submit: boolean) => {
    setErrors({});
    try {
      if (side === 'self') await saveSelf.mutateAsync({ answers, submit });
      else
        await saveManager.mutateAsync({
          answers,
          submit,
          summary,
          potential: potential === null ? null : Number(potential),
        });
      showToast(
        'success',
        t(
          submit
            ? `reviews.${side === 'self' ? 'self' : 'rm'}.submitted`
            : `reviews.${side === 'self' ? 'self' : 'rm'}.saved`,
        ),
      );
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      if (error instanceof Error) reportSaveError(error, setErrors, messageText);
    }
  };
  const texts = side === 'self' ? 'self' : 'rm';

  return (
    <Stack>
      <Group gap="xs">
        <Badge variant="dot" tt="none">
          {t(`reviews.statuses.${review.status}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('reviews.self.dueBy', { date: formatDate(review.cycle.timeline.self.endDate) })}
        </Text>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="instruction">{t('reviews.tabs.instruction')}</Tabs.Tab>
          <Tabs.Tab value="goals">{t('reviews.tabs.goals')}</Tabs.Tab>
          <Tabs.Tab value="rating">{t('reviews.tabs.rating')}</Tabs.Tab>
          <Tabs.Tab value="meetings">{t('reviews.tabs.meetings')}</Tabs.Tab>
          {side === 'manager' && review.managerEditable && (
            <Tabs.Tab value="schedule">{t('reviews.tabs.schedule')}</Tabs.Tab>
          )}
          {peers && <Tabs.Tab value="peers">{t('reviews.tabs.peers')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="instruction" pt="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {review.cycle.name}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{review.cycle.instructions}</Text>
            {(['self', 'manager', 'calibration', 'release'] as const).map((phase) => (
              <Text
                key={phase}
                size="sm"
              >{`${t(`reviews.phases.${phase}`)}: ${formatDate(review.cycle.timeline[phase].startDate)} – ${formatDate(review.cycle.timeline[phase].endDate)}`}</Text>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="goals" pt="md">
          <GoalsTab review={review} />
        </Tabs.Panel>
        <Tabs.Panel value="rating" pt="md">
          <Stack>
            {!editable && <Alert color="blue">{t('reviews.self.readOnly')}</Alert>}
            {editable && review.submitOpensOn && (
              <Alert color="blue">
                {t(`reviews.form.opensOn.${side}`, { date: formatDate(review.submitOpensOn) })}
              </Alert>
            )}
            <AnswersForm
              criteria={review.cycle.criteria}
              answers={answers}
              onChange={setAnswers}
              readOnly={!editable}
              errors={errors}
              {...(side === 'manager'
                ? {
                    beside: {
                      title: t('reviews.rm.selfSide'),
                      answers: review.selfAnswers,
                      empty: t('reviews.rm.notSubmitted'),
                    },
                    title: t('reviews.rm.managerSide'),
                  }
                : {})}
            />
            {side === 'manager' && (
              <>
                <Select
                  label={t('reviews.rm.potential')}
                  w={220}
                  readOnly={!editable}
                  data={(['1', '2', '3'] as const).map((p) => ({ value: p, label: t(`reviews.rm.potentials.${p}`) }))}
                  value={potential}
                  onChange={setPotential}
                />
                <Textarea
                  label={t('reviews.rm.summary')}
                  autosize
                  minRows={3}
                  readOnly={!editable}
                  value={summary}
                  onChange={(event) => setSummary(event.currentTarget.value)}
                  error={errors.summary}
                />
              </>
            )}
            <Text fw={600} data-testid="review-score">
              {score === null
                ? t('reviews.rm.noScore')
                : t(review.cycle.scoreFormula ? 'reviews.rm.formulaScore' : 'reviews.rm.score', {
                    score: t('reviews.score', {
                      score: score.toFixed(1),
                      band: review.cycle.ratingScale[bandIndex(review.cycle.ratingScale, score)]?.label ?? '',
                    }),
                  })}
            </Text>
            {editable && (
              <Group>
                <Button
                  variant="default"
                  loading={(saveSelf.isPending || saveManager.isPending) && !confirming}
                  onClick={() => void save(false)}
                >
                  {t(`reviews.${texts}.saveDraft`)}
                </Button>
                <Button disabled={review.submitOpensOn !== null} onClick={() => setConfirming(true)}>
                  {t(`reviews.${texts}.submit`)}
                </Button>
              </Group>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="meetings" pt="md">
          <MeetingOverview review={review} canRecord={side === 'manager' && review.managerEditable} />
        </Tabs.Panel>
        {peers && (
          <Tabs.Panel value="peers" pt="md">
            <PeerFeedbackTab review={review} />
          </Tabs.Panel>
        )}
        {side === 'manager' && (
          <Tabs.Panel value="schedule" pt="md">
            <ScheduleMeeting review={review} onScheduled={() => setTab('meetings')} />
          </Tabs.Panel>
        )}
      </Tabs>
      <ConfirmDialog
        opened={confirming}
        title={t(`reviews.${texts}.submit`)}
        message={
          side === 'self'
            ? t('reviews.self.submitConfirm')
            : t('reviews.rm.submitConfirm', { name: review.employee.displayName })
        }
        confirmLabel={t(`reviews.${texts}.submit`)}
        cancelLabel={t('reviews.setup.cancel')}
        loading={saveSelf.isPending || saveManager.isPending}
        onConfirm={() => void save(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
