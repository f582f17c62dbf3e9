import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/index.ts';
import { installRoutes } from '../lib/access/menu.ts';
import { useSessionStore } from '../lib/session/store.ts';
import { NotFoundContent } from '../components/NotFoundPage.tsx';
import { FEATURE_ROUTES, PUBLIC_ROUTES, pageRoutes } from './routes.ts';
import { GuardedRoute } from './routing/GuardedRoute.tsx';
import { lazyPage } from './routing/lazyPage.ts';
import { PageLoader } from './routing/PageLoader.tsx';
import { RouteError } from './routing/RouteError.tsx';
import { NotFoundLayout } from './pages/NotFoundLayout.tsx';
import { Shell } from './layout/Shell.tsx';

/** The landing route: home for a signed-in user, the login page for everyone else. */
function Landing() {
  const signedIn = useSessionStore((s) => s.token !== null);
  return <Navigate to={signedIn ? '/home' : '/login'} replace />;
}

installRoutes(FEATURE_ROUTES);

/** The login page comes with the first script; every other page's code is fetched when it is first opened. */
export const router = createBrowserRouter([
  { index: true, element: <Landing /> },
  { path: '/login', element: <LoginPage /> },
  ...PUBLIC_ROUTES.map(({ path, page }) => {
    const Page = lazyPage(page);
    return {
      path,
      element: (
        <Suspense fallback={<PageLoader fullPage />}>
          <Page />
        </Suspense>
      ),
      errorElement: <RouteError standalone />,
    };
  }),
  {
    element: <Shell />,
    errorElement: <RouteError standalone />,
    children: pageRoutes(FEATURE_ROUTES).map((route) => ({
      path: route.path,
      element: <GuardedRoute route={route} Page={lazyPage(route.page)} />,
      errorElement: <RouteError />,
    })),
  },
  { element: <NotFoundLayout />, children: [{ path: '*', element: <NotFoundContent /> }] },
]);
