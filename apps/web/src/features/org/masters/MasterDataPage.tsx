import { Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { ScrollingTabList } from '../../../components/ScrollingTabList.tsx';
import { useSearchParamChoice } from '../../../lib/useSearchParamChoice.ts';
import { BillingEntitiesPanel } from './BillingEntitiesPanel.tsx';
import { ClientManagersPanel } from './ClientManagersPanel.tsx';
import { DepartmentsPanel } from './DepartmentsPanel.tsx';
import { GeographyPanel } from './GeographyPanel.tsx';
import { LocationsPanel } from './LocationsPanel.tsx';
import { MasterValuesPanel } from './MasterValuesPanel.tsx';
import { VendorsPanel } from '../../vendors/index.ts';

const SECTIONS = [
  'masters',
  'departments',
  'locations',
  'billingEntities',
  'clientManagers',
  'vendors',
  'geography',
] as const;

/** /master-data: the master tables, departments, locations, billing legal entities, client managers and geography, one tab each (kept in the URL). */
export function MasterDataPage() {
  const { t } = useTranslation();
  const [section, setSection] = useSearchParamChoice('tab', SECTIONS);

  return (
    <Page title={t('nav.masterData')} intro={t('org.masters.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Tabs value={section} onChange={setSection} keepMounted={false}>
          <ScrollingTabList
            label={t('org.masters.sectionsLabel')}
            tabs={SECTIONS.map((s) => ({ value: s, label: t(`org.masters.sections.${s}`) }))}
            mb="lg"
          />
          <Tabs.Panel value="masters">
            <MasterValuesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="departments">
            <DepartmentsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="locations">
            <LocationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="billingEntities">
            <BillingEntitiesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="clientManagers">
            <ClientManagersPanel />
          </Tabs.Panel>
          <Tabs.Panel value="vendors">
            <VendorsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="geography">
            <GeographyPanel />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Page>
  );
}
