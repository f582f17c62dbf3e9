import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPS, REPORT_PAGES } from '@tenure/domain/access';
import { routeAccess } from '../../lib/access/menu.ts';
import type { PageProps } from '../../lib/access/routes.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { recentReports } from './recentReports.ts';
import { matchesSearch } from './reportSearch.ts';
import { ReportLinks, useReportDescriptions } from './ReportLinks.tsx';

/** /report: every report this user may open, by group, with a search and the ones they opened last. */
export function ReportsLandingPage({ ctx }: PageProps) {
  const { t } = useTranslation();
  const descriptions = useReportDescriptions();
  const userId = useSessionStore((s) => s.user?.userId);
  const [search, setSearch] = useState('');
  const allowed = (route: string) => routeAccess(route, ctx) === 'allowed';
  const matches = (report: { route: string; title: string }) =>
    matchesSearch(search, [report.title, descriptions.get(report.route) ?? ''].join(' '));
  const groups = REPORT_GROUPS.map((group) => ({
    ...group,
    reports: group.reports.filter((report) => allowed(report.route) && matches(report)),
  })).filter((group) => group.reports.length > 0);
  const recent = (userId ? recentReports(userId) : []).flatMap((route) =>
    REPORT_PAGES.filter((report) => report.route === route && allowed(route)),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('reportViewer.landing.title')}
        </Title>
        <Text c="dimmed">{t('reportViewer.landing.intro')}</Text>
      </Stack>
      <TextInput
        label={t('reportViewer.landing.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        data-testid="report-search"
      />
      {recent.length > 0 && search.trim() === '' && (
        <Paper withBorder p="lg" component="section" aria-labelledby="recent-reports">
          <Title order={2} size="h4" mb="sm" id="recent-reports">
            {t('reportViewer.landing.recent')}
          </Title>
          <ReportLinks reports={recent} descriptions={descriptions} />
        </Paper>
      )}
      {groups.length === 0 ? (
        <Text c="dimmed">{t('reportViewer.landing.noMatch', { search: search.trim() })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {groups.map((group) => (
            <Paper key={group.route} withBorder p="lg" component="section" aria-label={group.title}>
              <Title order={2} size="h4" mb="sm">
                {group.title}
              </Title>
              <ReportLinks reports={group.reports} descriptions={descriptions} />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
