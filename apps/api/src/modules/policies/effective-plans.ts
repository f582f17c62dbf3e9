import { sql } from 'drizzle-orm';
import {
  weekOffSettings,
  workCalendar,
  workWeekSettings,
  type AssignmentTarget,
  type PolicyTypeKey,
  type WorkCalendar,
} from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../platform/db.ts';

export interface EffectivePlan {
  employeeId: string;
  typeKey: PolicyTypeKey;
  planId: string | null;
  planName: string | null;
  settings: Record<string, unknown> | null;
  source: AssignmentTarget | 'default' | 'none';
}

/**
 * The plan of each type that applies to each employee: the most specific assignment
 * (employee > department > location > legal entity), else the type's default plan.
 * One set-based query, so a page of employees or a whole tenant costs one round trip.
 */
export async function effectivePlans(tx: Tx, employeeIds: readonly string[], typeKeys: readonly PolicyTypeKey[]): Promise<EffectivePlan[]> {
  if (employeeIds.length === 0 || typeKeys.length === 0) return [];
  const ids = sql.join(employeeIds.map((id) => sql`${id}::uuid`), sql`, `);
  const keys = sql.join(typeKeys.map((k) => sql`${k}`), sql`, `);
  return queryRows<EffectivePlan>(
    tx,
    sql`
      select e.id as "employeeId", t.key as "typeKey", p.id as "planId", p.name as "planName", p.settings,
             coalesce(r.source, 'none') as source
        from employees e
        cross join policy_types t
        left join lateral (
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
          ) candidates order by rank limit 1
        ) r on true
        left join policy_plans p on p.id = r.plan_id
       where e.id in (${ids}) and t.key in (${keys})`,
  );
}

/**
 * An employee's working calendar between two dates: their work-week and week-off plans and the
 * holidays of their holiday plan. Leave day counts and comp-off checks read it.
 */
export async function loadWorkCalendar(tx: Tx, employeeId: string, from: string, to: string): Promise<WorkCalendar> {
  const plans = await effectivePlans(tx, [employeeId], ['workWeek', 'weekOff', 'holiday']);
  const settingsOf = (key: PolicyTypeKey) => plans.find((p) => p.typeKey === key)?.settings;
  const workWeek = workWeekSettings.safeParse(settingsOf('workWeek'));
  const weekOff = weekOffSettings.safeParse(settingsOf('weekOff'));
  const holidayPlanId = plans.find((p) => p.typeKey === 'holiday')?.planId ?? null;
  const holidays = holidayPlanId
    ? await queryRows<{ date: string; name: string; isOptional: boolean }>(
        tx,
        sql`select to_char(date, 'YYYY-MM-DD') as date, name, is_optional as "isOptional"
              from policy_holidays where plan_id = ${holidayPlanId} and date between ${from} and ${to} order by date`,
      )
    : [];
  return workCalendar(workWeek.success ? workWeek.data : null, weekOff.success ? weekOff.data : null, holidays);
}
