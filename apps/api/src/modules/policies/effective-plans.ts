import { sql, type SQL } from 'drizzle-orm';
import {
  weekOffSettings,
  workCalendar,
  workWeekSettings,
  type AssignmentTarget,
  type PolicyTypeKey,
  type WorkCalendar,
} from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';
import { candidatePlans } from '../../platform/effective-plans.ts';
import { takenByEmployee } from './holiday-queries.ts';

export interface EffectivePlan {
  employeeId: string;
  typeKey: PolicyTypeKey;
  planId: string | null;
  planName: string | null;
  settings: Record<string, unknown> | null;
  source: AssignmentTarget | 'default' | 'none';
}

/**
 * One row per (employee, policy type) that pass the filters: the most specific assignment
 * (employee > department > location > legal entity), else the type's default plan. Set-based, so
 * a page of employees or a whole tenant costs one round trip.
 */
function effectiveRows(employeeFilter: SQL, typeFilter: SQL): SQL {
  return sql`
    select e.id as employee_id, t.key as type_key, r.plan_id, coalesce(r.source, 'none') as source
      from employees e
      cross join policy_types t
      left join lateral (${candidatePlans}) r on true
     where ${employeeFilter} and ${typeFilter}`;
}

/** The plan of each type that applies to each employee, and where it comes from. */
export async function effectivePlans(tx: Tx, employeeIds: readonly string[], typeKeys: readonly PolicyTypeKey[]): Promise<EffectivePlan[]> {
  if (employeeIds.length === 0 || typeKeys.length === 0) return [];
  const ids = sql.join(employeeIds.map((id) => sql`${id}::uuid`), sql`, `);
  const keys = sql.join(typeKeys.map((k) => sql`${k}`), sql`, `);
  return queryRows<EffectivePlan>(
    tx,
    sql`
      select r.employee_id as "employeeId", r.type_key as "typeKey", p.id as "planId", p.name as "planName", p.settings, r.source
        from (${effectiveRows(sql`e.id in (${ids})`, sql`t.key in (${keys})`)}) r
        left join policy_plans p on p.id = r.plan_id`,
  );
}

export interface PlanFollowers {
  /** Employees who follow the plan through an assignment (theirs, their department's, …). */
  assigned: number;
  /** Employees who follow it because it is the default and nothing is assigned to them. */
  byDefault: number;
}

/** How many current (not inactive) employees follow each plan of one policy type (or of every type). */
export async function followersByPlan(tx: Tx, policyTypeId?: string): Promise<Map<string, PlanFollowers>> {
  const rows = await queryRows<{ planId: string; assigned: number; byDefault: number }>(
    tx,
    sql`
      select plan_id as "planId",
             count(*) filter (where source <> 'default')::int as assigned,
             count(*) filter (where source = 'default')::int as "byDefault"
        from (${effectiveRows(sql`e.status <> 'Inactive'`, policyTypeId ? sql`t.id = ${policyTypeId}` : sql`true`)}) r
       where plan_id is not null
       group by plan_id`,
  );
  return new Map(rows.map((r) => [r.planId, { assigned: r.assigned, byDefault: r.byDefault }]));
}

interface CalendarHoliday {
  date: string;
  name: string;
  isOptional: boolean;
  taken: boolean;
}

export interface WorkCalendarRow {
  typeKey: PolicyTypeKey;
  settings: unknown;
  holidays: CalendarHoliday[] | null;
}

/**
 * An employee's working calendar between two dates: their work-week and week-off plans and the
 * holidays of their holiday plan, the optional ones they took marked as days off, in one round
 * trip. Leave day counts and comp-off checks read it.
 */
export async function loadWorkCalendar(tx: Tx, employeeId: string, from: string, to: string): Promise<WorkCalendar> {
  return toWorkCalendar(await queryRows<WorkCalendarRow>(tx, workCalendarQuery(employeeId, from, to)));
}

/** The query of loadWorkCalendar, for a caller that reads it together with others (rows: WorkCalendarRow). */
export function workCalendarQuery(employeeId: string, from: string, to: string): SQL {
  return sql`
      select r.type_key as "typeKey", p.settings,
             case when r.type_key = 'holiday' then
               (select coalesce(json_agg(json_build_object('date', h.date::text, 'name', h.name, 'isOptional', h.is_optional,
                                                           'taken', ${takenByEmployee(sql`h.id`, employeeId)}) order by h.date, h.name), '[]')
                  from policy_holidays h where h.plan_id = p.id and h.date between ${from} and ${to})
             end as holidays
        from (${effectiveRows(sql`e.id = ${employeeId}`, sql`t.key in ('workWeek', 'weekOff', 'holiday')`)}) r
        left join policy_plans p on p.id = r.plan_id`;
}

export function toWorkCalendar(plans: readonly WorkCalendarRow[]): WorkCalendar {
  const settingsOf = (key: PolicyTypeKey) => plans.find((p) => p.typeKey === key)?.settings;
  const workWeek = workWeekSettings.safeParse(settingsOf('workWeek'));
  const weekOff = weekOffSettings.safeParse(settingsOf('weekOff'));
  const holidays = plans.find((p) => p.typeKey === 'holiday')?.holidays ?? [];
  const taken = new Set(holidays.filter((h) => h.taken).map((h) => h.date));
  return workCalendar(workWeek.success ? workWeek.data : null, weekOff.success ? weekOff.data : null, holidays, taken);
}
