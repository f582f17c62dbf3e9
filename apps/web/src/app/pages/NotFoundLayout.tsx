import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { useSessionStore } from '../../lib/session/store.ts';
import { Shell } from '../layout/Shell.tsx';

/** Unknown paths: inside the header and sidebar for a signed-in user (the route's child is the content), alone otherwise. */
export function NotFoundLayout() {
  const signedIn = useSessionStore((s) => s.signedIn);
  return signedIn ? <Shell /> : <NotFoundPage />;
}
