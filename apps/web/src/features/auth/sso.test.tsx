import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AZURE_AD_IDENTIFIER, OIDC_IDENTIFIER, SSO_MESSAGES } from '@tenure/domain/auth';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { useTenantStore } from '../../lib/session/tenantStore.ts';
import { fakeApi, json, renderWithProviders } from '../../test/fakeApi.tsx';
import { sessionFixture } from '../../test/session.ts';
import { SsoButton } from './SsoButton.tsx';
import { SsoCallbackPage } from './SsoCallbackPage.tsx';
import { awaitPopupAnswer, handOverToOpener, rememberRedirectBinding } from './ssoAttempt.ts';

beforeAll(initI18n);
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
  window.history.replaceState(null, '', '/');
});

const OKTA_ID = '0b8e5d2a-4c1f-4e3b-9a7d-6f2e1c0b9a8d';
const AUTHORIZATION_URL = 'https://idp.example.com/authorize?state=s1';
const session = sessionFixture({
  loginType: OIDC_IDENTIFIER,
  user: { firstName: 'Ava', lastName: 'Jones', name: 'Ava Jones', employeeNumber: 'EMP0010' },
});
const refused = () => json({ code: 'SSO_REFUSED', message: SSO_MESSAGES.unknownPerson }, 403);
const bodyOf = (sent: { call: string; body: unknown }[], call: string) => sent.find((s) => s.call === call)?.body;

/** The page at `path` and /home, as the router of the app has them. */
const renderAt = (path: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={path.split('?')[0]} element={page} />
      <Route path="/home" element={<h1>Home</h1>} />
    </Routes>,
    path,
  );

describe('the login page’s provider buttons', () => {
  const providers = () =>
    json({
      loginTypes: ['password', AZURE_AD_IDENTIFIER, OIDC_IDENTIFIER],
      providers: [
        {
          identifier: AZURE_AD_IDENTIFIER,
          values: [
            { key: 'providerId', value: '6f1c1b8e-0d3a-4d7e-9a51-2b1f0c3d4e5f' },
            { key: 'displayName', value: 'Contoso' },
          ],
        },
        {
          identifier: OIDC_IDENTIFIER,
          values: [
            { key: 'providerId', value: OKTA_ID },
            { key: 'displayName', value: 'Okta' },
          ],
        },
      ],
    });
  const popup = () => ({ location: { href: '' }, close: vi.fn() });

  beforeAll(() =>
    useTenantStore.getState().setTenant({
      tenantCode: 'demo',
      tenantName: 'Tenure Demo',
      logoUrl: null,
      payloadEncryption: false,
      dateFormat: 'dd/MM/yyyy',
    }),
  );

  it('signs in through the popup: the provider’s answer is redeemed with this attempt’s binding, then /home', async () => {
    const sent = fakeApi({
      'GET /api/auth/tenant-provider': providers,
      'POST /api/auth/sso/start': () => json({ authorizationUrl: AUTHORIZATION_URL }),
      'POST /api/auth/sso/complete': () => json(session),
    });
    const window_ = popup();
    const open = vi.spyOn(window, 'open').mockReturnValue(window_ as unknown as Window);
    renderAt('/login', <SsoButton />);
    expect(await screen.findByRole('button', { name: 'Sign in with Microsoft' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Okta' }));
    await waitFor(() => expect(window_.location.href).toBe(AUTHORIZATION_URL));
    expect(open).toHaveBeenCalledOnce();
    const { binding } = bodyOf(sent, 'POST /api/auth/sso/start') as { providerId: string; binding: string };
    expect(bodyOf(sent, 'POST /api/auth/sso/start')).toEqual({ providerId: OKTA_ID, binding });

    handOverToOpener('?code=c1&state=s1');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(bodyOf(sent, 'POST /api/auth/sso/complete')).toEqual({ callbackQuery: '?code=c1&state=s1', binding });
    expect(useSessionStore.getState().signedIn).toBe(true);
  });

  it('shows the server’s refusal and stays on the login page', async () => {
    fakeApi({
      'GET /api/auth/tenant-provider': providers,
      'POST /api/auth/sso/start': () => json({ authorizationUrl: AUTHORIZATION_URL }),
      'POST /api/auth/sso/complete': refused,
    });
    const window_ = popup();
    vi.spyOn(window, 'open').mockReturnValue(window_ as unknown as Window);
    renderAt('/login', <SsoButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Okta' }));
    await waitFor(() => expect(window_.location.href).toBe(AUTHORIZATION_URL));
    handOverToOpener('?code=c1&state=s1');
    expect(await screen.findByText(SSO_MESSAGES.unknownPerson)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(useSessionStore.getState().signedIn).toBe(false);
  });
});

describe('the /sso/callback page', () => {
  it('after a full-page redirect, redeems the answer itself, stores the session and goes to /home', async () => {
    const sent = fakeApi({ 'POST /api/auth/sso/complete': () => json(session) });
    rememberRedirectBinding('b'.repeat(43));
    window.history.replaceState(null, '', '/sso/callback?code=c2&state=s2');
    renderAt('/sso/callback?code=c2&state=s2', <SsoCallbackPage />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(bodyOf(sent, 'POST /api/auth/sso/complete')).toEqual({
      callbackQuery: '?code=c2&state=s2',
      binding: 'b'.repeat(43),
    });
    expect(useSessionStore.getState()).toMatchObject({ signedIn: true, user: { userName: 'employee01' } });
  });

  it('shows a refusal in the server’s words, with the way back to the login page', async () => {
    fakeApi({ 'POST /api/auth/sso/complete': refused });
    rememberRedirectBinding('b'.repeat(43));
    window.history.replaceState(null, '', '/sso/callback?code=c3&state=s3');
    renderAt('/sso/callback', <SsoCallbackPage />);
    expect(await screen.findByText(SSO_MESSAGES.unknownPerson)).toBeTruthy();
    expect(screen.getByText('Sign-in refused')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the login page' }).getAttribute('href')).toBe('/login');
    expect(useSessionStore.getState().signedIn).toBe(false);
  });

  it('in the popup, hands the answer to the login page and closes', async () => {
    const sent = fakeApi({});
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const answered = new Promise<string>((resolve) => awaitPopupAnswer(resolve));
    window.history.replaceState(null, '', '/sso/callback?code=c4&state=s4');
    renderAt('/sso/callback', <SsoCallbackPage />);
    expect(await answered).toBe('?code=c4&state=s4');
    expect(close).toHaveBeenCalled();
    expect(await screen.findByText('You are signed in. This window can be closed.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
