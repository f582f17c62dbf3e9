import { sql } from 'drizzle-orm';
import { financialYearStart } from '@tenure/domain/leave';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import {
  employees,
  policyHolidays,
  policyPlans,
  userEntities,
  userEntityRoles,
  users,
} from '../../apps/api/src/db/schema/index.ts';
import { seedLeaveTypes, STANDARD_LEAVE_CODES } from '../../apps/api/src/db/seed/leave.ts';
import { APP_ROLE, queryRows, type Db } from '../../apps/api/src/platform/db.ts';
import { hashPassword } from '../../apps/api/src/platform/secrets.ts';
import { BENCH_PASSWORD, BENCH_TENANT } from './seed-large.ts';

/** Employees who apply for leave in the concurrency scenario, one login each (bleave01 …; usernames are at most 11 characters). */
export const APPLICANTS = 20;
export const applicantName = (i: number) => `bleave${String(i + 1).padStart(2, '0')}`;
/** The years the applicants fill with half days: the next two calendar years, clear of everything seeded. */
export const applyYears = () => [1, 2].map((ahead) => String(Number(new Date().toISOString().slice(0, 4)) + ahead));
/** The bench calendar's holidays (month-day), this year and the first apply year. */
export const BENCH_HOLIDAYS = ['01-01', '05-01', '08-15', '10-02', '12-25'];
/** Each applicant's opening balance of casual leave in each apply year: more than its half days. */
const APPLICANT_OPENING_DAYS = 400;

/**
 * Leave data for the bench tenant, once: the standard leave types granted by a default leave plan,
 * a Monday-to-Friday week and a holiday calendar, opening balances of the current year for all
 * 20,000 employees, a pending request for every fourth employee (the HR and manager lists) and
 * 20 applicant logins.
 */
export async function seedLargeLeave(db: Db): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${BENCH_TENANT}, true)`,
    );
    const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from leave_types`);
    if (existing!.n > 0) return { created: false };
    const tenantId = BENCH_TENANT;
    const today = new Date().toISOString().slice(0, 10);
    const types = await seedLeaveTypes(tx, tenantId, STANDARD_LEAVE_CODES);
    const typeIds = (key: string) => sql`(select id from policy_types where key = ${key})`;
    const plan = async (key: string, name: string, settings: object) =>
      (
        await tx
          .insert(policyPlans)
          .values({ tenantId, policyTypeId: sql`${typeIds(key)}`, name, isDefault: true, settings })
          .returning({ id: policyPlans.id })
      )[0]!.id;
    await plan('leave', 'Standard Leave', { leaveTypeIds: [...types.values()].map((t) => t.id) });
    await plan('workWeek', 'Standard Week', { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] });
    await plan('probation', 'Standard Probation', { duration: 6, unit: 'months' });
    const holidays = await plan('holiday', 'Bench Holidays', { optionalHolidayLimit: 0 });
    const year = today.slice(0, 4);
    await tx.insert(policyHolidays).values(
      BENCH_HOLIDAYS.flatMap((md) =>
        [year, applyYears()[0]!].map((y) => ({
          tenantId,
          planId: holidays,
          date: `${y}-${md}`,
          name: `Holiday ${md}`,
        })),
      ),
    );

    for (const [code, days] of [
      ['CL', 10],
      ['SL', 10],
      ['EL', 12],
    ] as const) {
      const type = types.get(code)!;
      const yearStart = financialYearStart(type.financialYear as 'Apr-Mar' | 'Jan-Dec', today);
      await tx.execute(sql`
        insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note)
        select ${tenantId}, e.id, ${type.id}::uuid, ${yearStart}::date, 'opening', ${days}::numeric, ${`OPENING${yearStart}`}, 'Opening balance'
          from employees e where e.status <> 'Inactive'`);
    }
    // A pending day of casual leave for every fourth employee, on a weekday of the coming weeks.
    let monday = addDays(today, 14);
    while (weekdayOf(monday) !== 'MON') monday = addDays(monday, 1);
    const cl = types.get('CL')!;
    await tx.execute(sql`
      insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, approver_id)
      select ${tenantId}, e.id, ${cl.id}::uuid, d.day, d.day, 'Full Day', 1, 'Bench request', date_trunc('year', d.day)::date, e.manager_id
        from (select e.*, row_number() over (order by e.employee_number) as n from employees e where e.manager_id is not null) e
        cross join lateral (select ${monday}::date + ((e.n % 5) + 7 * ((e.n / 5) % 6))::int as day) d
       where e.n % 4 = 0`);

    // The applicants: leaf employees with their own logins (balances: ensureApplicantBalances).
    const leaves = await tx
      .select({ id: employees.id, email: employees.email })
      .from(employees)
      .where(sql`${employees.employeeNumber} between 'B019901' and 'B019999' and ${employees.status} = 'Active'`)
      .limit(APPLICANTS);
    const [entity] = await queryRows<{ id: string }>(tx, sql`select id from legal_entities order by code limit 1`);
    const [role] = await queryRows<{ id: string }>(tx, sql`select id from roles where code = 'EMPLOYEE'`);
    for (const [i, employee] of leaves.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ tenantId, username: applicantName(i), email: employee.email, passwordHash, employeeId: employee.id })
        .returning({ id: users.id });
      const [mapping] = await tx
        .insert(userEntities)
        .values({ tenantId, userId: user!.id, legalEntityId: entity!.id, isDefault: true })
        .returning({ id: userEntities.id });
      await tx.insert(userEntityRoles).values({ tenantId, userEntityId: mapping!.id, roleId: role!.id });
    }
    return { created: true };
  });
}

/**
 * The applicants' casual-leave balance in each apply year (the years move on with the calendar, so
 * this runs on every bench start; an opening already there stays as it is).
 */
export async function ensureApplicantBalances(db: Db): Promise<void> {
  const openings = applyYears().map((year) => sql`(${`${year}-01-01`}::date, ${`OPENING${year}-01-01`})`);
  await db.execute(sql`
    insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note)
    select ${BENCH_TENANT}, u.employee_id, lt.id, o.year_start, 'opening', ${APPLICANT_OPENING_DAYS}, o.period_key, 'Bench applicant'
      from users u
      join leave_types lt on lt.tenant_id = u.tenant_id and lt.code = 'CL'
      cross join (values ${sql.join(openings, sql`, `)}) o(year_start, period_key)
     where u.tenant_id = ${BENCH_TENANT} and u.username = any(${sql.param(Array.from({ length: APPLICANTS }, (_, i) => applicantName(i)))})
    on conflict (tenant_id, employee_id, leave_type_id, kind, period_key) where period_key is not null do nothing`);
}
