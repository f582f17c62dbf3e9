import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '@tenure/domain/auth';
import { initI18n } from '../../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../../test/fakeApi.tsx';
import { SessionsTable } from './SessionsTable.tsx';

beforeAll(initI18n);
afterEach(() => vi.restoreAllMocks());

const session = (over: Partial<SessionView>): SessionView => ({
  sessionId: '00000000-0000-4000-8000-000000000001',
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  signedInAt: '2026-11-30T08:05:00Z',
  expiresAt: '2026-11-30T16:05:00Z',
  loginType: 'password',
  providerName: null,
  current: false,
  ...over,
});
const LAPTOP = session({ current: true });
const PHONE = session({
  sessionId: '00000000-0000-4000-8000-000000000002',
  device: 'Safari on iOS',
  ip: '198.51.100.20',
  loginType: 'oidc',
  providerName: 'Contoso Entra ID',
});

describe('SessionsTable', () => {
  it('lists the user’s sessions, marks this one, and signs out another after asking', async () => {
    let listed = [LAPTOP, PHONE];
    const sent = fakeApi({
      'GET /api/auth/sessions': () => json(listed),
      [`DELETE /api/auth/sessions/${PHONE.sessionId}`]: () => {
        listed = [LAPTOP];
        return json({ ended: 1 });
      },
    });
    renderWithProviders(<SessionsTable owner={{ self: true }} />);
    const table = await screen.findByTestId('sessions');
    const laptopRow = within(table).getByRole('row', { name: /Chrome on Windows/ });
    expect(within(laptopRow).getByText('This device')).toBeTruthy();
    expect(within(laptopRow).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(table).getByText('Contoso Entra ID')).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: /Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Signed out.');
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(sent.map((s) => s.call)).toContain(`DELETE /api/auth/sessions/${PHONE.sessionId}`);
    // Only this session left: nothing else to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('an admin signs a user out everywhere after asking; a refusal is told in the dialog', async () => {
    const userId = '00000000-0000-4000-8000-0000000000aa';
    let fails = true;
    fakeApi({
      [`GET /api/auth/users/${userId}/sessions`]: () => json([session({}), PHONE]),
      [`POST /api/auth/users/${userId}/sessions/end-all`]: () =>
        fails ? json({ message: 'This session has already ended.', code: 'NOT_FOUND' }, 404) : json({ ended: 2 }),
    });
    renderWithProviders(<SessionsTable owner={{ userId }} username="employee01" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out employee01 everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await within(dialog).findByText('This session has already ended.');
    // The refusal stays in the dialog until it is closed; asked again, the sign-out goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fails = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out employee01 everywhere?' });
    expect(within(again).queryByText('This session has already ended.')).toBeNull();
    await userEvent.click(within(again).getByRole('button', { name: 'Sign out' }));
    await screen.findByText('2 sessions signed out.');
  });

  it('says so when nobody is signed in', async () => {
    const userId = '00000000-0000-4000-8000-0000000000bb';
    fakeApi({ [`GET /api/auth/users/${userId}/sessions`]: () => json([]) });
    renderWithProviders(<SessionsTable owner={{ userId }} username="consult01" />);
    await screen.findByText('No session is signed in.');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });
});
