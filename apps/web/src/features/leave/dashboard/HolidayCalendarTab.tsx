import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OptionalHolidayView } from '@tenure/domain/leave';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { weekdayOf } from '../dates.ts';
import {
  useGiveBackOptionalHoliday,
  useHolidays,
  useOptionalHolidays,
  useTakeOptionalHoliday,
} from '../holidaysApi.ts';
import { PlainTable } from '../../../components/table/PlainTable.tsx';

/** The server's reason for a refusal, in the current language when it is a known message. */
function useRefusalText() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (error: unknown) => (error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
}

/**
 * The year's holidays of my calendar, optional ones marked; past days dimmed. Optional holidays
 * still ahead can be taken (up to the calendar's yearly limit) and given back.
 */
export function HolidayCalendarTab() {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const today = localIsoDate();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const holidays = useHolidays(year);
  const optional = useOptionalHolidays(year);
  const take = useTakeOptionalHoliday();
  const refusalText = useRefusalText();
  const [givingBack, setGivingBack] = useState<OptionalHolidayView | null>(null);

  const choices = new Map((optional.data?.holidays ?? []).map((h) => [h.holidayId, h]));
  const takeHoliday = (holiday: OptionalHolidayView) =>
    take.mutate(holiday.holidayId, {
      onSuccess: () => showToast('success', t('leave.holidays.takenToast', { name: holiday.name })),
      onError: (error) => showToast('error', refusalText(error)),
    });

  return (
    <>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4" aria-live="polite">
          {t('leave.holidays.title', { year })}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('leave.holidays.previousYear', { year: year - 1 })}
            onClick={() => setYear((y) => y - 1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('leave.holidays.nextYear', { year: year + 1 })}
            onClick={() => setYear((y) => y + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {holidays.isPending || optional.isPending ? (
        <LoadingState />
      ) : holidays.isError || optional.isError ? (
        <LoadErrorState
          error={(holidays.error ?? optional.error)!}
          onRetry={() => void Promise.all([holidays.refetch(), optional.refetch()])}
        />
      ) : holidays.data.length === 0 ? (
        <EmptyState text={t('leave.holidays.empty', { year })} />
      ) : (
        <>
          {optional.data.holidays.length > 0 && (
            <Text mb="sm" aria-live="polite" data-testid="optional-holidays-taken">
              {t('leave.holidays.optionalTaken', { taken: optional.data.taken, limit: optional.data.limit })}
              {optional.data.taken >= optional.data.limit && ` ${t('leave.holidays.optionalLimitReached')}`}
            </Text>
          )}
          <PlainTable
            label={t('leave.holidays.caption', { year })}
            minWidth={620}
            headers={[
              t('leave.holidays.date'),
              t('leave.holidays.day'),
              t('leave.holidays.name'),
              t('leave.holidays.kind'),
              t('leave.holidays.calendar'),
              choices.size > 0 && t('leave.holidays.action'),
            ]}
            caption
            striped
            testId="holiday-table"
          >
            {holidays.data.map((holiday) => {
              const choice = choices.get(holiday.id);
              return (
                <Table.Tr key={holiday.id} data-past={holiday.date < today || undefined} data-date={holiday.date}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(holiday.date)}</Table.Td>
                  <Table.Td>{weekdayOf(holiday.date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {holiday.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {holiday.isOptional ? (
                      <Group gap={6} wrap="nowrap">
                        <Badge variant="outline" color="gray.8" radius="sm">
                          {t('leave.holidays.optional')}
                        </Badge>
                        {choice?.taken && (
                          <Badge variant="dot" color="teal" radius="sm" tt="none">
                            {t('leave.holidays.taken')}
                          </Badge>
                        )}
                      </Group>
                    ) : (
                      t('leave.holidays.public')
                    )}
                  </Table.Td>
                  <Table.Td>{holiday.calendarName}</Table.Td>
                  {choices.size > 0 && (
                    <Table.Td>
                      {choice?.changeable &&
                        (choice.taken ? (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t('leave.holidays.giveBackNamed', { name: choice.name })}
                            onClick={() => setGivingBack(choice)}
                          >
                            {t('leave.holidays.giveBack')}
                          </Button>
                        ) : (
                          <Button
                            size="compact-sm"
                            aria-label={t('leave.holidays.takeNamed', { name: choice.name })}
                            loading={take.isPending && take.variables === choice.holidayId}
                            disabled={
                              (take.isPending && take.variables !== choice.holidayId) ||
                              optional.data.taken >= optional.data.limit
                            }
                            onClick={() => takeHoliday(choice)}
                          >
                            {t('leave.holidays.take')}
                          </Button>
                        ))}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </PlainTable>
        </>
      )}
      {givingBack && <GiveBackDialog holiday={givingBack} onClose={() => setGivingBack(null)} />}
    </>
  );
}

/** Asks before giving a taken optional holiday back; a refusal stays in the dialog. */
function GiveBackDialog({ holiday, onClose }: { holiday: OptionalHolidayView; onClose(): void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const giveBack = useGiveBackOptionalHoliday();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () =>
    giveBack.mutate(holiday.holidayId, {
      onSuccess: () => {
        showToast('success', t('leave.holidays.givenBackToast', { name: holiday.name }));
        onClose();
      },
      onError: (error) => setRefusal(refusalText(error)),
    });
  return (
    <ConfirmDialog
      opened
      title={t('leave.holidays.giveBackTitle')}
      message={t('leave.holidays.giveBackQuestion', { name: holiday.name, date: formatDate(holiday.date) })}
      confirmLabel={t('leave.holidays.giveBack')}
      cancelLabel={t('leave.holidays.keep')}
      loading={giveBack.isPending}
      error={refusal}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
