import { useEffect } from 'react';
import { Box, Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../components/QueryStates.tsx';
import { Page } from '../../components/Page.tsx';
import { ScrollingTabList } from '../../components/ScrollingTabList.tsx';
import { useSearchParamChoice } from '../../lib/useSearchParamChoice.ts';
import { TeamOverviewTab } from './manager/TeamOverviewTab.tsx';
import { usePendingApprovalCounts } from './manager/usePendingApprovalCounts.ts';
import { RequestsByKind } from './shared/RequestsByKind.tsx';

/** SPEC §2: /leave-manager?tab=leaveoverview|pendingapprovals|pastleaves. */
const TABS = ['leaveoverview', 'pendingapprovals', 'pastleaves'] as const;

/**
 * Team Leave: the manager's view of the team's leave, the requests waiting for them, and those decided.
 * Opened without a tab, it shows Pending Approvals while anything waits, else the overview.
 */
export function LeaveManagerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useSearchParamChoice('tab', TABS);
  const { counts, settled } = usePendingApprovalCounts();
  const tabChosen = TABS.some((choice) => choice === params.get('tab'));

  // The opening tab is written into the URL once, so deciding the last request does not switch tabs under the manager.
  useEffect(() => {
    if (!tabChosen && settled) setTab(counts && counts.total > 0 ? 'pendingapprovals' : 'leaveoverview');
  }, [tabChosen, settled, counts, setTab]);

  const label = (value: (typeof TABS)[number]) => {
    const name = t(`leave.manager.tabs.${value}`);
    return value === 'pendingapprovals' && counts
      ? t('leave.manager.tabWithCount', { name, count: counts.total })
      : name;
  };

  return (
    <Page title={t('nav.teamLeave')} intro={t('leave.manager.intro')}>
      {!tabChosen ? (
        <LoadingState />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Box mb="lg">
            <ScrollingTabList
              label={t('leave.manager.tabsLabel')}
              tabs={TABS.map((value) => ({ value, label: label(value) }))}
            />
          </Box>
          <Tabs.Panel value="leaveoverview">
            <TeamOverviewTab />
          </Tabs.Panel>
          <Tabs.Panel value="pendingapprovals">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              {/* SPEC §9: approvals page 1, size 10, ascending by employee name. */}
              <RequestsByKind
                scope="manager"
                statuses={['pending']}
                sort="employeeName"
                order="asc"
                withIndirect
                testId="pending-approvals"
                counts={counts ?? undefined}
              />
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="pastleaves">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <RequestsByKind
                scope="manager"
                statuses={['decided', 'approved', 'rejected', 'cancelled']}
                sort="startDate"
                order="desc"
                withIndirect
                testId="past-leaves"
              />
            </Paper>
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}
