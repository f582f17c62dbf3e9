import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATING_SCALE, type CalibrationEmployee, type CalibrationView } from '@tenure/domain/performance';
import { initI18n } from '../../../lib/i18n/index.ts';
import { CalibrationPage } from './CalibrationPage.tsx';

beforeAll(async () => {
  // The machine is shared: give the page's reads time rather than fail on a slow render.
  configure({ asyncUtilTimeout: 10_000 });
  await initI18n();
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.restoreAllMocks());

const CYCLE = '11111111-1111-4111-8111-111111111111';
const MANAGER = '22222222-2222-4222-8222-222222222222';
const person = (n: number, extra: Partial<CalibrationEmployee> = {}): CalibrationEmployee => ({
  reviewId: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
  version: 1,
  employeeNumber: `EMP${String(n).padStart(4, '0')}`,
  displayName: `Person ${n}`,
  department: 'Product Engineering',
  managerId: MANAGER,
  managerName: 'Michael Chen',
  status: 'submitted',
  selfRating: 4,
  managerRating: 4.5,
  practiceHeadRating: null,
  finalRating: null,
  potential: 3,
  locked: false,
  ...extra,
});
const band = (counts: number[]) =>
  DEFAULT_RATING_SCALE.map((b, i) => ({ band: b.label, count: counts[i]!, percent: (counts[i]! / 12) * 100 }));
const view: CalibrationView = {
  cycle: { id: CYCLE, name: 'Mid-year', status: 'launched' },
  group: { groupBy: 'all', name: 'All employees' },
  session: null,
  configuration: { targetDistribution: [10, 20, 40, 20, 10], outlierThreshold: 0.75, significance: 0.05 },
  bands: DEFAULT_RATING_SCALE,
  target: band([1, 2, 5, 2, 1]).map((b, i) => ({ ...b, percent: [10, 20, 40, 20, 10][i]! })),
  actual: band([0, 0, 2, 0, 10]),
  managers: [
    {
      managerId: MANAGER,
      name: 'Michael Chen',
      count: 12,
      mean: 4.5,
      spread: 0,
      flags: ['highMean', 'offTarget'],
      distribution: band([0, 0, 2, 0, 10]),
      chiSquare: { statistic: 14.2, df: 2, pValue: 0.0008, critical: 5.991, significant: true },
    },
  ],
  smallTeams: 3,
  nineBox: [0, 1, 2].flatMap((performance) =>
    [0, 1, 2].map((potential) => ({ performance, potential, count: performance === 2 && potential === 2 ? 25 : 0 })),
  ),
  employees: [],
  employeeTotal: 25,
  changes: [],
};

/** Answers the page's reads by path; records every URL asked. */
function server() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/calibration/groups'))
      return json([{ groupBy: 'all', groupId: null, name: 'All employees' }]);
    if (url.pathname.endsWith('/calibration/employees')) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 10);
      const items = Array.from({ length: Math.min(size, 25 - (page - 1) * size) }, (_, i) =>
        person((page - 1) * size + i + 1),
      );
      return json({ items, total: 25, page, size });
    }
    return json(view);
  });
  return asked;
}

function renderPage() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/pmm/review-cycle/calibration/${CYCLE}`]}>
          <Routes>
            <Route path="/pmm/review-cycle/calibration/:id" element={<CalibrationPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the calibration page', { timeout: 30_000 }, () => {
  it('shows each manager’s chi-square against the target and flags the one off it', async () => {
    server();
    renderPage();
    const managers = await screen.findByTestId('calibration-managers');
    const row = within(managers).getByRole('row', { name: /Michael Chen/ });
    expect(row.textContent).toContain('14.20 (2), critical 5.99');
    expect(row.textContent).toContain('0.0008');
    expect(within(row).getByText('Off the target distribution')).toBeTruthy();
    expect(
      screen.getByText('3 managers with fewer than 3 rated people are counted in the distribution but not listed.'),
    ).toBeTruthy();
  });

  it('loads a 9-box cell’s people only when opened, a page at a time, and a person dropped on another column opens the change with that potential', async () => {
    const asked = server();
    renderPage();
    const cell = await screen.findByRole('group', { name: 'Performance High, potential High: 25 people' });
    expect(asked.some((url) => url.includes('box='))).toBe(false);
    await userEvent.click(within(cell).getByRole('button', { name: 'Show people' }));
    await within(cell).findByText('Person 20');
    expect(asked).toContainEqual(expect.stringContaining('box=2%3A2'));
    expect(within(cell).queryByText('Person 21')).toBeNull();
    await userEvent.click(within(cell).getByRole('button', { name: 'Next people of this box' }));
    await within(cell).findByText('Person 21');

    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    fireEvent.dragStart(within(cell).getByText('Person 21'), { dataTransfer });
    const target = screen.getByRole('group', { name: 'Performance High, potential Low: 0 people' });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Calibrate Person 21' });
    // Dropped on the low-potential column: the change starts at potential 1 (Low).
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Potential (1-3)') as HTMLInputElement).value).toBe('Low'),
    );
  });

  it('pages the group’s people from the server', async () => {
    const asked = server();
    renderPage();
    await screen.findByRole('button', { name: 'Change the rating of Person 10' });
    expect(screen.queryByRole('button', { name: 'Change the rating of Person 11' })).toBeNull();
    expect(asked).toContainEqual(
      expect.stringMatching(/calibration\/employees\?groupBy=all.*page=1&size=10&sort=name&order=asc/),
    );
  });
});
