import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_MESSAGES, type GoalDetailView, type GoalPage } from '@tenure/domain/performance';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { apiCall, logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** manager01's demo team goal the new goal aligns to (apps/api/src/db/seed/performance-goals.ts). */
const TEAM_GOAL = 'Raise platform reliability to 99.9% uptime';
/** A title no other run or story uses, so the file can run again on the same server. */
const TITLE = `Harden the payments API ${Date.now().toString(36)}`;

const goalCard = (page: Page) => page.getByTestId(`goal-${TITLE}`);

/** Clicks a goal's decision button, confirms it (with a comment when asked) and waits for the server's answer. */
async function decideGoal(page: Page, verb: string, comment?: string) {
  await goalCard(page).getByRole('button', { name: verb, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: verb });
  if (comment) await dialog.getByLabel('Comment').fill(comment);
  const done = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/pms/goals/') && r.ok(),
  );
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await done;
  await dialog.waitFor({ state: 'detached' });
}

async function pick(page: Page, label: string, option: string, nth = 0) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('goals and key results (issue 19 items 1-3, 7, 9)', () => {
  it(
    'manager01 assigns library goals; employee01 adds a weighted goal, manager01 asks for a change then approves; progress rolls up',
    { timeout: 120_000 },
    async () => {
      const manager = await newPage(browser);
      const employee = await newPage(browser);
      try {
        await logIn(manager.page, 'manager01');
        await manager.page.goto('/pmm/goal-library');
        for (const name of ['Improve code quality', 'Grow technical depth'])
          await manager.page.getByRole('checkbox', { name: `Select ${name}` }).check();
        expect(await seriousViolations(manager.page)).toEqual([]);
        await manager.page.getByRole('button', { name: /Assign to people \(2 selected\)/ }).click();
        const assign = manager.page.getByRole('dialog', { name: 'Assign library goals' });
        await assign.getByRole('switch', { name: 'Only my team' }).waitFor();
        expect(await assign.getByRole('switch', { name: 'Only my team' }).isChecked()).toBe(true);
        await assign.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(async () => (await assign.getByTestId('assign-result').textContent()) ?? '')
          .toMatch(/goals created for \d+ people/);
        await assign.getByRole('button', { name: 'Cancel' }).click();
        await assign.waitFor({ state: 'detached' });

        await logIn(employee.page, 'employee01');
        await employee.page.goto('/performance');
        await employee.page.getByTestId('goal-Improve code quality').waitFor();
        // The current review cycle beside the goals (issue 20 item 6): last year's, released to employee01.
        await employee.page.getByRole('heading', { name: /^Review: Annual review \d{4}$/ }).waitFor();
        expect(await employee.page.getByText('My review: Released').count()).toBe(1);
        expect(await seriousViolations(employee.page)).toEqual([]);
        await employee.page.getByRole('button', { name: 'Add goal' }).click();
        const form = employee.page.getByRole('dialog', { name: 'New goal' });
        await form.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
        await pick(employee.page, 'Goal type', 'Business');
        await pick(employee.page, 'Aligned to (parent goal)', TEAM_GOAL);
        await form.getByRole('textbox', { name: 'Weight (%)' }).first().fill('5');
        await form.getByRole('button', { name: 'Add key result' }).click();
        await form.getByRole('button', { name: 'Add key result' }).click();
        const krs = [
          { title: 'Endpoints with contract tests', unit: null, target: '10', weight: '50' },
          { title: 'Test coverage of the payments service', unit: 'Percent', target: '100', weight: '30' },
          { title: 'Chaos drill completed', unit: 'Yes/No', target: null, weight: '20' },
        ];
        for (const [i, kr] of krs.entries()) {
          await form.getByRole('textbox', { name: new RegExp(`^Key result ${i + 1}`) }).fill(kr.title);
          if (kr.unit) await pick(employee.page, 'Unit', kr.unit, i);
          if (kr.target) await form.getByRole('textbox', { name: 'Target' }).nth(i).fill(kr.target);
          await form
            .getByRole('textbox', { name: 'Weight (%)' })
            .nth(i + 1)
            .fill(kr.weight);
        }
        await form.getByText('Weights add up to 100%').waitFor();
        expect(await seriousViolations(employee.page)).toEqual([]);
        await form.getByRole('button', { name: 'Save' }).click();
        await employee.page.getByText(GOAL_MESSAGES.created).waitFor();
        await form.waitFor({ state: 'detached' });
        await goalCard(employee.page).waitFor();
        await decideGoal(employee.page, 'Submit for approval');
        // Each decision's toast says what happened (issue 31 item 13), not "Goal updated."
        await employee.page.getByText('Goal submitted for approval.').first().waitFor();
        await goalCard(employee.page).getByText('Pending approval').waitFor();

        await manager.page.goto('/performance/goals-approval-view');
        await goalCard(manager.page).waitFor();
        expect(await seriousViolations(manager.page)).toEqual([]);
        await decideGoal(manager.page, 'Ask for changes', 'Add a target date for the chaos drill');
        await manager.page.getByText('Goal sent back to its owner for changes.').first().waitFor();
        await goalCard(manager.page).waitFor({ state: 'detached' });

        await employee.page.reload();
        await goalCard(employee.page)
          .getByText('Comment from the approver: Add a target date for the chaos drill')
          .waitFor();
        await decideGoal(employee.page, 'Submit for approval');

        await manager.page.reload();
        await decideGoal(manager.page, 'Approve');
        await manager.page.getByText('Goal approved.').first().waitFor();
        await goalCard(manager.page).waitFor({ state: 'detached' });

        const mine = await apiCall<GoalPage>(
          employee.page,
          'GET',
          `/api/pms/goals?search=${encodeURIComponent(TITLE)}`,
        );
        const parentId = mine.items[0]!.parent!.id;
        const parentBefore = (await apiCall<GoalDetailView>(employee.page, 'GET', `/api/pms/goals/${parentId}`))
          .avgGoalProgress;
        await employee.page.reload();
        const card = goalCard(employee.page);
        await card.getByText('Approved', { exact: true }).waitFor();
        await card.getByRole('textbox', { name: `Current value of ${krs[0]!.title}` }).fill('10');
        const saved = employee.page.waitForResponse((r) => r.url().endsWith('/api/pms/key-results') && r.ok());
        await card.getByRole('button', { name: 'Save progress' }).first().click();
        await saved;
        await card
          .getByRole('progressbar', { name: `Progress of ${TITLE}` })
          .and(employee.page.locator('[aria-valuenow="50"]'))
          .waitFor();
        const parentAfter = (await apiCall<GoalDetailView>(employee.page, 'GET', `/api/pms/goals/${parentId}`))
          .avgGoalProgress;
        expect(parentAfter).toBeGreaterThan(parentBefore);

        await manager.page.goto('/performance/goals-rm-view');
        await manager.page.getByRole('button', { name: /View goals of Emily Johnson/ }).click();
        await goalCard(manager.page).waitFor();
        expect(await seriousViolations(manager.page)).toEqual([]);
      } finally {
        await manager.context.close();
        await employee.context.close();
      }
    },
  );
});
