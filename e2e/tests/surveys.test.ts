import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResignationView } from '@tenure/domain/offboarding';
import { seriousViolations } from '../support/axe.ts';
import { PASSWORD, launchBrowser, newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { answerExitInterview, assignExitInterview, chooseInDialog, pickRadio } from '../support/offboarding.ts';
import { apiCall, logIn, readMenu, sessionToken } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A generated colleague that no other story uses (never a named demo login): they resign and answer the exit survey. */
const LEAVER = 'EMP0044';
const LEAVER_LOGIN = 'leaver0044';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The super admin gives the generated leaver an account (as HR would before their last day): the
 * invitation's one-time link sets the password, so the leaver can log in like anyone.
 */
async function accountForLeaver(admin: Page) {
  const [employee] = await apiCall<{ employeeId: string }[]>(
    admin,
    'GET',
    `/api/auth/users/employees-without-account?search=${LEAVER}`,
  );
  const roles = await apiCall<{ id: string; code: string | null }[]>(admin, 'GET', '/api/auth/users/role-options');
  await apiCall(admin, 'POST', '/api/auth/users', {
    employeeId: employee!.employeeId,
    username: LEAVER_LOGIN,
    roleIds: [roles.find((r) => r.code === 'EMPLOYEE')!.id],
  });
  const outbox = await admin.request.get('/api/admin/mail-outbox?size=100', {
    headers: { authorization: `Bearer ${await sessionToken(admin)}`, 'x-tenantid': 'demo' },
  });
  const mail = ((await outbox.json()) as { items: { body: string }[] }).items.find((m) =>
    m.body.includes(`Your username is ${LEAVER_LOGIN}`),
  );
  const token = /set-password\?token=([\w-]+)/.exec(mail!.body)![1];
  const set = await admin.request.post('/api/auth/set-password', {
    data: { token, newPassword: PASSWORD },
    headers: { 'x-tenantid': 'demo' },
  });
  expect(set.ok()).toBe(true);
}

describe('surveys (issue 18 items 4 and 7)', () => {
  it('HR builds a questionnaire and launches a survey; employee01 answers it; HR sees the response rate and the charts', async () => {
    const hr = await newPage(browser);
    const employee = await newPage(browser);
    const title = 'Friday pulse';
    try {
      await logIn(hr.page, 'hrexec01');
      await hr.page.goto('/employee-survey?tab=questionnaires');
      await hr.page.getByRole('heading', { name: 'Employee Survey' }).waitFor();
      await hr.page.getByRole('button', { name: 'New questionnaire' }).click();
      const builder = hr.page.getByRole('dialog', { name: 'New questionnaire' });
      await builder.getByTestId('questionnaire-title').fill('Friday pulse questions');
      await chooseInDialog(hr.page, 'Kind', 'Pulse');
      await builder.getByTestId('question-1-text').fill('How was your week?');
      await builder.getByRole('button', { name: 'Add question' }).click();
      await builder.getByTestId('question-2').getByLabel('Type', { exact: true }).click();
      await hr.page.getByRole('option', { name: 'Single choice' }).click();
      await builder.getByTestId('question-2-text').fill('Did anything block you?');
      // Saving a choice question without options is refused on its field.
      await builder.getByRole('button', { name: 'Save' }).click();
      await builder.getByText('A choice question needs at least two options.').waitFor();
      const options = builder.getByTestId('question-2-options');
      await options.fill('No');
      await options.press('Enter');
      await options.fill('Yes');
      await options.press('Enter');
      expect(await seriousViolations(hr.page)).toEqual([]);
      await builder.getByRole('button', { name: 'Save' }).click();
      await builder.waitFor({ state: 'detached' });
      await hr.page.getByRole('button', { name: 'Edit Friday pulse questions' }).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      await hr.page.getByRole('tab', { name: 'Surveys', exact: true }).click();
      await hr.page.getByRole('button', { name: 'Launch survey' }).click();
      const launch = hr.page.getByRole('dialog', { name: 'Launch a survey' });
      await launch.getByTestId('survey-title').fill(title);
      await chooseInDialog(hr.page, 'Questionnaire', 'Friday pulse questions (Pulse)');
      await pickDate(hr.page, launch.getByTestId('survey-closes'), inDays(7));
      const created = hr.page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          r.url().endsWith('/api/hrms/surveys/employee-surveys') &&
          r.status() === 201,
      );
      await launch.getByRole('button', { name: 'Save' }).click();
      const survey = (await (await created).json()) as { id: string; audienceCount: number };
      await launch.waitFor({ state: 'detached' });
      await hr.page.getByTestId(`response-rate-${survey.id}`).getByText(`0% (0 of ${survey.audienceCount})`).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      await logIn(employee.page, 'employee01');
      await employee.page.goto('/employee-survey');
      await employee.page.getByRole('button', { name: `Answer ${title}` }).click();
      const answer = employee.page.getByRole('dialog', { name: title });
      await pickRadio(employee.page, /How was your week\?/, '4');
      await answer.getByRole('button', { name: 'Send answers' }).click();
      await answer.getByText('This question needs an answer.').waitFor();
      await pickRadio(employee.page, /Did anything block you\?/, 'No');
      expect(await seriousViolations(employee.page)).toEqual([]);
      await answer.getByRole('button', { name: 'Send answers' }).click();
      await answer.waitFor({ state: 'detached' });
      await employee.page.getByTestId(`my-survey-${survey.id}`).getByText('Answered, thank you').waitFor();
      expect(await seriousViolations(employee.page)).toEqual([]);

      await hr.page.reload();
      const rate = Math.round(1000 / survey.audienceCount) / 10;
      await hr.page
        .getByTestId(`response-rate-${survey.id}`)
        .getByText(`${rate}% (1 of ${survey.audienceCount})`)
        .waitFor();
      await hr.page.getByRole('link', { name: title }).click();
      await hr.page.getByRole('heading', { name: `Results: ${title}` }).waitFor();
      await hr.page.getByTestId('survey-stat-responses').getByText('1', { exact: true }).waitFor();
      await hr.page.getByRole('region', { name: 'Question 1' }).getByText('average 4 of 5', { exact: false }).waitFor();
      await hr.page
        .getByRole('region', { name: 'By department' })
        .getByText('No group has enough answers to show.')
        .waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await hr.context.close();
      await employee.context.close();
    }
  });

  it('HR sees the demo engagement survey broken down only by groups of five or more', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, 'hrdirector');
      await page.goto('/employee-survey?tab=surveys');
      await page.getByRole('link', { name: /^Engagement survey/ }).click();
      await page.getByRole('heading', { name: /^Results: Engagement survey/ }).waitFor();
      const departments = page.getByRole('region', { name: 'By department' });
      await departments.getByRole('table').waitFor();
      for (const cell of await departments.locator('tbody tr td:nth-child(2)').allInnerTexts())
        expect(Number(cell.split('/')[0])).toBeGreaterThanOrEqual(5);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a generated employee, once released (Resigned), sees the exit survey HR assigned in the menu and answers it; HR reads the answers', async () => {
    const hr = await newPage(browser);
    const admin = await newPage(browser);
    const leaver = await newPage(browser);
    try {
      await logIn(hr.page, 'hrexec01');
      const resignation = await apiCall<ResignationView>(hr.page, 'POST', '/api/hrms/hris/resignation/admin-submit', {
        employeeNumber: LEAVER,
        reason: 'Starting a business of my own',
        proposedLastDay: inDays(45),
      });
      await apiCall(hr.page, 'PUT', `/api/hrms/hris/resignation/${resignation.id}/accept`, {});
      await apiCall(hr.page, 'PUT', `/api/hrms/hris/resignation/${resignation.id}/release`, {
        lastWorkingDay: inDays(45),
        noticeTreatment: 'waiver',
      });
      await logIn(admin.page, 'superadmin');
      await accountForLeaver(admin.page);

      const exitRequest = `${resignation.employee.displayName} (${LEAVER})`;
      await assignExitInterview(hr.page, exitRequest, true, async () => {
        await hr.page
          .getByRole('dialog', { name: 'Assign an exit survey' })
          .getByText(`Employee ${LEAVER}, legal entity`)
          .waitFor();
        expect(await seriousViolations(hr.page)).toEqual([]);
      });

      await logIn(leaver.page, LEAVER_LOGIN);
      expect((await readMenu(leaver.page)).Offboarding).toContain('Exit Survey');
      await answerExitInterview(leaver.page, 'A clearer path into product management.', async () =>
        expect(await seriousViolations(leaver.page)).toEqual([]),
      );
      expect(await seriousViolations(leaver.page)).toEqual([]);

      await hr.page.reload();
      await hr.page
        .getByRole('button', { name: `View answers of ${resignation.employee.displayName} (${LEAVER})` })
        .click();
      const answers = hr.page.getByRole('dialog', {
        name: `Exit survey of ${resignation.employee.displayName} (${LEAVER})`,
      });
      await answers.getByText('A clearer path into product management.').waitFor();
      await answers.getByText('4 / 5').waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await hr.context.close();
      await admin.context.close();
      await leaver.context.close();
    }
  });
});
