import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from '@tenure/domain/onboarding';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Unique per run, so the story can run again on the same database: a valid username as the email's local part. */
const USERNAME = `e2e${Date.now().toString(36).slice(-6)}`;
const EMAIL = `${USERNAME}@tenure-demo.com`;
const LAST_NAME = `Kulkarni ${USERNAME.slice(3)}`;
const NEW_PASSWORD = 'Joiner#2026';
const today = new Date().toISOString().slice(0, 10);
const firstOfMonth = `${today.slice(0, 7)}-01`;

/** The mails in the demo outbox, read by the super admin through the API. */
async function outbox(page: Page) {
  const login = await page.request.post('/api/auth/user/v3/login', {
    headers: { 'x-tenantid': 'demo' },
    data: { username: 'superadmin', password: 'Tenure@2026' },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await page.request.get('/api/admin/mail-outbox?size=100', {
    headers: { authorization: `Bearer ${token}`, 'x-tenantid': 'demo' },
  });
  return ((await response.json()) as { items: { recipient: string; body: string }[] }).items;
}

const field = (page: Page, name: string) => page.getByTestId('onboarding-form').locator(`[data-field="${name}"]`);
/** A long list (nationality, country) filters as one types; the option is then picked. */
async function chooseFromList(page: Page, name: string, typed: string, option: string) {
  await field(page, name).click();
  await field(page, name).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('add employee', () => {
  it('HR adds an employee in India step by step; an invalid Aadhaar is refused; the draft is saved, closed and resumed', async () => {
    const first = await newPage(browser);
    await logIn(first.page, 'hrexec01');
    await first.page.goto('/add-employee');
    const page = first.page;
    await page.getByRole('heading', { name: 'Add Employee' }).waitFor();
    await field(page, 'legalEntityCode').selectOption('IN-KA-01');
    expect(await seriousViolations(page)).toEqual([]);

    // Personal: gender, blood group (the 44 of SPEC §9), marital status and nationality are chosen
    // from lists; a new person has no stored National ID, so no hint about keeping one.
    await field(page, 'firstName').fill('Meera');
    await field(page, 'lastName').fill(LAST_NAME);
    await field(page, 'gender').selectOption('Female');
    expect(await field(page, 'bloodGroup').locator('option').count()).toBe(45);
    await field(page, 'bloodGroup').selectOption('B+');
    await field(page, 'maritalStatus').selectOption('Single');
    await chooseFromList(page, 'nationality', 'ind', 'Indian');
    expect(await page.getByText('Leave as shown to keep the current value.').count()).toBe(0);
    // An Aadhaar number starting with 1 is refused on its field.
    await field(page, 'nationalId').fill('1345 6789 0123');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Invalid National ID!').waitFor();
    await field(page, 'nationalId').fill('2345 6789 0123');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Contact: the country from the ISO list; "Same as current address" copies the current address
    // to the permanent one and keeps it in step while ticked.
    await field(page, 'mobilePhone').waitFor();
    await field(page, 'mobilePhone').fill('98450 12345');
    await field(page, 'currentAddress.line1').fill('14 Residency Road');
    await field(page, 'currentAddress.city').fill('Bengaluru');
    await field(page, 'currentAddress.postalCode').fill('560025');
    await chooseFromList(page, 'currentAddress.country', 'indi', 'India');
    await page.getByLabel('Same as current address').check();
    expect(await field(page, 'permanentAddress.line1').inputValue()).toBe('14 Residency Road');
    expect(await field(page, 'permanentAddress.country').inputValue()).toBe('India');
    expect(await field(page, 'permanentAddress.line1').isDisabled()).toBe(true);
    await field(page, 'currentAddress.line1').fill('16 Residency Road');
    await expect.poll(() => field(page, 'permanentAddress.line1').inputValue()).toBe('16 Residency Road');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await field(page, 'workEmail').waitFor();
    await field(page, 'workEmail').fill(EMAIL);
    await field(page, 'departmentId').selectOption({ label: 'Engineering' });
    await field(page, 'locationId').selectOption({ label: 'Bengaluru' });
    await field(page, 'designation').selectOption('Software Engineer');
    await pickDate(page, page.getByLabel('Joining date'), firstOfMonth);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'add-employee-job-step');

    const saved = page.waitForResponse((r) => r.url().includes('/drafts/employee') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save draft' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByText('Draft saved.').waitFor();
    await first.context.close();

    // Later, in a new window: the draft is in the list and opens at the job step as it was left.
    const second = await newPage(browser);
    await logIn(second.page, 'hrexec01');
    await second.page.goto('/add-employee');
    const again = second.page;
    const row = again.getByTestId('draft-list').locator('tbody tr', { hasText: LAST_NAME });
    await row.waitFor();
    await row.getByRole('button', { name: `Resume Meera ${LAST_NAME}` }).click();
    await field(again, 'workEmail').waitFor();
    expect(await field(again, 'workEmail').inputValue()).toBe(EMAIL);
    await again.getByRole('button', { name: 'Next', exact: true }).click();
    await again.getByText('Choose a plan only where this person differs').waitFor();
    await again.getByRole('button', { name: 'Next', exact: true }).click();
    await again.getByTestId('onboarding-review').waitFor();
    expect(await again.getByTestId('onboarding-review').innerText()).toContain(`Meera ${LAST_NAME}`);
    expect(await seriousViolations(again)).toEqual([]);
    await again.getByRole('button', { name: 'Add employee' }).click();
    const done = again.getByTestId('onboarded');
    await done.waitFor();
    expect(await done.innerText()).toMatch(new RegExp(`Meera ${LAST_NAME} has been added as EMP\\d{4}`));
    // The completed draft is gone from the list.
    await expect
      .poll(() => again.getByTestId('draft-list').locator('tbody tr', { hasText: LAST_NAME }).count())
      .toBe(0);
    // The profile has both addresses, the permanent one as copied.
    await again.getByRole('link', { name: 'Open profile' }).click();
    const contact = again.getByTestId('profile-section-contact');
    await expect
      .poll(() => contact.locator('[data-field="permanentAddress"]').innerText())
      .toContain('16 Residency Road, Bengaluru, 560025, India');
    expect(await again.getByTestId('profile-section-personal').locator('[data-field="bloodGroup"]').innerText()).toBe(
      'B+',
    );
    await second.context.close();
  });

  it('the new employee sets a password from the invitation and sees leave pro-rated from the joining date', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const invitation = (await outbox(page)).find((mail) => mail.recipient === EMAIL);
    const link = /\/set-password\?token=[\w-]+/.exec(invitation?.body ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Welcome to Tenure Demo Corp' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/login');
    await logIn(page, USERNAME, NEW_PASSWORD);

    await page.goto('/leave-dashboard?tab=overview');
    // Joined on the 1st: Casual Leave (1 day a month) for each month up to the joiner's own today, and
    // Sick Leave (12 a year) for the rest of the year. Their today is Bengaluru's, which in its first
    // hours is already the next day (and month, and year) in UTC.
    const available = (code: string) => page.getByTestId(`balance-row-${code}`).locator('[data-figure="available"]');
    await available('CL').waitFor();
    const day = (iso: string) =>
      Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
    const joinerToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
    const year = firstOfMonth.slice(0, 4);
    const sick =
      Math.floor(
        ((12 * (day(`${year}-12-31`) - day(firstOfMonth) + 1)) / (day(`${year}-12-31`) - day(`${year}-01-01`) + 1)) * 2,
      ) /
        2 +
      (joinerToday.slice(0, 4) === year ? 0 : 12);
    expect(Number(await available('CL').innerText())).toBe(months(joinerToday) - months(firstOfMonth) + 1);
    expect(Number(await available('SL').innerText())).toBe(sick);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'add-employee-new-joiner-balances');
    await context.close();
  });

  it('stops HR at an under-age date of birth and asks about an unusual one before the policies step', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/add-employee');
    await page.getByRole('heading', { name: 'Add Employee' }).waitFor();
    await field(page, 'legalEntityCode').selectOption('IN-KA-01');
    const yearsBefore = (years: number) => `${Number(firstOfMonth.slice(0, 4)) - years}${firstOfMonth.slice(4)}`;

    await field(page, 'firstName').fill('Ishaan');
    await field(page, 'lastName').fill(`Rao ${USERNAME.slice(3)}`);
    await field(page, 'gender').selectOption('Male');
    await field(page, 'nationalId').fill('2345 6789 0123');
    // Seventeen on the joining date: under India's minimum working age of 18.
    await pickDate(page, page.getByLabel('Date of birth', { exact: true }), yearsBefore(17));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await field(page, 'mobilePhone').waitFor();
    await field(page, 'mobilePhone').fill('98450 54321');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await field(page, 'workEmail').waitFor();
    await field(page, 'workEmail').fill(`age${EMAIL}`);
    await field(page, 'departmentId').selectOption({ label: 'Engineering' });
    await field(page, 'locationId').selectOption({ label: 'Bengaluru' });
    await field(page, 'designation').selectOption('Software Engineer');
    await pickDate(page, page.getByLabel('Joining date'), firstOfMonth);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const under = page.getByRole('dialog', { name: 'Under the minimum working age' });
    await under.getByText(ONBOARDING_MESSAGES.underMinimumAge(18)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await under.getByRole('button', { name: 'Change date of birth' }).click();
    await under.waitFor({ state: 'detached' });
    // Back on the first step, the date of birth carries the reason.
    await page.getByText(ONBOARDING_MESSAGES.underMinimumAge(18)).waitFor();

    // Seventy-five: allowed, but HR is asked whether the year is right.
    await pickDate(page, page.getByLabel('Date of birth', { exact: true }), yearsBefore(75));
    for (const next of ['mobilePhone', 'workEmail']) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await field(page, next).waitFor();
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const unusual = page.getByRole('dialog', { name: 'Please check the date of birth' });
    await unusual.getByText(ONBOARDING_MESSAGES.unusualAge(75)).waitFor();
    await unusual.getByRole('button', { name: 'Continue anyway' }).click();
    await page.getByText('Choose a plan only where this person differs').waitFor();
    await context.close();
  });
});
