import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { logIn, sessionToken, submitLogin } from '../support/session.ts';

const ONBOARDING_API = '/api/hrms/hris/onboarding';
let browser: Browser;
let site: Server;
let siteOrigin: string;

/** The external onboarding site: a page that acknowledges the token to whoever posted it, and shows it arrived. */
const SITE_PAGE = `<!doctype html><html lang="en"><head><title>Onboarding site</title></head><body><h1>Onboarding site</h1><p id="state">waiting</p>
<script>window.addEventListener('message', function (e) {
  if (!e.data || e.data.type !== 'tenure:token') return;
  document.getElementById('state').textContent = 'signed in for ' + e.data.tenant;
  e.source.postMessage({ type: 'tenure:ack' }, e.origin);
});</script></body></html>`;

beforeAll(async () => {
  browser = await launchBrowser();
  site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(SITE_PAGE));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => site.close(resolve));
});

async function callApi(page: Page, method: 'POST' | 'PUT', path: string, data: object) {
  const response = await page.request.fetch(`${ONBOARDING_API}${path}`, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
    data,
  });
  return response;
}

describe('onboarding dashboard, checklists and activation (issue 15 items 8-10)', () => {
  it('HR sees the joiners with their checklists, ticks a task and starts a new checklist', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    // Other stories of the run add joiners and invitations (the browser tests share one database): the page
    // must show what the API counts, at least the seed's two joiners this month and two invitations.
    const dashboard = await page.request.get(`${ONBOARDING_API}/dashboard`, {
      headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
    });
    const counts = (await dashboard.json()) as {
      joinersThisMonth: number;
      pendingInvitations: number;
      joiners: unknown[];
    };
    expect(counts.joinersThisMonth).toBeGreaterThanOrEqual(2);
    expect(counts.pendingInvitations).toBeGreaterThanOrEqual(2);
    await page.goto('/employee-onboarding');
    await page
      .getByTestId('onboarding-stat-joinersThisMonth')
      .getByText(String(counts.joinersThisMonth), { exact: true })
      .waitFor();
    await page
      .getByTestId('onboarding-stat-pendingInvitations')
      .getByText(String(counts.pendingInvitations), { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Joiners per month' }).waitFor();
    await page
      .getByTestId('onboarding-joiner')
      .nth(counts.joiners.length - 1)
      .waitFor();
    expect(await page.getByTestId('onboarding-joiner').count()).toBe(counts.joiners.length);
    await page.getByText('Hannah Lee').first().waitFor();

    await page.getByRole('button', { name: 'Open the checklist of Arjun Mehta' }).click();
    const drawer = page.getByRole('dialog', { name: 'Checklist of Arjun Mehta' });
    await drawer.getByText('4 of 7 done').waitFor();
    const task = drawer.getByRole('checkbox', { name: 'Grant repository and CI access' });
    expect(await task.isChecked()).toBe(false);
    const saved = page.waitForResponse((r) => r.url().includes('/checklist-tasks/') && r.request().method() === 'PUT');
    // The box follows the saved state: it turns checked once the server has recorded the tick.
    await task.click();
    expect((await saved).status()).toBe(200);
    await drawer.getByText('5 of 7 done').waitFor();
    expect(await task.isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-checklist');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('onboarding-joiner').filter({ hasText: 'Arjun Mehta' }).getByText('5 of 7 done').waitFor();

    await page.getByRole('button', { name: 'Start the checklist of Ethan Wright' }).click();
    const started = page.getByRole('dialog', { name: 'Checklist of Ethan Wright' });
    await started.getByText('0 of 7 done').waitFor();
    await started.getByText('From the template "Engineering onboarding".').waitFor();
    await page.keyboard.press('Escape');
    await started.waitFor({ state: 'hidden' });

    // HR adds a task to the Engineering template: later checklists get it.
    await page.getByRole('button', { name: 'Edit Engineering onboarding' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit checklist template' });
    await editor.getByLabel('Task 7', { exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Add task' }).click();
    await editor.getByLabel('Task 8', { exact: true }).fill('Security awareness training');
    expect(await seriousViolations(page)).toEqual([]);
    const savedTemplate = page.waitForResponse(
      (r) => r.url().includes('/checklist-templates/') && r.request().method() === 'PUT',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await savedTemplate).status()).toBe(200);
    await editor.waitFor({ state: 'hidden' });
    await page
      .getByRole('row', { name: /Engineering onboarding/ })
      .getByRole('cell', { name: '8', exact: true })
      .waitFor();
    await context.close();
  });

  it('HR reactivates an inactive employee with a new joining date, and they can log in again', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    // Carlos, a contractor whom no other story follows, leaves: HR deactivates him (his sessions end, he cannot log in).
    expect((await callApi(page, 'POST', '/employees/EMP0007/deactivate', {})).status()).toBe(200);
    const carlos = await newPage(browser);
    await submitLogin(carlos.page, 'consult01', 'Tenure@2026');
    await carlos.page.getByTestId('login-error').waitFor();
    expect(carlos.page.url()).toContain('/login');

    await page.goto('/activate-employee');
    await page.getByRole('heading', { name: 'Search Inactive Employee' }).waitFor();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('carlos');
    await page.getByRole('button', { name: 'Activate Carlos Ramirez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activate Carlos Ramirez' });
    const today = new Date().toISOString().slice(0, 10);
    await pickDate(page, dialog.getByLabel('New joining date'), today);
    const done = page.waitForResponse((r) => r.url().includes('/activate') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    expect((await done).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Carlos Ramirez is active again.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await logIn(carlos.page, 'consult01');
    await carlos.context.close();
    await context.close();
  });

  it('the resigned list searches and sorts', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    await page.goto('/resigned-employee-list');
    await page.getByRole('cell', { name: 'Farah Siddiqui' }).waitFor();
    await page.getByRole('cell', { name: "Kevin O'Brien" }).waitFor();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('farah');
    await page.getByRole('cell', { name: "Kevin O'Brien" }).waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('with an external site set, the page opens it and hands over the token until the site acknowledges', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'superadmin');
    expect((await callApi(page, 'PUT', '/external-site', { url: `${siteOrigin}/start` })).status()).toBe(200);
    await page.goto('/employee-onboarding');
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open onboarding site' }).click();
    const popup = await popupOpened;
    await popup.getByText('signed in for demo').waitFor();
    await page.getByText('The onboarding site is open and signed in.').waitFor();
    // Back to the dashboard here for the other stories.
    expect((await callApi(page, 'PUT', '/external-site', { url: null })).status()).toBe(200);
    await context.close();
  });
});
