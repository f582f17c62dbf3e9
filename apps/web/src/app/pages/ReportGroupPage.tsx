import { Anchor, List, Paper, Stack, Title } from '@mantine/core';
import { REPORT_GROUPS } from '@tenure/domain/access';
import { Link } from 'react-router';
import { DESTINATIONS } from '../../lib/access/destinations.ts';
import { routeAccess } from '../../lib/access/menu.ts';
import { useAccessContext } from '../../lib/access/useAccessContext.ts';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';

/** A report category of SPEC §2 lists the reports of that category the user may open. */
export function ReportGroupPage({ path }: { path: string }) {
  const access = useAccessContext();
  const labelOf = useDestinationLabel();
  const group = REPORT_GROUPS.find((g) => g.route === path);
  const heading = DESTINATIONS.find((d) => d.path === path);
  if (!group || !heading || access.status === 'loading') return null;
  const reports = group.reports.filter((report) => routeAccess(report.route, access.ctx) === 'allowed');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {labelOf(heading.label)}
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
