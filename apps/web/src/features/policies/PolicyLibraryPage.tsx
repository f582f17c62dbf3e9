import { ComingSoonPage } from '../../app/pages/ComingSoonPage.tsx';

export function PolicyLibraryPage() {
  return <ComingSoonPage label="policyLibrary" />;
}
