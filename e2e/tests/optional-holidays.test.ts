import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptionalHolidaysView } from '@tenure/domain/leave';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logIn, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The caller's optional holidays of a year, asked of the API as the app does. */
async function optionalHolidays(page: Page, year: number): Promise<OptionalHolidaysView> {
  const response = await page.request.get(`/api/hrms/leave-attendance/optional-holidays?year=${year}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OptionalHolidaysView;
}

describe('optional holidays', () => {
  it('employee takes an optional holiday, sees it counted, and gives it back', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'employee01');
    // This year's calendar, or next year's when this year has no optional holiday left to take.
    const thisYear = new Date().getFullYear();
    let year = thisYear;
    let calendar = await optionalHolidays(page, year);
    if (!calendar.holidays.some((h) => h.changeable && !h.taken) || calendar.taken >= calendar.limit) {
      year += 1;
      calendar = await optionalHolidays(page, year);
    }
    const holiday = calendar.holidays.find((h) => h.changeable && !h.taken);
    if (!holiday) throw new Error('The demo calendar offers no optional holiday still ahead to take');
    expect(calendar.taken).toBeLessThan(calendar.limit);

    await page.goto('/leave-dashboard?tab=holiday-calendar');
    if (year !== thisYear) await page.getByRole('button', { name: `Show ${year}` }).click();
    const takenLine = (taken: number) =>
      page
        .getByTestId('optional-holidays-taken')
        .filter({ hasText: `Optional holidays taken: ${taken} of ${calendar.limit}` });
    await takenLine(calendar.taken).waitFor();
    const row = page.getByTestId('holiday-table').locator(`tr[data-date="${holiday.date}"]`);
    await row.getByText('Optional', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Take ${holiday.name}` }).click();
    await page.getByText(`${holiday.name} is now your day off.`).waitFor();
    await takenLine(calendar.taken + 1).waitFor();
    await row.getByText('Taken', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'optional-holiday-taken');

    await row.getByRole('button', { name: `Give back ${holiday.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Give back an optional holiday' });
    await dialog.getByText(`Give back ${holiday.name} on`).waitFor();
    await dialog.getByRole('button', { name: 'Give back' }).click();
    await page.getByText(`${holiday.name} is a working day again.`).waitFor();
    await takenLine(calendar.taken).waitFor();
    await row.getByRole('button', { name: `Take ${holiday.name}` }).waitFor();
    await context.close();
  });
});
