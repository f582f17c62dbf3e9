import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { NotFoundContent } from '../../components/NotFoundPage.tsx';
import { routeAccess } from '../../lib/access/menu.ts';
import type { FeatureRoute, PageProps } from '../../lib/access/routes.ts';
import { useAccessContext } from '../../lib/access/useAccessContext.ts';
import { NotAuthorizedPage } from '../pages/NotAuthorizedPage.tsx';
import { PageLoader } from './PageLoader.tsx';

interface GuardedRouteProps {
  route: FeatureRoute;
  Page: LazyExoticComponent<ComponentType<PageProps>>;
}

/**
 * Renders a route's page only when the tenant has it and the user may reach it; its code is fetched
 * then (the loader shows inside the layout meanwhile), not for a page the user may not open.
 */
export function GuardedRoute({ route, Page }: GuardedRouteProps) {
  const access = useAccessContext();
  if (access.status === 'loading') return <PageLoader />;
  switch (routeAccess(route.path, access.ctx)) {
    case 'notFound':
      return <NotFoundContent />;
    case 'notAuthorized':
      return <NotAuthorizedPage />;
    case 'allowed':
      return (
        // One boundary per route: the router navigates in a transition, which would keep the previous page on
        // screen while this one's code comes; a new boundary shows the loader instead.
        <Suspense key={route.path} fallback={<PageLoader />}>
          <Page ctx={access.ctx} route={route} />
        </Suspense>
      );
  }
}
