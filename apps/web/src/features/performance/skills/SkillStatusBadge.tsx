import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeSkillStatus } from '@tenure/domain/performance';

const COLOURS: Record<EmployeeSkillStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export function SkillStatusBadge({ status }: { status: EmployeeSkillStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLOURS[status]} tt="none" miw="max-content">
      {t(`skills.statuses.${status}`)}
    </Badge>
  );
}
