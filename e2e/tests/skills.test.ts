import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKILL_CONFIRMATIONS, type SkillCategoryView, type SkillView } from '@tenure/domain/performance';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { pickDate } from '../support/dates.ts';
import { TINY_PNG } from '../support/files.ts';
import { apiCall, logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Yesterday by UTC: a day already past at every demo location (the server checks the person's own day). */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** employee01 adds `skill` on /performance/self-skill-set, with an evidence file when given. */
async function addSkill(page: Page, skill: string, evidence: boolean) {
  await page.getByRole('button', { name: 'Add skill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a skill' });
  await dialog.getByRole('combobox', { name: /^Skill/ }).fill(skill);
  await page.getByRole('option', { name: new RegExp(skill) }).click();
  await dialog.getByRole('combobox', { name: /^Proficiency level/ }).click();
  await page.getByRole('option', { name: '4 – Advanced' }).click();
  await dialog.getByRole('textbox', { name: /^Years of experience/ }).fill('3');
  await pickDate(page, dialog.getByRole('button', { name: /^Last used/ }), yesterday());
  if (evidence)
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: TINY_PNG });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/pms/self-skill-set'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row', { name: new RegExp(skill) }).waitFor();
}

/** manager01 decides `skill` of Emily Johnson on /performance/skill-set-approval. */
async function decide(page: Page, skill: string, verb: 'Approve' | 'Reject') {
  await page.goto('/performance/skill-set-approval');
  await page.getByRole('button', { name: `${verb} ${skill} of Emily Johnson` }).click();
  const dialog = page.getByRole('dialog', { name: `${verb} skill` });
  await dialog.getByText(verb === 'Approve' ? SKILL_CONFIRMATIONS.approve : SKILL_CONFIRMATIONS.reject).waitFor();
  if (verb === 'Reject')
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Please attach a project reference');
  const done = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/pms/employee-skill-set/') && r.ok(),
  );
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await done;
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `${verb} ${skill} of Emily Johnson` }).waitFor({ state: 'detached' });
}

describe('skills (issue 19 items 4, 5, 9)', () => {
  it('employee01 adds a skill with evidence; manager01 rejects it; employee01 removes it and adds another that is approved and shows in the matrix', async () => {
    const stamp = Date.now().toString(36);
    const rejectedSkill = `Story Rejected ${stamp}`;
    const approvedSkill = `Story Approved ${stamp}`;
    const hr = await newPage(browser);
    const employee = await newPage(browser);
    const manager = await newPage(browser);
    try {
      await logIn(hr.page, 'hrdirector');
      const [category] = await apiCall<SkillCategoryView[]>(hr.page, 'GET', '/api/pms/skill-categories');
      for (const name of [rejectedSkill, approvedSkill])
        await apiCall<SkillView>(hr.page, 'POST', '/api/pms/skills', { name, categoryId: category!.id });

      await logIn(employee.page, 'employee01');
      await employee.page.goto('/performance/self-skill-set');
      await employee.page.getByRole('heading', { name: 'My Skill Set' }).waitFor();
      await addSkill(employee.page, rejectedSkill, true);
      await employee.page.getByRole('button', { name: 'certificate.png' }).waitFor();
      expect(await seriousViolations(employee.page)).toEqual([]);

      await logIn(manager.page, 'manager01');
      await manager.page.goto('/performance/skill-set-approval');
      await manager.page.getByRole('heading', { name: 'Skill Set Approval' }).waitFor();
      await manager.page.getByRole('button', { name: `Reject ${rejectedSkill} of Emily Johnson` }).waitFor();
      expect(await seriousViolations(manager.page)).toEqual([]);
      await decide(manager.page, rejectedSkill, 'Reject');

      await employee.page.reload();
      const rejectedRow = employee.page.getByRole('row', { name: new RegExp(rejectedSkill) });
      await rejectedRow.getByText('Please attach a project reference').waitFor();
      await employee.page.getByRole('button', { name: `Remove ${rejectedSkill}` }).click();
      const confirm = employee.page.getByRole('dialog', { name: 'Remove skill' });
      await confirm.getByText(SKILL_CONFIRMATIONS.remove).waitFor();
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await rejectedRow.waitFor({ state: 'detached' });

      await addSkill(employee.page, approvedSkill, false);
      await decide(manager.page, approvedSkill, 'Approve');
      await employee.page.reload();
      await employee.page.getByRole('row', { name: new RegExp(`${approvedSkill}.*Approved`) }).waitFor();

      await hr.page.goto('/pmm/skill-set-matrix/employee-directory');
      await hr.page.getByRole('heading', { name: 'Skill Matrix' }).waitFor();
      await hr.page.getByTestId('matrix-row-EMP0006').first().waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await hr.page.getByRole('combobox', { name: 'Skill', exact: true }).fill(approvedSkill);
      await hr.page.getByRole('option', { name: approvedSkill }).click();
      const row = hr.page.getByTestId('matrix-row-EMP0006');
      await hr.page.getByText('1 people').waitFor();
      await row.getByText('4', { exact: true }).waitFor();
      await hr.page.getByRole('columnheader', { name: approvedSkill }).waitFor();

      for (const path of [
        '/performance/skill-setup',
        '/performance-frameworks',
        '/performance-values',
        '/performance/rm-team-skill-set',
      ]) {
        await hr.page.goto(path);
        await hr.page.getByRole('main').getByRole('heading').first().waitFor();
        await hr.page
          .getByRole('button', { name: /^(Add skill|Add framework|Add value|Approve .*|Reject .*)$/ })
          .first()
          .or(hr.page.getByText('No skills match.'))
          .waitFor();
        expect(await seriousViolations(hr.page), path).toEqual([]);
      }
    } finally {
      await Promise.all([hr.context.close(), employee.context.close(), manager.context.close()]);
    }
  }, 180_000);
});
