import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LeaveBalanceView } from '@tenure/domain/leave';
import { addDays, weekdayOf, type Weekday } from '@tenure/domain/policies';
import { today as clockToday } from '../../platform/clock.ts';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import type { TestApp } from '../../../test/harness.ts';

/** Shared by the leave suites: calls under the module prefix, dates on known weekdays, and table set-up. */
export type Headers = Record<string, string>;
export const BASE = '/api/hrms/leave-attendance';

export function caller(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
}

/** The zone of the people the leave suites act as (employee01 and manager01 work in New York). */
export const DEMO_TIME_ZONE = 'America/New_York';
/** Their "today", the day the module counts notice, expiry and balances from. */
export const today = () => clockToday(DEMO_TIME_ZONE);

/** The first `day` strictly after `iso`. */
export function next(day: Weekday, iso: string): string {
  let d = addDays(iso, 1);
  while (weekdayOf(d) !== day) d = addDays(d, 1);
  return d;
}

export const inDemo = <T>(t: TestApp, work: (tx: Tx) => Promise<T>, tenantCode = 'demo') =>
  withTenant(t.database.db, { tenantCode }, work);

export async function leaveTypeId(t: TestApp, code: string): Promise<string> {
  const [row] = await inDemo(t, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from leave_types where code = ${code}`),
  );
  return row!.id;
}

export async function employeeId(t: TestApp, number: string): Promise<string> {
  const [row] = await inDemo(t, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from employees where employee_number = ${number}`),
  );
  return row!.id;
}

/**
 * An opening balance of `days` for an employee and type in the financial year of each date given
 * (tests apply for dates weeks ahead, which may fall in the next year).
 */
export async function openBalance(
  t: TestApp,
  employeeNumber: string,
  code: string,
  days: number,
  dates: readonly string[],
): Promise<void> {
  await inDemo(t, (tx) =>
    tx.execute(sql`
      insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key)
      select distinct 'demo', e.id, lt.id, y.year_start, 'opening', ${days}::numeric, 'OPENING' || y.year_start::text
        from employees e, leave_types lt,
             lateral (select case when lt.financial_year = 'Jan-Dec' then date_trunc('year', d)::date
                                  else (date_trunc('year', d - interval '3 months') + interval '3 months')::date end as year_start
                        from unnest(${`{${dates.join(',')}}`}::date[]) d) y
       where e.employee_number = ${employeeNumber} and lt.code = ${code}
      on conflict (tenant_id, employee_id, leave_type_id, kind, period_key) where period_key is not null
      do update set days = excluded.days`),
  );
}

/**
 * Removes the seeded public holidays between two dates, so day counts in a suite depend only on
 * the week-ends and the holidays it adds, whatever day the tests run.
 */
export async function clearHolidays(t: TestApp, from: string, to: string): Promise<void> {
  await inDemo(t, (tx) =>
    tx.execute(sql`delete from policy_holidays where date between ${from}::date and ${to}::date`),
  );
}

/** A holiday on `date` in every holiday calendar of the tenant (a default calendar is made when there is none). */
export async function addHoliday(t: TestApp, date: string, name: string): Promise<void> {
  await inDemo(t, async (tx) => {
    await tx.execute(
      sql`insert into policy_types (tenant_id, key, name) values ('demo', 'holiday', 'Holiday') on conflict do nothing`,
    );
    await tx.execute(sql`
      insert into policy_plans (tenant_id, policy_type_id, name, is_default, settings)
      select 'demo', t.id, 'Test holidays', true, '{"optionalHolidayLimit": 0}'::jsonb from policy_types t
       where t.key = 'holiday' and not exists (select 1 from policy_plans p where p.policy_type_id = t.id and p.is_default)`);
    await tx.execute(sql`
      insert into policy_holidays (tenant_id, plan_id, date, name)
      select 'demo', p.id, ${date}::date, ${name} from policy_plans p join policy_types t on t.id = p.policy_type_id where t.key = 'holiday'
      on conflict do nothing`);
  });
}

/** Leave plans that list their types get this one too, so a type made in a test applies to everyone. */
export async function grantToEveryone(t: TestApp, typeId: string): Promise<void> {
  await inDemo(t, (tx) =>
    tx.execute(sql`
      update policy_plans p set settings = jsonb_set(p.settings, '{leaveTypeIds}', (p.settings -> 'leaveTypeIds') || to_jsonb(${typeId}::text))
        from policy_types t
       where t.id = p.policy_type_id and t.key = 'leave' and jsonb_array_length(coalesce(p.settings -> 'leaveTypeIds', '[]'::jsonb)) > 0`),
  );
}

/** One type's balance figures, of the financial year containing `on` (default today). */
export async function balanceOf(
  call: ReturnType<typeof caller>,
  headers: Headers,
  code: string,
  options: { employeeNo?: string; on?: string } = {},
) {
  const query = new URLSearchParams({
    ...(options.employeeNo ? { employeeNo: options.employeeNo } : {}),
    ...(options.on ? { yearStart: options.on } : {}),
  });
  const res = await call('GET', `/leave-balances?${query}`, headers);
  if (res.statusCode !== 200) throw new Error(`balances: ${res.statusCode} ${res.body}`);
  return (res.json() as LeaveBalanceView[]).find((b) => b.leaveTypeCode === code)!;
}

export { waitForJob } from '../../../test/jobs.ts';
