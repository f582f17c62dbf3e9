import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRE_JOINING, type ShownEmployeeStatus } from '@tenure/domain/employees';

const COLORS: Partial<Record<ShownEmployeeStatus, string>> = {
  Active: 'teal',
  [PRE_JOINING]: 'blue',
  'Notice Period': 'orange',
};

/** An employee's status as lists and the profile show it: Pre-joining until the joining date, then the stored one. */
export function EmployeeStatusBadge({ status }: { status: ShownEmployeeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status] ?? 'gray'} miw="max-content" data-testid="employee-status">
      {t(`employees.statuses.${status}`)}
    </Badge>
  );
}
