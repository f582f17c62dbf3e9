import type { Locator, Page } from 'playwright-core';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "7 September 2026": how the picker's calendar names a day button. */
const dayLabel = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/**
 * Picks an ISO date in a @mantine/dates picker as a person does: opens the calendar; for a far
 * date goes up to the decade view and picks the year and month; steps to the month with the
 * next/previous buttons and clicks the day.
 */
export async function pickDate(page: Page, field: Locator, iso: string): Promise<void> {
  await field.click();
  const calendar = page
    .locator('[data-dates-dropdown]')
    .filter({ has: page.getByRole('button', { name: 'Next month' }) })
    .last();
  // The header names what is shown ("September 2026", "2026", "2020 – 2029") and goes a level up.
  const heading = page.locator('[data-dates-dropdown]').last().locator('[class*="calendarHeaderLevel"]');
  await heading.waitFor();
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1;
  const target = year * 12 + month;
  const shownMonth = async () => {
    const [monthName, shownYear] = (await heading.innerText()).trim().split(' ');
    return { text: `${monthName} ${shownYear}`, index: Number(shownYear) * 12 + MONTHS.indexOf(monthName!) };
  };

  if (Math.abs((await shownMonth()).index - target) > 12) {
    const dropdown = page.locator('[data-dates-dropdown]').last();
    await heading.click();
    await heading.filter({ hasText: /^\d{4}$/ }).waitFor();
    await heading.click();
    await heading.filter({ hasText: /–/ }).waitFor();
    for (;;) {
      const [from, to] = (await heading.innerText()).split('–').map((part) => Number(part.trim()));
      if (year >= from! && year <= to!) break;
      await dropdown.getByRole('button', { name: year < from! ? 'Previous decade' : 'Next decade' }).click();
      await heading.filter({ hasNotText: String(from) }).waitFor();
    }
    await dropdown.getByRole('button', { name: String(year), exact: true }).click();
    await dropdown.getByRole('button', { name: MONTHS[month]!.slice(0, 3), exact: true }).click();
  }
  for (;;) {
    const shown = await shownMonth();
    if (shown.index === target) break;
    await calendar.getByRole('button', { name: shown.index < target ? 'Next month' : 'Previous month' }).click();
    await heading.filter({ hasNotText: shown.text }).waitFor();
  }
  await calendar.getByRole('button', { name: dayLabel(iso), exact: true }).click();
  await calendar.waitFor({ state: 'hidden' });
}
