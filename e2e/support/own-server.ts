import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, STARTUP_TIMEOUT_MS, type ServerOptions, type TestServer } from './server.ts';

/**
 * A story that changes what other stories read runs on a server of its own: this registers the
 * file's hooks that start a browser and a fresh server before its tests (handing both to `ready`)
 * and close them after. `options` (or a function giving them, read when the server starts, after the
 * file's earlier hooks) say how the server starts.
 */
export function onOwnServer(
  ready: (browser: Browser, server: TestServer) => void,
  options: ServerOptions | (() => ServerOptions) = {},
): void {
  let started: [Browser, TestServer] | undefined;
  beforeAll(async () => {
    started = await Promise.all([launchBrowser(), startServer(typeof options === 'function' ? options() : options)]);
    ready(...started);
  }, STARTUP_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    await started?.[0].close();
    await started?.[1].stop();
  });
}
