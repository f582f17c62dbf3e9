import { Modal, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WeekHistoryEvent } from '@tenure/domain/timesheets';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useWeekHistoryLog } from './weekApi.ts';

/** The week's history log: who saved, submitted, pulled back and decided which lines, and why. */
export function WeekHistoryLog({ weekId, onClose }: { weekId: string; onClose(): void }) {
  const { t } = useTranslation();
  const log = useWeekHistoryLog(weekId, true);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('timesheetWeek.historyLog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {log.isPending ? (
        <LoadingState />
      ) : log.error ? (
        <LoadErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.events.length === 0 ? (
        <EmptyState text={t('timesheetWeek.historyLog.empty')} />
      ) : (
        <Timeline bulletSize={14} lineWidth={2} data-testid="week-history-log">
          {log.data.events.map((event, i) => (
            <Timeline.Item
              key={i}
              title={<EventTitle event={event} />}
              color={event.action === 'rejected' ? 'red' : event.action === 'approved' ? 'teal' : 'blue'}
            >
              <EventDetails event={event} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}

function EventTitle({ event }: { event: WeekHistoryEvent }) {
  const { t } = useTranslation();
  const who = event.actorName ?? event.decidedBy ?? t('timesheetWeek.historyLog.someone');
  return (
    <Text size="sm" fw={600}>
      {t(`timesheetWeek.historyLog.actions.${event.action}`, { who })}
    </Text>
  );
}

function EventDetails({ event }: { event: WeekHistoryEvent }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  return (
    <>
      <Text size="xs" c="dimmed">
        {formatDateTime(event.at)}
      </Text>
      {event.lines.length > 0 && <Text size="sm">{event.lines.join(', ')}</Text>}
      {event.reason && (
        <Text size="sm" fs="italic">
          {t('timesheetWeek.historyLog.reason', { reason: event.reason })}
        </Text>
      )}
    </>
  );
}
