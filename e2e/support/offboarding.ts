/** Steps the leaving-and-moving stories share: decisions behind confirmations, survey answers, a transfer to Singapore. */
import type { Page } from 'playwright-core';
import { TRANSFER_CONFIRMATIONS } from '@tenure/domain/offboarding';

/** Clicks a decision button, checks its confirmation question and confirms; waits for the page to show the result. */
export async function decide(page: Page, button: string, question: string, shows: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question).waitFor();
  const done = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/hrms/hris/') && r.ok(),
  );
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await done;
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(shows, { exact: true }).first().waitFor();
}

/** Picks an option of a Mantine select in the open dialog by the field's label. */
export async function chooseInDialog(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(field).click();
  await page.getByRole('option', { name: option }).click();
}

/** Answers a 1–5 question or a single-choice question of a survey form by its question text. */
export async function pickRadio(page: Page, question: RegExp, value: string): Promise<void> {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: value, exact: true }).check();
}

/** The Singapore legal entity of the demo tenant, as the transfer form lists it. */
export const SINGAPORE = 'Tenure Demo Singapore Pte. Ltd.';

/**
 * On /transfer-request, HR starts a transfer of `employeeNumber` to the Singapore entity and
 * office from today, with the leave treatment `treatment` (the radio's first word); the detail
 * page's path.
 */
export async function initiateTransferToSingapore(
  page: Page,
  employeeNumber: string,
  treatment: 'Carry' | 'Settle' | 'Reset',
  beforeSubmit?: () => Promise<void>,
): Promise<string> {
  await page.goto('/transfer-request');
  await page.getByRole('heading', { name: 'Transfers', exact: true }).waitFor();
  await page.getByRole('button', { name: 'New transfer' }).click();
  const form = page.getByRole('dialog', { name: 'New transfer' });
  await form.getByRole('combobox', { name: 'Employee' }).fill(employeeNumber);
  await page.getByRole('option', { name: new RegExp(employeeNumber) }).click();
  await form.getByTestId('transfer-eligibility').getByText('Eligible for transfer').waitFor();
  await form.getByRole('combobox', { name: 'New legal entity' }).click();
  await page.getByRole('option', { name: `${SINGAPORE} (SG-01)` }).click();
  await form.getByRole('combobox', { name: 'New location' }).click();
  await page.getByRole('option', { name: 'Singapore', exact: true }).click();
  await form.getByRole('radio', { name: new RegExp(`^${treatment}`) }).check();
  await beforeSubmit?.();
  await form.getByRole('button', { name: 'Submit transfer' }).click();
  await page.waitForURL(/\/transfer-request\/[0-9a-f-]{36}$/);
  await page.getByText('Pending', { exact: true }).first().waitFor();
  return new URL(page.url()).pathname;
}

/** An approver opens the transfer, approves it behind its confirmation and waits for the job to apply it (effective today). */
export async function approveTransferApplied(
  page: Page,
  path: string,
  beforeApprove?: () => Promise<void>,
): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: /^Transfer of / }).waitFor();
  await beforeApprove?.();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(TRANSFER_CONFIRMATIONS.approve).waitFor();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('The transfer has been applied.').waitFor();
  await page.getByText('Applied', { exact: true }).first().waitFor();
  await page.getByText('Approved → Applied').waitFor();
}

/** On /offboarding-feedback, the leaver answers the demo's "Exit interview" and sends it. */
export async function answerExitInterview(
  page: Page,
  keepYou: string,
  beforeSend?: () => Promise<void>,
): Promise<void> {
  await page.goto('/offboarding-feedback');
  await page.getByRole('heading', { name: 'Exit interview' }).waitFor();
  await pickRadio(page, /main reason you are leaving/, 'Career growth');
  await pickRadio(page, /overall experience/, '4');
  await pickRadio(page, /manager support/, '3');
  await page
    .getByRole('group', { name: /value most/ })
    .getByRole('checkbox', { name: 'Colleagues' })
    .check();
  await pickRadio(page, /recommend the company/, 'Yes');
  await page.getByRole('textbox', { name: /keep you/ }).fill(keepYou);
  await beforeSend?.();
  await page.getByRole('button', { name: 'Send answers' }).click();
  await page.getByText(/You answered this survey on/).waitFor();
}

/** On /offboarding-feedback, HR assigns the demo's "Exit interview" to a released exit request, named or anonymous. */
export async function assignExitInterview(
  page: Page,
  exitRequest: string,
  anonymous: boolean,
  beforeAssign?: () => Promise<void>,
): Promise<void> {
  await page.goto('/offboarding-feedback');
  await page.getByRole('heading', { name: 'Exit Survey' }).waitFor();
  await page.getByRole('button', { name: 'Assign exit survey' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign an exit survey' });
  await chooseInDialog(page, 'Exit request', exitRequest);
  await chooseInDialog(page, 'Exit questionnaire', 'Exit interview');
  if (anonymous) await assign.getByRole('switch', { name: 'Anonymous' }).check();
  await beforeAssign?.();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await assign.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: exitRequest }).first().waitFor();
}
