import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createJobRunner } from '../src/platform/jobs.ts';
import { createMailer } from '../src/platform/mail.ts';
import { parseCsv } from '../src/platform/sheets.ts';
import { defineReportJobs, sendScheduledReports } from '../src/modules/reports/schedules-jobs.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import { waitFor } from './jobs.ts';

type Headers = Record<string, string>;
type Mail = { recipient: string; subject: string; body: string; file_name: string | null; content: string | null };

describeEachDatabase('reports: scheduled mail of saved views', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let director: Headers;
  const raw = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));
  const userOf = async (username: string) =>
    (await raw<{ id: string; email: string }>(sql`select id, email from users where username = ${username}`))[0]!;
  const mails = () =>
    raw<Mail>(
      sql`select m.recipient, m.subject, m.body, a.file_name, convert_from(a.content, 'UTF8') as content
            from mail_outbox m left join mail_attachments a on a.mail_id = m.id
           where m.subject like 'Employee Overview:%' order by m.created_at, m.recipient`,
    );
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/reports${url}`, headers, ...(payload ? { payload } : {}) });
  const saveView = async (name: string, filters: Record<string, string>) => {
    const res = await call('POST', '/employee-overview/views', director, {
      name,
      state: { filters, columns: ['headcount', 'group'], sort: 'group', order: 'asc' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const mailer = () => createMailer(t.database.db, undefined, 'reports@tenure.test');
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  /** A run of the day's job outside the queue (a second process, a rerun): the same transaction the job has. */
  const runAgain = (day: string) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      sendScheduledReports(tx, mailer(), config, { tenantCode: 'demo', executionNumber: 0, day }),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  it('mails the view to each recipient once per period, with its rows; never to one who lost the key; never empty when asked', async () => {
    const [dir, exec, emp] = [await userOf('hrdirector'), await userOf('hrexec01'), await userOf('employee01')];
    const recipients = (await call('GET', '/employee-overview/recipients', director)).json() as { userId: string }[];
    expect(recipients.map((r) => r.userId)).toEqual(expect.arrayContaining([dir.id, exec.id]));
    expect(recipients.some((r) => r.userId === emp.id)).toBe(false);

    const viewId = await saveView('Locations', { groupBy: 'location' });
    const emptyId = await saveView('Before the company', { to: '2000-01-01' });
    const refused = await call('POST', `/views/${viewId}/schedules`, director, {
      frequency: 'daily',
      format: 'csv',
      recipientUserIds: [dir.id, emp.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ 'recipientUserIds.1': 'This person may not open the report.' });
    const daily = await call('POST', `/views/${viewId}/schedules`, director, {
      frequency: 'daily',
      format: 'csv',
      recipientUserIds: [dir.id, exec.id],
    });
    expect(daily.statusCode, daily.body).toBe(201);
    expect(daily.json()).toMatchObject({ frequency: 'daily', onlyWhenRows: true, recipients: expect.any(Array) });
    const empty = await call('POST', `/views/${emptyId}/schedules`, director, {
      frequency: 'weekly',
      format: 'xlsx',
      recipientUserIds: [dir.id],
      onlyWhenRows: true,
    });
    expect(empty.statusCode, empty.body).toBe(201);
    // Only the owner sees and changes a view's schedules.
    expect((await call('GET', `/views/${viewId}/schedules`, hr)).statusCode).toBe(404);
    expect(((await call('GET', `/views/${viewId}/schedules`, director)).json() as unknown[]).length).toBe(1);

    // The job by schedule, in a process of its own: Monday 6 January 2031.
    const runner = createJobRunner(t.database, {
      work: true,
      schedules: false,
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      heartbeatSeconds: 10,
      pollingIntervalSeconds: 0.5,
      onError: () => undefined,
    });
    defineReportJobs(runner, mailer(), config, { error: () => undefined });
    await runner.start();
    try {
      expect(await runner.runSchedules(new Date('2031-01-06T00:05:00Z'))).toBeGreaterThan(0);
      const [job] = await waitFor(
        () =>
          raw<{ status: string; result: Record<string, number> | null }>(
            sql`select status, result from jobs where kind = 'reports.scheduledDelivery' and schedule_key like '%2031-01-06%'`,
          ),
        (rows) => rows.length === 1 && rows[0]!.status === 'succeeded',
      );
      expect(job!.result).toMatchObject({ day: '2031-01-06', sent: 2, empty: 1, refused: 0 });
    } finally {
      await runner.stop();
    }

    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual([dir.email, exec.email].sort());
    for (const [mail, headers] of [
      [sent.find((m) => m.recipient === dir.email)!, director],
      [sent.find((m) => m.recipient === exec.email)!, hr],
    ] as const) {
      expect(mail.subject).toBe('Employee Overview: Locations');
      expect(mail.file_name).toMatch(/^employee-overview_\d{8}T\d{6}Z\.csv$/);
      // The file holds the view's rows as the recipient would see them, in the view's columns.
      const screen = (await call('GET', '/employee-overview/rows?groupBy=location&sort=group&size=100', headers)).json()
        .items as { group: string; headcount: number }[];
      const [headings, ...lines] = parseCsv(mail.content!.replace(/^\uFEFF/, '')).filter((l) => l.length > 1);
      expect(headings).toEqual(['Headcount', 'Group']);
      expect(lines).toEqual(screen.map((r) => [String(r.headcount), r.group]));
    }

    // The same day again (a second run): nothing more.
    expect(await runAgain('2031-01-06')).toMatchObject({ sent: 0, empty: 0, refused: 0 });
    expect((await mails()).length).toBe(2);

    // The HR executive loses the report's key in the entity: the next day only the director gets it.
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(
        sql`delete from user_entity_roles where user_entity_id in (select ue.id from user_entities ue join legal_entities le on le.id = ue.legal_entity_id where ue.user_id = ${exec.id} and le.code = 'US-NY-01')`,
      ),
    );
    expect(await runAgain('2031-01-07')).toMatchObject({ sent: 1, refused: 1, empty: 0 });
    const after = await mails();
    expect(after.length).toBe(3);
    expect(after[2]!.recipient).toBe(dir.email);
    const deliveries = await raw<{ period: string; outcome: string; n: number }>(
      sql`select period, outcome, count(*)::int as n from report_deliveries group by period, outcome order by period, outcome`,
    );
    expect(deliveries).toEqual([
      { period: '2031-01-06', outcome: 'sent', n: 2 },
      { period: '2031-01-07', outcome: 'refused', n: 1 },
      { period: '2031-01-07', outcome: 'sent', n: 1 },
      { period: 'week-2031-01-06', outcome: 'empty', n: 1 },
    ]);
  });

  it('deletes a schedule (no more mail of it)', async () => {
    const viewId = await saveView('To delete', { groupBy: 'gender' });
    const dir = await userOf('hrdirector');
    const created = (
      await call('POST', `/views/${viewId}/schedules`, director, {
        frequency: 'monthly',
        format: 'xlsx',
        recipientUserIds: [dir.id],
      })
    ).json() as { id: string };
    expect((await call('DELETE', `/views/${viewId}/schedules/${created.id}`, director)).statusCode).toBe(204);
    expect((await call('GET', `/views/${viewId}/schedules`, director)).json()).toEqual([]);
    expect(await runAgain('2031-02-01')).toMatchObject({ sent: 1 });
  });
});
