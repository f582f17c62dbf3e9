import { Paper, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { feature } from '@tenure/domain/access';
import { POLICY_TYPES, policyRoute, policyTypeByRoute } from '@tenure/domain/policies';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';
import { NotFoundContent } from '../../components/NotFoundPage.tsx';
import { Page } from '../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { ScrollingTabList } from '../../components/ScrollingTabList.tsx';
import { usePolicyTypes } from './api.ts';
import { PlanList } from './setup/PlanList.tsx';
import { PoliciesPerEmployee } from './setup/PoliciesPerEmployee.tsx';

/** The route of the tab after the nine policy types. */
const PER_EMPLOYEE_ROUTE = 'policies-per-employee';

const TYPE_TABS = POLICY_TYPES.map((type) => ({ route: policyRoute(type.name), label: type.name }));

/**
 * /policy/{route}: one tab per policy type in SPEC §1 order (the route is the type's name without
 * its first space, lower-cased: /policy/noticeperiod), then the policies per employee.
 * /policy opens the first tab; an unknown route is not found.
 */
export function PolicySetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { route } = useParams();
  const types = usePolicyTypes();
  // Who may assign plans also sees who follows which plan.
  const canAssign = useHasAccess(feature('POLICIES', 'AssignPolicies'));
  const tabs = canAssign
    ? [...TYPE_TABS, { route: PER_EMPLOYEE_ROUTE, label: t('policies.setup.perEmployeeTab') }]
    : TYPE_TABS;

  if (route === undefined) return <Navigate to={`/policy/${TYPE_TABS[0]!.route}`} replace />;
  const type = policyTypeByRoute(route);
  if (!type && !(route === PER_EMPLOYEE_ROUTE && canAssign)) return <NotFoundContent />;

  let panel;
  if (!type) panel = <PoliciesPerEmployee />;
  else if (types.isPending) panel = <LoadingState />;
  else if (types.isError) panel = <LoadErrorState error={types.error} onRetry={() => void types.refetch()} />;
  else {
    const typeView = types.data.find((view) => view.key === type.key);
    panel = typeView ? <PlanList key={typeView.id} type={typeView} /> : <NotFoundContent />;
  }

  return (
    <Page title={t('nav.setupPolicies')} intro={t('policies.setup.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Tabs value={route} onChange={(next) => next && void navigate(`/policy/${next}`)} keepMounted={false}>
          <ScrollingTabList
            label={t('policies.setup.tabsLabel')}
            tabs={tabs.map((tab) => ({ value: tab.route, label: tab.label }))}
          />
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.route} value={tab.route} pt="lg">
              {tab.route === route && panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Page>
  );
}
