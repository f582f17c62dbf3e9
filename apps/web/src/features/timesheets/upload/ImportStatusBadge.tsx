import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimesheetImportStatus } from '@tenure/domain/timesheets';

const COLOR: Record<TimesheetImportStatus, string> = {
  refused: 'red',
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

export function ImportStatusBadge({ status }: { status: TimesheetImportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLOR[status]} tt="none">
      {t(`timesheetUpload.statuses.${status}`)}
    </Badge>
  );
}
