import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@tenure/domain/jobs';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;

describeEachDatabase('job history for admins', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let employee: Headers;
  let executionNumber: number;

  beforeAll(async () => {
    // This process only queues jobs (no worker): they stay queued for the history and cancel.
    t = await createTestApp(kind, { env: { JOBS_WORKER: 'false' } });
    admin = (await loginAs(t.app, 'superadmin')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/hrms/leave-attendance/accruals/run',
      headers: admin,
      payload: { asOf: '2031-01-01' },
    });
    expect(started.statusCode).toBe(202);
    executionNumber = (started.json() as { executionNumber: number }).executionNumber;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/admin/jobs${url}`, headers });
  const cancel = (n: number, headers: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/jobs/${n}/cancel`, headers });

  it('lists the tenant’s jobs with who started them, filtered by status and kind', async () => {
    const all = await get('?page=1&size=10', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().items[0]).toMatchObject({
      executionNumber,
      kind: 'leave.accrual',
      status: 'queued',
      startedBy: 'superadmin',
      scheduled: false,
      attempts: 0,
      progress: 0,
    });
    expect((await get('?status=queued&kind=leave.accrual', admin)).json().total).toBeGreaterThanOrEqual(1);
    expect((await get('?status=failed&kind=leave.accrual', admin)).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(`/${executionNumber}`, admin)).json()).toMatchObject({ executionNumber, status: 'queued' });
  });

  it('shows when each schedule runs next', async () => {
    const schedules = (await get('/schedules', admin)).json() as { kind: string; nextRun: string }[];
    expect(schedules.map((s) => s.kind).sort()).toEqual([
      'chat.purge',
      'leave.accrual',
      'leave.carryForward',
      'leave.compOffExpiry',
      'offboarding.applyTransfers',
      'offboarding.deactivateLeavers',
      'onboarding.contractEndReminders',
      'performance.reviewReminders',
      'reports.scheduledDelivery',
      'surveys.reminders',
      'timesheet.approvalReminder',
      'timesheet.autoApproval',
      'timesheet.erpProjectSync',
      'timesheet.submitReminder',
    ]);
    expect(schedules.find((s) => s.kind === 'leave.accrual')!.nextRun).toMatch(/^\d{4}-\d{2}-01$/);
    expect(schedules.find((s) => s.kind === 'leave.carryForward')!.nextRun).toMatch(/^\d{4}-(01|04)-01$/);
  });

  it('keeps jobs from other tenants and from users without the keys', async () => {
    expect((await get('', employee)).statusCode).toBe(403);
    expect((await cancel(executionNumber, employee)).statusCode).toBe(403);
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    expect((await acme.request({ method: 'GET', url: `/api/admin/jobs/${executionNumber}`, headers })).statusCode).toBe(
      404,
    );
    expect(
      (await acme.request({ method: 'POST', url: `/api/admin/jobs/${executionNumber}/cancel`, headers, body: {} }))
        .statusCode,
    ).toBe(404);
    expect((await acme.request({ method: 'GET', url: '/api/admin/jobs', headers })).body).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('cancels a queued job once; it then counts as cancelled', async () => {
    const cancelled = await cancel(executionNumber, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ executionNumber, status: 'cancelled', error: JOB_MESSAGES.jobCancelled });
    const again = await cancel(executionNumber, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_MESSAGES.jobNotQueued);
    expect((await get(`/${executionNumber}`, admin)).json().status).toBe('cancelled');
  });
});
