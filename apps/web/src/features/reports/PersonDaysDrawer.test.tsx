import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import type { UtilisationPersonDaysView } from '@tenure/domain/timesheets';
import { initI18n } from '../../lib/i18n/index.ts';
import { PersonDaysDrawer } from './PersonDaysDrawer.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const day = (date: string, kind: UtilisationPersonDaysView['days'][number]['kind'], available: number, booked = 0) => ({
  date,
  kind,
  holidayName: null,
  leaveDays: 0,
  availableHours: available,
  bookedHours: booked,
});

/** Emily joined on the Wednesday: Monday and Tuesday are not counted; Thursday is a holiday, Friday half leave. */
const emily: UtilisationPersonDaysView = {
  employee: { employeeId: 'e-6', employeeNumber: 'EMP0006', displayName: 'Emily Johnson' },
  from: '2026-11-02',
  to: '2026-11-06',
  includeSubmitted: false,
  hoursPerDay: 8,
  workingDays: 1.5,
  holidayDays: 1,
  leaveDays: 0.5,
  holidayHours: 8,
  leaveHours: 4,
  availableHours: 12,
  bookedHours: 9,
  billableHours: 9,
  nonBillableHours: 0,
  internalHours: 0,
  utilisation: 75,
  days: [
    day('2026-11-02', 'notEmployed', 0),
    day('2026-11-03', 'notEmployed', 0),
    day('2026-11-04', 'working', 8, 8),
    { ...day('2026-11-05', 'holiday', 0), holidayName: 'Diwali' },
    { ...day('2026-11-06', 'working', 4, 1), leaveDays: 0.5 },
  ],
  lines: [
    {
      weekStartDate: '2026-11-02',
      projectName: 'Claims API',
      taskName: 'Development',
      category: 'billable',
      status: 'approved',
      hours: [0, 0, 8, 0, 1, 0, 0],
      hoursInPeriod: 9,
    },
  ],
};

function renderDrawer(employeeId: string | null, onClose = () => {}) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PersonDaysDrawer
          reportKey="timesheet-utilization-report"
          employeeId={employeeId}
          filters={{ from: '2026-11-02', to: '2026-11-06', includeSubmitted: '' }}
          onClose={onClose}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the utilisation drill-down drawer', () => {
  it('asks nothing until a person is picked', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderDrawer(null);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the sums, the days the person was employed with the holiday and the half day, and the lines counted', async () => {
    const asked: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(new URL(String(input), 'http://localhost'));
      return json(emily);
    });
    const onClose = vi.fn();
    renderDrawer('e-6', onClose);
    const drawer = await screen.findByRole('dialog', { name: 'How Emily Johnson’s utilisation was counted' });
    expect(asked[0]!.pathname).toBe('/api/reports/timesheet-utilization-report/people/e-6/days');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ from: '2026-11-02', to: '2026-11-06' });
    expect(within(drawer).getByText('Utilisation').nextSibling?.textContent).toBe('75%');
    expect(within(drawer).getByText('Available hours').nextSibling?.textContent).toBe('12');
    const days = within(within(drawer).getByRole('table', { name: /Each day of the period/ })).getAllByRole('row');
    // A heading row and the three days from joining on: the days before it are left out.
    expect(days.map((row) => row.textContent)).toEqual([
      'DateDayAvailableBooked',
      expect.stringMatching(/Working day88$/),
      expect.stringMatching(/HolidayDiwali00$/),
      expect.stringMatching(/Working dayHalf day of leave41$/),
    ]);
    const lines = within(within(drawer).getByRole('table', { name: /The lines counted/ })).getAllByRole('row');
    expect(lines[1]!.textContent).toMatch(/Claims API · DevelopmentBillable9$/);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the person may not be seen, with a way to try again', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ code: 'ENTITY_NOT_ALLOWED', message: MESSAGES.entityNotAllowed }, 403),
    );
    renderDrawer('e-9');
    const drawer = await screen.findByRole('dialog');
    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText(MESSAGES.entityNotAllowed)).toBeTruthy();
    expect(within(alert).getByRole('button')).toBeTruthy();
  });
});
