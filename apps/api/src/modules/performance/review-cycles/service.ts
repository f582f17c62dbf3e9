import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_FORM,
  DEFAULT_GOAL_SELECTION,
  DEFAULT_TARGET_DISTRIBUTION,
  REVIEW_MESSAGES,
  type CalibrationConfiguration,
  type ReviewCycleData,
  type ReviewCycleStatus,
  type ReviewCycleView,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import { jsonParam, queryRows, sqlStateOf, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';

interface CycleRow extends Omit<ReviewCycleView, 'launchedAt' | 'releasedAt'> {
  launchedAt: Date | string | null;
  releasedAt: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const CYCLE_COLUMNS = sql`c.id, c.name, c.start_date::text as "startDate", c.end_date::text as "endDate", c.status, c.audience, c.reviewer_types as "reviewerTypes",
  c.criteria, c.rating_scale as "ratingScale", c.timeline, c.instructions, c.calibration_configuration as "calibrationConfiguration",
  c.score_formula as "scoreFormula", c.peer_anonymous as "peerAnonymous", coalesce(c.feedback_form, ${jsonParam(DEFAULT_FEEDBACK_FORM)}) as "feedbackForm",
  coalesce(c.goal_selection, ${jsonParam(DEFAULT_GOAL_SELECTION)}) as "goalSelection",
  c.launch_execution as "launchExecution", c.launched_at as "launchedAt", c.released_at as "releasedAt",
  (select count(*)::int from reviews r where r.cycle_id = c.id) as reviews,
  (select count(*)::int from review_cycle_members m where m.cycle_id = c.id and m.mode = 'include') as included,
  (select count(*)::int from review_cycle_members m where m.cycle_id = c.id and m.mode = 'exclude') as excluded`;

const toView = (row: CycleRow): ReviewCycleView => ({
  ...row,
  launchedAt: iso(row.launchedAt),
  releasedAt: iso(row.releasedAt),
});

export async function listCycles(tx: Tx): Promise<ReviewCycleView[]> {
  const rows = await queryRows<CycleRow>(
    tx,
    sql`select ${CYCLE_COLUMNS} from review_cycles c order by c.start_date desc, lower(c.name)`,
  );
  return rows.map(toView);
}

export async function loadCycle(tx: Tx, id: string, lock = false): Promise<ReviewCycleView> {
  const [row] = await queryRows<CycleRow>(
    tx,
    sql`select ${CYCLE_COLUMNS} from review_cycles c where c.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound();
  return toView(row);
}

const nameTaken = (error: unknown) => {
  if (sqlStateOf(error) === '23505') return badRequest(REVIEW_MESSAGES.nameTaken, { name: REVIEW_MESSAGES.nameTaken });
  return error;
};

/** Savepointed so a duplicate name is a field error and the request's transaction stays usable. */
async function writeCycle(tx: Tx, write: () => Promise<string>): Promise<string> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function createCycle(tx: Tx, v: Viewer, body: ReviewCycleData) {
  const configuration: CalibrationConfiguration = {
    targetDistribution:
      body.ratingScale.length === DEFAULT_TARGET_DISTRIBUTION.length
        ? DEFAULT_TARGET_DISTRIBUTION
        : evenShares(body.ratingScale.length),
    outlierThreshold: 0.75,
  };
  const id = await writeCycle(tx, async () => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into review_cycles (tenant_id, name, start_date, end_date, audience, reviewer_types, criteria, rating_scale, timeline, instructions, calibration_configuration,
                                     score_formula, peer_anonymous, feedback_form, goal_selection)
          values (${v.tenantCode}, ${body.name}, ${body.startDate}, ${body.endDate}, ${jsonParam(body.audience)}, ${jsonParam(body.reviewerTypes)}, ${jsonParam(body.criteria)},
                  ${jsonParam(body.ratingScale)}, ${jsonParam(body.timeline)}, ${body.instructions}, ${jsonParam(configuration)},
                  ${body.scoreFormula}, ${body.peerAnonymous}, ${jsonParam(body.feedbackForm)}, ${jsonParam(body.goalSelection)}) returning id`,
    );
    return row!.id;
  });
  await recordAudit(tx, { ...auditActor(v), action: 'create', entity: 'review_cycle', entityId: id, after: body });
  return loadCycle(tx, id);
}

/** Shares that add up to 100 for a scale without the default five bands. */
function evenShares(bands: number): number[] {
  const share = Math.floor(100 / bands);
  return Array.from({ length: bands }, (_, i) => (i === 0 ? 100 - share * (bands - 1) : share));
}

async function draftCycle(tx: Tx, id: string) {
  const cycle = await loadCycle(tx, id, true);
  if (cycle.status !== 'draft') throw conflict(REVIEW_MESSAGES.launched);
  return cycle;
}

export async function updateCycle(tx: Tx, v: Viewer, id: string, body: ReviewCycleData) {
  const before = await draftCycle(tx, id);
  // A scale with another number of bands resets the target distribution to even shares.
  const configuration =
    body.ratingScale.length === before.calibrationConfiguration.targetDistribution.length
      ? before.calibrationConfiguration
      : { ...before.calibrationConfiguration, targetDistribution: evenShares(body.ratingScale.length) };
  await writeCycle(tx, async () => {
    await tx.execute(
      sql`update review_cycles set name = ${body.name}, start_date = ${body.startDate}, end_date = ${body.endDate}, audience = ${jsonParam(body.audience)},
            reviewer_types = ${jsonParam(body.reviewerTypes)}, criteria = ${jsonParam(body.criteria)}, rating_scale = ${jsonParam(body.ratingScale)},
            timeline = ${jsonParam(body.timeline)}, instructions = ${body.instructions}, calibration_configuration = ${jsonParam(configuration)},
            score_formula = ${body.scoreFormula}, peer_anonymous = ${body.peerAnonymous}, feedback_form = ${jsonParam(body.feedbackForm)}, goal_selection = ${jsonParam(body.goalSelection)}, updated_at = now()
          where id = ${id}`,
    );
    return id;
  });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'update',
    entity: 'review_cycle',
    entityId: id,
    before,
    after: body,
  });
  return loadCycle(tx, id);
}

export async function deleteCycle(tx: Tx, v: Viewer, id: string) {
  const before = await draftCycle(tx, id);
  await tx.execute(sql`delete from review_cycles where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'delete', entity: 'review_cycle', entityId: id, before });
}

/**
 * The employees a cycle reaches: active people matching every audience filter given (an empty
 * filter matches all), minus those excluded by hand, plus those included by hand.
 */
export const cycleAudience = (cycleId: string) => sql`
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

export async function cycleMembers(tx: Tx, id: string) {
  await loadCycle(tx, id);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${cycleAudience(id)}) a`);
  const members = await queryRows<{
    employeeNumber: string;
    displayName: string;
    department: string | null;
    mode: 'include' | 'exclude';
  }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "displayName", d.name as department, m.mode
          from review_cycle_members m join employees e on e.id = m.employee_id left join departments d on d.id = e.department_id
         where m.cycle_id = ${id} order by m.mode, lower(e.display_name)`,
  );
  return { inAudience: count?.n ?? 0, members };
}

/** Includes, excludes or clears people by employee number; only before launch. */
export async function setCycleMembers(
  tx: Tx,
  v: Viewer,
  id: string,
  body: { employeeNumbers: string[]; mode: 'include' | 'exclude' | 'none' },
) {
  await draftCycle(tx, id);
  const numbers = [...new Set(body.employeeNumbers.map((n) => n.toLowerCase()))];
  const found = await queryRows<{ id: string; number: string }>(
    tx,
    sql`select id, lower(employee_number) as number from employees where lower(employee_number) in (select jsonb_array_elements_text(${jsonParam(numbers)}))`,
  );
  const missing = numbers.filter((n) => !found.some((f) => f.number === n));
  if (missing.length > 0)
    throw badRequest(REVIEW_MESSAGES.unknownEmployees(missing), {
      employeeNumbers: REVIEW_MESSAGES.unknownEmployees(missing),
    });
  const ids = found.map((f) => f.id);
  await tx.execute(
    sql`delete from review_cycle_members where cycle_id = ${id} and employee_id::text in (select jsonb_array_elements_text(${jsonParam(ids)}))`,
  );
  if (body.mode !== 'none') {
    await tx.execute(
      sql`insert into review_cycle_members (tenant_id, cycle_id, employee_id, mode)
          select ${v.tenantCode}, ${id}, x::uuid, ${body.mode} from jsonb_array_elements_text(${jsonParam(ids)}) x`,
    );
  }
  await recordAudit(tx, {
    ...auditActor(v),
    action: `members.${body.mode}`,
    entity: 'review_cycle',
    entityId: id,
    after: body,
  });
  return cycleMembers(tx, id);
}

/** Marks a draft cycle as launching (a second launch is a 409); the job then creates the reviews. */
export async function startLaunch(tx: Tx, v: Viewer, id: string) {
  const cycle = await loadCycle(tx, id, true);
  if (cycle.status !== 'draft') throw conflict(REVIEW_MESSAGES.notDraft);
  await tx.execute(sql`update review_cycles set status = 'launching', updated_at = now() where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'launch', entity: 'review_cycle', entityId: id });
}

export async function recordLaunchJob(tx: Tx, id: string, executionNumber: number) {
  await tx.execute(sql`update review_cycles set launch_execution = ${executionNumber} where id = ${id}`);
}

/**
 * Creates every review of the cycle in one statement (20,000 people in one insert), each with the
 * employee's reporting manager as its reviewer, then marks the cycle launched. A cycle with upward
 * reviews also asks every reviewed person with a manager to review that manager (one more insert).
 */
export async function launchReviews(tx: Tx, tenantCode: string, id: string) {
  const [cycle] = await queryRows<{ status: ReviewCycleStatus }>(
    tx,
    sql`select status from review_cycles where id = ${id} for update`,
  );
  if (!cycle) throw notFound();
  if (cycle.status !== 'launching') return { created: 0 };
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
  await tx.execute(
    sql`update review_cycles set status = 'launched', launched_at = now(), updated_at = now() where id = ${id}`,
  );
  return { created: inserted[0]?.n ?? 0 };
}

/** Release: every rated review's final rating (the calibrated one, else the manager's) becomes visible to its employee; unrated ones stay unreleased. */
export async function releaseCycle(tx: Tx, v: Viewer, id: string) {
  const cycle = await loadCycle(tx, id, true);
  if (cycle.status === 'released') throw conflict(REVIEW_MESSAGES.released);
  if (cycle.status !== 'launched') throw conflict(REVIEW_MESSAGES.notLaunched);
  await tx.execute(
    sql`update reviews set final_rating = coalesce(final_rating, manager_rating), status = 'released', locked_at = coalesce(locked_at, now()), updated_at = now()
         where cycle_id = ${id} and coalesce(final_rating, manager_rating) is not null`,
  );
  await tx.execute(
    sql`update calibration_sessions set status = 'closed', closed_at = coalesce(closed_at, now()), closed_by = coalesce(closed_by, ${v.userId}) where cycle_id = ${id}`,
  );
  await tx.execute(
    sql`update review_cycles set status = 'released', released_at = now(), updated_at = now() where id = ${id}`,
  );
  await recordAudit(tx, { ...auditActor(v), action: 'release', entity: 'review_cycle', entityId: id });
  return loadCycle(tx, id);
}

/** SPEC §4: the calibration update stores its configuration on the cycle. */
export async function saveCalibrationConfiguration(tx: Tx, v: Viewer, id: string, body: CalibrationConfiguration) {
  const cycle = await loadCycle(tx, id, true);
  if (body.targetDistribution.length !== cycle.ratingScale.length) {
    throw badRequest(REVIEW_MESSAGES.distributionBands, { targetDistribution: REVIEW_MESSAGES.distributionBands });
  }
  if (cycle.status === 'released') throw conflict(REVIEW_MESSAGES.released);
  await tx.execute(
    sql`update review_cycles set calibration_configuration = ${jsonParam(body)}, updated_at = now() where id = ${id}`,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'calibration.configure',
    entity: 'review_cycle',
    entityId: id,
    before: cycle.calibrationConfiguration,
    after: body,
  });
  return loadCycle(tx, id);
}
