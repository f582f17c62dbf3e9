import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The mails in the tenant's outbox, as the super admin reads them. */
async function outbox(page: Page) {
  const response = await page.request.get('/api/admin/mail-outbox?size=100', {
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
  });
  return ((await response.json()) as { items: { recipient: string; subject: string; body: string }[] }).items;
}

/** Types in the search box and waits for the list to show the answer (and stop loading). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/auth/users?') && new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByTestId('user-search').fill(text);
  await answered;
  await page.locator('tbody tr', { hasText: text }).first().waitFor();
  await expect.poll(() => page.locator('.mantine-LoadingOverlay-root').count()).toBe(0);
}

async function openUserRoles() {
  const opened = await newPage(browser);
  const { page } = opened;
  await logIn(page, 'superadmin');
  await page.goto('/user-role-assignment');
  await page.getByRole('heading', { name: 'User role assignment' }).waitFor();
  // The first page of users (other stories add accounts, so which ones it holds varies).
  await page.locator('tbody tr').first().waitFor();
  await expect.poll(() => page.locator('.mantine-LoadingOverlay-root').count()).toBe(0);
  return opened;
}

describe('user management', () => {
  it('the super admin creates a user for an employee; the invitation waits in the mail outbox', async () => {
    const { context, page } = await openUserRoles();
    expect(await seriousViolations(page)).toEqual([]);

    // A user for an employee without an account; the invitation waits in the outbox.
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a user for an employee' });
    await dialog.getByTestId('create-user-employee').click();
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    await option.click();
    await dialog.getByTestId('create-user-username').fill('e2ehire01');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await search(page, 'e2ehire01');
    const invitation = (await outbox(page)).find((mail) => mail.body.includes('Your username is e2ehire01'));
    expect(invitation?.subject).toContain('you are invited');
    expect(invitation?.body).toContain('/set-password?token=');
    await context.close();
  });

  it('the super admin assigns a role to a selection of users at once and sees why a user can see a screen', async () => {
    const { context, page } = await openUserRoles();

    // Two users picked from the list get the Designated Approver role in Singapore at once.
    await search(page, 'projmgr01');
    await page.getByLabel('Select projmgr01').check();
    await search(page, 'approver01');
    await page.getByLabel('Select approver01').check();
    await page.getByTestId('bulk-entity').click();
    await page.getByRole('option', { name: 'Tenure Demo Singapore Pte. Ltd.' }).click();
    await page.getByTestId('bulk-roles').click();
    await page.getByRole('option', { name: 'Designated Approver' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('bulk-apply').click();
    await page.getByText('1 role assignments changed for 2 users.').waitFor();
    await search(page, 'projmgr01');
    await page.locator('tbody tr', { hasText: 'projmgr01' }).getByText('Designated Approver').waitFor();

    // Why can projmgr01 see Manage Projects: the Project Manager role.
    await page.getByTestId('user-actions-projmgr01').click();
    await page.getByRole('menuitem', { name: 'Why can this user see this' }).click();
    const drawer = page.getByRole('dialog', { name: 'Why can projmgr01 see this' });
    const clients = drawer.getByRole('region', { name: 'Clients & Projects' });
    await clients.getByText('ManageProjects').waitFor();
    expect(await clients.innerText()).toContain('Granted by Project Manager');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'user-role-assignment-why');
    await context.close();
  });

  it('the super admin gives a user access to another entity on the entities page', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    await page.goto('/user-entities-assignment');
    await page.getByRole('heading', { name: 'User entities assignment' }).waitFor();
    await search(page, 'employee01');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Entities of employee01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entities of employee01' });
    const singapore = dialog.getByRole('switch', { name: 'Tenure Demo Singapore Pte. Ltd. (SG-01)' });
    await singapore.click();
    await page.locator('tbody tr', { hasText: 'employee01' }).getByText('SG-01').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await singapore.click();
    await page.locator('tbody tr', { hasText: 'employee01' }).getByText('SG-01').waitFor({ state: 'detached' });
    await context.close();
  });
});
