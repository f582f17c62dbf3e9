import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@tenure/domain/dates';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The demo tenant's format (SPEC §9 default): "07 Sep 2026". */
const shown = (iso: string) => formatDate(iso, 'dd MMM yyyy');
const DD_MMM_YYYY = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/;
const WIDE = { width: 1440, height: 900 } as const;

/** Calls the API as the logged-in user, as the app does. */
async function api<T>(page: Page, method: 'GET' | 'PUT', path: string): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
    data: method === 'PUT' ? {} : undefined,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** A working day three weeks or more ahead with no holiday and none of the employee's own requests on it. */
async function freeWorkingDay(page: Page): Promise<string> {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const holidays = await api<{ date: string }[]>(
    page,
    'GET',
    `/api/hrms/hris/employee/holidays?startDate=${today}&endDate=${addDays(today, 365)}`,
  );
  const mine = await api<{ items: { startDate: string; endDate: string; status: string }[] }>(
    page,
    'GET',
    '/api/hrms/leave-attendance/leave-request?pageSize=100&status=all',
  );
  const busy = mine.items.filter((r) => r.status === 'pending' || r.status === 'approved');
  let day = addDays(today, 21);
  while (
    ['SAT', 'SUN'].includes(weekdayOf(day)) ||
    holidays.some((h) => h.date === day) ||
    busy.some((r) => r.startDate <= day && day <= r.endDate)
  )
    day = addDays(day, 1);
  return day;
}

describe('one date format per tenant (issue 13 item 7)', () => {
  it('the holiday calendar shows every date as dd MMM yyyy, with "Sep" rather than "Sept"', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    await page.goto('/leave-dashboard?tab=holiday-calendar');
    const rows = page.getByTestId('holiday-table').locator('tbody tr[data-date]');
    await rows.first().waitFor();
    const holidays = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({ iso: tr.getAttribute('data-date')!, text: tr.querySelector('td')!.textContent!.trim() })),
    );
    expect(holidays.length).toBeGreaterThan(0);
    for (const { iso, text } of holidays) {
      expect(text).toMatch(DD_MMM_YYYY);
      expect(text).toBe(shown(iso));
    }
    expect(await page.getByTestId('holiday-table').innerText()).not.toContain('Sept');
    await context.close();
  });

  it("employee picks the leave date on a calendar in the tenant format; the request and the manager's notification show the same date", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    const day = await freeWorkingDay(page);
    await page.goto('/leave-dashboard?tab=leave-actions');
    const form = page.getByTestId('apply-leave-form');
    await form.getByLabel('Leave type').click();
    await page.getByRole('option', { name: 'Casual Leave' }).click();

    // A @mantine/dates picker (a button opening a calendar), not the browser's own date input.
    const start = form.getByLabel('Start date');
    expect(await start.evaluate((el) => el.tagName)).toBe('BUTTON');
    expect(await form.locator('input[type="date"]').count()).toBe(0);
    expect((await start.innerText()).trim()).toBe('dd MMM yyyy');
    await pickDate(page, start, day);
    expect((await start.innerText()).trim()).toBe(shown(day));
    const end = form.getByLabel('End date');
    await pickDate(page, end, day);
    expect((await end.innerText()).trim()).toBe(shown(day));
    await form.getByTestId('day-count-days').getByText('1 day', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'leave-apply-date-picker');

    await form.getByLabel('Reason').fill('Picked on the calendar');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Added Successfully').waitFor();
    await page.getByRole('tab', { name: 'Leave Applications' }).click();
    const row = page
      .getByTestId('my-requests-leave')
      .locator('tr', { hasText: 'Picked on the calendar' })
      .filter({ hasText: shown(day) });
    await row.getByText('Pending').waitFor();

    const manager = await newPage(browser);
    await logIn(manager.page, 'manager01');
    await manager.page.getByRole('button', { name: /^Notifications/ }).click();
    const notice = manager.page
      .getByTestId('notification-list')
      .getByText(`Emily Johnson requested Casual Leave on ${shown(day)} (1 day). Reason: Picked on the calendar`);
    await notice.waitFor();
    expect(await manager.page.getByTestId('notification-list').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await seriousViolations(manager.page)).toEqual([]);
    await manager.context.close();

    // Leave the day free for the next run.
    const mine = await api<{ items: { leaveApplicationId: string; startDate: string; status: string }[] }>(
      page,
      'GET',
      '/api/hrms/leave-attendance/leave-request?pageSize=100&status=all',
    );
    for (const request of mine.items.filter((r) => r.startDate === day && r.status === 'pending')) {
      await api(page, 'PUT', `/api/hrms/leave-attendance/leave-request/${request.leaveApplicationId}/cancel`);
    }
    await context.close();
  });
});

describe('layout of the employee list, the leave overview and the phone header (issue 13 item 8)', () => {
  it.each([DESKTOP, WIDE])(
    '/employees at %o: whole status badges, search in line with the filters, Clear filters beside the heading',
    async (viewport) => {
      const { context, page } = await newPage(browser, { viewport });
      await logIn(page, 'hrdirector');
      await page.goto('/employees');
      const badges = page.locator('tbody .mantine-Badge-label');
      await badges.first().waitFor();
      expect(
        await badges.evaluateAll((els) =>
          els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
        ),
      ).toEqual([]);

      const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
      expect(Math.abs((await top('employee-list-search')) - (await top('filter-departmentId')))).toBeLessThanOrEqual(1);
      const searchLabel = page.getByText('Search by name, number or email', { exact: true });
      expect((await searchLabel.boundingBox())!.height).toBeLessThan(24);

      const clear = (await page.getByRole('button', { name: 'Clear filters' }).boundingBox())!;
      const heading = (await page.getByRole('heading', { name: 'Filters' }).boundingBox())!;
      expect(Math.abs(clear.y + clear.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(12);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `employees-filters-${viewport.width}`);
      await context.close();
    },
  );

  it('the leave overview balance table shows its last column at 1440 px; narrower, it shows a scrollbar', async () => {
    const { context, page } = await newPage(browser, { viewport: WIDE });
    await logIn(page, 'employee01');
    await page.goto('/leave-dashboard?tab=overview');
    const table = page.getByTestId('balance-table');
    await table.locator('[data-figure="opening"]').first().waitFor();
    /** Whether the last column ends inside the table's scroll area, and whether that area overflows. */
    const lastColumn = () =>
      table.evaluate((el) => {
        const area = el.closest('[role="region"]')!;
        const last = el.querySelector('thead th:last-child')!.getBoundingClientRect();
        return {
          inside: last.right <= area.getBoundingClientRect().right + 0.5,
          overflows: area.scrollWidth > area.clientWidth + 0.5,
        };
      });
    expect(await lastColumn()).toEqual({ inside: true, overflows: false });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'leave-overview-1440');

    // Where the table cannot fit, the scrollbar is there without hovering it first.
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(async () => (await lastColumn()).overflows).toBe(true);
    await page.mouse.move(0, 0);
    // The scroll area notices the overflow on its next resize callback: wait for the bar, do not sample once.
    await expect
      .poll(() =>
        table.evaluate((el) => {
          const bar = el.closest('.mantine-ScrollArea-root')?.querySelector('[data-orientation="horizontal"]');
          return (
            bar !== null &&
            bar !== undefined &&
            getComputedStyle(bar).display !== 'none' &&
            getComputedStyle(bar).opacity !== '0'
          );
        }),
      )
      .toBe(true);
    await context.close();
  });

  it('at 390 px the header search placeholder and the web clock button are not cut', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, 'hrdirector');
    const search = page.getByTestId('employee-search');
    await search.waitFor();
    const placeholderFits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, width: context2d.measureText(input.placeholder).width, room };
    });
    expect(placeholderFits.text.length).toBeGreaterThan(0);
    expect(placeholderFits.width).toBeLessThanOrEqual(placeholderFits.room);

    const clock = page.getByRole('link', { name: /web clock/i });
    await clock.waitFor();
    expect(
      await clock.evaluate(
        (el) =>
          [el, ...Array.from(el.querySelectorAll('*'))].filter(
            (node) => node.scrollWidth > node.clientWidth && node.textContent!.trim() !== '',
          ).length,
      ),
    ).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'home-phone-header');
    await context.close();
  });
});
