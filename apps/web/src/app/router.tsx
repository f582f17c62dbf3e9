import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage, SetPasswordPage } from '../features/auth/index.ts';
import { ExternalApprovalPage } from '../features/timesheets/index.ts';
import { useSessionStore } from '../lib/session/store.ts';
import { GuardedPage } from './GuardedPage.tsx';
import { ROUTED_DESTINATIONS } from '../lib/access/menu.ts';
import { NotFoundContent } from '../components/NotFoundPage.tsx';
import { NotFoundLayout } from './pages/NotFoundLayout.tsx';
import { ProtectedLayout } from './layout/ProtectedLayout.tsx';

/** The landing route: home for a signed-in user, the login page for everyone else. */
function Landing() {
  const signedIn = useSessionStore((s) => s.token !== null);
  return <Navigate to={signedIn ? '/home' : '/login'} replace />;
}

export const router = createBrowserRouter([
  { index: true, element: <Landing /> },
  { path: '/login', element: <LoginPage /> },
  // One-time links of invitations and admin-forced resets; open whether or not someone is signed in.
  { path: '/set-password', element: <SetPasswordPage /> },
  // A client's approver opens it from a signed link; no Tenure account (SPEC §6 external approver).
  { path: '/external-approval', element: <ExternalApprovalPage /> },
  {
    element: <ProtectedLayout />,
    children: ROUTED_DESTINATIONS.map((destination) => ({
      path: destination.path,
      element: <GuardedPage destination={destination} />,
    })),
  },
  { element: <NotFoundLayout />, children: [{ path: '*', element: <NotFoundContent /> }] },
]);
