import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { approveTransferApplied, initiateTransferToSingapore, SINGAPORE } from '../support/offboarding.ts';
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

describe('transfers (issue 18 item 6)', () => {
  it('HR initiates a transfer to the Singapore entity with leave settled; the HR director approves; the job applies it; the profile shows the new entity and its history', async () => {
    const hr = await newPage(browser);
    const director = await newPage(browser);
    try {
      await logIn(hr.page, 'hrexec01');
      await hr.page.goto('/transfer-request');
      await hr.page.getByRole('heading', { name: 'Transfers', exact: true }).waitFor();
      expect(await seriousViolations(hr.page)).toEqual([]);

      const url = await initiateTransferToSingapore(hr.page, MOVER, 'Settle', async () =>
        expect(await seriousViolations(hr.page)).toEqual([]),
      );

      await logIn(director.page, 'hrdirector');
      await approveTransferApplied(director.page, url, async () =>
        expect(await seriousViolations(director.page)).toEqual([]),
      );
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
