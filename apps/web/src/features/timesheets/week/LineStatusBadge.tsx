import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LineStatus, WeekStatus } from '@tenure/domain/timesheets';

const COLORS: Record<LineStatus | WeekStatus, string> = {
  new: 'gray',
  saved: 'gray',
  pending: 'blue',
  submitted: 'blue',
  partiallyApproved: 'cyan',
  approved: 'green',
  rejected: 'red',
  unsubmitted: 'orange',
};

export function LineStatusBadge({ status }: { status: LineStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="dot" color={COLORS[status]}>
      {t(`timesheetWeek.lineStatus.${status}`)}
    </Badge>
  );
}

export function WeekStatusBadge({ status }: { status: WeekStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status]} data-testid="week-status">
      {t(`timesheetWeek.weekStatus.${status}`)}
    </Badge>
  );
}
