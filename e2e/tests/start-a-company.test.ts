import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { pickDate } from '../support/dates.ts';
import { launchBrowser, newPage, runServer, screenshot } from '../support/browser.ts';
import { OPERATOR_TOKEN } from '../support/operator.ts';
import { logIn } from '../support/session.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = 'globex.localhost';
const ADMIN = 'admin@globex.example';
const ADMIN_PASSWORD = 'Globex#Start1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** `npm run tenant -- …` as an operator runs it against the running server (TENURE_URL + OPERATOR_TOKEN). */
function tenantCommand(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/tenant.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, TENURE_URL: runServer().baseUrl, OPERATOR_TOKEN },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** Waits for the users list to have answered and stopped loading. */
async function usersListed(page: Page) {
  await page.locator('tbody tr', { hasText: ADMIN }).first().waitFor();
  await expect.poll(() => page.locator('.mantine-LoadingOverlay-root').count()).toBe(0);
}

describe('a company starts on Tenure from nothing but the operator command', () => {
  it('the operator creates Globex; its admin sets a password from the invitation, sets the company up and gets a second organization', async () => {
    // The operator: one command. Without SMTP it prints the invitation mail it queued.
    const created = tenantCommand(
      'create',
      '--code',
      'globex',
      '--name',
      'Globex',
      '--host',
      HOST,
      '--entity',
      'IN-MH-01',
      'Globex India Pvt. Ltd.',
      '--admin',
      ADMIN,
      '--preset',
      'production',
    );
    expect(created.status, `${created.stdout}\n${created.stderr}`).toBe(0);
    const link = /(http:\/\/globex\.localhost:\d+\/set-password\?token=[\w-]+)/.exec(created.stdout)?.[1];
    expect(link, created.stdout).toBeTruthy();

    // The admin opens the invitation on the company's own host and chooses a password.
    const { context, page } = await newPage(browser, { host: HOST });
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Welcome to Globex' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('Repeat the new password').fill('Globex#Start2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Repeat the new password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/login');
    await logIn(page, ADMIN, ADMIN_PASSWORD);

    // The setup checklist shows an empty company: no second user, no holidays yet.
    await page.goto('/setup');
    await page.getByTestId('setup-progress').waitFor();
    expect(await page.getByTestId('setup-area-holidayCalendars').textContent()).toContain('To do');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'start-a-company-checklist');

    // A second legal entity, in Singapore, from the checklist's link.
    await page.getByTestId('setup-area-legalEntities').getByRole('link').click();
    await page.getByRole('tab', { name: 'Legal Entity' }).click();
    const register = page.getByTestId('legal-entities');
    await register.getByText('IN-MH-01').waitFor();
    await page.getByRole('button', { name: 'Register a legal entity' }).click();
    const entityDialog = page.getByRole('dialog', { name: 'Register a legal entity' });
    await entityDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('SG-01');
    await entityDialog.getByRole('textbox', { name: 'Legal name' }).fill('Globex Singapore Pte. Ltd.');
    await entityDialog.getByRole('textbox', { name: 'Address' }).fill('1 Raffles Place, #20-01');
    await entityDialog.getByRole('textbox', { name: 'City' }).fill('Singapore');
    await entityDialog.getByRole('textbox', { name: 'Postal code' }).fill('048616');
    await entityDialog.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /SGD/ }).click();
    await entityDialog.getByRole('button', { name: 'Save' }).click();
    await entityDialog.waitFor({ state: 'detached' });
    await register.getByRole('row', { name: /Globex Singapore Pte\. Ltd\./ }).waitFor();

    // A department.
    await page.goto('/master-data?tab=departments');
    await page.getByRole('button', { name: 'Add department' }).click();
    const departmentDialog = page.getByRole('dialog', { name: 'Add department' });
    await departmentDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Engineering');
    await departmentDialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('departments')
      .getByRole('row', { name: /Engineering/ })
      .waitFor();

    // A location in Pune: a new company first adds the state and city it works in.
    await page.goto('/master-data?tab=geography');
    await page.getByRole('combobox', { name: 'Country' }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await page.getByRole('button', { name: 'Add state' }).click();
    const stateDialog = page.getByRole('dialog', { name: 'Add state' });
    await stateDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Maharashtra');
    await stateDialog.getByRole('button', { name: 'Save' }).click();
    await stateDialog.waitFor({ state: 'detached' });
    await page.getByTestId('states').getByRole('button', { name: 'Maharashtra', exact: true }).click();
    await page.getByRole('button', { name: 'Add city' }).click();
    const cityDialog = page.getByRole('dialog', { name: 'Add city' });
    await cityDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Pune');
    await cityDialog.getByRole('button', { name: 'Save' }).click();
    await cityDialog.waitFor({ state: 'detached' });

    await page.goto('/master-data?tab=locations');
    await page.getByRole('button', { name: 'Add location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Add location' });
    await locationDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Pune Office');
    await locationDialog.getByRole('combobox', { name: 'Country' }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await locationDialog.getByRole('combobox', { name: 'State' }).fill('Maharashtra');
    await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
    await locationDialog.getByRole('combobox', { name: 'City' }).fill('Pune');
    await page.getByRole('option', { name: 'Pune', exact: true }).click();
    // The browser's own zone list names India's zone Asia/Kolkata or, in older ICU, Asia/Calcutta.
    const indiaZone = await page.evaluate(
      () => Intl.supportedValuesOf('timeZone').find((zone) => /Kolkata|Calcutta/.test(zone)) ?? 'UTC',
    );
    await locationDialog.getByRole('combobox', { name: 'Time zone' }).fill(indiaZone);
    await page.getByRole('option', { name: indiaZone, exact: true }).click();
    await locationDialog.getByRole('button', { name: 'Save' }).click();
    await locationDialog.waitFor({ state: 'detached' });
    await page.getByText('Pune Office').first().waitFor();

    // A holiday in the company's holiday calendar (the default holiday plan every new company gets).
    await page.goto('/policy/holiday');
    await page.getByRole('button', { name: 'Holidays of Company Holidays' }).click();
    const holidays = page.getByRole('dialog', { name: 'Holidays of Company Holidays' });
    await pickDate(page, holidays.getByLabel('Date'), '2026-12-25');
    await holidays.getByRole('textbox', { name: 'Holiday' }).fill('Christmas Day');
    await holidays.getByRole('button', { name: 'Add holiday' }).click();
    await holidays
      .getByTestId('plan-holidays')
      .getByRole('row', { name: /Christmas Day/ })
      .waitFor();
    await page.keyboard.press('Escape');

    // The checklist follows: the holiday calendar is done now.
    await page.goto('/setup');
    await expect.poll(async () => page.getByTestId('setup-area-holidayCalendars').textContent()).toContain('Done');
    expect(await page.getByTestId('setup-area-departments').textContent()).toContain('Done');
    expect(await page.getByTestId('setup-area-locations').textContent()).toContain('Done');

    // A role "Team Lead" with chosen keys.
    await page.goto('/user-access-role-management');
    await page.getByRole('button', { name: 'Create role' }).click();
    const editor = page.getByRole('dialog', { name: 'Create role' });
    await editor.getByRole('textbox', { name: 'Role name' }).fill('Team Lead');
    await editor.getByRole('searchbox', { name: 'Search access keys' }).fill('leave');
    await editor.getByRole('checkbox', { name: 'Team leave', exact: true }).click();
    await editor.getByRole('checkbox', { name: 'Leave dashboard', exact: true }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await page
      .getByTestId('roles')
      .getByRole('row', { name: /^Team Lead/ })
      .getByText('2 keys')
      .waitFor();

    // The admin's own account in the Singapore entity, with the new role there.
    await page.goto('/user-entities-assignment');
    await usersListed(page);
    await page.getByRole('button', { name: `Entities of ${ADMIN}` }).click();
    const entities = page.getByRole('dialog', { name: `Entities of ${ADMIN}` });
    await entities.getByRole('switch', { name: 'Globex Singapore Pte. Ltd. (SG-01)' }).click();
    await page.locator('tbody tr', { hasText: ADMIN }).getByText('SG-01').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/user-role-assignment');
    await usersListed(page);
    await page.getByLabel(`Select ${ADMIN}`).check();
    await page.getByTestId('bulk-entity').click();
    await page.getByRole('option', { name: 'Globex Singapore Pte. Ltd.' }).click();
    await page.getByTestId('bulk-roles').click();
    await page.getByRole('option', { name: 'Team Lead' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('bulk-apply').click();
    await page.locator('tbody tr', { hasText: ADMIN }).getByText('Team Lead').waitFor();

    // With two organizations, Switch Organization appears in the profile menu (the session's
    // entities are read again when the page loads).
    await page.reload();
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Switch Organization' }).waitFor();
    await context.close();
  }, 240_000);
});
