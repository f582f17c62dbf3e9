import { sql, type SQL } from 'drizzle-orm';
import type { PolicyTypeKey } from '@tenure/domain/policies';

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
