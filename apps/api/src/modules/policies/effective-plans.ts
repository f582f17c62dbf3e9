import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentTarget, PolicyTypeKey } from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';

/**
 * The plans that could apply to employee row `e` for policy type row `t`, most specific first
 * (assignment to the employee, department, location, legal entity; else the default plan).
 */
export const candidatePlans = sql`
          select * from (
            select a.plan_id, 'employee' as source, 1 as rank from policy_assignments a
             where a.policy_type_id = t.id and a.target_kind = 'employee' and a.target_id = e.id
            union all
            select a.plan_id, 'department', 2 from policy_assignments a
             where a.policy_type_id = t.id and a.target_kind = 'department' and a.target_id = e.department_id
            union all
            select a.plan_id, 'location', 3 from policy_assignments a
             where a.policy_type_id = t.id and a.target_kind = 'location' and a.target_id = e.location_id
            union all
            select a.plan_id, 'legalEntity', 4 from policy_assignments a
             where a.policy_type_id = t.id and a.target_kind = 'legalEntity' and a.target_id = e.legal_entity_id
            union all
            select d.id, 'default', 5 from policy_plans d where d.policy_type_id = t.id and d.is_default
          ) candidates order by rank limit 1`;

/**
 * The effective plan of one type for the employee row `e` of an enclosing query, as a lateral
 * subquery yielding plan_id and settings: for set-based work over many employees (leave accrual).
 */
export function effectivePlanOf(typeKey: PolicyTypeKey) {
  return sql`select p.id as plan_id, p.settings from policy_types t cross join lateral (${candidatePlans}) r
              join policy_plans p on p.id = r.plan_id where t.key = ${typeKey}`;
}

/**
 * The rows of `people` (a query yielding at least id, department_id, location_id and
 * legal_entity_id of employees) with the effective plan of each of `typeKeys` as
 * `<key>_plan_id` and `<key>_settings`. The plans are looked up once per place (department,
 * location, legal entity, or the employee when a plan is assigned to them by name), not once per
 * person: a tenant of 20,000 people has a few dozen places, and the answer is the same.
 */
export function effectivePlansByPlace(people: SQL, typeKeys: readonly PolicyTypeKey[]): SQL {
  const assigned = (row: string) =>
    sql.raw(
      `case when ${row}.id in (select a.target_id from policy_assignments a where a.target_kind = 'employee') then ${row}.id end`,
    );
  const plan = (key: PolicyTypeKey) => sql.identifier(`${key}_plan`);
  return sql`
    with placed as (
      select p.*, dense_rank() over (order by ${assigned('p')}, p.department_id, p.location_id, p.legal_entity_id) as place
        from (${people}) p
    ), places as (
      select e.place, ${sql.join(
        typeKeys.map(
          (key) =>
            sql`${plan(key)}.plan_id as ${sql.identifier(`${key}_plan_id`)}, ${plan(key)}.settings as ${sql.identifier(`${key}_settings`)}`,
        ),
        sql`, `,
      )}
        from (select distinct on (place) place, ${assigned('placed')} as id, department_id, location_id, legal_entity_id
                from placed order by place) e
        ${sql.join(
          typeKeys.map((key) => sql`left join lateral (${effectivePlanOf(key)}) ${plan(key)} on true`),
          sql` `,
        )}
    )
    select placed.*, ${sql.join(
      typeKeys.flatMap((key) => [sql.identifier(`${key}_plan_id`), sql.identifier(`${key}_settings`)]),
      sql`, `,
    )}
      from placed join places on places.place = placed.place`;
}

/**
 * One row per (employee, policy type) that pass the filters: the most specific assignment
 * (employee > department > location > legal entity), else the type's default plan. Set-based, so
 * a page of employees or a whole tenant costs one round trip.
 */
export function effectiveRows(employeeFilter: SQL, typeFilter: SQL): SQL {
  return sql`
    select e.id as employee_id, t.key as type_key, r.plan_id, coalesce(r.source, 'none') as source
      from employees e
      cross join policy_types t
      left join lateral (${candidatePlans}) r on true
     where ${employeeFilter} and ${typeFilter}`;
}

export interface EffectivePlan {
  employeeId: string;
  typeKey: PolicyTypeKey;
  planId: string | null;
  planName: string | null;
  settings: Record<string, unknown> | null;
  source: AssignmentTarget | 'default' | 'none';
}

/** The plan of each type that applies to each employee, and where it comes from. */
export async function effectivePlans(
  tx: Tx,
  employeeIds: readonly string[],
  typeKeys: readonly PolicyTypeKey[],
): Promise<EffectivePlan[]> {
  if (employeeIds.length === 0 || typeKeys.length === 0) return [];
  const ids = sql.join(
    employeeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const keys = sql.join(
    typeKeys.map((k) => sql`${k}`),
    sql`, `,
  );
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

/** How many current employees (working here today) follow each plan of one policy type (or of every type). */
export async function followersByPlan(tx: Tx, policyTypeId?: string): Promise<Map<string, PlanFollowers>> {
  const rows = await queryRows<{ planId: string; assigned: number; byDefault: number }>(
    tx,
    sql`
      select plan_id as "planId",
             count(*) filter (where source <> 'default')::int as assigned,
             count(*) filter (where source = 'default')::int as "byDefault"
        from (${effectiveRows(employedOn(), policyTypeId ? sql`t.id = ${policyTypeId}` : sql`true`)}) r
       where plan_id is not null
       group by plan_id`,
  );
  return new Map(rows.map((r) => [r.planId, { assigned: r.assigned, byDefault: r.byDefault }]));
}

/** Without a probation plan, an employee is in probation for this long after joining. */
const DEFAULT_PROBATION = '6 months';

/**
 * The day probation ends (SQL date): joining day plus the probation plan's duration (`settings`,
 * its `duration` in its `unit`; a month or a year ends on the same day of the month, or the
 * month's last day), 6 months without a plan. The one rule for leave eligibility, transfers and the
 * employee journey.
 */
export const probationEnd = (joined: SQL, settings: SQL): SQL =>
  sql`(${joined} + coalesce((${settings} ->> 'duration') || ' ' || (${settings} ->> 'unit'), ${DEFAULT_PROBATION})::interval)::date`;

/** The day an employee's probation ends by their effective probation plan; undefined without a plan. */
export async function probationEndOf(tx: Tx, employeeId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ ends: string }>(
    tx,
    sql`select ${probationEnd(sql`e.date_of_joining`, sql`p.settings`)}::text as ends
          from employees e cross join lateral (${effectivePlanOf('probation')}) p where e.id = ${employeeId}`,
  );
  return row?.ends;
}
