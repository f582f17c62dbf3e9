import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import {
  OFFBOARDING_MESSAGES,
  RESIGNATION_CONFIRMATIONS,
  type ResignationView,
  type TransferView,
} from '@tenure/domain/offboarding';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { decide } from '../support/offboarding.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';
import { apiCall, logIn } from '../support/session.ts';

/**
 * Issue 31 items 9, 11, 13 and 14 as HR and manager01 read them. The lists' order depends on every
 * open resignation, so the story runs on a server of its own.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** Generated Product Engineering colleagues of manager01 (never a named demo login). */
const [WAITING, WITHDRAWN, REJECTABLE] = ['EMP0049', 'EMP0050', 'EMP0051'];

const submitFor = (page: Page, employeeNumber: string, proposedLastDay = inDays(12)) =>
  apiCall<ResignationView>(page, 'POST', '/api/hrms/hris/resignation/admin-submit', {
    employeeNumber,
    reason: 'Moving abroad with family',
    reasonCategory: 'Relocation',
    proposedLastDay,
  });

/** The numbers on the axes of the charts in `chart` (the count axis: y of upright bars, x of lying ones). */
async function countTicks(chart: Locator): Promise<string[]> {
  await chart.locator('.recharts-surface').first().waitFor();
  return chart
    .locator('.recharts-cartesian-axis-tick-value')
    .evaluateAll((ticks) => ticks.map((t) => t.textContent ?? '').filter((t) => /^[\d.,]+$/.test(t)));
}

describe('offboarding lists, dialogs and wording (issue 31)', () => {
  it('HR’s resignation list opens on the one waiting, newest first; a row opens on click and by keyboard; statuses read as words', async () => {
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrexec01');
      const waiting = await submitFor(hr.page, WAITING);
      const later = await submitFor(hr.page, WITHDRAWN);
      await apiCall(hr.page, 'PUT', `/api/hrms/hris/resignation/${later.id}/withdraw`, {});

      await hr.page.goto('/offboarding-request');
      const firstRow = hr.page.getByRole('table').getByRole('row').nth(1);
      await firstRow.getByText(`(${WAITING})`).waitFor();
      await firstRow.getByText('Submitted', { exact: true }).waitFor();
      // The status filter offers words.
      await hr.page.getByRole('combobox', { name: 'Status' }).click();
      await hr.page.getByRole('option', { name: 'Withdrawn', exact: true }).waitFor();
      await hr.page.keyboard.press('Escape');
      expect(await seriousViolations(hr.page)).toEqual([]);

      // A click anywhere on the row opens it, not only on the name.
      await firstRow.getByRole('cell').nth(1).click();
      await hr.page.waitForURL(`**/offboarding-request/${waiting.id}`);
      await hr.page.getByRole('heading', { name: /Resignation of/ }).waitFor();
      await hr.page.goBack();
      // By keyboard: the row's link takes the focus and Enter opens it.
      await firstRow.getByText(`(${WAITING})`).waitFor();
      await firstRow.getByRole('link').focus();
      await hr.page.keyboard.press('Enter');
      await hr.page.waitForURL(`**/offboarding-request/${waiting.id}`);

      // The transfers list opens a row on click too.
      const transfers = await apiCall<{ items: TransferView[] }>(hr.page, 'GET', '/api/hrms/hris/transfer?size=10');
      await hr.page.goto('/transfer-request');
      const transferRow = hr.page.getByRole('table').getByRole('row').nth(1);
      await transferRow.getByText(`(${transfers.items[0]!.employee.employeeNumber})`).waitFor();
      await transferRow.getByRole('cell').nth(1).click();
      await hr.page.waitForURL(`**/transfer-request/${transfers.items[0]!.id}`);
    } finally {
      await hr.context.close();
    }
  });

  it('manager01 lands on his team’s resignations; his own form is under “My resignations”', async () => {
    const manager = await newPage(browser, { port: server.port });
    try {
      await logIn(manager.page, 'manager01');
      await manager.page.goto('/offboarding-request');
      await manager.page.getByRole('table').getByText(`(${WAITING})`).waitFor();
      expect(await manager.page.getByRole('radio', { name: 'My team' }).isChecked()).toBe(true);
      expect(await manager.page.getByRole('heading', { name: 'Submit resignation' }).count()).toBe(0);
      await manager.page.getByText('My resignations', { exact: true }).click();
      await manager.page.getByRole('heading', { name: 'Submit resignation' }).waitFor();
      expect(await seriousViolations(manager.page)).toEqual([]);
    } finally {
      await manager.context.close();
    }
  });

  it('accept, reject and release dialogs label their field for the action; a missing reason or buy-out/waiver is said at the field before anything is sent; the exit reads “In progress”', async () => {
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrexec01');
      const sent: string[] = [];
      hr.page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().includes('/api/hrms/hris/resignation/')) sent.push(r.url());
      });
      const rejectable = await submitFor(hr.page, REJECTABLE);
      await hr.page.goto(`/offboarding-request/${rejectable.id}`);
      await hr.page.getByRole('button', { name: 'Reject', exact: true }).click();
      const reject = hr.page.getByRole('dialog');
      await reject.getByText(RESIGNATION_CONFIRMATIONS.reject).waitFor();
      await reject.getByRole('button', { name: 'Reject', exact: true }).click();
      await reject.getByText(APPROVAL_MESSAGES.reasonRequired).waitFor();
      expect(await reject.getByRole('textbox', { name: 'Reason for rejecting' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      await reject.getByRole('button', { name: 'Cancel' }).click();
      await reject.waitFor({ state: 'detached' });
      expect(sent).toEqual([]);

      const waiting = (
        await apiCall<{ items: ResignationView[] }>(
          hr.page,
          'GET',
          `/api/hrms/hris/resignation?scope=all&search=${WAITING}`,
        )
      ).items[0]!;
      await hr.page.goto(`/offboarding-request/${waiting.id}`);
      await hr.page.getByRole('button', { name: 'Accept', exact: true }).click();
      const accept = hr.page.getByRole('dialog');
      await accept.getByRole('textbox', { name: 'Comments (optional)' }).waitFor();
      expect(await accept.getByText(/required to reject/).count()).toBe(0);
      await accept.getByRole('button', { name: 'Cancel' }).click();
      await accept.waitFor({ state: 'detached' });
      await decide(hr.page, 'Accept', RESIGNATION_CONFIRMATIONS.accept, 'Accepted');

      // Release on a day before the notice period ends: buy-out or waiver is asked at the field.
      await hr.page.getByRole('button', { name: 'Release', exact: true }).click();
      const release = hr.page.getByRole('dialog');
      await release.getByText(RESIGNATION_CONFIRMATIONS.release).waitFor();
      await pickDate(hr.page, release.getByLabel('Last working day'), inDays(12));
      await release.getByRole('combobox', { name: 'Notice shortfall' }).waitFor();
      expect(await release.getByText(/required to reject/).count()).toBe(0);
      const before = sent.length;
      await release.getByRole('button', { name: 'Release', exact: true }).click();
      await release.getByText(OFFBOARDING_MESSAGES.shortfallTreatment).waitFor();
      expect(sent.length).toBe(before);
      expect(await seriousViolations(hr.page)).toEqual([]);
      await release.getByRole('combobox', { name: 'Notice shortfall' }).click();
      await hr.page.getByRole('option', { name: 'Buy-out' }).click();
      expect(await release.getByText(OFFBOARDING_MESSAGES.shortfallTreatment).count()).toBe(0);
      const released = hr.page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/release') && r.ok(),
      );
      await release.getByRole('button', { name: 'Release', exact: true }).click();
      await released;
      await release.waitFor({ state: 'detached' });

      await hr.page.getByText('In progress', { exact: true }).waitFor();
      await hr.page.getByText('Resignation: Accepted → Released').waitFor();
      await hr.page.getByText('Waiting', { exact: true }).first().waitFor();
      expect(await hr.page.getByText(/InProgress|\bpending\b/).count()).toBe(0);
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await hr.context.close();
    }
  });

  it('count charts tick whole numbers on the offboarding and onboarding dashboards', async () => {
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrexec01');
      await hr.page.goto('/offboarding-dashboard');
      const ticks: string[] = [];
      for (const region of ['Resignations and leavers by month', 'Resignations by status', 'Reasons for leaving'])
        ticks.push(...(await countTicks(hr.page.getByRole('region', { name: region }))));
      await hr.page.goto('/employee-onboarding');
      ticks.push(
        ...(await countTicks(
          hr.page.locator('div', { has: hr.page.getByRole('heading', { name: 'Joiners per month' }) }).last(),
        )),
      );
      expect(ticks.length).toBeGreaterThan(8);
      expect(ticks.filter((t) => !/^\d+$/.test(t))).toEqual([]);
    } finally {
      await hr.context.close();
    }
  });

  it('the Journey tab of a person who moved to Singapore: joined in the first entity, the move in words, no placeholder or code', async () => {
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrexec01');
      const moved = (
        await apiCall<{ items: TransferView[] }>(hr.page, 'GET', '/api/hrms/hris/transfer?status=Applied&size=10')
      ).items.find((t) => t.from.legalEntity.code !== t.to.legalEntity.code)!;
      await hr.page.goto(`/employee-profile?empNumber=${moved.employee.employeeNumber}`);
      await hr.page.getByRole('tab', { name: 'Journey' }).click();
      const journey = hr.page.getByTestId('profile-journey');
      await journey.getByText(`Legal entity: ${moved.from.legalEntity.name} → ${moved.to.legalEntity.name}`).waitFor();
      await journey.getByText('Leave balances: Carry').waitFor();
      const joined = journey.locator('.mantine-Timeline-item').first();
      await joined.getByText('Joined', { exact: true }).waitFor();
      await joined.getByText(moved.from.legalEntity.name, { exact: true }).waitFor();
      const text = await journey.innerText();
      expect(text).not.toMatch(/leave: |Current department|Designation change/);
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await hr.context.close();
    }
  });
});
