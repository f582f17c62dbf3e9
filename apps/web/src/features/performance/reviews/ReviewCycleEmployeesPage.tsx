import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import type { ReviewCycleView } from '@tenure/domain/performance';
import { useCycleAudience, useCycleUpwardFeedback, useReviewCycle, useSetMembers } from './reviewsApi.ts';

/** HR reads every upward answer of the cycle with its writer (issue 20 item 3). */
function UpwardFeedbackTable({ cycle }: { cycle: ReviewCycleView }) {
  const { t } = useTranslation();
  const rows = useCycleUpwardFeedback(cycle.id, true);
  const questions = cycle.feedbackForm.upward;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('reviews.upward.hrTitle')}
      </Title>
      {rows.isPending ? (
        <LoadingState />
      ) : rows.isError ? (
        <LoadErrorState error={rows.error} onRetry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <EmptyState text={t('reviews.upward.empty')} />
      ) : (
        <PlainTable
          label={t('reviews.upward.hrTitle')}
          minWidth={720}
          headers={[
            t('reviews.upward.manager'),
            t('reviews.upward.reviewer'),
            t('reviews.upward.rating'),
            t('reviews.upward.answers'),
          ]}
        >
          {rows.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{`${r.manager.displayName} (${r.manager.employeeNumber})`}</Table.Td>
              <Table.Td>{`${r.reviewer.displayName} (${r.reviewer.employeeNumber})`}</Table.Td>
              <Table.Td>
                {r.submittedAt === null ? t('reviews.upward.pending') : (r.rating?.toFixed(1) ?? '—')}
              </Table.Td>
              <Table.Td>
                {questions
                  .filter((q) => q.type === 'text' && r.answers[q.id]?.text)
                  .map((q) => (
                    <Text key={q.id} size="sm">
                      <i>{q.text}</i> — {r.answers[q.id]?.text}
                    </Text>
                  ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
    </Stack>
  );
}

/** SPEC §2 /performance-review/setup/{reviewCycleId}/employees: the audience, with employees included or excluded by hand. */
export function ReviewCycleEmployeesPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { reviewCycleId = '' } = useParams();
  const cycle = useReviewCycle(reviewCycleId);
  const audience = useCycleAudience(reviewCycleId);
  const setMembers = useSetMembers(reviewCycleId);
  const [numbers, setNumbers] = useState('');
  const [error, setError] = useState<string | null>(null);
  const draft = cycle.data?.status === 'draft';

  const apply = async (mode: 'include' | 'exclude' | 'none', employeeNumbers: string[]) => {
    setError(null);
    try {
      await setMembers.mutateAsync({ employeeNumbers, mode });
      setNumbers('');
    } catch (failure) {
      setError(failure instanceof Error ? messageText(failure.message) : null);
    }
  };
  const typed = numbers
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

  return (
    <Page
      title={cycle.data ? t('reviews.setup.employeesOf', { name: cycle.data.name }) : t('reviews.members.title')}
      intro={t('reviews.members.intro')}
    >
      <Anchor component={Link} to="/performance-review/setup" size="sm">
        {t('reviews.members.back')}
      </Anchor>
      {audience.isPending ? (
        <LoadingState />
      ) : audience.isError ? (
        <LoadErrorState error={audience.error} onRetry={() => void audience.refetch()} />
      ) : (
        <>
          <Text fw={600} data-testid="audience-count">
            {t('reviews.members.inAudience', { count: audience.data.inAudience })}
          </Text>
          {draft ? (
            <Group align="flex-end">
              <TextInput
                label={t('reviews.members.numbers')}
                value={numbers}
                onChange={(e) => setNumbers(e.currentTarget.value)}
                error={error}
                style={{ flex: 1 }}
              />
              <Button disabled={typed.length === 0} onClick={() => void apply('include', typed)}>
                {t('reviews.members.include')}
              </Button>
              <Button
                disabled={typed.length === 0}
                color="red"
                variant="light"
                onClick={() => void apply('exclude', typed)}
              >
                {t('reviews.members.exclude')}
              </Button>
            </Group>
          ) : (
            <Alert color="blue">{t('reviews.members.locked')}</Alert>
          )}
          {audience.data.members.length === 0 ? (
            <EmptyState text={t('reviews.members.empty')} />
          ) : (
            <PlainTable
              label={t('reviews.members.caption')}
              minWidth={600}
              headers={[
                t('reviews.members.employee'),
                t('reviews.members.department'),
                t('reviews.members.mode'),
                draft && t('reviews.setup.actions'),
              ]}
            >
              {audience.data.members.map((m) => (
                <Table.Tr key={m.employeeNumber}>
                  <Table.Td>{`${m.displayName} (${m.employeeNumber})`}</Table.Td>
                  <Table.Td>{m.department ?? '—'}</Table.Td>
                  <Table.Td>{t(`reviews.members.modes.${m.mode}`)}</Table.Td>
                  {draft && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`${t('reviews.members.clear')} ${m.displayName}`}
                        onClick={() => void apply('none', [m.employeeNumber])}
                      >
                        {t('reviews.members.clear')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </PlainTable>
          )}
        </>
      )}
      {cycle.data && cycle.data.status !== 'draft' && cycle.data.reviewerTypes.includes('upward') && (
        <UpwardFeedbackTable cycle={cycle.data} />
      )}
    </Page>
  );
}
