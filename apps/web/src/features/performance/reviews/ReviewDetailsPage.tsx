import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAcknowledge, useReleasedReviews } from './reviewsApi.ts';

/** SPEC §2 /review-details: the employee's released reviews (final rating, the manager's released comments), newest first, with acknowledgement. */
export function ReviewDetailsPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDate, formatDateRange } = useFormatDate();
  const released = useReleasedReviews();
  const acknowledge = useAcknowledge();
  return (
    <Page title={t('reviews.details.title')} intro={t('reviews.details.intro')}>
      {released.isPending ? (
        <LoadingState />
      ) : released.isError ? (
        <LoadErrorState error={released.error} onRetry={() => void released.refetch()} />
      ) : released.data.length === 0 ? (
        <EmptyState text={t('reviews.details.empty')} />
      ) : (
        released.data.map((review, i) => (
          <Stack key={review.id} gap="sm">
            {i === 1 && (
              <Title order={2} size="h4">
                {t('reviews.details.history')}
              </Title>
            )}
            <Paper withBorder p="md" radius="md" data-testid="released-review">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={i === 0 ? 2 : 3} size="h4">
                    {review.cycleName}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {formatDateRange(review.startDate, review.endDate)}
                  </Text>
                </Group>
                <Group gap="sm">
                  <Text fw={600}>{t('reviews.details.finalRating')}:</Text>
                  <Badge size="lg" variant="dot" tt="none" data-testid="final-rating">
                    {t('reviews.score', { score: review.finalRating.toFixed(1), band: review.band })}
                  </Badge>
                </Group>
                {review.summary && (
                  <Text size="sm">
                    <b>{t('reviews.details.summary')}:</b> {review.summary}
                  </Text>
                )}
                {review.comments.length > 0 && (
                  <Stack gap={4}>
                    <Text fw={600} size="sm">
                      {t('reviews.details.comments')}
                    </Text>
                    {review.comments.map((c) => (
                      <Text key={c.question} size="sm">
                        <i>{c.question}</i> — {c.text}
                      </Text>
                    ))}
                  </Stack>
                )}
                {review.peerFeedback.length > 0 && (
                  <Stack gap={4} data-testid="released-peer-feedback">
                    <Text fw={600} size="sm">
                      {t('reviews.details.peerFeedback')}
                    </Text>
                    {review.peerFeedback.map((peer, j) => (
                      <Text key={j} size="sm" component="div">
                        <b>{peer.reviewer ?? t('reviews.details.anonymousPeer', { index: j + 1 })}</b>
                        {peer.rating !== null && ` · ${peer.rating.toFixed(1)}`}
                        {peer.comments.map((c) => (
                          <Text key={c.question} size="sm">
                            <i>{c.question}</i> — {c.text}
                          </Text>
                        ))}
                      </Text>
                    ))}
                  </Stack>
                )}
                <Text size="xs" c="dimmed">
                  {t('reviews.details.releasedOn', { date: formatDate(review.releasedAt) })}
                </Text>
                {review.acknowledgedAt ? (
                  <Text size="sm" c="teal.9">
                    {t('reviews.details.acknowledged', { date: formatDate(review.acknowledgedAt) })}
                  </Text>
                ) : (
                  <Group>
                    <Button
                      loading={acknowledge.isPending}
                      onClick={async () => {
                        try {
                          await acknowledge.mutateAsync(review.id);
                          showToast('success', t('reviews.details.acknowledgedToast'));
                        } catch (error) {
                          if (error instanceof Error) reportSaveError(error, () => undefined, messageText);
                        }
                      }}
                    >
                      {t('reviews.details.acknowledge')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          </Stack>
        ))
      )}
    </Page>
  );
}
