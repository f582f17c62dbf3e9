import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MFA_MESSAGES,
  SAML_GROUPS_ATTRIBUTE,
  SSO_MESSAGES,
  type IdentityProviderView,
  type SsoSetup,
} from '@tenure/domain/auth';
import { initI18n } from '../../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../../test/fakeApi.tsx';
import { SsoSetupPage } from './SsoSetupPage.tsx';

beforeAll(initI18n);
afterEach(() => vi.restoreAllMocks());

const SECRET = 'entra-secret-value';
const entra: IdentityProviderView = {
  id: '6f1c1b8e-0d3a-4d7e-9a51-2b1f0c3d4e5f',
  kind: 'entra',
  loginType: 'azure_ad_identifier',
  displayName: 'Contoso',
  issuer: 'https://login.microsoftonline.com/organizations/v2.0',
  clientId: 'contoso-app',
  hasClientSecret: true,
  allowedTenantIds: ['72f988bf-86f1-41af-91ab-2d7cd011db47'],
  emailClaim: 'preferred_username',
  groupsClaim: 'groups',
  enabled: true,
  redirectUri: 'http://localhost:3000/sso/callback',
  ssoUrl: '',
  sloUrl: '',
  certificates: [],
  groupsAttribute: '',
  spEntityId: '',
  acsUrl: '',
};
const samlProvider: IdentityProviderView = {
  ...entra,
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'saml',
  loginType: 'saml',
  displayName: 'Company SAML',
  issuer: 'https://idp.example.com/metadata',
  clientId: '',
  hasClientSecret: false,
  allowedTenantIds: [],
  emailClaim: 'NameID',
  ssoUrl: 'https://idp.example.com/sso',
  certificates: ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'],
  groupsAttribute: SAML_GROUPS_ATTRIBUTE,
  spEntityId: 'http://localhost:3000/api/auth/sso/saml/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/metadata',
  acsUrl: 'http://localhost:3000/api/auth/sso/saml/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/acs',
};
const setup = (providers: IdentityProviderView[]): SsoSetup => ({
  settings: { requireSso: false, createUsersOnFirstSignIn: false, allowedEmailDomains: [] },
  providers,
  redirectUri: 'http://localhost:3000/sso/callback',
  postLogoutRedirectUri: 'http://localhost:3000/',
});
const bodiesOf = (sent: { call: string; body: unknown }[], call: string) =>
  sent.filter((s) => s.call === call).map((s) => s.body);

// Typing into a dozen fields takes seconds on a loaded machine.
describe('the single sign-on setup page', { timeout: 30_000 }, () => {
  it('lists the providers with the URLs to register; the secret is only ever "stored"; delete asks first', async () => {
    let providers = [entra];
    const sent = fakeApi({
      'GET /api/auth/sso/setup': () => json(setup(providers)),
      'PUT /api/auth/sso/providers/6f1c1b8e-0d3a-4d7e-9a51-2b1f0c3d4e5f': () => json(entra),
      'DELETE /api/auth/sso/providers/6f1c1b8e-0d3a-4d7e-9a51-2b1f0c3d4e5f': () => {
        providers = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<SsoSetupPage />);
    const table = await screen.findByTestId('sso-providers');
    const row = within(table).getByText('Contoso').closest('tr')!;
    expect(row.textContent).toContain('Microsoft Entra ID');
    expect(row.textContent).toContain('Stored');
    expect((screen.getByLabelText('Redirect URI (sign-in)') as HTMLInputElement).value).toBe(
      'http://localhost:3000/sso/callback',
    );
    expect(screen.getByRole('button', { name: 'Copy Redirect URI (sign-in)' })).toBeTruthy();

    // Editing keeps the stored secret unless one is typed; the field is never filled with it.
    await userEvent.click(screen.getByRole('button', { name: /Edit.*Contoso/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('sso-secret-state').textContent).toBe('Stored');
    expect((within(dialog).getByLabelText(/Client secret/) as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain(SECRET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(sent, `PUT /api/auth/sso/providers/${entra.id}`)).toEqual([
      {
        kind: 'entra',
        displayName: 'Contoso',
        clientId: 'contoso-app',
        emailClaim: 'preferred_username',
        groupsClaim: 'groups',
        enabled: true,
        allowedTenantIds: ['72f988bf-86f1-41af-91ab-2d7cd011db47'],
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: /Delete.*Contoso/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete “Contoso”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No identity provider yet. Add one to show its sign-in button on the login page.'),
    ).toBeTruthy();
  });

  it('adds a SAML provider: its fields checked in the browser, bad metadata refused on its field', async () => {
    const sent = fakeApi({
      'GET /api/auth/sso/setup': () => json(setup([])),
      'POST /api/auth/sso/providers': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: SSO_MESSAGES.metadataInvalid,
            fieldErrors: { metadataXml: SSO_MESSAGES.metadataInvalid },
          },
          400,
        ),
    });
    renderWithProviders(<SsoSetupPage />);
    await screen.findByText('No identity provider yet. Add one to show its sign-in button on the login page.');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SAML 2.0' }));
    expect(within(dialog).queryByLabelText(/Client secret/)).toBeNull();
    expect((within(dialog).getByLabelText('Email attribute') as HTMLInputElement).value).toBe('NameID');
    await userEvent.type(within(dialog).getByLabelText(/Name on the sign-in button/), 'Company SAML');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SSO_MESSAGES.entityIdRequired)).toBeTruthy();
    expect(within(dialog).getByText(SSO_MESSAGES.ssoUrlInvalid)).toBeTruthy();
    expect(within(dialog).getByText(SSO_MESSAGES.certificateRequired)).toBeTruthy();
    expect(bodiesOf(sent, 'POST /api/auth/sso/providers')).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('IdP metadata XML'));
    await userEvent.paste('<EntityDescriptor/>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SSO_MESSAGES.metadataInvalid)).toBeTruthy();
    expect(bodiesOf(sent, 'POST /api/auth/sso/providers')).toEqual([
      expect.objectContaining({ kind: 'saml', displayName: 'Company SAML', metadataXml: '<EntityDescriptor/>' }),
    ]);
  });

  it('shows a saved SAML provider’s addresses to register, with copy buttons and the SP metadata download', async () => {
    fakeApi({ 'GET /api/auth/sso/setup': () => json(setup([samlProvider])) });
    renderWithProviders(<SsoSetupPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Edit.*Company SAML/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Reply URL (Assertion Consumer Service)') as HTMLInputElement).value).toBe(
      samlProvider.acsUrl,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy Entity id (Identifier)' })).toBeTruthy();
    const download = within(dialog).getByRole('link', { name: 'Download Tenure’s SP metadata' });
    expect(download.getAttribute('href')).toBe(samlProvider.spEntityId);
    expect((within(dialog).getByLabelText('Signing certificate') as HTMLTextAreaElement).value).toContain(
      'BEGIN CERTIFICATE',
    );
  });

  it('adds a generic provider: browser checks first, then the server’s refusal on its field', async () => {
    const sent = fakeApi({
      'GET /api/auth/sso/setup': () => json(setup([])),
      'POST /api/auth/sso/providers': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: SSO_MESSAGES.discoveryFailed,
            fieldErrors: { issuer: SSO_MESSAGES.discoveryFailed },
          },
          400,
        ),
    });
    renderWithProviders(<SsoSetupPage />);
    await screen.findByText('No identity provider yet. Add one to show its sign-in button on the login page.');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    const dialog = await screen.findByRole('dialog');

    // Entra is the preset: it needs the directories it accepts.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SSO_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(SSO_MESSAGES.clientIdRequired)).toBeTruthy();
    expect(within(dialog).getByText(SSO_MESSAGES.directoryIdsRequired)).toBeTruthy();
    expect(bodiesOf(sent, 'POST /api/auth/sso/providers')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'OpenID Connect' }));
    expect((within(dialog).getByLabelText('Email claim') as HTMLInputElement).value).toBe('email');
    await userEvent.type(within(dialog).getByLabelText(/Name on the sign-in button/), 'Okta');
    await userEvent.type(within(dialog).getByLabelText(/Issuer URL/), 'not a url');
    await userEvent.type(within(dialog).getByLabelText(/Client \(application\) id/), 'okta-app');
    await userEvent.type(within(dialog).getByLabelText(/Client secret/), 'okta-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SSO_MESSAGES.issuerInvalid)).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/Issuer URL/));
    await userEvent.type(within(dialog).getByLabelText(/Issuer URL/), 'https://idp.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SSO_MESSAGES.discoveryFailed)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Issuer URL/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(bodiesOf(sent, 'POST /api/auth/sso/providers')).toEqual([
      {
        kind: 'oidc',
        displayName: 'Okta',
        issuer: 'https://idp.example.com',
        clientId: 'okta-app',
        clientSecret: 'okta-secret',
        emailClaim: 'email',
        groupsClaim: 'groups',
        enabled: true,
        allowedTenantIds: [],
      },
    ]);
  });

  it('saves the sign-in rules; an empty domain list with account creation on is refused on its field', async () => {
    const sent = fakeApi({
      'GET /api/auth/sso/setup': () => json(setup([])),
      'PUT /api/auth/sso/settings': (body) => json(body),
    });
    renderWithProviders(<SsoSetupPage />);
    await userEvent.click(await screen.findByRole('switch', { name: /Create accounts on first sign-in/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(SSO_MESSAGES.domainsRequired)).toBeTruthy();
    expect(bodiesOf(sent, 'PUT /api/auth/sso/settings')).toEqual([]);

    await userEvent.type(
      screen.getByLabelText(/Allowed email domains/, { selector: 'input:not([type=hidden])' }),
      'Tenure-Demo.com{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(bodiesOf(sent, 'PUT /api/auth/sso/settings')).toHaveLength(1));
    expect(screen.queryByText(SSO_MESSAGES.domainsRequired)).toBeNull();
    expect(bodiesOf(sent, 'PUT /api/auth/sso/settings')).toEqual([
      { requireSso: false, createUsersOnFirstSignIn: true, allowedEmailDomains: ['Tenure-Demo.com'] },
    ]);
  });

  it('saves the two-factor authentication policy', async () => {
    const sent = fakeApi({
      'GET /api/auth/sso/setup': () => json(setup([])),
      'GET /api/auth/mfa/policy': () => json({ policy: 'optional' }),
      'PUT /api/auth/mfa/policy': (body) => json(body),
    });
    renderWithProviders(<SsoSetupPage />);
    const optional = await screen.findByRole('radio', { name: /Optional/ });
    expect((optional as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save policy' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Required for administrators/ }));
    await userEvent.click(save);
    expect(await screen.findByText(MFA_MESSAGES.policySaved)).toBeTruthy();
    expect(bodiesOf(sent, 'PUT /api/auth/mfa/policy')).toEqual([{ policy: 'admins' }]);
  });

  it('says when the setup cannot be read, and reads it again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/sso/setup': () => (fail ? json({ message: 'Server unavailable' }, 503) : json(setup([entra]))),
    });
    renderWithProviders(<SsoSetupPage />);
    expect(await screen.findByText('The sign-in setup could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sso-providers')).toBeTruthy();
  });
});
