import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { formatDate } from '@tenure/domain/dates';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { seriousViolations } from '../support/axe.ts';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { apiCall, logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Holiday {
  date: string;
  name: string;
  isOptional: boolean;
}
type Span = [start: string, end: string];

/** Dates as the app shows them: the demo tenant's format, SPEC §9 'dd MMM yyyy'. */
const shown = (iso: string) => formatDate(iso, 'dd MMM yyyy');
const shownRange = ([start, end]: Span) => (start === end ? shown(start) : `${shown(start)} – ${shown(end)}`);
const isWeekend = (day: string) => ['SAT', 'SUN'].includes(weekdayOf(day));
const overlaps = ([start, end]: Span, others: readonly Span[]) => others.some(([s, e]) => start <= e && s <= end);

/** Asks the API as the logged-in user, as the app does. */
const apiGet = <T>(page: Page, path: string) => apiCall<T>(page, 'GET', path);

/**
 * Two working days around a public holiday, from the calendar the API gives employee01 and
 * relative to today: e.g. Thursday 24 Dec → Monday 28 Dec with Christmas on the Friday and the
 * weekend between (2 days). Optional holidays count as working days, so spans with one inside are
 * skipped; spans that cross a weekend too are preferred. Without a usable holiday, a Friday →
 * Monday span (only the weekend left out), else two working days in a row. Within this leave year
 * (the calendar year): next year's casual leave is not credited yet, so a span there is refused.
 */
function pickTwoDaySpan(
  today: string,
  holidays: readonly Holiday[],
  busy: readonly Span[],
): { span: Span; holiday: string | null; daysOff: number } {
  const holidayDates = new Set(holidays.map((h) => h.date));
  const yearEnd = `${today.slice(0, 4)}-12-31`;
  const isWorkday = (day: string) => !isWeekend(day) && !holidayDates.has(day);
  const candidates: { span: Span; holiday: string; crossesWeekend: boolean; daysOff: number }[] = [];
  for (const holiday of holidays) {
    if (holiday.isOptional || isWeekend(holiday.date) || holiday.date <= addDays(today, 1)) continue;
    let start = addDays(holiday.date, -1);
    while (!isWorkday(start)) start = addDays(start, -1);
    let end = addDays(holiday.date, 1);
    while (!isWorkday(end)) end = addDays(end, 1);
    const between: string[] = [];
    for (let day = addDays(start, 1); day < end; day = addDays(day, 1)) between.push(day);
    const onlyDaysOff = between.every((day) => isWeekend(day) || holidays.some((h) => h.date === day && !h.isOptional));
    if (start <= today || end > yearEnd || !onlyDaysOff || overlaps([start, end], busy)) continue;
    candidates.push({
      span: [start, end],
      holiday: holiday.name,
      crossesWeekend: between.some(isWeekend),
      daysOff: between.length,
    });
  }
  const best = candidates.find((c) => c.crossesWeekend) ?? candidates[0];
  if (best) return { span: best.span, holiday: best.holiday, daysOff: best.daysOff };
  const free = (span: Span) => span[1] <= yearEnd && isWorkday(span[0]) && isWorkday(span[1]) && !overlaps(span, busy);
  for (let friday = addDays(today, 2); addDays(friday, 3) <= yearEnd; friday = addDays(friday, 1)) {
    if (weekdayOf(friday) === 'FRI' && free([friday, addDays(friday, 3)]))
      return { span: [friday, addDays(friday, 3)], holiday: null, daysOff: 2 };
  }
  for (let day = addDays(today, 2); addDays(day, 1) <= yearEnd; day = addDays(day, 1)) {
    if (free([day, addDays(day, 1)])) return { span: [day, addDays(day, 1)], holiday: null, daysOff: 0 };
  }
  throw new Error(`no two working days left in ${today.slice(0, 4)} after ${today} for employee01`);
}

/** A working day after today that is free of holidays and of other requests. */
function pickWorkingDay(today: string, holidays: readonly Holiday[], busy: readonly Span[]): string {
  let day = addDays(today, 2);
  while (isWeekend(day) || holidays.some((h) => h.date === day) || overlaps([day, day], busy)) day = addDays(day, 1);
  return day;
}

/** The Casual Leave days employee01 may still apply for, read from the dashboard's balance table. */
async function availableCasualLeave(page: Page): Promise<number> {
  await page.goto('/leave-dashboard?tab=overview');
  const cell = page.getByTestId('balance-row-CL').locator('[data-figure="available"]');
  await cell.waitFor();
  return Number(await cell.innerText());
}

async function applyForLeave(
  page: Page,
  fill: (form: ReturnType<Page['getByTestId']>) => Promise<void>,
  expectedDays: string,
) {
  const form = page.getByTestId('apply-leave-form');
  await form.getByLabel('Leave type').click();
  await page.getByRole('option', { name: 'Casual Leave' }).click();
  await fill(form);
  await form.getByTestId('day-count-days').getByText(expectedDays, { exact: true }).waitFor();
}

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('leave: apply, decide, see the decision, HR cancels (issue 5)', () => {
  let twoDays: Span;
  let halfDay: string;
  let availableBefore: number;

  it('employee applies for two working days around a holiday and weekend, and for a half day', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    const today = localToday();
    const holidays = await apiGet<Holiday[]>(
      page,
      `/api/hrms/hris/employee/holidays?startDate=${today}&endDate=${addDays(today, 365)}`,
    );
    const mine = await apiGet<{ items: { startDate: string; endDate: string; status: string }[] }>(
      page,
      '/api/hrms/leave-attendance/leave-request?pageSize=100&status=all',
    );
    const busy = mine.items
      .filter((r) => r.status === 'pending' || r.status === 'approved')
      .map((r): Span => [r.startDate, r.endDate]);
    const picked = pickTwoDaySpan(today, holidays, busy);
    twoDays = picked.span;
    halfDay = pickWorkingDay(today, holidays, [...busy, twoDays]);
    availableBefore = await availableCasualLeave(page);

    await page.getByRole('tab', { name: 'Leave Actions' }).click();
    await page.waitForURL('**/leave-dashboard?tab=leave-actions');
    await applyForLeave(
      page,
      async (form) => {
        await pickDate(page, form.getByLabel('Start date'), twoDays[0]);
        await pickDate(page, form.getByLabel('End date'), twoDays[1]);
      },
      '2 days',
    );
    const form = page.getByTestId('apply-leave-form');
    const excluded = form.getByTestId('day-count-excluded');
    if (picked.holiday) await excluded.getByText(`holiday: ${picked.holiday}`, { exact: false }).waitFor();
    const excludedDays = (await excluded.locator('li').allInnerTexts()).length;
    expect(excludedDays).toBe(picked.daysOff);
    expect(await form.getByTestId('available-balance').innerText()).toContain(
      `${availableBefore} days of Casual Leave available`,
    );
    await form.getByLabel('Reason').fill('Long weekend with family');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Added Successfully').waitFor();
    // The form is empty again for the next application.
    await form.getByTestId('day-count').waitFor({ state: 'detached' });

    await applyForLeave(
      page,
      async (f) => {
        await f.getByRole('radio', { name: 'Half Day' }).check();
        // The label reads 'Date *' (required).
        await pickDate(page, f.getByLabel(/^Date/), halfDay);
        await f.getByRole('radio', { name: 'Second Half' }).check();
      },
      '0.5 days',
    );
    await form.getByLabel('Reason').fill('Doctor appointment');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByTestId('day-count').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Leave Applications' }).click();
    const list = page.getByTestId('my-requests-leave');
    await list
      .locator('tr', { hasText: shownRange(twoDays) })
      .getByText('Pending')
      .waitFor();
    await list
      .locator('tr', { hasText: shownRange([halfDay, halfDay]) })
      .getByText('Second Half')
      .waitFor();
    await context.close();
  });

  it('manager finds Team Leave open on Pending Approvals with counts, approves one with a comment and rejects the other with a reason', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    type Page1 = { total: number };
    const waitingLeave = await apiGet<Page1>(
      page,
      '/api/hrms/leave-attendance/leave-request/manager?status=pending&pageSize=10',
    );
    const waitingCompOff = await apiGet<Page1>(
      page,
      '/api/hrms/leave-attendance/comp-off-request/manager?status=pending&pageSize=10',
    );
    // Emily's two requests wait, so Team Leave opens on Pending Approvals rather than the overview.
    await page.goto('/leave-manager');
    await page.waitForURL('**/leave-manager?tab=pendingapprovals');
    await page
      .getByRole('tab', { name: `Pending Approvals (${waitingLeave.total + waitingCompOff.total})`, selected: true })
      .waitFor();
    await page.getByText(`Leave requests (${waitingLeave.total})`).waitFor();
    await page.getByText(`Comp-off requests (${waitingCompOff.total})`).waitFor();
    const list = page.getByTestId('pending-approvals-leave');
    await list.getByRole('textbox', { name: 'Search' }).fill('Emily');
    const twoDayRow = list.locator('tr', { hasText: shownRange(twoDays) });
    const halfDayRow = list.locator('tr', { hasText: shownRange([halfDay, halfDay]) });
    await twoDayRow.getByText('Emily Johnson').waitFor();
    await halfDayRow.getByText('Emily Johnson').waitFor();

    await twoDayRow.getByRole('button', { name: /^Approve/ }).click();
    const approval = page.getByRole('dialog', { name: 'Approve request' });
    await approval.getByLabel('Comment (optional)').fill('Enjoy the long weekend');
    expect(await seriousViolations(page)).toEqual([]);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Update Successfully').waitFor();
    await twoDayRow.waitFor({ state: 'detached' });
    // The tab's count follows the decision.
    await page
      .getByRole('tab', { name: `Pending Approvals (${waitingLeave.total + waitingCompOff.total - 1})` })
      .waitFor();

    await halfDayRow.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject request' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText(APPROVAL_MESSAGES.reasonRequired).waitFor();
    await dialog.getByLabel('Reason').fill('Quarter-end release that afternoon');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });
    await halfDayRow.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Past Leaves' }).click();
    const past = page.getByTestId('past-leaves-leave');
    await past
      .locator('tr', { hasText: shownRange(twoDays) })
      .getByText('Approved')
      .waitFor();
    await past
      .locator('tr', { hasText: shownRange(twoDays) })
      .getByText('Enjoy the long weekend')
      .waitFor();
    await past
      .locator('tr', { hasText: shownRange([halfDay, halfDay]) })
      .getByText('Quarter-end release that afternoon')
      .waitFor();
    await context.close();
  });

  it("employee sees who decided and why (the approval's comment too), the balance reduced by 2 and the news in the bell", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const notes = page.getByTestId('notification-list');
    await notes.getByText('Your leave request was approved').first().waitFor();
    await notes.getByText('Your leave request was rejected').first().waitFor();
    await notes.getByText('Comment: Enjoy the long weekend', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    expect(await availableCasualLeave(page)).toBe(availableBefore - 2);
    await page.getByRole('tab', { name: 'Leave Applications' }).click();
    const list = page.getByTestId('my-requests-leave');
    const approved = list.locator('tr', { hasText: shownRange(twoDays) });
    await approved.getByText('Approved').waitFor();
    await approved.getByText('Michael Chen').first().waitFor();
    await approved.getByText('Enjoy the long weekend').waitFor();
    const rejected = list.locator('tr', { hasText: shownRange([halfDay, halfDay]) });
    await rejected.getByText('Rejected').waitFor();
    await rejected.getByText('Quarter-end release that afternoon').waitFor();
    await context.close();
  });

  it('HR cancels the approved leave with a reason and the days come back', async () => {
    const hr = await newPage(browser);
    await logIn(hr.page, 'hrexec01');
    await hr.page.goto('/leave-management?tab=requests');
    const list = hr.page.getByTestId('hr-requests-leave');
    await list.getByLabel('Status').click();
    await hr.page.getByRole('option', { name: 'Approved' }).click();
    await list.getByRole('textbox', { name: 'Search' }).fill('Emily');
    const row = list.locator('tr', { hasText: shownRange(twoDays) });
    await row.getByRole('button', { name: /^Cancel approved leave/ }).click();
    const dialog = hr.page.getByRole('dialog', { name: 'Cancel approved leave' });
    await dialog.getByLabel('Reason').fill('Office closed for the week anyway');
    await dialog.getByRole('button', { name: 'Cancel leave' }).click();
    await hr.page.getByText('Update Successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    await hr.context.close();

    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    expect(await availableCasualLeave(page)).toBe(availableBefore);
    await page.getByRole('tab', { name: 'Leave Applications' }).click();
    const cancelled = page.getByTestId('my-requests-leave').locator('tr', { hasText: shownRange(twoDays) });
    await cancelled.getByText('Cancelled').waitFor();
    await cancelled.getByText('Office closed for the week anyway').waitFor();
    await context.close();
  });
});

describe('leave pages: accessibility and phone width', () => {
  const pages: { user: string; path: string; ready: string }[] = [
    { user: 'employee01', path: '/leave-dashboard', ready: 'balance-table' },
    { user: 'employee01', path: '/leave-dashboard?tab=leave-actions', ready: 'apply-leave-form' },
    { user: 'employee01', path: '/leave-dashboard?tab=leave-applications', ready: 'my-requests-leave' },
    { user: 'employee01', path: '/leave-dashboard?tab=holiday-calendar', ready: 'holiday-table' },
    { user: 'manager01', path: '/leave-manager?tab=leaveoverview', ready: 'team-leave-counts' },
    { user: 'manager01', path: '/leave-manager?tab=pendingapprovals', ready: 'pending-approvals-leave' },
    { user: 'hrexec01', path: '/leave-management', ready: 'hr-approvals-leave' },
    { user: 'hrexec01', path: '/leave-management?tab=leave-types', ready: 'leave-types-table' },
  ];

  it.each(pages)('$path ($user) has no serious axe violations', async ({ user, path, ready }) => {
    const { context, page } = await newPage(browser);
    await logIn(page, user);
    await page.goto(path);
    await page.getByTestId(ready).waitFor();
    await page.getByRole('main').getByLabel('Loading…').first().waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the employee leave page at /employee-leave opens the apply form', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/employee-leave');
    await page.waitForURL('**/leave-dashboard?tab=leave-actions');
    await page.getByTestId('apply-leave-form').waitFor();
    await context.close();
  });

  it('the leave dashboard and the bell work at phone width', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'employee01');
    for (const tab of ['overview', 'leave-actions', 'leave-applications', 'holiday-calendar']) {
      await page.goto(`/leave-dashboard?tab=${tab}`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.getByRole('main').getByLabel('Loading…').first().waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      if (tab === 'overview') await screenshot(page, 'leave-dashboard-phone');
    }
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('leave setup and team approvals', () => {
  it('manager approves the waiting comp-off requests in one go', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'manager01');
    await page.goto('/leave-manager?tab=pendingapprovals');
    await page.getByText('Comp-off requests').click();
    const list = page.getByTestId('pending-approvals-compOff');
    await list.locator('tbody tr').first().waitFor();
    const waiting = await list.locator('tbody tr').count();
    await list.getByLabel('Select all on this page').check();
    await list.getByRole('button', { name: `Approve selected (${waiting})` }).click();
    await page.getByText(`${waiting} request${waiting === 1 ? '' : 's'} approved.`).waitFor();
    await list.getByText('No comp-off requests here.').waitFor();
    await context.close();
  });

  it('HR adds a leave type, is told why one in use cannot go, and deletes the new one', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/leave-management?tab=leave-types');
    await page.getByRole('button', { name: 'Add leave type' }).click();
    const form = page.getByRole('dialog', { name: 'Add leave type' });
    await form.getByLabel('Code').fill('study');
    await form.getByLabel(/^Name/).fill('Study Leave');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(LEAVE_MESSAGES.codePattern).waitFor();
    await form.getByLabel('Code').fill('STUDY');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();
    const table = page.getByTestId('leave-types-table');
    await table.getByText('Study Leave').waitFor();

    await table.getByRole('button', { name: 'Delete Casual Leave' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByTestId('confirm-error').getByText(LEAVE_MESSAGES.leaveTypeInUse).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await table.getByRole('button', { name: 'Delete Study Leave' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted Successfully').waitFor();
    await table.getByText('Study Leave').waitFor({ state: 'detached' });
    await context.close();
  });

  it('HR runs the accrual and sees what it credited; the same period again credits nothing', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/leave-management?tab=accruals');
    const accrual = page.getByTestId('job-accruals');
    await accrual.getByRole('button', { name: 'Run accrual' }).click();
    expect(await accrual.getByTestId('job-result').innerText()).toMatch(
      /^Accrual finished: [1-9]\d* credits? added\.$/,
    );
    await accrual.getByRole('button', { name: 'Run accrual' }).click();
    await accrual.getByTestId('job-result').getByText(LEAVE_MESSAGES.accrualDone(0)).waitFor();
    await context.close();
  });
});
