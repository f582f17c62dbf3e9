import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@tenure/domain/chat';
import { formatDate } from '@tenure/domain/dates';
import { tinyPdf } from '../../apps/api/src/db/seed/people-data.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { apiCall, logIn, sessionToken } from '../support/session.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';

/**
 * Issue 22's story: employee01 asks the HR assistant. It applies for leave, which other stories'
 * counts would feel, so it runs on a server of its own.
 */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

/** The first Friday after today, as the assistant reads "next Friday". */
function nextFriday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

describe('the HR assistant (issue 22)', () => {
  it('employee01 opens the assistant, reads the leave balance table and exports it, finds the notice period in the policy, applies for leave next Friday, and finds the conversation again', async () => {
    const hr = await newPage(browser, { port: server.port });
    const { page } = await newPage(browser, { port: server.port });
    try {
      // HR puts the separation policy in the New York library.
      await logIn(hr.page, 'hrdirector');
      const uploaded = await hr.page.request.post('/api/hrms/hris/policy-document', {
        headers: { authorization: `Bearer ${await sessionToken(hr.page)}`, 'x-tenantid': 'demo' },
        multipart: {
          title: 'Separation Policy',
          file: {
            name: 'separation.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from(tinyPdf('The notice period for resignation is 60 days for all employees.')),
          },
        },
      });
      expect(uploaded.status()).toBe(201);

      await logIn(page, 'employee01');
      await page.getByRole('button', { name: 'Open the HR assistant' }).click();
      const chat = page.getByTestId('chat-window');
      const bot = chat.getByTestId('chat-bot-message');
      await bot.first().getByText(CHAT_MESSAGES.greeting).waitFor();
      expect(await bot.count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      // The chip asks for the balance: a table of six leave types, five a page.
      await chat.getByRole('button', { name: 'Leave balance' }).click();
      const table = chat.getByTestId('chat-table');
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(1 + 5);
      await table.getByRole('button', { name: 'Page 2' }).click();
      await table.getByRole('row').nth(1).waitFor();
      expect(await table.getByRole('row').count()).toBe(2);
      await table.getByRole('button', { name: 'Export table' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        chat.getByRole('menuitem', { name: 'CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^table_data_\d+\.csv$/);
      const csv = fs.readFileSync(await download.path(), 'utf8');
      expect(csv).toContain('Leave type,Balance,Pending,Available');
      expect(csv).toContain('Casual Leave');

      const input = chat.getByRole('textbox', { name: 'Message' });
      await input.fill('what is the notice period for resignation?');
      await input.press('Enter');
      await bot
        .nth(2)
        .getByText(/From “Separation Policy”, page 1: .*notice period for resignation is 60 days/)
        .waitFor();

      const friday = nextFriday();
      await input.fill('apply casual leave next Friday');
      await input.press('Enter');
      await bot
        .nth(3)
        .getByText(/^Shall I apply for 1 day of Casual Leave on .*Reply “yes” to confirm/)
        .waitFor();
      await input.fill('yes');
      await input.press('Enter');
      await bot
        .nth(4)
        .getByText(/^Done: your Casual Leave/)
        .waitFor();
      // The greeting still shows once.
      expect(await chat.getByText(CHAT_MESSAGES.greeting).count()).toBe(1);

      const mine = await apiCall<{ items: { startDate: string; status: string; reason: string }[] }>(
        page,
        'GET',
        '/api/hrms/leave-attendance/leave-request?status=pending&pageSize=100',
      );
      expect(mine.items.find((r) => r.startDate === friday)).toMatchObject({
        status: 'pending',
        reason: 'Applied through the HR assistant',
      });
      await bot.nth(4).getByRole('link', { name: 'Leave dashboard' }).click();
      await page.waitForURL('**/leave-dashboard');
      await page.goto('/leave-dashboard?tab=leave-applications');
      await page.getByTestId('my-requests-leave').getByText(formatDate(friday)).first().waitFor();

      // Past conversations, in the maximised window: this one is listed by its first question and opens again.
      await page.getByRole('button', { name: 'Open the HR assistant' }).click();
      await chat.getByRole('button', { name: 'Maximize' }).click();
      await chat.getByRole('button', { name: 'Past conversations' }).click();
      const item = chat.getByTestId('chat-history-item').filter({ hasText: 'leave balance' });
      await item.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await chat.getByRole('button', { name: 'New conversation' }).click();
      expect(await bot.count()).toBe(1);
      await chat.getByRole('button', { name: 'Past conversations' }).click();
      await item.getByRole('button', { name: /^leave balance/ }).click();
      await bot.getByText(/^Done: your Casual Leave/).waitFor();
      expect(await chat.getByTestId('chat-user-message').count()).toBe(4);
    } finally {
      await hr.context.close();
      await page.context().close();
    }
  });

  it('manager01 holds a long conversation: each new answer scrolls into view, his team and what waits for his approval among them', async () => {
    const { page } = await newPage(browser, { port: server.port });
    try {
      await logIn(page, 'manager01');
      await page.getByRole('button', { name: 'Open the HR assistant' }).click();
      const chat = page.getByTestId('chat-window');
      const bot = chat.getByTestId('chat-bot-message');
      await bot.first().getByText(CHAT_MESSAGES.greeting).waitFor();
      const input = chat.getByRole('textbox', { name: 'Message' });
      const questions: [string, RegExp][] = [
        ['Show my team', /^\d+ people report to you directly/],
        ['Pending leave approvals', /^\d+ leave requests? (is|are) waiting for your approval/],
        ['Who is my manager?', /^Your reporting manager is /],
        ['leave balance', /^Here is your leave balance|^You have/],
        ['holidays list', /^The next holiday is/],
        [
          'Whistle Blower',
          /Whistle blower: concerns about fraud or misconduct may be raised, anonymously if you wish, with the ethics office\./,
        ],
        ['leave history', /leave requests? on record|not applied/],
        ['Which timesheets are waiting for my approval?', /waiting for your approval/],
        ['my goals', /goals?/],
        ['pending leaves', /pending leave requests?/],
      ];
      for (const [i, [question, expected]] of questions.entries()) {
        await input.fill(question);
        await input.press('Enter');
        await bot
          .nth(i + 1)
          .getByText(expected)
          .first()
          .waitFor();
        // The newest answer is in view: its end inside the visible part of the message list.
        await page.waitForFunction(
          (count) => {
            const bubbles = document.querySelectorAll('[data-testid="chat-window"] [data-testid="chat-bot-message"]');
            const last = bubbles[count - 1];
            const viewport = last?.closest('.mantine-ScrollArea-viewport');
            return (
              bubbles.length === count &&
              viewport !== null &&
              viewport !== undefined &&
              last!.getBoundingClientRect().bottom <= viewport.getBoundingClientRect().bottom + 1
            );
          },
          i + 2,
          { timeout: 5000 },
        );
      }
      await bot.nth(1).getByTestId('chat-table').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the super admin connects a model on the HR Assistant settings page; the demo handbook is in the Policy Library', async () => {
    const { page } = await newPage(browser, { port: server.port });
    try {
      await logIn(page, 'superadmin');
      await page.goto('/assistant-settings');
      await page.getByRole('heading', { name: 'HR Assistant', level: 1 }).waitFor();
      await page.getByTestId('assistant-key-state').getByText('Not set').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // Field errors, then a valid endpoint; the key is never shown again.
      await page.getByRole('textbox', { name: 'Base URL' }).fill('ftp://llm.example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(CHAT_MESSAGES.endpointInvalid).waitFor();
      await page.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:9/v1');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(CHAT_MESSAGES.modelNameRequired).waitFor();
      await page.getByRole('textbox', { name: 'Model', exact: true }).fill('hr-model');
      await page.getByLabel(/API key/).fill('sk-demo-key');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('assistant-key-state').getByText('Set', { exact: true }).waitFor();
      expect(await page.getByLabel(/API key/).inputValue()).toBe('');
      // Nothing listens there: the test says so.
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByTestId('assistant-test-result').getByText('The model did not answer').waitFor();

      // The key is removed again; the built-in engine answers as before.
      await page.getByRole('checkbox', { name: 'Remove the stored key' }).check();
      await page.getByRole('textbox', { name: 'Base URL' }).fill('');
      await page.getByRole('textbox', { name: 'Model', exact: true }).fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('assistant-key-state').getByText('Not set').waitFor();

      const library = await apiCall<{ id: string; title: string }[]>(page, 'GET', '/api/hrms/hris/policy-document');
      const handbook = library.find((d) => d.title === 'Employee Handbook')!;
      expect(handbook).toBeTruthy();
      const file = await page.request.get(`/api/hrms/hris/policy-document/${handbook.id}/file`, {
        headers: { authorization: `Bearer ${await sessionToken(page)}`, 'x-tenantid': 'demo' },
      });
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await page.context().close();
    }
  });
});
