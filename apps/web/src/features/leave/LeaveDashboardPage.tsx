import { ComingSoonPage } from '../../app/pages/ComingSoonPage.tsx';

export function LeaveDashboardPage() {
  return <ComingSoonPage label="leaveDashboard" />;
}
