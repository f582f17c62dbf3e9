import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIGNATION_CONFIRMATIONS, EXIT_CONFIRMATIONS, type ResignationView } from '@tenure/domain/offboarding';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { decide } from '../support/offboarding.ts';
import { apiCall, logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A generated Product Engineering colleague of manager01 that no other story uses (never a named demo login). */
const LEAVER = 'EMP0049';
const MINIMAL_PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('offboarding (issue 18 items 1-3)', () => {
  it('HR submits a resignation for an employee; manager01 accepts; HR releases with the last day; the exit chain approves; the tasks are done; the exit completes and the leaver is on the resigned list', async () => {
    const hr = await newPage(browser);
    const manager = await newPage(browser);
    try {
      await logIn(hr.page, 'hrexec01');
      const resignation = await apiCall<ResignationView>(hr.page, 'POST', '/api/hrms/hris/resignation/admin-submit', {
        employeeNumber: LEAVER,
        reason: 'Moving abroad with family',
        proposedLastDay: inDays(40),
      });
      expect(resignation).toMatchObject({ status: 'Submitted', manager: { employeeNumber: 'EMP0005' } });
      const url = `/offboarding-request/${resignation.id}`;

      await logIn(manager.page, 'manager01');
      await manager.page.goto('/offboarding-request');
      await manager.page
        .getByRole('link', { name: new RegExp(LEAVER) })
        .first()
        .waitFor();
      expect(await seriousViolations(manager.page)).toEqual([]);
      await manager.page.goto(url);
      await manager.page.getByRole('heading', { name: /Resignation of/ }).waitFor();
      expect(await seriousViolations(manager.page)).toEqual([]);
      await decide(manager.page, 'Accept', RESIGNATION_CONFIRMATIONS.accept, 'Accepted');

      await hr.page.goto(url);
      await decide(hr.page, 'Release', RESIGNATION_CONFIRMATIONS.release, 'Released');
      await hr.page.getByRole('list').getByText('Reporting manager').waitFor();

      await manager.page.reload();
      await decide(manager.page, 'Approve', EXIT_CONFIRMATIONS.approve, 'Approved');
      // HR decides the HR, IT and finance steps (HR may act for any step of the chain).
      for (let step = 0; step < 3; step += 1) {
        await hr.page.reload();
        await decide(hr.page, 'Approve', EXIT_CONFIRMATIONS.approve, 'Approved');
      }
      await hr.page.getByText('Approved', { exact: true }).first().waitFor();
      const after = await apiCall<{ exitStatus: string; steps: { status: string }[] }>(
        hr.page,
        'GET',
        `/api/hrms/hris/resignation/${resignation.id}`,
      );
      expect(after.exitStatus).toBe('Approved');
      expect(after.steps.every((s) => s.status === 'approved')).toBe(true);
      expect(await seriousViolations(hr.page)).toEqual([]);

      // HR attaches a hand-over note to the leaver's first task; it is listed for download there.
      await hr.page.goto(url);
      const uploaded = hr.page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/documents') && r.ok(),
      );
      await hr.page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'handover-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF) });
      await uploaded;
      await hr.page.getByRole('button', { name: 'handover-note.pdf' }).waitFor();

      await hr.page.goto('/offboarding-tasks');
      await hr.page.getByRole('heading', { name: 'Offboarding Tasks' }).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      // The exit cannot complete while mandatory tasks are open: the owners (HR may act for any) mark them done.
      await hr.page.goto(url);
      const doneButtons = hr.page.getByRole('button', { name: /^Mark done: / });
      await doneButtons.first().waitFor();
      for (let open = await doneButtons.count(); open > 0; open -= 1) {
        await doneButtons.first().click();
        const confirm = hr.page.getByRole('dialog');
        await confirm.getByText(EXIT_CONFIRMATIONS.completeTask).waitFor();
        await confirm.getByRole('button', { name: 'Mark done', exact: true }).click();
        await confirm.waitFor({ state: 'detached' });
        await expect.poll(() => doneButtons.count()).toBe(open - 1);
      }
      await decide(hr.page, 'Complete exit', EXIT_CONFIRMATIONS.complete, 'Completed');
      const completed = await apiCall<{ exitStatus: string }>(
        hr.page,
        'GET',
        `/api/hrms/hris/resignation/${resignation.id}`,
      );
      expect(completed.exitStatus).toBe('Completed');

      await hr.page.goto('/resigned-employee-list');
      await hr.page.getByRole('textbox', { name: 'Search', exact: true }).fill(LEAVER);
      await hr.page
        .getByRole('cell', { name: new RegExp(LEAVER) })
        .first()
        .waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await hr.context.close();
      await manager.context.close();
    }
  });
});
