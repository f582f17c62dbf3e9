import { Suspense } from 'react';
import { useEntityPermissions } from '../../lib/access/permissionsApi.ts';
import { useTenantFlags } from '../../lib/tenant/api.ts';
import { lazyPage } from '../routing/lazyPage.ts';
import { PageLoader } from '../routing/PageLoader.tsx';

/** The layout's code: the router starts fetching it with the page a signed-in visitor opens. */
export const loadProtectedLayout = () => import('./ProtectedLayout.tsx').then((m) => m.ProtectedLayout);

/** The header, sidebar and footer of signed-in pages: fetched after the login page, not with it. */
const ProtectedLayout = lazyPage(loadProtectedLayout);

export function Shell() {
  // The page waits for the user's permissions and the tenant's flags: asked for here, while the layout's code
  // is still on its way, rather than once it has arrived.
  useEntityPermissions();
  useTenantFlags();
  return (
    <Suspense fallback={<PageLoader fullPage />}>
      <ProtectedLayout />
    </Suspense>
  );
}
