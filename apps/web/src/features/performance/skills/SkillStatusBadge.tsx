import { Badge } from '@mantine/core';
import { STATUS_LABELS } from '@tenure/domain/approvals';
import type { EmployeeSkillStatus } from '@tenure/domain/performance';

const COLOURS: Record<EmployeeSkillStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export const SkillStatusBadge = ({ status }: { status: EmployeeSkillStatus }) => (
  <Badge variant="dot" color={COLOURS[status]} tt="none" miw="max-content">
    {STATUS_LABELS[status]}
  </Badge>
);
