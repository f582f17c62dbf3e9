import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { onOwnServer } from '../support/own-server.ts';
import type { TestServer } from '../support/server.ts';
import { logIn } from '../support/session.ts';

/** Issue 34 item 7: a tenant admin shows their Metabase dashboard below a report. It changes a report's settings, so it runs on a server of its own. */
let browser: Browser;
let server: TestServer;
onOwnServer((b, s) => ([browser, server] = [b, s]));

/** A stand-in for Metabase's embed page: it shows the claims of the token it was opened with. */
let metabase: http.Server;
let metabaseUrl: string;
beforeAll(async () => {
  metabase = http.createServer((req, res) => {
    const token = /^\/embed\/dashboard\/([^/?#]+)/.exec(req.url ?? '')?.[1];
    const claims = token ? (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as object) : null;
    res.writeHead(token ? 200 : 404, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><html lang="en"><title>Dashboard</title><h1>Fake Metabase dashboard</h1><p id="claims">${JSON.stringify(claims)}</p></html>`,
    );
  });
  await new Promise<void>((resolve) => metabase.listen(0, '127.0.0.1', resolve));
  metabaseUrl = `http://127.0.0.1:${(metabase.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => metabase.close(() => resolve())));

describe('bring your own BI (issue 34 item 7)', () => {
  it('the super admin sets a Metabase dashboard for Employee Overview; HR then sees it below the report, locked to their tenant and entity', async () => {
    const admin = await newPage(browser, { port: server.port });
    const hr = await newPage(browser, { port: server.port });
    try {
      await logIn(admin.page, 'superadmin');
      await admin.page.goto('/employee-overview');
      await admin.page.locator('tbody tr').first().waitFor();
      await admin.page.getByRole('button', { name: 'BI dashboard settings' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Dashboard of your own BI tool' });
      await dialog.getByLabel('Address of the BI tool').fill(metabaseUrl);
      await dialog.getByLabel(/^Dashboard/).fill('7');
      await dialog.getByLabel('Embedding secret key').fill('e2e-embedding-secret');
      expect(await seriousViolations(admin.page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByText('The BI dashboard settings are saved.').waitFor();

      await logIn(hr.page, 'hrexec01');
      await hr.page.goto('/employee-overview');
      await hr.page.locator('tbody tr').first().waitFor();
      const frame = hr.page.frameLocator('iframe[title="Employee Overview dashboard"]');
      await frame.getByRole('heading', { name: 'Fake Metabase dashboard' }).waitFor();
      const claims = JSON.parse(await frame.locator('#claims').innerText()) as {
        resource: unknown;
        params: { tenant: string; entity: string };
      };
      expect(claims.resource).toEqual({ dashboard: 7 });
      expect(claims.params.tenant).toBe('demo');
      expect(claims.params.entity).toMatch(/^[A-Z]{2}-/);
      expect(await hr.page.getByRole('button', { name: 'BI dashboard settings' }).count()).toBe(0);
      expect(await seriousViolations(hr.page)).toEqual([]);
    } finally {
      await admin.context.close();
      await hr.context.close();
    }
  });
});
