import { sql } from 'drizzle-orm';
import type { AssignmentTarget, PolicyTypeKey } from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';
import { effectiveRows } from '../../platform/effective-plans.ts';
import { employedOn } from '../../platform/employment.ts';

export interface EffectivePlan {
  employeeId: string;
  typeKey: PolicyTypeKey;
  planId: string | null;
  planName: string | null;
  settings: Record<string, unknown> | null;
  source: AssignmentTarget | 'default' | 'none';
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
