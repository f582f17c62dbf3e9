import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GOAL_MESSAGES, type ReporteeGoalSummary } from '@tenure/domain/performance';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { GoalFormModal } from './GoalFormModal.tsx';
import { ProgressBar } from './GoalCard.tsx';
import { GoalList } from './GoalList.tsx';
import { useCurrentPeriod, useReportees } from './goalsApi.ts';

/** SPEC §2 /performance/goals-rm-view: the reporting manager's view of each reportee's goals; managers assign goals here. */
export function GoalsRmViewPage() {
  const { t } = useTranslation();
  const period = useCurrentPeriod();
  const periodId = period.data?.id ?? null;
  const reportees = useReportees(periodId);
  const [selected, setSelected] = useState<ReporteeGoalSummary | null>(null);
  const [assigning, setAssigning] = useState(false);
  return (
    <Page title={t('goals.rm.title')} intro={t('goals.rm.intro')}>
      {reportees.isPending ? (
        <LoadingState />
      ) : reportees.isError ? (
        <LoadErrorState
          title={GOAL_MESSAGES.fetchFailed}
          error={reportees.error}
          onRetry={() => void reportees.refetch()}
        />
      ) : reportees.data.length === 0 ? (
        <EmptyState text={t('goals.rm.empty')} />
      ) : (
        <Table.ScrollContainer
          minWidth={760}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('goals.rm.caption') } }}
        >
          <Table striped verticalSpacing="sm">
            <Table.Caption>{t('goals.rm.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('goals.rm.employee')}</Table.Th>
                <Table.Th>{t('goals.rm.designation')}</Table.Th>
                <Table.Th>{t('goals.rm.goals')}</Table.Th>
                <Table.Th>{t('goals.rm.pendingCount')}</Table.Th>
                <Table.Th>{t('goals.rm.approvedCount')}</Table.Th>
                <Table.Th w={240}>{t('goals.rm.avgProgress')}</Table.Th>
                <Table.Th>{t('goals.rm.review')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reportees.data.map((r) => (
                <Table.Tr key={r.employeeNumber}>
                  <Table.Td>
                    <UnstyledButton
                      td="underline"
                      c="blue.9"
                      fw={selected?.employeeNumber === r.employeeNumber ? 700 : undefined}
                      aria-pressed={selected?.employeeNumber === r.employeeNumber}
                      aria-label={t('goals.rm.view', { name: r.displayName })}
                      onClick={() => setSelected(r)}
                    >
                      {r.displayName} ({r.employeeNumber})
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{r.designation ?? '—'}</Table.Td>
                  <Table.Td>{r.goals}</Table.Td>
                  <Table.Td>{r.pending}</Table.Td>
                  <Table.Td>{r.approved}</Table.Td>
                  <Table.Td>
                    <ProgressBar value={r.avgProgress} label={t('goals.progressOf', { title: r.displayName })} />
                  </Table.Td>
                  <Table.Td>{r.reviewStatus ? t(`reviews.statuses.${r.reviewStatus}`) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {selected && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('goals.rm.goalsOf', { name: selected.displayName })}
              </Title>
              {periodId && (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssigning(true)}>
                  {t('goals.assignGoal')}
                </Button>
              )}
            </Group>
            <GoalList
              key={selected.employeeNumber}
              query={{ scope: 'team', employeeNumber: selected.employeeNumber, ...(periodId ? { periodId } : {}) }}
            />
          </Stack>
        </Paper>
      )}
      {assigning && selected && (
        <GoalFormModal
          goal={null}
          level="individual"
          employeeNumber={selected.employeeNumber}
          onClose={() => setAssigning(false)}
        />
      )}
    </Page>
  );
}
