import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

/** Issue 33: a new visitor's login page downloads at most 250 kB of script over the wire (compressed, as sent). */
const LOGIN_SCRIPT_BUDGET_BYTES = 250_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('first load', () => {
  it('the login page loads at most 250 kB of script over the wire', async () => {
    const { context, page } = await newPage(browser); // a new context: an empty cache, as a first visit
    const responses: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      responses.push(
        (async () => {
          const type = (await (await request.response())?.headerValue('content-type')) ?? '';
          // The encoded body size: what crossed the network, after compression.
          const bytes = type.includes('javascript') ? (await request.sizes()).responseBodySize : 0;
          return { url: request.url(), bytes };
        })(),
      );
    });
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    // Chunks the page fetches after its first paint count too.
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(responses)).filter((script) => script.bytes > 0);
    await context.close();

    expect(loaded.length).toBeGreaterThan(0);
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    expect(total, loaded.map((s) => `${s.url}: ${s.bytes} B`).join('\n')).toBeLessThanOrEqual(
      LOGIN_SCRIPT_BUDGET_BYTES,
    );
  });
});
