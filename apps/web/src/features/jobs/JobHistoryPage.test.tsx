import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MESSAGES, JOB_SCHEDULE_TEXTS, type JobHistoryView, type JobScheduleView } from '@tenure/domain/jobs';
import { changeLanguage, initI18n } from '../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../test/fakeApi.tsx';
import { JobHistoryPage } from './JobHistoryPage.tsx';

beforeAll(initI18n);
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const job = (executionNumber: number, kind: string, extra: Partial<JobHistoryView> = {}): JobHistoryView => ({
  executionNumber,
  kind,
  status: 'succeeded',
  progress: 100,
  result: null,
  error: null,
  startedAt: '2026-11-01T00:00:05.000Z',
  finishedAt: '2026-11-01T00:00:09.000Z',
  attempts: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  startedBy: null,
  scheduled: true,
  ...extra,
});
const jobs = [
  job(3, 'leave.accrual'),
  job(2, 'onboarding.bulkLoad', {
    status: 'cancelled',
    error: JOB_MESSAGES.jobCancelled,
    scheduled: false,
    startedBy: 'hrexec01',
  }),
  // A kind this page does not know (a newer server): shown by its code.
  job(1, 'payroll.monthEnd'),
];
const schedules: JobScheduleView[] = [
  { kind: 'leave.accrual', description: JOB_SCHEDULE_TEXTS['leave.accrual'], nextRun: '2026-12-01' },
  { kind: 'payroll.monthEnd', description: 'On the last day of every month.', nextRun: null },
];

function answer() {
  fakeApi({
    'GET /api/admin/jobs': () => json({ items: jobs, total: jobs.length, page: 1, size: 10 }),
    'GET /api/admin/jobs/schedules': () => json(schedules),
  });
}

describe('the job history page', { timeout: 30_000 }, () => {
  it('names job kinds, says when schedules run and shows a job’s error in the reader’s language', async () => {
    await changeLanguage('ru');
    answer();
    renderWithProviders(<JobHistoryPage />);
    const table = await screen.findByRole('table', { name: 'Задания, сначала новые' });
    const row = async (number: string) => (await within(table).findByText(number, { exact: true })).closest('tr')!;
    expect((await row('3')).textContent).toContain('Начисление отпусков');
    expect((await row('2')).textContent).toContain('Массовый приём');
    expect((await row('2')).textContent).toContain('Отменено до начала.');
    expect((await row('1')).textContent).toContain('payroll.monthEnd');

    const accrual = await screen.findByTestId('schedule-leave.accrual');
    expect(accrual.textContent).toContain('Начисление отпусков');
    expect(accrual.textContent).toContain('1-го числа каждого месяца');
    // A schedule the page does not know keeps the server's text.
    expect((await screen.findByTestId('schedule-payroll.monthEnd')).textContent).toContain(
      'On the last day of every month.',
    );
    for (const english of ['Leave accrual', 'Bulk onboarding', JOB_MESSAGES.jobCancelled])
      expect(document.body.textContent).not.toContain(english);
  });

  it('keeps the domain’s English in English', async () => {
    answer();
    renderWithProviders(<JobHistoryPage />);
    const table = await screen.findByRole('table', { name: 'Jobs, newest first' });
    expect(await within(table).findByText('Leave accrual')).toBeTruthy();
    expect(within(table).getByText(JOB_MESSAGES.jobCancelled)).toBeTruthy();
    expect((await screen.findByTestId('schedule-leave.accrual')).textContent).toContain(
      JOB_SCHEDULE_TEXTS['leave.accrual'],
    );
  });
});
