import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@tenure/domain/approvals';

const COLORS: Record<RequestStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

/** A request's status (SPEC §4), as a dot badge: the text keeps full contrast. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={COLORS[status]}
      radius="sm"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-status={status}
    >
      {t(`leave.status.${status}`)}
    </Badge>
  );
}
