import { ComingSoonPage } from '../../app/pages/ComingSoonPage.tsx';

export function LeaveManagementPage() {
  return <ComingSoonPage label="setupLeaveManagement" />;
}
