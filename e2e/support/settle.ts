import type { Page } from 'playwright-core';

/**
 * Waits for opening dialogs, menus and fades to finish (two frames for a transition to start,
 * then every finite animation), as a person does before reading or clicking: colours are checked,
 * and links clicked, where they end up rather than mid-fade or mid-slide.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until the page a person opened shows its content: its title, and no spinner or busy
 * region left in the main area (lists and cards have loaded).
 */
export async function contentReady(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('main .mantine-Loader-root, main [aria-busy="true"]') === null,
  );
}
