import { Navigate, useSearchParams } from 'react-router';
import { RETURN_PATH_PARAM, safeReturnPath } from '../../lib/session/returnPath.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { LoginForm } from './LoginForm.tsx';
import { PublicPageLayout } from './PublicPageLayout.tsx';

/** The login and landing page (SPEC §2): intro panel beside the sign-in form; once signed in, the page asked for. */
export function LoginPage() {
  const signedIn = useSessionStore((s) => s.signedIn);
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={safeReturnPath(params.get(RETURN_PATH_PARAM))} replace />;
  return (
    <PublicPageLayout>
      <LoginForm />
    </PublicPageLayout>
  );
}
