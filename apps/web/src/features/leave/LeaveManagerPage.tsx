import { ComingSoonPage } from '../../app/pages/ComingSoonPage.tsx';

export function LeaveManagerPage() {
  return <ComingSoonPage label="teamLeave" />;
}
