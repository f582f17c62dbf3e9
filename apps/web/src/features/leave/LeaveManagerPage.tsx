import { Box, Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { ScrollingTabList } from '../../components/ScrollingTabList.tsx';
import { useSearchParamChoice } from '../../lib/useSearchParamChoice.ts';
import { TeamOverviewTab } from './manager/TeamOverviewTab.tsx';
import { RequestsByKind } from './shared/RequestsByKind.tsx';

/** SPEC §2: /leave-manager?tab=leaveoverview|pendingapprovals|pastleaves. */
const TABS = ['leaveoverview', 'pendingapprovals', 'pastleaves'] as const;

/** Team Leave: the manager's view of the team's leave, the requests waiting for them, and those decided. */
export function LeaveManagerPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchParamChoice('tab', TABS);
  return (
    <Page title={t('nav.teamLeave')} intro={t('leave.manager.intro')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Box mb="lg">
          <ScrollingTabList label={t('leave.manager.tabsLabel')} tabs={TABS.map((value) => ({ value, label: t(`leave.manager.tabs.${value}`) }))} />
        </Box>
        <Tabs.Panel value="leaveoverview">
          <TeamOverviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="pendingapprovals">
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            {/* SPEC §9: approvals page 1, size 10, ascending by employee name. */}
            <RequestsByKind scope="manager" statuses={['pending']} sort="employeeName" order="asc" withIndirect testId="pending-approvals" />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="pastleaves">
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            <RequestsByKind scope="manager" statuses={['decided', 'approved', 'rejected', 'cancelled']} sort="startDate" order="desc" withIndirect testId="past-leaves" />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
