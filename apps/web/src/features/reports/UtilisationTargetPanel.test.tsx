import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { UtilisationTargetPanel } from './UtilisationTargetPanel.tsx';

/** Whether the user holds Timesheet Setup (the key that may change the target). */
let holdsTimesheetSetup = false;
vi.mock('../../lib/access/useHasAccess.ts', () => ({ useHasAccess: () => holdsTimesheetSetup }));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A tenant whose target starts at the default 75%; a PUT stores what it is sent. Returns the bodies PUT. */
function server() {
  let stored = { targetPercent: 75, isDefault: true };
  const put: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { targetPercent: number };
      put.push(body);
      stored = { targetPercent: body.targetPercent, isDefault: false };
    }
    return json(stored);
  });
  return put;
}

function renderPanel() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <UtilisationTargetPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the utilisation KPI target panel', () => {
  it('shows the target and its bands to a reader, without a way to change it', async () => {
    holdsTimesheetSetup = false;
    server();
    renderPanel();
    expect(
      await screen.findByText(
        'Target: 75%. Green at or above it, amber down to 65%, red below. (the default: no target has been set yet)',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Utilisation target' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save target' })).toBeNull();
  });

  it('lets one who sets timesheets up save a new target, and shows it as set', async () => {
    holdsTimesheetSetup = true;
    const put = server();
    renderPanel();
    const input = await screen.findByRole('textbox', { name: 'Utilisation target' });
    const save = screen.getByRole('button', { name: 'Save target' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '80');
    expect(save.hasAttribute('disabled')).toBe(false);
    await userEvent.click(save);
    expect(await screen.findByText('Target: 80%. Green at or above it, amber down to 70%, red below.')).toBeTruthy();
    expect(put).toEqual([{ targetPercent: 80 }]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });
});
