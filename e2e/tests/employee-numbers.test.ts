import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NumberPatternView } from '@tenure/domain/onboarding';
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

const PATTERNS = '/api/hrms/hris/employee/employee-number/patterns';

describe('employee numbers (issue 15 item 2)', () => {
  it("HR sees each entity's next number, is told a bad prefix is wrong, and changes the pattern", async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'hrexec01');
    const [entity] = await apiCall<NumberPatternView[]>(page, 'GET', PATTERNS);
    if (!entity) throw new Error('the demo tenant has no legal entity');
    try {
      await page.goto('/employees');
      await page.getByRole('button', { name: 'Employee numbers' }).click();
      const dialog = page.getByRole('dialog', { name: 'Employee numbers' });
      const row = dialog.getByTestId('number-patterns').locator('tr', { hasText: entity.legalEntityName });
      await row.getByText(entity.nextNumber).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await row.getByRole('button', { name: `Edit the pattern of ${entity.legalEntityName}` }).click();
      const form = page.getByRole('dialog', { name: `Edit the pattern of ${entity.legalEntityName}` });
      await form.getByLabel('Prefix').fill('9AB');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('Use 1 to 10 capital letters, digits or -, starting with a letter.').waitFor();

      // Lower case is taken as capitals; the sample shows the next number in the new shape.
      await form.getByLabel('Prefix').fill('qa-');
      await form.getByLabel('Sequence digits').fill('7');
      const sequence = Number(entity.nextNumber.slice(entity.prefix.length));
      const sample = `QA-${String(sequence).padStart(7, '0')}`;
      await form.getByText(sample).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      const saved = (await apiCall<NumberPatternView[]>(page, 'GET', PATTERNS)).find(
        (p) => p.legalEntityCode === entity.legalEntityCode,
      )!;
      expect(saved).toMatchObject({ prefix: 'QA-', padding: 7 });
      await dialog
        .getByTestId('number-patterns')
        .locator('tr', { hasText: entity.legalEntityName })
        .getByText(saved.nextNumber)
        .waitFor();
    } finally {
      // Other stories onboard people in this entity: its pattern goes back as it was.
      await apiCall(page, 'PUT', `${PATTERNS}/${entity.legalEntityCode}`, {
        prefix: entity.prefix,
        padding: entity.padding,
      });
      await context.close();
    }
  });
});
