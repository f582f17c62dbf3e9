import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeaveRequestView } from '@tenure/domain/leave';
import { initI18n } from '../../../lib/i18n/index.ts';
import { leaveRow } from '../requestRows.ts';
import { DecisionDialog } from './DecisionDialog.tsx';

beforeAll(async () => {
  await initI18n();
  // jsdom has no FontFaceSet; Mantine's autosizing textarea listens on it for fonts loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.restoreAllMocks());

const pendingLeave: LeaveRequestView = {
  leaveApplicationId: '3f1c2f0e-8a7b-4c1d-9e2f-0a1b2c3d4e5f',
  employee: {
    employeeNumber: 'EMP0006',
    displayName: 'Emily Johnson',
    departmentName: 'Product Engineering',
    profileImage: null,
  },
  leaveTypeId: 't1',
  leaveTypeName: 'Casual Leave',
  startDate: '2026-12-24',
  endDate: '2026-12-28',
  dayType: 'Full Day',
  halfDaySession: null,
  days: 2,
  reason: 'Family',
  status: 'pending',
  approver: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  appliedAt: '2026-11-01T10:00:00Z',
  hasDocument: false,
};

/** Answers the approve call with the request approved, and returns the bodies sent. */
function approvals() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ ...pendingLeave, status: 'approved' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  return () =>
    fetchSpy.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      body: JSON.parse(String(init?.body)) as unknown,
    }));
}

function renderApproval(onClose: () => void) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <DecisionDialog
          decision={{
            row: leaveRow(pendingLeave),
            verb: 'approve',
            describe: 'Emily Johnson, 24 Dec 2026 – 28 Dec 2026',
          }}
          onClose={onClose}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('approving a request', () => {
  it('sends the optional comment with the approval', async () => {
    const sent = approvals();
    const onClose = vi.fn();
    renderApproval(onClose);
    await screen.findByRole('dialog', { name: 'Approve request' });
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Enjoy the break');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      {
        url: `/api/hrms/leave-attendance/leave-request/${pendingLeave.leaveApplicationId}/approve`,
        method: 'PUT',
        body: { reason: 'Enjoy the break' },
      },
    ]);
  });

  it('approves without a comment (only a rejection needs a reason)', async () => {
    const sent = approvals();
    const onClose = vi.fn();
    renderApproval(onClose);
    await screen.findByRole('dialog', { name: 'Approve request' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent().map((call) => call.body)).toEqual([{}]);
  });
});
