import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_CONFIRMATIONS } from '@tenure/domain/offboarding';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A generated Bengaluru colleague under the platform lead that no other story uses (never a named demo login). */
const MOVER = 'EMP0050';
const SINGAPORE = 'Tenure Demo Singapore Pte. Ltd.';

describe('transfers (issue 18 item 6)', () => {
  it('HR initiates a transfer to the Singapore entity with leave settled; the HR director approves; the job applies it; the profile shows the new entity and its history', async () => {
    const hr = await newPage(browser);
    const director = await newPage(browser);
    try {
      await logIn(hr.page, 'hrexec01');
      await hr.page.goto('/transfer-request');
      await hr.page.getByRole('heading', { name: 'Transfers', exact: true }).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      await hr.page.getByRole('button', { name: 'New transfer' }).click();
      const form = hr.page.getByRole('dialog', { name: 'New transfer' });
      await form.getByRole('combobox', { name: 'Employee' }).fill(MOVER);
      await hr.page.getByRole('option', { name: new RegExp(MOVER) }).click();
      await form.getByTestId('transfer-eligibility').getByText('Eligible for transfer').waitFor();
      await form.getByRole('combobox', { name: 'New legal entity' }).click();
      await hr.page.getByRole('option', { name: `${SINGAPORE} (SG-01)` }).click();
      await form.getByRole('combobox', { name: 'New location' }).click();
      await hr.page.getByRole('option', { name: 'Singapore', exact: true }).click();
      await form.getByRole('radio', { name: /^Settle/ }).check();
      expect(await seriousViolations(hr.page)).toEqual([]);
      await form.getByRole('button', { name: 'Submit transfer' }).click();
      await hr.page.waitForURL(/\/transfer-request\/[0-9a-f-]{36}$/);
      await hr.page.getByText('Pending', { exact: true }).first().waitFor();
      const url = new URL(hr.page.url()).pathname;

      await logIn(director.page, 'hrdirector');
      await director.page.goto(url);
      await director.page.getByRole('heading', { name: /^Transfer of / }).waitFor();
      expect(await seriousViolations(director.page)).toEqual([]);
      await director.page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = director.page.getByRole('dialog');
      await dialog.getByText(TRANSFER_CONFIRMATIONS.approve).waitFor();
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await director.page.getByText('The transfer has been applied.').waitFor();
      await director.page.getByText('Applied', { exact: true }).first().waitFor();
      await director.page.getByText('Approved → Applied').waitFor();
      await director.page.getByRole('heading', { name: 'Leave balances' }).waitFor();
      expect(await seriousViolations(director.page)).toEqual([]);

      await director.page.goto(`/employee-profile?empNumber=${MOVER}`);
      await director.page.getByText(SINGAPORE).first().waitFor();
      await director.page.getByRole('tab', { name: 'Work' }).click();
      await director.page.getByTestId('profile-section-employmentHistory').getByText('SG-01').waitFor();
      expect(await seriousViolations(director.page)).toEqual([]);
    } finally {
      await hr.context.close();
      await director.context.close();
    }
  });
});
