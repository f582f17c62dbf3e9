import { ComingSoonPage } from '../../app/pages/ComingSoonPage.tsx';

export function PolicySetupPage() {
  return <ComingSoonPage label="setupPolicies" />;
}
