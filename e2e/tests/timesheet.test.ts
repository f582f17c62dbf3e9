import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from '@tenure/domain/dates';
import { addDays } from '@tenure/domain/policies';
import type { WeekView } from '@tenure/domain/timesheets';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Dates as the demo tenant shows them (SPEC §9 'dd MMM yyyy'). */
const shown = (iso: string) => formatDate(iso, 'dd MMM yyyy');

/** Calls the API as the logged-in user, as the app does. */
async function callApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  await logIn(page, username);
  return page;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('weekly timesheet', () => {
  it('employee01 fills this week around a leave day; project lines go to projmgr01, the leave line to manager01, who rejects it; employee01 fixes that line only; the week ends Approved', async () => {
    const employee = await signedIn('employee01');
    const manager = await signedIn('manager01');
    const projmgr = await signedIn('projmgr01');
    const admin = await signedIn('superadmin');

    // The week as the API gives it. Leave goes on a working day still to come when there is one, else
    // on the week's last working day (a weekend run: leave may be applied for after the fact); project
    // hours go on the last working day that has come, other than the leave day.
    const opened = await callApi<WeekView>(employee, 'GET', '/api/timesheet/v2/timesheets/week');
    // employee01's today is their work place's (New York), which may not be the UTC day.
    const today = opened.days.filter((d) => !d.isFuture).at(-1)!.date;
    // An optional holiday still open to take counts as a working day; leave there would stop another story taking it.
    const optional = new Set<string>();
    for (const year of new Set([opened.weekStartDate, opened.weekEndDate].map((d) => d.slice(0, 4)))) {
      const calendar = await callApi<{ holidays: { date: string }[] }>(
        employee,
        'GET',
        `/api/hrms/leave-attendance/optional-holidays?year=${year}`,
      );
      for (const h of calendar.holidays) optional.add(h.date);
    }
    const working = opened.days.filter((d) => d.dayOff === null && !optional.has(d.date)).map((d) => d.date);
    const leaveDay = working.find((d) => d > today) ?? working.at(-1)!;
    const projectDay = [...working].reverse().find((d) => d <= today && d !== leaveDay)!;
    expect(leaveDay && projectDay, 'this week has a working day to come and one that has come').toBeTruthy();
    const dayIndex = opened.days.findIndex((d) => d.date === projectDay);

    // An approved leave day in this week: applied by employee01, approved by manager01.
    const types = await callApi<{ id: string; code: string }[]>(
      employee,
      'GET',
      '/api/hrms/leave-attendance/leave-types?eligible=true',
    );
    const casual = types.find((t) => t.code === 'CL')!;
    const leave = await callApi<{ leaveApplicationId: string }>(
      employee,
      'POST',
      '/api/hrms/leave-attendance/leave-request',
      { leaveTypeId: casual.id, startDate: leaveDay, endDate: leaveDay, reason: 'Family event' },
    );
    await callApi(manager, 'PUT', `/api/hrms/leave-attendance/leave-request/${leave.leaveApplicationId}/approve`, {});

    // employee01 also works on Claims API Support this week, a project of projmgr01.
    const claims = await callApi<{ items: { projectId: string }[] }>(admin, 'POST', '/api/timesheet/v2/projects/list', {
      searchQuery: 'Claims API Support',
    });
    await callApi(admin, 'POST', `/api/timesheet/v2/project-teams/${claims.items[0]!.projectId}`, {
      employeeId: opened.employee.employeeId,
      startDate: opened.weekStartDate,
      endDate: addDays(opened.weekStartDate, 90),
      allocationBasis: 'Percent',
      value: 20,
    });

    // employee01 opens this week: the leave day is filled in as a non-project line.
    await employee.goto('/timesheet');
    await employee
      .getByRole('heading', { name: formatDateRange(opened.weekStartDate, opened.weekEndDate, 'dd MMM yyyy') })
      .waitFor();
    await expect.poll(() => employee.getByLabel(`Leave, ${shown(leaveDay)}`).inputValue()).toBe('8');
    // Every day of the work week expects the daily minimum, a holiday's filled by its line (not "40 of 32 h" in a week with one).
    const workWeekDays = opened.days.filter((d) => d.dayOff?.reason !== 'weekOff').length;
    await employee.getByText(`${8 * workWeekDays} hours expected this week`, { exact: false }).waitFor();

    // Two projects, hours typed with the keyboard: "4", arrow down, "3:30".
    for (const [project, task] of [
      ['Patient Portal Rebuild', 'Development'],
      ['Claims API Support', 'Production Support'],
    ] as const) {
      await chooseOption(employee, 'Project', project);
      await chooseOption(employee, 'Task', task);
      await employee.getByRole('button', { name: 'Add line' }).click();
    }
    const portalCell = employee.getByLabel(`Patient Portal Rebuild – Development, ${shown(projectDay)}`);
    await portalCell.click();
    await employee.keyboard.type('4');
    await employee.keyboard.press('ArrowDown');
    await expect
      .poll(() => employee.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Claims API Support – Production Support, ${shown(projectDay)}`);
    await employee.keyboard.type('3:30');
    await expect.poll(() => employee.getByTestId(`day-total-${dayIndex}`).innerText()).toBe('7.5');
    expect(await seriousViolations(employee)).toEqual([]);

    await employee.getByRole('button', { name: 'Save', exact: true }).click();
    await employee.getByText('Timesheet saved.').waitFor();
    await employee.getByRole('button', { name: 'Submit', exact: true }).click();
    await employee.getByText('Timesheet submitted for approval.').waitFor();
    await expect.poll(() => employee.getByTestId('week-status').textContent()).toBe('Submitted');
    // Every line waits for a decision: there is nothing left to save.
    expect(await employee.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // projmgr01's My Actions gives the week's project hours as hours.
    await projmgr.goto('/my-actions');
    await projmgr
      .getByTestId('waiting-item')
      .filter({ hasText: 'Emily Johnson' })
      .getByText(`Timesheet week · ${shown(opened.weekStartDate)} – ${shown(opened.weekEndDate)} · 7.5 h`)
      .waitFor();

    // projmgr01 approves the project lines of the week.
    const card = (page: Page) =>
      page.getByRole('region', {
        name: `Emily Johnson, ${formatDateRange(opened.weekStartDate, opened.weekEndDate, 'dd MMM yyyy')}`,
      });
    const approvals = async (page: Page) => {
      await page.goto('/timesheet-approval');
      await page.getByLabel('Employee name', { exact: true }).fill('Emily');
    };
    await approvals(projmgr);
    await card(projmgr).getByText('Claims API Support – Production Support').waitFor();
    await card(projmgr).getByRole('button', { name: 'Approve week' }).click();
    await projmgr.getByText('Approved.').waitFor();

    // manager01 rejects the leave line with a reason.
    await approvals(manager);
    await card(manager).getByRole('button', { name: 'Reject Leave' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The leave was a half day: book 4 hours.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await manager.getByText('Rejected.').waitFor();

    // employee01 fixes that line only and submits again; the approved lines stay approved.
    await employee.goto('/timesheet');
    await expect.poll(() => employee.getByTestId('week-status').textContent()).toBe('Rejected');
    await employee.getByText('Rejected: The leave was a half day: book 4 hours.').waitFor();
    expect(
      await employee
        .getByLabel(`Patient Portal Rebuild – Development, ${shown(projectDay)}`)
        .evaluate((el) => el.tagName),
    ).not.toBe('INPUT');
    const leaveCell = employee.getByLabel(`Leave, ${shown(leaveDay)}`);
    await leaveCell.fill('4');
    await employee.getByRole('button', { name: 'Submit', exact: true }).click();
    await employee.getByText('Timesheet submitted for approval.').waitFor();
    await expect.poll(() => employee.getByTestId('week-status').textContent()).toBe('Partially Approved');

    // manager01 approves; the week is Approved and appears in the history.
    await approvals(manager);
    await card(manager).getByRole('button', { name: 'Approve week' }).click();
    await manager.getByText('Approved.').waitFor();
    await employee.goto('/timesheet');
    await expect.poll(() => employee.getByTestId('week-status').textContent()).toBe('Approved');
    // The week's history log tells the story: who rejected what and why, and the approvals.
    await employee.getByRole('button', { name: 'History log' }).click();
    const log = employee.getByRole('dialog', { name: 'History log of the week' }).getByTestId('week-history-log');
    await log.getByText('Michael Chen rejected').waitFor();
    await log.getByText('Reason: The leave was a half day: book 4 hours.').waitFor();
    await log.getByText('Michael Chen approved').first().waitFor();
    expect(await log.getByText('Emily Johnson submitted the week').count()).toBeGreaterThanOrEqual(2);
    expect(await seriousViolations(employee)).toEqual([]);
    await employee.keyboard.press('Escape');
    await employee.goto('/timesheet-history');
    const row = employee.getByRole('row', {
      name: new RegExp(formatDateRange(opened.weekStartDate, opened.weekEndDate, 'dd MMM yyyy')),
    });
    await expect.poll(() => row.textContent()).toContain('Approved');
    expect(await seriousViolations(employee)).toEqual([]);
  });

  it("the admin approval page says what a timesheet admin sees: everyone's lines, not those routed to them", async () => {
    const admin = await signedIn('superadmin');
    await admin.goto('/admin-timesheet-approval');
    await admin.getByRole('heading', { name: 'Timesheet Approval (Admin)' }).waitFor();
    await admin
      .getByText(
        'Every employee’s timesheet lines — project, leave and holiday lines, whoever they are routed to — except your own.',
        { exact: false },
      )
      .waitFor();
    expect(await admin.getByText('routed to you', { exact: false }).count()).toBe(0);
    expect(await seriousViolations(admin)).toEqual([]);
  });
});
