import { Suspense } from 'react';
import { lazyPage } from '../routing/lazyPage.ts';
import { PageLoader } from '../routing/PageLoader.tsx';

/** The header, sidebar and footer of signed-in pages: fetched after the login page, not with it. */
const ProtectedLayout = lazyPage(() => import('./ProtectedLayout.tsx').then((m) => m.ProtectedLayout));

export function Shell() {
  return (
    <Suspense fallback={<PageLoader fullPage />}>
      <ProtectedLayout />
    </Suspense>
  );
}
