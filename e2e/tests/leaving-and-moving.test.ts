import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXIT_CONFIRMATIONS, RESIGNATION_CONFIRMATIONS, type ResignationView } from '@tenure/domain/offboarding';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import {
  answerExitInterview,
  approveTransferApplied,
  assignExitInterview,
  decide,
  initiateTransferToSingapore,
  SINGAPORE,
} from '../support/offboarding.ts';
import { apiCall, logIn, readMenu } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 18's story as written, with the named demo logins: employee01 leaves and manager01 moves
 * to Singapore. That changes what every other story reads, so it runs on a server of its own.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

const EMPLOYEE01 = 'EMP0006';
const MANAGER01 = 'EMP0005';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('leaving and moving (issue 18)', () => {
  it('employee01 resigns; manager01 accepts; HR releases with the last day; the exit chain approves; the tasks are done; employee01, now Resigned, answers the exit survey; the exit completes and employee01 is on the resigned list', async () => {
    const employee = await newPage(browser, { port: server.port });
    const manager = await newPage(browser, { port: server.port });
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(employee.page, 'employee01');
      await employee.page.goto('/offboarding-request');
      await employee.page.getByRole('heading', { name: 'Submit resignation' }).waitFor();
      await employee.page.getByRole('combobox', { name: 'Reason category' }).click();
      await employee.page.getByRole('option', { name: 'Better opportunity' }).click();
      await employee.page.getByRole('textbox', { name: 'Reason for leaving' }).fill('An offer to lead a platform team');
      await pickDate(employee.page, employee.page.getByLabel('Proposed last working day'), inDays(95));
      expect(await seriousViolations(employee.page)).toEqual([]);
      await employee.page.getByRole('button', { name: 'Submit resignation' }).click();
      const confirm = employee.page.getByRole('dialog');
      await confirm.getByText(RESIGNATION_CONFIRMATIONS.submit).waitFor();
      await confirm.getByRole('button', { name: 'Submit resignation' }).click();
      await employee.page.getByText('You have an open resignation.').waitFor();
      const mine = await apiCall<{ items: ResignationView[] }>(
        employee.page,
        'GET',
        '/api/hrms/hris/resignation?scope=mine&page=1&size=10',
      );
      const resignation = mine.items.find((r) => r.status === 'Submitted')!;
      const url = `/offboarding-request/${resignation.id}`;

      await logIn(manager.page, 'manager01');
      await manager.page.goto(url);
      await manager.page.getByRole('heading', { name: /Resignation of/ }).waitFor();
      await decide(manager.page, 'Accept', RESIGNATION_CONFIRMATIONS.accept, 'Accepted');

      await logIn(hr.page, 'hrexec01');
      await hr.page.goto(url);
      await decide(hr.page, 'Release', RESIGNATION_CONFIRMATIONS.release, 'Released');
      await hr.page.getByRole('list').getByText('Reporting manager').waitFor();

      // The chain: manager01 as reporting manager, then HR for the department head, HR, IT and finance steps.
      await manager.page.reload();
      await decide(manager.page, 'Approve', EXIT_CONFIRMATIONS.approve, 'Approved');
      for (;;) {
        await hr.page.reload();
        await hr.page.getByRole('heading', { name: /Resignation of/ }).waitFor();
        const detail = await apiCall<{ exitStatus: string | null }>(
          hr.page,
          'GET',
          `/api/hrms/hris/resignation/${resignation.id}`,
        );
        if (detail.exitStatus === 'Approved') break;
        await decide(hr.page, 'Approve', EXIT_CONFIRMATIONS.approve, 'Approved');
      }

      // The owners' tasks (HR acts for IT and finance): the exit cannot complete before they are done.
      const doneButtons = hr.page.getByRole('button', { name: /^Mark done: / });
      await doneButtons.first().waitFor();
      for (let open = await doneButtons.count(); open > 0; open -= 1) {
        await doneButtons.first().click();
        const done = hr.page.getByRole('dialog');
        await done.getByText(EXIT_CONFIRMATIONS.completeTask).waitFor();
        await done.getByRole('button', { name: 'Mark done', exact: true }).click();
        await done.waitFor({ state: 'detached' });
        await expect.poll(() => doneButtons.count()).toBe(open - 1);
      }

      // employee01, released and so Resigned, finds the exit survey HR assigns in the menu and answers it.
      await assignExitInterview(hr.page, `${resignation.employee.displayName} (${EMPLOYEE01})`, false);
      // A new sign-in reads the Resigned status (and so the exit survey) as the menu shows it.
      await employee.context.close();
      const leaver = await newPage(browser, { port: server.port });
      try {
        await logIn(leaver.page, 'employee01');
        expect((await readMenu(leaver.page)).Offboarding).toContain('Exit Survey');
        await answerExitInterview(leaver.page, 'A mentoring programme for new leads.');
        expect(await seriousViolations(leaver.page)).toEqual([]);
      } finally {
        await leaver.context.close();
      }

      await hr.page.goto(url);
      await decide(hr.page, 'Complete exit', EXIT_CONFIRMATIONS.complete, 'Completed');
      await hr.page.goto('/resigned-employee-list');
      await hr.page.getByRole('textbox', { name: 'Search', exact: true }).fill(EMPLOYEE01);
      await hr.page
        .getByRole('cell', { name: new RegExp(EMPLOYEE01) })
        .first()
        .waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await employee.context.close();
      await manager.context.close();
      await hr.context.close();
    }
  });

  it('HR moves manager01 to the Singapore entity from today with leave settled; the HR director approves; the job applies it and the profile shows it', async () => {
    const hr = await newPage(browser, { port: server.port });
    const director = await newPage(browser, { port: server.port });
    try {
      await logIn(hr.page, 'hrexec01');
      const path = await initiateTransferToSingapore(hr.page, MANAGER01, 'Settle');
      await logIn(director.page, 'hrdirector');
      await approveTransferApplied(director.page, path);
      await director.page.getByRole('heading', { name: 'Leave balances' }).waitFor();
      expect(await seriousViolations(director.page)).toEqual([]);

      await director.page.goto(`/employee-profile?empNumber=${MANAGER01}`);
      await director.page.getByText(SINGAPORE).first().waitFor();
      await director.page.getByRole('tab', { name: 'Work' }).click();
      await director.page.getByTestId('profile-section-employmentHistory').getByText('SG-01').waitFor();
    } finally {
      await hr.context.close();
      await director.context.close();
    }
  });
});
