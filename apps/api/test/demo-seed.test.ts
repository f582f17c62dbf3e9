import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pdfText } from '../src/modules/policies/index.ts';
import { queryRows, type Database } from '../src/platform/db.ts';
import { PAGE_BREAK } from '../src/modules/policies/index.ts';
import { describeEachDatabase, openTestDatabase } from './harness.ts';

/**
 * The demo data reads like a real company's: what employees carry is in the masters, and every
 * history runs forward (born, grew up, joined; applied, then decided; nothing decided in the future).
 * Each query lists the rows that break a rule, so a failure names them.
 */
describeEachDatabase('demo seed reads like a real company', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  // The owner connection reads every tenant (demo and acme) at once.
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(database.db, query);

  it('seeds both demo tenants with people, so the rules below have rows to hold for', async () => {
    const counts = await rows(
      sql`select tenant_id, count(*)::int as n from employees group by tenant_id order by tenant_id`,
    );
    expect(counts).toEqual([
      { tenant_id: 'acme', n: expect.any(Number) },
      { tenant_id: 'demo', n: expect.any(Number) },
    ]);
  });

  it.each([
    ['Designation', sql`designation`],
    ['JobTitle', sql`job_title`],
    ['Grade', sql`grade`],
  ])('has every %s an employee carries in its master, active', async (masterType, column) => {
    const used = await rows(sql`select count(*)::int as n from employees where ${column} is not null`);
    expect(used[0]!.n).toBeGreaterThan(0);
    const missing = await rows(sql`
      select distinct e.tenant_id, e.${column} as value from employees e
       where e.${column} is not null
         and not exists (select 1 from master_values m
                          where m.tenant_id = e.tenant_id and m.master_type = ${masterType} and m.is_active and lower(m.name) = lower(e.${column}))
       order by 1, 2`);
    expect(missing).toEqual([]);
  });

  it("has people born at least 18 years before they joined, joining no later than next month (the onboarding demo's joiners) and not before the company existed", async () => {
    const wrong = await rows(sql`
      select e.tenant_id, e.employee_number, e.date_of_birth::text, e.date_of_joining::text from employees e join tenants t on t.code = e.tenant_id
       where e.date_of_birth is null or e.date_of_birth + interval '18 years' > e.date_of_joining
          or e.date_of_joining >= date_trunc('month', current_date) + interval '2 months' or e.date_of_joining < t.date_of_incorporation
       order by 1, 2`);
    expect(wrong).toEqual([]);
  });

  it('has profiles whose education, earlier jobs and employment history fit the person', async () => {
    const wrong = await rows(sql`
      select e.tenant_id, e.employee_number, s.section from employees e join employee_profile_sections s on s.employee_id = e.id
       where (s.section = 'education' and exists (select 1 from jsonb_array_elements(s.data->'entries') x
               where (x->>'startYear')::int < extract(year from e.date_of_birth) + 17 or (x->>'endYear')::int > extract(year from e.date_of_joining)))
          or (s.section = 'workExperience' and exists (select 1 from jsonb_array_elements(s.data->'entries') x
               where (x->>'startDate')::date < e.date_of_birth + interval '18 years' or (x->>'endDate')::date >= e.date_of_joining))
          or (s.section = 'employmentHistory' and (s.data->'entries'->0->>'startDate')::date <> e.date_of_joining)
       order by 1, 2, 3`);
    expect(wrong).toEqual([]);
  });

  it('grants ESOPs only to people already employed on the grant date', async () => {
    const wrong = await rows(sql`
      select a.tenant_id, e.employee_number from esop_allotments a join employees e on e.id = a.employee_id
       where a.grant_date < e.date_of_joining or a.grant_date > current_date`);
    expect(wrong).toEqual([]);
  });

  it('has ESOP plan documents that read like real ones: several pages of text, not a title alone', async () => {
    const documents = await queryRows<{ tenant_id: string; kind: string; content: Uint8Array }>(
      database.db,
      sql`select tenant_id, kind, content from esop_documents order by 1, 2`,
    );
    expect(documents.map((d) => d.kind)).toContain('userManual');
    for (const d of documents) {
      const pages = (await pdfText(new Uint8Array(d.content))).split(PAGE_BREAK);
      expect.soft(pages.length, `${d.tenant_id} ${d.kind}`).toBeGreaterThanOrEqual(4);
      expect
        .soft(
          pages.every((page) => page.length > 200),
          `${d.tenant_id} ${d.kind}`,
        )
        .toBe(true);
    }
    const manual = await pdfText(new Uint8Array(documents.find((d) => d.kind === 'userManual')!.content));
    expect(manual).toMatch(/How options vest .*cliff/);
    expect(manual).toMatch(/Exercising vested options .*Exercise options/);
  });

  it("has payslips that read like real ones: the person, earnings, the country's deductions and the net pay", async () => {
    const slips = await queryRows<{ number: string; code: string; content: Uint8Array }>(
      database.db,
      sql`select e.employee_number as number, le.code, p.content from payslips p join employees e on e.id = p.employee_id join legal_entities le on le.id = e.legal_entity_id order by 1`,
    );
    expect(slips.length).toBeGreaterThan(0);
    for (const slip of slips) {
      const text = await pdfText(new Uint8Array(slip.content));
      expect
        .soft(text, slip.number)
        .toMatch(
          new RegExp(
            `Payslip for \\w+ \\d{4} .*\\(${slip.number}\\) .*Earnings .*Basic salary .*Deductions .*Net pay [A-Z]{3} [\\d,]+\\.\\d{2}`,
          ),
        );
    }
    const india = await pdfText(new Uint8Array(slips.find((s) => s.code.startsWith('IN-'))!.content));
    expect(india).toContain('Provident fund');
  });

  it("gives each account its whole username: the work email's name, or the email when that is too long (never a name cut short)", async () => {
    const cut = await rows(sql`
      select u.tenant_id, u.username, u.email from users u
       where length(split_part(u.email, '@', 1)) > length(u.username) and left(lower(split_part(u.email, '@', 1)), length(u.username)) = lower(u.username)
       order by 1, 2`);
    expect(cut).toEqual([]);
  });

  it('has leave requests applied before they were decided, decided by the start (or a few days after, for sick leave) and never in the future', async () => {
    const decided = await rows(sql`select count(*)::int as n from leave_requests where decided_at is not null`);
    expect(decided[0]!.n).toBeGreaterThan(2);
    const wrong = await rows(sql`
      select r.tenant_id, r.reason, r.status, r.created_at, r.decided_at, r.start_date::text from leave_requests r
       where r.created_at > now() or r.decided_at > now()
          or r.decided_at <= r.created_at
          or (r.status in ('approved', 'rejected') and r.decided_at::date > r.start_date + 3)
          or (r.status = 'pending' and r.start_date < current_date)
          or (r.status = 'pending') <> (r.decided_at is null)
          or r.employee_id in (select e.id from employees e where e.date_of_joining > r.created_at::date)
       order by 1, 2`);
    expect(wrong).toEqual([]);
  });

  it('has comp-off asked for after the day worked and decided after it was asked for', async () => {
    const wrong = await rows(sql`
      select r.tenant_id, r.reason, r.worked_date::text, r.created_at, r.decided_at from comp_off_requests r
       where r.created_at::date <= r.worked_date or r.created_at > now() or r.decided_at <= r.created_at or r.decided_at > now()`);
    expect(wrong).toEqual([]);
  });

  it('records each decision when its request says it was taken, after the application', async () => {
    const wrong = await rows(sql`
      select d.tenant_id, d.request_type, d.to_status, d.created_at from approval_decisions d
        left join leave_requests l on d.request_type = 'leave' and l.id = d.request_id
        left join comp_off_requests c on d.request_type = 'compOff' and c.id = d.request_id
        left join timesheet_lines t on d.request_type = 'timesheetLine' and t.id = d.request_id
        left join resignations r on d.request_type = 'resignation' and r.id = d.request_id
        left join transfer_requests tr on d.request_type = 'transfer' and tr.id = d.request_id
       where coalesce(l.decided_at, c.decided_at, t.decided_at, r.decided_at, case when d.to_status = 'Applied' then tr.applied_at else tr.decided_at end) is distinct from d.created_at
          or d.created_at <= coalesce(l.created_at, c.created_at, t.submitted_at, r.created_at, tr.created_at) or d.created_at > now()`);
    expect(wrong).toEqual([]);
  });

  it('writes the ledger entries of decided requests when they were decided', async () => {
    const wrong = await rows(sql`
      select l.tenant_id, l.kind, l.created_at from leave_ledger l
        left join leave_requests r on r.id = l.request_id left join comp_off_requests c on c.id = l.request_id
       where l.request_id is not null and l.created_at is distinct from coalesce(r.decided_at, c.decided_at)`);
    expect(wrong).toEqual([]);
  });

  it('has clients with projects, tasks and teams, and allocations only within the project and after joining', async () => {
    const counts = await rows(sql`
      select (select count(*)::int from clients where tenant_id = 'demo') as clients,
             (select count(*)::int from projects where tenant_id = 'demo') as projects,
             (select count(distinct employee_id)::int from project_allocations where tenant_id = 'demo') as allocated`);
    expect(counts[0]).toMatchObject({ clients: 5, projects: 9 });
    expect(counts[0]!.allocated).toBeGreaterThan(25);
    const wrong = await rows(sql`
      select p.code, e.employee_number from project_allocations a join projects p on p.id = a.project_id join employees e on e.id = a.employee_id
       where a.start_date < p.start_date or a.end_date > p.end_date or a.end_date < a.start_date or a.start_date < e.date_of_joining
          or a.tenant_id <> p.tenant_id`);
    expect(wrong).toEqual([]);
    const taskless = await rows(
      sql`select p.code from projects p where not exists (select 1 from project_tasks t where t.project_id = p.id)`,
    );
    expect(taskless).toEqual([]);
  });
});
