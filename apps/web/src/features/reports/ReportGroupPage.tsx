import { Anchor, List, Paper, Stack, Title } from '@mantine/core';
import { REPORT_GROUPS } from '@tenure/domain/access';
import { Link } from 'react-router';
import { routeAccess } from '../../lib/access/menu.ts';
import type { PageProps } from '../../lib/access/routes.ts';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';

/** A report category of SPEC §2 lists the reports of that category the user may open. */
export function ReportGroupPage({ ctx, route }: PageProps) {
  const labelOf = useDestinationLabel();
  const group = REPORT_GROUPS.find((g) => g.route === route.path);
  if (!group) return null;
  const reports = group.reports.filter((report) => routeAccess(report.route, ctx) === 'allowed');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {labelOf(route.label)}
      </Title>
      <Paper withBorder p="lg">
        <List spacing="sm">
          {reports.map((report) => (
            <List.Item key={report.route}>
              <Anchor component={Link} to={report.route}>
                {labelOf({ report: report.accessKey })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
