import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DirectorySetup, GroupRoleMappingView, SsoSetup } from '@tenure/domain/auth';
import { initI18n } from '../../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../../test/fakeApi.tsx';
import { DirectorySection } from './DirectorySection.tsx';

beforeAll(initI18n);
afterEach(() => vi.restoreAllMocks());

const GROUP = '5b0c1a6e-0000-4000-8000-0000000000aa';
const ROLE = '0e6b2a1c-1111-4222-8333-444455556666';
const mapping: GroupRoleMappingView = {
  id: '9d4e1c2b-aaaa-4bbb-8ccc-ddddeeeeffff',
  providerId: null,
  providerName: null,
  group: GROUP,
  legalEntityCode: 'SG-01',
  legalEntityName: 'Tenure Singapore',
  roleId: ROLE,
  roleName: 'HR Executive',
  grants: 3,
};
const directory = (mappings: GroupRoleMappingView[], active = false): DirectorySetup => ({
  mappings,
  scim: { active, providerId: null, createdAt: active ? '2026-11-30T08:00:00.000Z' : null, lastUsedAt: null },
  scimPath: '/api/scim/v2',
});
const sso: SsoSetup = {
  settings: { requireSso: false, createUsersOnFirstSignIn: false, allowedEmailDomains: [] },
  providers: [],
  redirectUri: 'http://localhost:3000/sso/callback',
  postLogoutRedirectUri: 'http://localhost:3000/',
};
const masters = {
  'GET /api/auth/sso/setup': () => json(sso),
  'GET /api/auth/entities': () =>
    json([{ id: 'e1', legalEntityCode: 'SG-01', legalEntityName: 'Tenure Singapore', isHoldingCompany: false }]),
  'GET /api/auth/users/role-options': () => json([{ id: ROLE, name: 'HR Executive', code: 'HR_EXECUTIVE' }]),
};

/** Picks an option of a Mantine select by the select's label. */
async function choose(label: RegExp, option: string) {
  await userEvent.click(within(screen.getByRole('dialog')).getAllByLabelText(label)[0]!);
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the groups and SCIM sections of the sign-in setup', { timeout: 30_000 }, () => {
  it('lists the group mappings, adds one with group, entity and role, and deletes one after asking', async () => {
    let mappings = [mapping];
    const sent = fakeApi({
      ...masters,
      'GET /api/auth/directory/setup': () => json(directory(mappings)),
      'POST /api/auth/directory/group-mappings': () => json(mapping, 201),
      [`DELETE /api/auth/directory/group-mappings/${mapping.id}`]: () => {
        mappings = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<DirectorySection />);
    const table = await screen.findByTestId('sso-group-mappings');
    const row = within(table).getByText(GROUP).closest('tr')!;
    expect(row.textContent).toContain('Any provider and SCIM');
    expect(row.textContent).toContain('Tenure Singapore');
    expect(row.textContent).toContain('HR Executive');

    await userEvent.click(screen.getByRole('button', { name: 'Add mapping' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing chosen: refused in the browser, on its fields, with nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog)
        .getByLabelText(/^Group/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent.filter((s) => s.call.startsWith('POST'))).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Group/), 'Finance Approvers');
    await choose(/^Legal entity/, 'Tenure Singapore');
    await choose(/^Role/, 'HR Executive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.call === 'POST /api/auth/directory/group-mappings').map((s) => s.body)).toEqual([
      { providerId: null, group: 'Finance Approvers', legalEntityCode: 'SG-01', roleId: ROLE },
    ]);

    await userEvent.click(screen.getByRole('button', { name: new RegExp(`Delete.*${GROUP}`) }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('lose it now');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent.map((s) => s.call)).toContain(`DELETE /api/auth/directory/group-mappings/${mapping.id}`),
    );
    expect(await screen.findByText('No group gives a role yet.')).toBeTruthy();
  });

  it('creates the SCIM token and shows it once, with the tenant URL to give the provider', async () => {
    let active = false;
    const token = 'scim_shown-once-token-value';
    fakeApi({
      ...masters,
      'GET /api/auth/directory/setup': () => json(directory([], active)),
      'POST /api/auth/directory/scim-token': () => {
        active = true;
        return json({ ...directory([], true).scim, token }, 201);
      },
    });
    renderWithProviders(<DirectorySection />);
    expect(await screen.findByText('No token: provisioning is off')).toBeTruthy();
    expect((screen.getByTestId('scim-tenant-url') as HTMLInputElement).value).toBe(
      `${window.location.origin}/api/scim/v2`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the token now' });
    expect((within(dialog).getByTestId('scim-token') as HTMLInputElement).value).toBe(token);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(token);
    expect(await screen.findByText('Token active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a new token' })).toBeTruthy();
  });
});
