import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_GROUPS } from '@tenure/domain/access';
import { routeAccess } from '../../lib/access/menu.ts';
import type { PageProps } from '../../lib/access/routes.ts';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';
import { ReportLinks, useReportDescriptions } from './ReportLinks.tsx';

/** A report category of SPEC §2 lists the reports of that category the user may open, each with its description. */
export function ReportGroupPage({ ctx, route }: PageProps) {
  const { t } = useTranslation();
  const labelOf = useDestinationLabel();
  const descriptions = useReportDescriptions();
  const group = REPORT_GROUPS.find((g) => g.route === route.path);
  if (!group) return null;
  const reports = group.reports.filter((report) => routeAccess(report.route, ctx) === 'allowed');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {labelOf(route.label)}
        </Title>
        <Anchor component={Link} to="/report">
          {t('reportViewer.landing.allReports')}
        </Anchor>
      </Group>
      <Paper withBorder p="lg">
        <ReportLinks reports={reports} descriptions={descriptions} />
      </Paper>
    </Stack>
  );
}
