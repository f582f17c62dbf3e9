import { feature } from '@tenure/domain/access';
import { needs, type FeatureRoute, type PublicRoute } from '../../lib/access/routes.ts';

export const authRoutes: readonly FeatureRoute[] = [
  // Not in the SPEC's route list: the tenant's single sign-on (issue 36), under the key its API checks (who may make accounts decides how people sign in).
  {
    path: '/single-sign-on',
    label: 'singleSignOn',
    requires: needs(feature('ADMINISTRATION', 'ManageUsers')),
    menu: { group: 'setup', order: 155 },
    page: () => import('./sso-setup/SsoSetupPage.tsx').then((m) => m.SsoSetupPage),
  },
  // Every signed-in user's own sign-in settings (two-factor authentication), from the account menu.
  {
    path: '/account-security',
    label: 'accountSecurity',
    requires: {},
    page: () => import('./mfa/AccountSecurityPage.tsx').then((m) => m.AccountSecurityPage),
  },
];

export const authPublicRoutes: readonly PublicRoute[] = [
  // One-time links of invitations and admin-forced resets; open whether or not someone is signed in.
  { path: '/set-password', page: () => import('./SetPasswordPage.tsx').then((m) => m.SetPasswordPage) },
  // Where identity providers send the browser back (SSO_CALLBACK_PATH; register it at the provider).
  { path: '/sso/callback', page: () => import('./SsoCallbackPage.tsx').then((m) => m.SsoCallbackPage) },
];
