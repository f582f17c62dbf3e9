import { useState } from 'react';
import { Badge, Paper, Table, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { UpwardSummaryPanel } from './FeedbackPanels.tsx';
import { ReviewWorkspace } from './ReviewWorkspace.tsx';
import { useReview, useTeamReviews } from './reviewsApi.ts';

/** SPEC §2 /performance-review/rm: the reportees' reviews; each opens with the self review beside the manager's form. */
export function ManagerReviewPage() {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const team = useTeamReviews();
  const [selected, setSelected] = useState<string | null>(null);
  const review = useReview('manager', selected);
  const rating = (value: number | null) => (value === null ? '—' : value.toFixed(1));
  return (
    <Page title={t('reviews.rm.title')} intro={t('reviews.rm.intro')}>
      {team.isPending ? (
        <LoadingState />
      ) : team.isError ? (
        <LoadErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : team.data.length === 0 ? (
        <EmptyState text={t('reviews.rm.empty')} />
      ) : (
        <PlainTable
          label={t('reviews.rm.caption')}
          minWidth={820}
          headers={[
            t('reviews.rm.employee'),
            t('reviews.rm.cycle'),
            t('reviews.rm.status'),
            t('reviews.rm.selfRating'),
            t('reviews.rm.managerRating'),
            t('reviews.rm.nextMeeting'),
          ]}
        >
          {team.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <UnstyledButton
                  td="underline"
                  c="blue.9"
                  fw={selected === r.id ? 700 : undefined}
                  aria-pressed={selected === r.id}
                  aria-label={t('reviews.rm.open', { name: r.employee.displayName })}
                  onClick={() => setSelected(r.id)}
                >
                  {`${r.employee.displayName} (${r.employee.employeeNumber})`}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{r.cycleName}</Table.Td>
              <Table.Td>
                <Badge variant="dot" tt="none">
                  {t(`reviews.statuses.${r.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{rating(r.selfRating)}</Table.Td>
              <Table.Td>{rating(r.managerRating)}</Table.Td>
              <Table.Td>{r.nextMeeting ? formatDateTime(r.nextMeeting) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {selected && (
        <Paper withBorder p="md" radius="md">
          {review.isPending ? (
            <LoadingState />
          ) : review.isError ? (
            <LoadErrorState error={review.error} onRetry={() => void review.refetch()} />
          ) : (
            <>
              <Title order={2} size="h3" mb="sm">
                {t('reviews.rm.reviewOf', { name: review.data.employee.displayName })}
              </Title>
              <ReviewWorkspace key={`${review.data.id}-${review.data.status}`} review={review.data} side="manager" />
            </>
          )}
        </Paper>
      )}
      <UpwardSummaryPanel />
    </Page>
  );
}
