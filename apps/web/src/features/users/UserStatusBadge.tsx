import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@tenure/domain/users';

const COLORS: Record<UserStatus, string> = { Active: 'teal', Deactivated: 'gray', Locked: 'orange' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status]} miw="max-content">
      {t(`users.statuses.${status}`)}
    </Badge>
  );
}
