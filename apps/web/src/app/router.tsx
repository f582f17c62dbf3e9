import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/index.ts';
import { installRoutes } from '../lib/access/menu.ts';
import type { FeatureRoute } from '../lib/access/routes.ts';
import { loadFeatureTexts } from '../lib/i18n/index.ts';
import { useSessionStore } from '../lib/session/store.ts';
import { NotFoundContent } from '../components/NotFoundPage.tsx';
import { FEATURE_ROUTES, PUBLIC_ROUTES, pageRoutes } from './routes.ts';
import { GuardedRoute } from './routing/GuardedRoute.tsx';
import { lazyPage } from './routing/lazyPage.ts';
import { PageLoader } from './routing/PageLoader.tsx';
import { RouteError } from './routing/RouteError.tsx';
import { NotFoundLayout } from './pages/NotFoundLayout.tsx';
import { loadProtectedLayout, Shell } from './layout/Shell.tsx';

/** The landing route: home for a signed-in user, the login page for everyone else. */
function Landing() {
  const signedIn = useSessionStore((s) => s.signedIn);
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
      handle: route,
    })),
  },
  { element: <NotFoundLayout />, children: [{ path: '*', element: <NotFoundContent /> }] },
]);

/**
 * A signed-in visitor who opens a page needs the layout's code, the features' texts and that page's code:
 * fetched together from the start rather than one after another as each renders. The lazy components ask
 * for the same modules again and get them from the browser's module map; a failure here is theirs to show.
 */
function preloadOpenedPage(): void {
  if (!useSessionStore.getState().signedIn) return;
  const matched = matchRoutes(router.routes, window.location)?.at(-1)?.route.handle as FeatureRoute | undefined;
  if (!matched?.page) return;
  for (const load of [loadProtectedLayout, loadFeatureTexts, matched.page]) load().catch(() => undefined);
}

preloadOpenedPage();
