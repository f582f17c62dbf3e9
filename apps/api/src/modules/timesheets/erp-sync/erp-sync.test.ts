import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERP_SYNC_START_WATERMARK, type ErpSyncRunView, type ErpSyncSettingsView } from '@tenure/domain/vendors';
import { queryRows, withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitForJob } from '../../../../test/jobs.ts';

type Headers = Record<string, string>;
const BASE = '/api/timesheet/v2/oracle-project-sync';

const project = (n: string, at: string, extra: Record<string, string> = {}) => ({
  projectNumber: n,
  projectName: `ERP project ${n}`,
  clientCode: 'NWH',
  projectStatus: 'ACTIVE',
  startDate: '2025-09-01',
  billingType: 'Time and Material',
  projectManager: 'EMP0005',
  lastUpdateDate: at,
  ...extra,
});

describeEachDatabase('timesheets: ERP project sync', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let pm: Headers;
  let server: http.Server;
  let erpUrl: string;
  const served: { records: unknown[]; requests: { url: string; authorization: string | undefined }[] } = {
    records: [],
    requests: [],
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SECRETS_KEY: randomBytes(32).toString('base64') } });
    admin = (await loginAs(t.app, 'superadmin')).headers;
    pm = (await loginAs(t.app, 'projmgr01')).headers;
    server = http.createServer((req, res) => {
      served.requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
      if (req.headers.authorization !== `Basic ${Buffer.from('tenure:s3cret!').toString('base64')}`) {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: served.records }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    erpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fscmRestApi/projects`;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const setFlag = (enabled: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin,
      payload: { flag: 'syncProjectsFromOracleERP', enabled },
    });
  const latestRun = async () => ((await call('GET', '/runs', admin)).json() as { items: ErpSyncRunView[] }).items[0]!;
  const runFile = async (records: unknown[] | string, fileName = 'projects.json') => {
    const res = await call('POST', '/file', admin, {
      fileName,
      content: typeof records === 'string' ? records : JSON.stringify(records),
    });
    expect(res.statusCode).toBe(202);
    const job = await waitForJob(t.app, admin, res.json().executionNumber);
    expect(job.status).toBe('succeeded');
    return latestRun();
  };
  const projectRow = (code: string) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ name: string; status: string; updated_at: Date }>(
        tx,
        sql`select name, status, updated_at from projects where code = ${code}`,
      ),
    );

  it('does not exist while the flag is off, and needs the sync key', async () => {
    expect((await call('GET', '/settings', admin)).statusCode).toBe(404);
    await setFlag(true);
    expect((await call('GET', '/settings', pm)).statusCode).toBe(403);
    expect((await call('POST', '/file', pm, { fileName: 'a.json', content: '[]' })).statusCode).toBe(403);
    const settings = (await call('GET', '/settings', admin)).json() as ErpSyncSettingsView;
    expect(settings).toMatchObject({ configured: false, watermark: ERP_SYNC_START_WATERMARK });
    // Off unless configured: nothing runs before settings exist.
    expect((await call('POST', '/run', admin)).statusCode).toBe(400);
    expect((await call('PUT', '/settings', admin, { adapter: 'http', url: null })).json().fieldErrors.url).toBeTruthy();
  });

  it('creates and updates projects from a file, refuses bad records with reasons, and the same file twice changes nothing', async () => {
    expect((await call('PUT', '/settings', admin, { adapter: 'file', scheduleEnabled: false })).statusCode).toBe(200);
    const records = [
      project('ERP-100', '2025-09-02 10:00:00'),
      project('ERP-101', '2025-09-03T11:30:00', { projectStatus: 'ON_HOLD', endDate: '2026-12-31' }),
      project('ERP-102', '2025-09-04 09:00:00', { clientCode: 'NOPE' }),
      project('ERP-103', '2025-09-04 09:30:00', { projectManager: 'nobody@nowhere.example' }),
      project('ERP-104', '2025-09-05 09:30:00', { projectStatus: 'Cancelled' }),
      project('ERP-105', '2025-07-01 00:00:00'),
      { projectNumber: 'ERP-106', projectName: 'No date' },
    ];
    const first = await runFile(records);
    expect(first).toMatchObject({
      created: ['ERP-100', 'ERP-101'],
      updated: [],
      skipped: 1,
      watermarkBefore: ERP_SYNC_START_WATERMARK,
      watermarkAfter: '2025-09-05 09:30:00',
    });
    expect(first.refused).toEqual([
      { projectNumber: 'ERP-106', reason: 'lastUpdateDate is missing.' },
      { projectNumber: 'ERP-102', reason: 'No client has the code "NOPE".' },
      { projectNumber: 'ERP-103', reason: 'No active employee has the number or email "nobody@nowhere.example".' },
      { projectNumber: 'ERP-104', reason: expect.stringContaining('Status "Cancelled"') },
    ]);
    expect(await projectRow('ERP-101')).toEqual([
      expect.objectContaining({ name: 'ERP project ERP-101', status: 'OnHold' }),
    ]);
    expect(await projectRow('ERP-102')).toEqual([]);

    const stamp = (await projectRow('ERP-100'))[0]!.updated_at;
    const again = await runFile(records);
    // Everything up to the watermark is skipped; only the record without a date is refused again.
    expect(again).toMatchObject({
      created: [],
      updated: [],
      unchanged: 0,
      skipped: 6,
      watermarkAfter: '2025-09-05 09:30:00',
    });
    expect(again.refused.map((r) => r.projectNumber)).toEqual(['ERP-106']);
    // Sent again with a later date but the same content: read, and nothing changes.
    const resent = await runFile([project('ERP-100', '2025-09-06 08:00:00')]);
    expect(resent).toMatchObject({ created: [], updated: [], unchanged: 1, watermarkAfter: '2025-09-06 08:00:00' });
    expect((await projectRow('ERP-100'))[0]!.updated_at).toEqual(stamp);

    const csv =
      'Project Number,Project Name,Customer Number,Project Status,Start Date,Billing Type,Project Manager,Last Update Date\r\n' +
      'ERP-100,Renamed in the ERP,NWH,Completed,2025-09-01,Time and Material,EMP0005,2025-09-07 12:00:00\r\n';
    const updated = await runFile(csv, 'projects.csv');
    expect(updated).toMatchObject({ updated: ['ERP-100'], adapter: 'file', fileName: 'projects.csv' });
    expect(await projectRow('ERP-100')).toEqual([
      expect.objectContaining({ name: 'Renamed in the ERP', status: 'Completed' }),
    ]);
    expect((await call('POST', '/file', admin, { fileName: 'bad.csv', content: 'a,b\r\n1,2' })).statusCode).toBe(400);
  });

  it('reads the HTTP endpoint with the watermark and stored credentials, and moves the watermark on', async () => {
    const saved = await call('PUT', '/settings', admin, {
      adapter: 'http',
      url: erpUrl,
      username: 'tenure',
      password: 's3cret!',
      scheduleEnabled: true,
    });
    expect(saved.json()).toMatchObject({ configured: true, hasPassword: true, scheduleEnabled: true });
    expect(JSON.stringify(saved.json())).not.toContain('s3cret');
    const [stored] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ sealed: string }>(tx, sql`select sealed_password as sealed from erp_sync_settings`),
    );
    expect(stored!.sealed).not.toContain('s3cret');
    // Saving again without a password keeps the stored one.
    await call('PUT', '/settings', admin, { adapter: 'http', url: erpUrl, username: 'tenure', scheduleEnabled: true });

    served.records = [
      project('ERP-200', '2025-10-01 08:00:00'),
      project('ERP-100', '2025-10-02 08:00:00', { projectName: 'Renamed in the ERP', projectStatus: 'Closed' }),
    ];
    const res = await call('POST', '/run', admin);
    expect(res.statusCode).toBe(202);
    expect((await waitForJob(t.app, admin, res.json().executionNumber)).status).toBe('succeeded');
    const run = await latestRun();
    expect(run).toMatchObject({
      adapter: 'http',
      trigger: 'manual',
      created: ['ERP-200'],
      updated: ['ERP-100'],
      watermarkBefore: '2025-09-07 12:00:00',
      watermarkAfter: '2025-10-02 08:00:00',
    });
    expect(new URL(served.requests.at(-1)!.url, 'http://x').searchParams.get('lastUpdateDate')).toBe(
      '2025-09-07 12:00:00',
    );
    expect((await call('GET', '/settings', admin)).json().watermark).toBe('2025-10-02 08:00:00');

    // Run twice at once: they take turns, the second reads everything as already taken.
    const [a, b] = await Promise.all([call('POST', '/run', admin), call('POST', '/run', admin)]);
    await waitForJob(t.app, admin, a.json().executionNumber);
    await waitForJob(t.app, admin, b.json().executionNumber);
    const runs = ((await call('GET', '/runs?size=10', admin)).json() as { items: ErpSyncRunView[] }).items.slice(0, 2);
    expect(runs.map((r) => r.created.length + r.updated.length)).toEqual([0, 0]);
  });
});
