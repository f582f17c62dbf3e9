import type { Page } from 'playwright-core';

/**
 * Presses Validate on a dry-run upload (components/upload/DryRunUpload) and answers what the
 * person then reads: the dry run's summary, or the refusal of the file. It waits for the dry run's
 * answer first, then for the page to show it; tests compare the text, so a failure says which of
 * the three went wrong (no dry run sent, no answer, another outcome) instead of timing out on a
 * text the page never showed.
 */
export async function validateUpload(page: Page): Promise<string> {
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/validate'),
    ),
    page.getByRole('button', { name: 'Validate', exact: true }).click(),
  ]);
  const answer = page.getByTestId('dry-run-summary').or(page.getByTestId('upload-refusal'));
  await answer.waitFor();
  return (await answer.innerText()).trim();
}
