import type { PublicRoute } from '../../lib/access/routes.ts';

export const authPublicRoutes: readonly PublicRoute[] = [
  // One-time links of invitations and admin-forced resets; open whether or not someone is signed in.
  { path: '/set-password', page: () => import('./SetPasswordPage.tsx').then((m) => m.SetPasswordPage) },
  // Where identity providers send the browser back (SSO_CALLBACK_PATH; register it at the provider).
  { path: '/sso/callback', page: () => import('./SsoCallbackPage.tsx').then((m) => m.SsoCallbackPage) },
];
