import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { GoalList } from './GoalList.tsx';

/** SPEC §2 /performance/goals-approval-view: the team's submitted goals, each approved, rejected or sent back for changes. */
export function GoalsApprovalPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('goals.approvalView.title')} intro={t('goals.approvalView.intro')}>
      <GoalList
        query={{ scope: 'team', status: 'pending', sort: 'createdAt', order: 'asc' }}
        empty={t('goals.approvalView.empty')}
      />
    </Page>
  );
}
