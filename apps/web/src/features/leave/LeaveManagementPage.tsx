import { Box, Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { ScrollingTabList } from '../../components/ScrollingTabList.tsx';
import { useSearchParamChoice } from '../../lib/useSearchParamChoice.ts';
import { AccrualsPanel } from './management/AccrualsPanel.tsx';
import { BalancesPanel } from './management/BalancesPanel.tsx';
import { LeaveTypesPanel } from './management/LeaveTypesPanel.tsx';
import { OpeningBalancesPanel } from './management/OpeningBalancesPanel.tsx';
import { RequestsByKind } from './shared/RequestsByKind.tsx';

const TABS = ['approvals', 'requests', 'leave-types', 'balances', 'accruals', 'opening-balances'] as const;

/** HR's leave management: every pending request, all requests, leave types, balances, accrual jobs and opening balances. */
export function LeaveManagementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchParamChoice('tab', TABS);
  return (
    <Page title={t('nav.setupLeaveManagement')} intro={t('leave.management.intro')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Box mb="lg">
          <ScrollingTabList
            label={t('leave.management.tabsLabel')}
            tabs={TABS.map((value) => ({ value, label: t(`leave.management.tabs.${value}`) }))}
          />
        </Box>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Tabs.Panel value="approvals">
            {/* SPEC §9: HR pending approvals page 1, size 10. */}
            <RequestsByKind scope="hr" statuses={['pending']} sort="employeeName" order="asc" testId="hr-approvals" />
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            <RequestsByKind
              scope="hr"
              statuses={['all', 'pending', 'approved', 'rejected', 'cancelled']}
              sort="startDate"
              order="desc"
              testId="hr-requests"
            />
          </Tabs.Panel>
          <Tabs.Panel value="leave-types">
            <LeaveTypesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="balances">
            <BalancesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="accruals">
            <AccrualsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="opening-balances">
            <OpeningBalancesPanel />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Page>
  );
}
