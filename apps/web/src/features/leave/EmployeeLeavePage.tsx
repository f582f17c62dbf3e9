import { ComingSoonPage } from '../../app/pages/ComingSoonPage.tsx';

export function EmployeeLeavePage() {
  return <ComingSoonPage label="applyLeave" />;
}
