import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '@tenure/domain/reports';
import { initI18n } from '../../lib/i18n/index.ts';
import { PayrollReminderButton } from './PayrollReminderButton.tsx';
import type { ReportViewState } from './reportQuery.ts';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const state: ReportViewState = {
  page: 2,
  size: 25,
  sort: 'employeeName',
  order: 'asc',
  filters: { cutOff: '2026-11-25', department: ' Product Engineering ', location: '' },
};

/** Answers each action call with `answer`; returns the URLs asked. */
function server(answer: () => Response) {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    asked.push(new URL(String(input), 'http://localhost'));
    expect(init?.method).toBe('POST');
    return answer();
  });
  return asked;
}

function renderButton() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PayrollReminderButton reportKey="payroll-defaulters-report" state={state} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Payroll Defaulters reminder button', () => {
  it('sends nothing until the confirmation, then posts the filters on screen and says how many were reminded', async () => {
    const asked = server(() => json({ done: 4, skipped: 2 }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind the defaulters?' });
    expect(asked).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Reminders sent to 4 people; 2 left out (already reminded at this cut-off, or only waiting for approval).',
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/api/reports/payroll-defaulters-report/action');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      cutOff: '2026-11-25',
      department: 'Product Engineering',
      page: '2',
      size: '25',
      sort: 'employeeName',
      order: 'asc',
    });
  });

  it('keeps the dialog open with the refusal when the server says too many actions; asked again it starts afresh, and cancelling sends nothing', async () => {
    const asked = server(() => json({ code: 'TOO_MANY_REQUESTS', message: REPORT_MESSAGES.actionRateLimited }, 429));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.actionRateLimited)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Asked again, the dialog starts afresh: the earlier refusal is not shown.
    await userEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(REPORT_MESSAGES.actionRateLimited)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(asked).toHaveLength(1);
  });
});
