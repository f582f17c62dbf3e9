import { Paper, Tabs } from '@mantine/core';
import { IconHierarchy3, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { useSearchParamChoice } from '../../../lib/useSearchParamChoice.ts';
import { BusinessHierarchy } from './BusinessHierarchy.tsx';
import { PeopleChart } from './PeopleChart.tsx';

/** /organization-hierarchy: the business-component tree and the people org chart, the view kept in the URL. */
export function OrgHierarchyPage() {
  const { t } = useTranslation();
  const [view, setView] = useSearchParamChoice('view', ['business', 'people']);

  return (
    <Page title={t('nav.organizationHierarchy')} intro={t('org.hierarchy.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Tabs value={view} onChange={setView} keepMounted={false}>
          <Tabs.List aria-label={t('org.hierarchy.viewsLabel')} mb="lg">
            <Tabs.Tab value="business" leftSection={<IconHierarchy3 size={16} aria-hidden />}>
              {t('org.hierarchy.businessTab')}
            </Tabs.Tab>
            <Tabs.Tab value="people" leftSection={<IconUsers size={16} aria-hidden />}>
              {t('org.hierarchy.peopleTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="business">
            <BusinessHierarchy />
          </Tabs.Panel>
          <Tabs.Panel value="people">
            <PeopleChart />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Page>
  );
}
