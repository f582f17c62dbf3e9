import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feature, hasAccess } from '@tenure/domain/access';
import type { AccessContext } from '../../lib/access/access.ts';
import { Page } from '../../components/Page.tsx';
import { useSearchParamChoice } from '../../lib/useSearchParamChoice.ts';
import { EsopDocumentsTab } from './EsopDocumentsTab.tsx';
import { ExerciseRequestsTab } from './ExerciseRequestsTab.tsx';
import { GrantsTab } from './GrantsTab.tsx';
import { LinksTab } from './LinksTab.tsx';
import { PayslipsTab } from './PayslipsTab.tsx';

type TabId = 'payslips' | 'grants' | 'exercise' | 'documents' | 'links';

/** /finance-setup: HR's side of My Finance and ESOP, each tab for whoever holds its key. */
export function FinanceSetupPage({ ctx }: { ctx: AccessContext }) {
  const { t } = useTranslation();
  const pay = hasAccess(ctx.permissions, feature('FINANCE', 'ManagePay'));
  const esop = hasAccess(ctx.permissions, feature('FINANCE', 'ManageEsop'));
  const tabs: TabId[] = [
    ...(pay ? (['payslips'] as const) : []),
    ...(esop ? (['grants', 'exercise', 'documents'] as const) : []),
    'links',
  ];
  const [tab, setTab] = useSearchParamChoice('tab', tabs as [TabId, ...TabId[]]);
  const areas = [...(pay ? (['pay'] as const) : []), ...(esop ? (['esop'] as const) : [])];
  return (
    <Page title={t('nav.financeSetup')} intro={t('finance.setup.intro')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`finance.setup.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="payslips">
          <PayslipsTab />
        </Tabs.Panel>
        <Tabs.Panel value="grants">
          <GrantsTab />
        </Tabs.Panel>
        <Tabs.Panel value="exercise">
          <ExerciseRequestsTab />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <EsopDocumentsTab />
        </Tabs.Panel>
        <Tabs.Panel value="links">
          <LinksTab areas={areas} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
