import { useEffect } from 'react';
import { Paper, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { section } from '@tenure/domain/access';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ScrollingTabList } from '../../../components/ScrollingTabList.tsx';
import { useOrgStructureTabs } from '../api.ts';
import { ComponentList } from './ComponentList.tsx';
import { LegalEntitiesPanel } from './LegalEntitiesPanel.tsx';

const TAB_PARAM = 'selectedTab';

/**
 * /organization-structure?selectedTab={id}: one tab per business-component type the user may see
 * (the server leaves out Legal Entity and Holding Company without their sections, SPEC §6).
 */
export function OrgStructurePage() {
  const { t } = useTranslation();
  const tabs = useOrgStructureTabs();
  const [params, setParams] = useSearchParams();
  const canEdit = useHasAccess(section('ADMINISTRATION', 'SetupOrganizationStructure'));
  const requested = params.get(TAB_PARAM);
  const selected = tabs.data?.find((tab) => tab.id === requested) ?? tabs.data?.[0];

  // The URL always names the tab on screen, so it can be bookmarked and shared.
  useEffect(() => {
    if (selected && selected.id !== requested) setParams({ [TAB_PARAM]: selected.id }, { replace: true });
  }, [selected, requested, setParams]);

  let content;
  if (tabs.isPending) content = <LoadingState />;
  else if (tabs.isError) content = <LoadErrorState error={tabs.error} onRetry={() => void tabs.refetch()} />;
  else if (!selected) content = <EmptyState text={t('org.structure.noTabs')} />;
  else {
    content = (
      <Tabs
        value={selected.id}
        onChange={(id) => id && setParams({ [TAB_PARAM]: id }, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabList
          label={t('org.structure.tabsLabel')}
          tabs={tabs.data.map((tab) => ({ value: tab.id, label: tab.bizCompMasterDisplayName }))}
        />
        {tabs.data.map((tab) => (
          <Tabs.Panel key={tab.id} value={tab.id} pt="lg">
            {/* The Legal Entity tab (shown only with LegalEntitySection) also keeps the register of entities. */}
            {tab.kind === 'LEGAL_ENTITY' && (
              <Stack mb="xl">
                <LegalEntitiesPanel canEdit={canEdit} />
              </Stack>
            )}
            <ComponentList tab={tab} canEdit={canEdit} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Page title={t('nav.organizationStructure')} intro={t('org.structure.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {content}
      </Paper>
    </Page>
  );
}
