import { Anchor, Breadcrumbs, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReporteeView } from '@tenure/domain/employees';
import { managerChainQuery } from '../peopleChartApi.ts';

interface ReportingLineProps {
  employeeNumber: string;
  displayName: string;
  onClimb(manager: ReporteeView): void;
}

/** "Reports to" above the chart: the managers from the top down to the nearest, each a place to restart from. */
export function ReportingLine({ employeeNumber, displayName, onClimb }: ReportingLineProps) {
  const { t } = useTranslation();
  const chain = useQuery(managerChainQuery(employeeNumber));
  if (chain.isPending) return <Loader size="xs" role="status" aria-label={t('org.people.reportingLineLoading')} />;
  // A failed chain only costs the way up; the chart below still works, and its own errors show there.
  if (chain.isError || chain.data.length === 0) return null;
  const topDown = [...chain.data].reverse();

  return (
    <Group
      component="nav"
      gap="xs"
      aria-label={t('org.people.reportingLineLabel', { name: displayName })}
      data-testid="people-chart-reporting-line"
    >
      <Text size="sm" c="dimmed">
        {t('org.people.reportsTo')}
      </Text>
      <Breadcrumbs separator="›">
        {topDown.map((manager) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            key={manager.employeeNumber}
            onClick={() => onClimb(manager)}
            title={t('org.people.climbTo', { name: manager.displayName })}
          >
            {manager.displayName}
          </Anchor>
        ))}
      </Breadcrumbs>
    </Group>
  );
}
