import { useState } from 'react';
import { Group, Pagination, Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { addDays } from '@tenure/domain/policies';
import { formatHours, pendingPageView, TIMESHEET_DETAILS_PAGE_SIZE, weekStartOf } from '@tenure/domain/timesheets';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { api } from '../../../lib/api/index.ts';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { WeekStatusBadge } from '../week/LineStatusBadge.tsx';
import { TIMESHEETS_V2, useEntityCode } from '../week/weekApi.ts';

/** SPEC §2 /pending-timesheets: the team's weeks not submitted, between the week startDate and endDate. */
export function PendingTimesheetsPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const entityCode = useEntityCode();
  const thisWeek = weekStartOf(localIsoDate());
  const [startDate, setStartDate] = useState(addDays(thisWeek, -21));
  const [endDate, setEndDate] = useState(thisWeek);
  const [page, setPage] = useState(1);
  const pending = useQuery({
    queryKey: ['timesheets', 'pending', entityCode, startDate, endDate, page],
    queryFn: () =>
      api.request(`${TIMESHEETS_V2}/pending`, pendingPageView, {
        query: { startDate, endDate, page: String(page), size: String(TIMESHEET_DETAILS_PAGE_SIZE) },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Page title={t('pendingTimesheets.title')} intro={t('pendingTimesheets.intro')}>
      <Group gap="md">
        <DateField
          label={t('pendingTimesheets.startDate')}
          value={startDate}
          onChange={(value) => {
            if (value) {
              setStartDate(value);
              setPage(1);
            }
          }}
          w={180}
        />
        <DateField
          label={t('pendingTimesheets.endDate')}
          value={endDate}
          onChange={(value) => {
            if (value) {
              setEndDate(value);
              setPage(1);
            }
          }}
          w={180}
        />
      </Group>
      {pending.isPending ? (
        <LoadingState />
      ) : pending.isError ? (
        <LoadErrorState error={pending.error} onRetry={() => void pending.refetch()} />
      ) : pending.data.items.length === 0 ? (
        <EmptyState text={t('pendingTimesheets.empty')} />
      ) : (
        <Stack gap="md">
          <TableScroll minWidth={520} label={t('pendingTimesheets.caption')}>
            <Table striped>
              <Table.Caption>{t('pendingTimesheets.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pendingTimesheets.employee')}</Table.Th>
                  <Table.Th>{t('pendingTimesheets.week')}</Table.Th>
                  <Table.Th>{t('pendingTimesheets.status')}</Table.Th>
                  <Table.Th>{t('pendingTimesheets.hours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.data.items.map((row) => (
                  <Table.Tr key={`${row.employee.employeeId}-${row.weekStartDate}`}>
                    <Table.Td>
                      {row.employee.displayName} ({row.employee.employeeNumber})
                    </Table.Td>
                    <Table.Td>{formatDate(row.weekStartDate)}</Table.Td>
                    <Table.Td>
                      <WeekStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>{formatHours(row.totalHours) || '0'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {pending.data.total > TIMESHEET_DETAILS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(pending.data.total / TIMESHEET_DETAILS_PAGE_SIZE)}
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
