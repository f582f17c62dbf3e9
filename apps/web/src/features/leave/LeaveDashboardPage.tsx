import { Box, Divider, Paper, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { ScrollingTabList } from '../../components/ScrollingTabList.tsx';
import { useSearchParamChoice } from '../../lib/useSearchParamChoice.ts';
import { ApplyLeaveForm } from './dashboard/ApplyLeaveForm.tsx';
import { CompOffForm } from './dashboard/CompOffForm.tsx';
import { HolidayCalendarTab } from './dashboard/HolidayCalendarTab.tsx';
import { OverviewTab } from './dashboard/OverviewTab.tsx';
import { RequestsByKind } from './shared/RequestsByKind.tsx';

/** SPEC §2: /leave-dashboard?tab=overview|leave-actions|leave-applications|holiday-calendar. */
export const LEAVE_DASHBOARD_TABS = ['overview', 'leave-actions', 'leave-applications', 'holiday-calendar'] as const;

/** The employee's leave: balances, applying for leave or comp-off, their requests, and the holiday calendar. */
export function LeaveDashboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchParamChoice('tab', LEAVE_DASHBOARD_TABS);
  return (
    <Page title={t('nav.leaveDashboard')} intro={t('leave.dashboard.intro')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Box mb="lg">
          <ScrollingTabList
            label={t('leave.dashboard.tabsLabel')}
            tabs={LEAVE_DASHBOARD_TABS.map((value) => ({ value, label: t(`leave.dashboard.tabs.${value}`) }))}
          />
        </Box>
        <Tabs.Panel value="overview">
          <OverviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="leave-actions">
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            <Stack gap="xl">
              <ApplyLeaveForm />
              <Divider />
              <CompOffForm />
            </Stack>
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="leave-applications">
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            <RequestsByKind
              scope="mine"
              statuses={['all', 'pending', 'approved', 'rejected', 'cancelled']}
              sort="startDate"
              order="desc"
              testId="my-requests"
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="holiday-calendar">
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            <HolidayCalendarTab />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
