import { sql, type SQL } from 'drizzle-orm';
import { effectivePlanOf } from '../policies/index.ts';
import { employedOn } from '../../platform/employment.ts';

/** Without a probation plan, an employee is in probation for this long after joining. */
const DEFAULT_PROBATION = '6 months';

/** The day probation ends: joining day plus the probation plan's duration (`settings`), 6 months without one. */
export const probationEnd = (joined: SQL, settings: SQL): SQL =>
  sql`(${joined} + coalesce((${settings} ->> 'duration') || ' ' || (${settings} ->> 'unit'), ${DEFAULT_PROBATION})::interval)::date`;

/**
 * Employee × leave type pairs where the type applies on `asOf` (SQL, set-based, so the accrual job
 * runs it once for a whole tenant): active employees who joined by then, active types listed in
 * the employee's effective leave plan (a plan listing none grants every type), and the type's
 * eligibility: gender, employment type, and not during probation (the effective probation plan's
 * duration after joining, 6 months without one) when the type excludes it.
 */
export function applicablePairs(employeeFilter: SQL, typeFilter: SQL, asOf: string | SQL): SQL {
  const day = typeof asOf === 'string' ? sql`${asOf}::date` : asOf;
  // Each employee's plans are looked up once, not once per leave type.
  return sql`
    select e.id as employee_id, lt.id as leave_type_id
      from (select e.id, e.gender, e.employment_type, e.date_of_joining, ${day} as as_of, lp.settings as leave_settings, pp.settings as probation_settings
              from employees e
              left join lateral (${effectivePlanOf('leave')}) lp on true
              left join lateral (${effectivePlanOf('probation')}) pp on true
             where ${employeeFilter} and ${employedOn(day)} and e.date_of_joining <= ${day}) e
      join leave_types lt on lt.is_active and ${typeFilter}
     where (coalesce(jsonb_array_length(e.leave_settings -> 'leaveTypeIds'), 0) = 0
            or e.leave_settings -> 'leaveTypeIds' @> jsonb_build_array(lt.id::text))
       and (coalesce(jsonb_array_length(lt.eligibility -> 'genders'), 0) = 0
            or lt.eligibility -> 'genders' @> jsonb_build_array(e.gender))
       and (coalesce(jsonb_array_length(lt.eligibility -> 'employmentTypes'), 0) = 0
            or lt.eligibility -> 'employmentTypes' @> jsonb_build_array(e.employment_type))
       and (coalesce((lt.eligibility ->> 'duringProbation')::boolean, true)
            or ${probationEnd(sql`e.date_of_joining`, sql`e.probation_settings`)} <= e.as_of)`;
}
