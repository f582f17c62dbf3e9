import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReportPage as MenuReport } from '@tenure/domain/access';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';
import { useReportMenu } from './reportsApi.ts';

/** Each native report's one-line description, by route (from GET /api/reports). */
export function useReportDescriptions(): ReadonlyMap<string, string> {
  const menu = useReportMenu();
  return new Map((menu.data ?? []).flatMap((group) => group.reports.map((r) => [r.route, r.description] as const)));
}

/** Reports as links, each with its one-line description (or that it is still to come). */
export function ReportLinks({
  reports,
  descriptions,
}: {
  reports: readonly MenuReport[];
  descriptions: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const labelOf = useDestinationLabel();
  return (
    <List spacing="sm" listStyleType="none">
      {reports.map((report) => (
        <List.Item key={report.route}>
          <Stack gap={0}>
            <Anchor component={Link} to={report.route} fw={600}>
              {labelOf({ report: report.accessKey })}
            </Anchor>
            <Text size="sm" c="dimmed">
              {descriptions.get(report.route) ?? t('reportViewer.landing.comingSoon')}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
