import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntryRow, AuditEntryView } from '@tenure/domain/audit';
import { initI18n } from '../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../test/fakeApi.tsx';
import { AuditLogPage } from './AuditLogPage.tsx';

beforeAll(initI18n);
afterEach(() => vi.restoreAllMocks());

const deactivation: AuditEntryRow = {
  id: '0b6f3c1e-5d2a-4c8e-9f7b-1a2b3c4d5e6f',
  at: '2026-11-20T09:15:00.000Z',
  actor: {
    kind: 'user',
    userId: '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
    username: 'superadmin',
    employeeName: 'Sam Admin',
  },
  action: 'user.deactivate',
  entity: 'user',
  entityId: 'u-approver01',
  requestId: 'req-1',
};
const accrual: AuditEntryRow = {
  id: '1c7a4d2f-6e3b-4d9f-8a0c-2b3c4d5e6f70',
  at: '2026-11-19T00:00:00.000Z',
  actor: { kind: 'system', userId: null, username: null, employeeName: null },
  action: 'leave.accrual.run',
  entity: 'leave_ledger',
  entityId: null,
  requestId: null,
};
const detail: AuditEntryView = {
  ...deactivation,
  before: { status: 'Active', note: '<b>kept</b>' },
  after: { status: 'Inactive', note: '<b>kept</b>' },
};

/** The query of each list call the page made, in order. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audit-log')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the audit log page', { timeout: 30_000 }, () => {
  it('lists entries newest first with who and what; a family narrows the list; a row opens its change as text', async () => {
    fakeApi({
      'GET /api/audit-log': () => json({ items: [deactivation, accrual], total: 2, page: 1, size: 10 }),
      'GET /api/audit-log/families': () => json(['leave', 'user']),
      [`GET /api/audit-log/${deactivation.id}`]: () => json(detail),
    });
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const row = (await within(table).findByText('superadmin')).closest('tr')!;
    expect(row.textContent).toContain('Sam Admin');
    expect(row.textContent).toContain('User accounts · deactivate');
    expect(row.textContent).toContain('user · u-approver01');
    expect(within(table).getByText('leave.accrual.run').closest('tr')!.textContent).toContain('System');
    expect(listQueries()[0]).toMatchObject({ order: 'desc', page: '1', size: '10' });

    await userEvent.click(screen.getByTestId('audit-filter-action'));
    await userEvent.click(await screen.findByRole('option', { name: 'Leave', hidden: true }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ action: 'leave', page: '1' }));

    await userEvent.click(within(row).getByRole('button', { name: /Show details of user.deactivate/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Change details' });
    const diff = await within(drawer).findByTestId('audit-diff');
    const status = within(diff).getByText('status').closest('tr')!;
    expect(status.textContent).toContain('Active');
    expect(status.textContent).toContain('Inactive');
    expect(status.textContent).toContain('Changed');
    const note = within(diff).getByText('note').closest('tr')!;
    expect(note.textContent).not.toContain('Changed');
    expect(note.textContent).toContain('<b>kept</b>');
    expect(diff.querySelector('b')).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing matches, and why a list could not load with a retry', async () => {
    let fail = false;
    fakeApi({
      'GET /api/audit-log': () =>
        fail ? json({ message: 'Something went wrong!' }, 500) : json({ items: [], total: 0, page: 1, size: 10 }),
      'GET /api/audit-log/families': () => json([]),
    });
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: /Sort by When/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(listQueries().at(-1)).toMatchObject({ order: 'asc' });
  });
});
