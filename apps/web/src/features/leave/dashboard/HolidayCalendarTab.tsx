import { useState } from 'react';
import { ActionIcon, Badge, Group, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { formatDate } from '../../employees/formatDate.ts';
import { localIsoDate, weekdayOf } from '../dates.ts';
import { useHolidays } from '../holidaysApi.ts';
import { TableScroll } from '../../../components/table/TableScroll.tsx';

/** The year's holidays of my calendar, optional ones marked; past days dimmed. */
export function HolidayCalendarTab() {
  const { t, i18n } = useTranslation();
  const today = localIsoDate();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const holidays = useHolidays(year);

  return (
    <>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4" aria-live="polite">
          {t('leave.holidays.title', { year })}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t('leave.holidays.previousYear', { year: year - 1 })} onClick={() => setYear((y) => y - 1)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t('leave.holidays.nextYear', { year: year + 1 })} onClick={() => setYear((y) => y + 1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {holidays.isPending ? (
        <LoadingState />
      ) : holidays.isError ? (
        <LoadErrorState error={holidays.error} onRetry={() => void holidays.refetch()} />
      ) : holidays.data.length === 0 ? (
        <EmptyState text={t('leave.holidays.empty', { year })} />
      ) : (
        <TableScroll minWidth={520} label={t('leave.holidays.caption', { year })}>
          <Table verticalSpacing="sm" striped data-testid="holiday-table">
            <Table.Caption>{t('leave.holidays.caption', { year })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('leave.holidays.date')}</Table.Th>
                <Table.Th scope="col">{t('leave.holidays.day')}</Table.Th>
                <Table.Th scope="col">{t('leave.holidays.name')}</Table.Th>
                <Table.Th scope="col">{t('leave.holidays.kind')}</Table.Th>
                <Table.Th scope="col">{t('leave.holidays.calendar')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holidays.data.map((holiday) => (
                <Table.Tr key={holiday.id} data-past={holiday.date < today || undefined} data-date={holiday.date}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(holiday.date, i18n.language)}</Table.Td>
                  <Table.Td>{weekdayOf(holiday.date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {holiday.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {holiday.isOptional ? (
                      <Badge variant="outline" color="gray.8" radius="sm">
                        {t('leave.holidays.optional')}
                      </Badge>
                    ) : (
                      t('leave.holidays.public')
                    )}
                  </Table.Td>
                  <Table.Td>{holiday.calendarName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
