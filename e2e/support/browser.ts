import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM } from './chromium.ts';
import type { RunServer } from './globalSetup.ts';

export const DESKTOP = { width: 1366, height: 768 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const PASSWORD = 'Tenure@2026';

export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** Origin host, e.g. 'acme.localhost' for the acme tenant. */
  host?: string;
  /**
   * The API trusts X-Forwarded-For; tests that fail logins on purpose use their own address so
   * the per-IP lockout does not reach the other tests.
   */
  clientIp?: string;
  /** A story's own server (support/server.ts) rather than the run's. */
  port?: number;
}

/** The server of this worker (support/globalSetup.ts): VITEST_POOL_ID runs from 1 to the number of workers. */
export function runServer(): RunServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}

export function originFor(host = 'localhost', port: number = runServer().port): string {
  return `http://${host}:${port}`;
}

export async function newPage(
  browser: Browser,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    // As a person who asks for less motion: a menu group opens at once, so an entry is clicked where
    // it rests (during the 200 ms slide an entry moves between the press and the release).
    reducedMotion: 'reduce',
    baseURL: originFor(options.host, options.port),
    extraHTTPHeaders: options.clientIp ? { 'x-forwarded-for': options.clientIp } : {},
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: false });
}
