import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { loadConfig } from '../src/platform/config.ts';
import { FlagService } from '../src/platform/flags.ts';
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

  /** The day's job run by the schedule in a process of its own (a job runner with the report job), and its result. */
  const runScheduledDay = async (day: string) => {
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
    defineReportJobs(
      runner,
      { mailer: mailer(), config, flags: new FlagService(t.database.db) },
      { error: () => undefined },
    );
    await runner.start();
    try {
      expect(await runner.runSchedules(new Date(`${day}T00:05:00Z`))).toBeGreaterThan(0);
      const [job] = await waitFor(
        () =>
          raw<{ status: string; result: Record<string, unknown> | null }>(
            sql`select status, result from jobs where kind = 'reports.scheduledDelivery' and schedule_key like ${`%${day}%`}`,
          ),
        (rows) => rows.length === 1 && rows[0]!.status === 'succeeded',
      );
      return job!.result;
    } finally {
      await runner.stop();
    }
  };

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

    // Issue 38: the HR executive reads Tenure in Portuguese, so their mail is in Portuguese.
    await raw(sql`update users set language = 'pt' where id = ${exec.id}`);
    // The job by schedule, in a process of its own: Monday 6 January 2031.
    expect(await runScheduledDay('2031-01-06')).toMatchObject({ day: '2031-01-06', sent: 2, empty: 1, refused: 0 });

    const sent = await mails();
    expect(sent.map((m) => m.recipient).sort()).toEqual([dir.email, exec.email].sort());
    expect(sent.find((m) => m.recipient === dir.email)!.body).toMatch(
      /^Employee Overview — Locations \(06 Jan 2031\): \d+ rows?\.\n\nThe file is attached\. Open the report: http:\/\/localhost/,
    );
    expect(sent.find((m) => m.recipient === exec.email)!.body).toMatch(
      /^Employee Overview — Locations \(06 jan\S* 2031\): \d+ linhas?\.\n\nO arquivo está anexado\. Abra o relatório: http:\/\/localhost/,
    );
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

  it('mails a monthly schedule on the day of the month it names, and nothing while the tenant has reports off', async () => {
    const viewId = await saveView('Payroll cut-off', { groupBy: 'department' });
    const dir = await userOf('hrdirector');
    const schedule = (day: number) =>
      call('POST', `/views/${viewId}/schedules`, director, {
        frequency: 'monthly',
        dayOfMonth: day,
        format: 'csv',
        recipientUserIds: [dir.id],
      });
    // Every month has a 28th; the 29th would skip February.
    const refused = await schedule(29);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ dayOfMonth: 'Choose a day from 1 to 28.' });
    const created = await schedule(25);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ frequency: 'monthly', dayOfMonth: 25 });
    const payrollMails = () =>
      raw<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where subject = 'Employee Overview: Payroll cut-off'`,
      );

    // The other views' daily schedules send every day; this one only on the 25th.
    await runAgain('2031-03-24');
    await runAgain('2031-03-01');
    expect((await payrollMails())[0]!.n).toBe(0);
    // Reports turned off for the tenant: the 25th's job sends nothing and records no delivery.
    const setReports = (enabled: boolean) =>
      raw(
        sql`insert into tenant_flags (tenant_id, flag, enabled) values ('demo', 'reports', ${enabled})
            on conflict (tenant_id, flag) do update set enabled = excluded.enabled`,
      );
    await setReports(false);
    expect(await runScheduledDay('2031-03-25')).toMatchObject({ sent: 0, skipped: 'reports is off' });
    expect((await payrollMails())[0]!.n).toBe(0);
    // On again: the next month's 25th sends, once.
    await setReports(true);
    await runScheduledDay('2031-04-25');
    expect((await payrollMails())[0]!.n).toBe(1);
    // A monthly mail names its month.
    const [april] = await raw<{ body: string }>(
      sql`select body from mail_outbox where subject = 'Employee Overview: Payroll cut-off'`,
    );
    expect(april!.body).toMatch(/^Employee Overview — Payroll cut-off \(April 2031\): /);
    expect(await runAgain('2031-04-25')).toMatchObject({ sent: 0 });
    expect((await payrollMails())[0]!.n).toBe(1);
  });
});
