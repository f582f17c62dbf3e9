import type { Locator, Page } from 'playwright-core';

/** Saves the report on screen as a view named `name`; done when the link names the view. */
export async function saveReportView(page: Page, name: string): Promise<void> {
  await page.getByTestId('report-view-save').click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(/view=/);
}

/**
 * Opens the schedules of the view `name` (not mailed yet) and adds a monthly mail on `day` to the
 * first person offered; done when the list shows it. Returns the schedule dialog, still open.
 */
export async function scheduleMonthly(page: Page, name: string, day: number): Promise<Locator> {
  await page.getByTestId('report-view-schedule').click();
  const dialog = page.getByRole('dialog', { name: `Mail “${name}” by schedule` });
  await dialog.getByText('This view is not mailed yet.').waitFor();
  await dialog.getByTestId('schedule-frequency').click();
  await page.getByRole('option', { name: 'Every month' }).click();
  await dialog.getByTestId('schedule-day-of-month').click();
  await page
    .getByRole('listbox', { name: 'Day of the month' })
    .getByRole('option', { name: String(day), exact: true })
    .click();
  await dialog.getByTestId('schedule-recipients').click();
  await page.locator('[role="option"]:visible').first().click();
  // Tab leaves the picker (its list closes); Escape would close the dialog.
  await page.keyboard.press('Tab');
  await dialog.getByTestId('schedule-add').click();
  await dialog
    .getByTestId('schedule-list')
    .getByRole('cell', { name: `On day ${day} of each month` })
    .waitFor();
  return dialog;
}
