import { useState } from 'react';
import { Anchor, Pagination, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHours, TIMESHEET_HISTORY_PAGE_SIZE } from '@tenure/domain/timesheets';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { WeekStatusBadge } from '../week/LineStatusBadge.tsx';
import { useWeekHistory } from '../week/weekApi.ts';

/** SPEC §2 /timesheets/history and /timesheet-history: the employee's weeks, a fixed 20 a page (§9), latest first. */
export function TimesheetHistoryPage() {
  const { t } = useTranslation();
  const { formatDateRange } = useFormatDate();
  const [page, setPage] = useState(1);
  const history = useWeekHistory(page);
  return (
    <Page title={t('timesheetHistory.title')} intro={t('timesheetHistory.intro')}>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <LoadErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState text={t('timesheetHistory.empty')} />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer
            minWidth={640}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('timesheetHistory.caption') },
            }}
          >
            <Table striped verticalSpacing="sm">
              <Table.Caption>{t('timesheetHistory.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('timesheetHistory.week')}</Table.Th>
                  <Table.Th>{t('timesheetHistory.status')}</Table.Th>
                  <Table.Th>{t('timesheetHistory.hours')}</Table.Th>
                  <Table.Th>{t('timesheetHistory.lines')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.items.map((week) => (
                  <Table.Tr key={week.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/timesheets/${week.id}`}>
                        {formatDateRange(week.weekStartDate, week.weekEndDate)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <WeekStatusBadge status={week.status} />
                    </Table.Td>
                    <Table.Td>{formatHours(week.totalHours) || '0'}</Table.Td>
                    <Table.Td>{week.lineCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {history.data.total > TIMESHEET_HISTORY_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(history.data.total / TIMESHEET_HISTORY_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`timesheetApprovals.pager.${control}`) })}
            />
          )}
        </Stack>
      )}
    </Page>
  );
}
