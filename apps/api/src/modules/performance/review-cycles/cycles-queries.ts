import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_FORM,
  DEFAULT_GOAL_SELECTION,
  type CalibrationConfiguration,
  type ReviewCycleData,
  type ReviewCycleStatus,
  type ReviewCycleView,
} from '@tenure/domain/performance';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';

// The SQL of review cycles: the cycles, their audience and members, launch and release.

export interface CycleRow extends Omit<ReviewCycleView, 'launchedAt' | 'releasedAt'> {
  launchedAt: Date | string | null;
  releasedAt: Date | string | null;
}

const CYCLE_COLUMNS = sql`c.id, c.name, c.start_date::text as "startDate", c.end_date::text as "endDate", c.status, c.audience, c.reviewer_types as "reviewerTypes",
  c.criteria, c.rating_scale as "ratingScale", c.timeline, c.instructions, c.calibration_configuration as "calibrationConfiguration",
  c.score_formula as "scoreFormula", c.peer_anonymous as "peerAnonymous", coalesce(c.feedback_form, ${jsonParam(DEFAULT_FEEDBACK_FORM)}) as "feedbackForm",
  coalesce(c.goal_selection, ${jsonParam(DEFAULT_GOAL_SELECTION)}) as "goalSelection",
  c.launch_execution as "launchExecution", c.launched_at as "launchedAt", c.released_at as "releasedAt",
  (select count(*)::int from reviews r where r.cycle_id = c.id) as reviews,
  (select count(*)::int from review_cycle_members m where m.cycle_id = c.id and m.mode = 'include') as included,
  (select count(*)::int from review_cycle_members m where m.cycle_id = c.id and m.mode = 'exclude') as excluded`;

/** Every cycle, newest first. */
export const cycleRows = (tx: Tx) =>
  queryRows<CycleRow>(tx, sql`select ${CYCLE_COLUMNS} from review_cycles c order by c.start_date desc, lower(c.name)`);

/** One cycle; `lock` holds it for the rest of the transaction. */
export async function cycleById(tx: Tx, id: string, lock = false) {
  const [row] = await queryRows<CycleRow>(
    tx,
    sql`select ${CYCLE_COLUMNS} from review_cycles c where c.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

export async function insertCycle(
  tx: Tx,
  tenantCode: string,
  body: ReviewCycleData,
  configuration: CalibrationConfiguration,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into review_cycles (tenant_id, name, start_date, end_date, audience, reviewer_types, criteria, rating_scale, timeline, instructions, calibration_configuration,
                                   score_formula, peer_anonymous, feedback_form, goal_selection)
        values (${tenantCode}, ${body.name}, ${body.startDate}, ${body.endDate}, ${jsonParam(body.audience)}, ${jsonParam(body.reviewerTypes)}, ${jsonParam(body.criteria)},
                ${jsonParam(body.ratingScale)}, ${jsonParam(body.timeline)}, ${body.instructions}, ${jsonParam(configuration)},
                ${body.scoreFormula}, ${body.peerAnonymous}, ${jsonParam(body.feedbackForm)}, ${jsonParam(body.goalSelection)}) returning id`,
  );
  return row!.id;
}

export async function updateCycleRow(
  tx: Tx,
  id: string,
  body: ReviewCycleData,
  configuration: CalibrationConfiguration,
) {
  await tx.execute(
    sql`update review_cycles set name = ${body.name}, start_date = ${body.startDate}, end_date = ${body.endDate}, audience = ${jsonParam(body.audience)},
          reviewer_types = ${jsonParam(body.reviewerTypes)}, criteria = ${jsonParam(body.criteria)}, rating_scale = ${jsonParam(body.ratingScale)},
          timeline = ${jsonParam(body.timeline)}, instructions = ${body.instructions}, calibration_configuration = ${jsonParam(configuration)},
          score_formula = ${body.scoreFormula}, peer_anonymous = ${body.peerAnonymous}, feedback_form = ${jsonParam(body.feedbackForm)}, goal_selection = ${jsonParam(body.goalSelection)}, updated_at = now()
        where id = ${id}`,
  );
}

export async function deleteCycleRow(tx: Tx, id: string) {
  await tx.execute(sql`delete from review_cycles where id = ${id}`);
}

/**
 * The employees a cycle reaches: active people matching every audience filter given (an empty
 * filter matches all), minus those excluded by hand, plus those included by hand.
 */
const cycleAudience = (cycleId: string) => sql`
  select e.id, e.manager_id from review_cycles c join employees e on ${employedOn()}
   where c.id = ${cycleId}
     and (jsonb_array_length(c.audience->'legalEntityIds') = 0 or c.audience->'legalEntityIds' @> to_jsonb(e.legal_entity_id::text))
     and (jsonb_array_length(c.audience->'departmentIds') = 0 or c.audience->'departmentIds' @> to_jsonb(e.department_id::text))
     and (jsonb_array_length(c.audience->'locationIds') = 0 or c.audience->'locationIds' @> to_jsonb(e.location_id::text))
     and (jsonb_array_length(c.audience->'designations') = 0 or c.audience->'designations' @> to_jsonb(e.designation))
     and (c.audience->>'joinedFrom' is null or e.date_of_joining >= (c.audience->>'joinedFrom')::date)
     and (c.audience->>'joinedTo' is null or e.date_of_joining <= (c.audience->>'joinedTo')::date)
     and not exists (select 1 from review_cycle_members m where m.cycle_id = c.id and m.employee_id = e.id and m.mode = 'exclude')
  union
  select e.id, e.manager_id from review_cycle_members m join employees e on e.id = m.employee_id
   where m.cycle_id = ${cycleId} and m.mode = 'include' and ${employedOn()}`;

/** How many employees the cycle reaches. */
export async function audienceSize(tx: Tx, cycleId: string) {
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${cycleAudience(cycleId)}) a`);
  return count?.n ?? 0;
}

/** The people included or excluded by hand, by mode and name. */
export const cycleMemberRows = (tx: Tx, cycleId: string) =>
  queryRows<{
    employeeNumber: string;
    displayName: string;
    department: string | null;
    mode: 'include' | 'exclude';
  }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "displayName", d.name as department, m.mode
          from review_cycle_members m join employees e on e.id = m.employee_id left join departments d on d.id = e.department_id
         where m.cycle_id = ${cycleId} order by m.mode, lower(e.display_name)`,
  );

/** The employees with these (lower-case) numbers: their ids and lower-case numbers. */
export const employeesByNumbers = (tx: Tx, numbers: string[]) =>
  queryRows<{ id: string; number: string }>(
    tx,
    sql`select id, lower(employee_number) as number from employees where lower(employee_number) in (select jsonb_array_elements_text(${jsonParam(numbers)}))`,
  );

/** Clears the employees' membership of the cycle, then (unless `mode` is none) includes or excludes them. */
export async function replaceMembers(
  tx: Tx,
  tenantCode: string,
  cycleId: string,
  employeeIds: string[],
  mode: 'include' | 'exclude' | 'none',
) {
  await tx.execute(
    sql`delete from review_cycle_members where cycle_id = ${cycleId} and employee_id::text in (select jsonb_array_elements_text(${jsonParam(employeeIds)}))`,
  );
  if (mode !== 'none') {
    await tx.execute(
      sql`insert into review_cycle_members (tenant_id, cycle_id, employee_id, mode)
          select ${tenantCode}, ${cycleId}, x::uuid, ${mode} from jsonb_array_elements_text(${jsonParam(employeeIds)}) x`,
    );
  }
}

export async function markLaunching(tx: Tx, id: string) {
  await tx.execute(sql`update review_cycles set status = 'launching', updated_at = now() where id = ${id}`);
}

export async function setLaunchExecution(tx: Tx, id: string, executionNumber: number) {
  await tx.execute(sql`update review_cycles set launch_execution = ${executionNumber} where id = ${id}`);
}

/** The cycle's status, locking it. */
export async function cycleStatusForUpdate(tx: Tx, id: string) {
  const [cycle] = await queryRows<{ status: ReviewCycleStatus }>(
    tx,
    sql`select status from review_cycles where id = ${id} for update`,
  );
  return cycle?.status;
}

/**
 * Creates every review of the cycle in one statement (20,000 people in one insert), each with the
 * employee's reporting manager as its reviewer; then, for a cycle with upward reviews, asks every
 * reviewed person with a manager to review that manager (one more insert). How many reviews were created.
 */
export async function insertCycleReviews(tx: Tx, tenantCode: string, id: string) {
  const inserted = await queryRows<{ n: number }>(
    tx,
    sql`with created as (
          insert into reviews (tenant_id, cycle_id, employee_id, manager_id)
          select ${tenantCode}, ${id}, a.id, a.manager_id from (${cycleAudience(id)}) a
          on conflict do nothing returning 1)
        select count(*)::int as n from created`,
  );
  await tx.execute(
    sql`insert into review_feedback (tenant_id, cycle_id, kind, subject_id, reviewer_id)
        select ${tenantCode}, r.cycle_id, 'upward', r.manager_id, r.employee_id from reviews r join review_cycles c on c.id = r.cycle_id
         where r.cycle_id = ${id} and r.manager_id is not null and c.reviewer_types @> '["upward"]'::jsonb
        on conflict do nothing`,
  );
  return inserted[0]?.n ?? 0;
}

export async function markLaunched(tx: Tx, id: string) {
  await tx.execute(
    sql`update review_cycles set status = 'launched', launched_at = now(), updated_at = now() where id = ${id}`,
  );
}

/** Releases every rated review's final rating, closes the cycle's calibration sessions and marks the cycle released. */
export async function releaseCycleRows(tx: Tx, id: string, closedBy: string) {
  await tx.execute(
    sql`update reviews set final_rating = coalesce(final_rating, manager_rating), status = 'released', locked_at = coalesce(locked_at, now()), updated_at = now()
         where cycle_id = ${id} and coalesce(final_rating, manager_rating) is not null`,
  );
  await tx.execute(
    sql`update calibration_sessions set status = 'closed', closed_at = coalesce(closed_at, now()), closed_by = coalesce(closed_by, ${closedBy}) where cycle_id = ${id}`,
  );
  await tx.execute(
    sql`update review_cycles set status = 'released', released_at = now(), updated_at = now() where id = ${id}`,
  );
}

export async function setCalibrationConfiguration(tx: Tx, id: string, configuration: CalibrationConfiguration) {
  await tx.execute(
    sql`update review_cycles set calibration_configuration = ${jsonParam(configuration)}, updated_at = now() where id = ${id}`,
  );
}
