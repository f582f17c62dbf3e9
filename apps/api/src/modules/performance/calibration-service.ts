import { sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  bandIndex,
  managerOutliers,
  nineBoxCell,
  ratingDistribution,
  type CalibrationChangeInput,
  type CalibrationEmployee,
  type CalibrationGroupQuery,
  type CalibrationView,
  type RatingBand,
} from '@tenure/domain/performance';
import { recordAudits } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { loadCycle } from './review-cycle-service.ts';

const GROUP_COLUMN: Record<Exclude<CalibrationGroupQuery['groupBy'], 'all'>, SQL> = {
  department: sql`e.department_id`,
  entity: sql`e.legal_entity_id`,
  location: sql`e.location_id`,
};

function groupOf(q: CalibrationGroupQuery): { key: string; filter: SQL } {
  if (q.groupBy === 'all') return { key: 'all', filter: sql`true` };
  if (!q.groupId) throw badRequest(REVIEW_MESSAGES.groupRequired, { groupId: REVIEW_MESSAGES.groupRequired });
  return { key: q.groupId, filter: sql`${GROUP_COLUMN[q.groupBy]} = ${q.groupId}` };
}

type EmployeeRow = Omit<CalibrationEmployee, 'locked'> & { lockedAt: Date | string | null };

async function groupEmployees(tx: Tx, cycleId: string, filter: SQL): Promise<CalibrationEmployee[]> {
  const rows = await queryRows<EmployeeRow>(
    tx,
    sql`select r.id as "reviewId", r.version, e.employee_number as "employeeNumber", e.display_name as "displayName", d.name as department,
               r.manager_id as "managerId", m.display_name as "managerName", r.status,
               case when r.self_submitted_at is null then null else r.self_rating::float8 end as "selfRating",
               r.manager_rating::float8 as "managerRating", r.practice_head_rating::float8 as "practiceHeadRating", r.final_rating::float8 as "finalRating",
               r.potential, r.locked_at as "lockedAt"
          from reviews r join employees e on e.id = r.employee_id left join departments d on d.id = e.department_id left join employees m on m.id = r.manager_id
         where r.cycle_id = ${cycleId} and ${filter}
         order by lower(e.display_name), e.employee_number`,
  );
  return rows.map(({ lockedAt, ...r }) => ({ ...r, locked: lockedAt !== null }));
}

/** The rating calibration works on: the calibrated one once set, else the manager's. */
const currentRating = (e: CalibrationEmployee) => e.finalRating ?? e.managerRating;

async function groupName(tx: Tx, q: CalibrationGroupQuery): Promise<string> {
  if (q.groupBy === 'all') return REVIEW_MESSAGES.allEmployees;
  const table = q.groupBy === 'department' ? sql`departments` : q.groupBy === 'entity' ? sql`legal_entities` : sql`locations`;
  const [row] = await queryRows<{ name: string }>(tx, sql`select name from ${table} where id = ${q.groupId!}`);
  if (!row) throw notFound();
  return row.name;
}

/** The groups that have reviews in the cycle: everyone, each department, entity and location. */
async function cycleGroups(tx: Tx, cycleId: string) {
  const rows = await queryRows<{ groupBy: 'department' | 'entity' | 'location'; groupId: string; name: string }>(
    tx,
    // One pass over the cycle's reviews (a CTE named three times is computed once), not one per kind of group.
    sql`with places as (select distinct e.department_id, e.legal_entity_id, e.location_id
                          from reviews r join employees e on e.id = r.employee_id where r.cycle_id = ${cycleId})
        select 'department' as "groupBy", d.id as "groupId", d.name from departments d where d.id in (select department_id from places)
        union all select 'entity', l.id, l.name from legal_entities l where l.id in (select legal_entity_id from places)
        union all select 'location', l.id, l.name from locations l where l.id in (select location_id from places)
        order by 1, 3`,
  );
  return [{ groupBy: 'all' as const, groupId: null, name: REVIEW_MESSAGES.allEmployees }, ...rows];
}

const distributionRows = (bands: readonly RatingBand[], ratings: readonly number[]) =>
  ratingDistribution(bands, ratings).map((d, i) => ({ band: bands[i]!.label, ...d }));

/** The calibration view of a cycle's group: target against actual, per manager with outliers flagged, the 9-box, every change. */
export async function calibrationView(tx: Tx, cycleId: string, q: CalibrationGroupQuery): Promise<CalibrationView> {
  const cycle = await loadCycle(tx, cycleId);
  if (cycle.status === 'draft' || cycle.status === 'launching') throw conflict(REVIEW_MESSAGES.notLaunched);
  const { key, filter } = groupOf(q);
  const bands = cycle.ratingScale;
  const config = cycle.calibrationConfiguration;
  const [name, groups, employees, sessions, changes] = await Promise.all([
    groupName(tx, q),
    cycleGroups(tx, cycleId),
    groupEmployees(tx, cycleId, filter),
    queryRows<{ id: string; status: 'open' | 'closed'; closedAt: Date | string | null }>(
      tx,
      sql`select id, status, closed_at as "closedAt" from calibration_sessions where cycle_id = ${cycleId} and group_by = ${q.groupBy} and group_key = ${key}`,
    ),
    queryRows<{ employeeName: string; field: string; oldValue: number | null; newValue: number | null; reason: string; changedBy: string | null; changedAt: Date | string }>(
      tx,
      sql`select e.display_name as "employeeName", x.field, x.old_value::float8 as "oldValue", x.new_value::float8 as "newValue", x.reason,
                 u.username as "changedBy", x.created_at as "changedAt"
            from calibration_changes x join calibration_sessions s on s.id = x.session_id join reviews r on r.id = x.review_id
            join employees e on e.id = r.employee_id left join users u on u.id = x.changed_by
           where s.cycle_id = ${cycleId} and ${filter} order by x.created_at desc, x.id limit 200`,
    ),
  ]);
  const rated = employees.filter((e) => currentRating(e) !== null);
  const ratings = rated.map((e) => currentRating(e)!);
  const byManager = new Map<string, { name: string; ratings: number[] }>();
  for (const e of rated) {
    if (!e.managerId) continue;
    const entry = byManager.get(e.managerId) ?? { name: e.managerName ?? '', ratings: [] };
    entry.ratings.push(currentRating(e)!);
    byManager.set(e.managerId, entry);
  }
  const outliers = managerOutliers([...byManager].map(([managerId, m]) => ({ managerId, ratings: m.ratings })), config.outlierThreshold);
  const boxes = new Map<string, { performance: number; potential: number; count: number; employees: string[] }>();
  for (let performance = 0; performance < 3; performance++) {
    for (let potential = 0; potential < 3; potential++) boxes.set(`${performance}:${potential}`, { performance, potential, count: 0, employees: [] });
  }
  for (const e of rated) {
    if (e.potential === null) continue;
    const cell = nineBoxCell(currentRating(e)!, e.potential);
    const box = boxes.get(`${cell.performance}:${cell.potential}`)!;
    box.count += 1;
    if (box.employees.length < 50) box.employees.push(e.displayName);
  }
  const session = sessions[0];
  return {
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status },
    group: { ...q, name },
    groups,
    session: session ? { id: session.id, status: session.status, closedAt: session.closedAt === null ? null : new Date(session.closedAt).toISOString() } : null,
    configuration: config,
    bands,
    target: bands.map((band, i) => {
      const percent = config.targetDistribution[i] ?? 0;
      return { band: band.label, percent, count: Math.round((percent * ratings.length) / 100) };
    }),
    actual: distributionRows(bands, ratings),
    managers: outliers.map((o) => ({ ...o, name: byManager.get(o.managerId)!.name, distribution: distributionRows(bands, byManager.get(o.managerId)!.ratings) })),
    nineBox: [...boxes.values()],
    employees,
    changes: changes.map((c) => ({ ...c, changedAt: new Date(c.changedAt).toISOString() })),
  };
}

/** The group's session, opened on its first change. */
async function openSession(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery, key: string) {
  await tx.execute(
    sql`insert into calibration_sessions (tenant_id, cycle_id, group_by, group_key) values (${v.tenantCode}, ${cycleId}, ${q.groupBy}, ${key}) on conflict do nothing`,
  );
  const [session] = await queryRows<{ id: string; status: 'open' | 'closed' }>(
    tx,
    sql`select id, status from calibration_sessions where cycle_id = ${cycleId} and group_by = ${q.groupBy} and group_key = ${key} for update`,
  );
  return session!;
}

async function launchedCycle(tx: Tx, cycleId: string) {
  const cycle = await loadCycle(tx, cycleId);
  if (cycle.status === 'released') throw conflict(REVIEW_MESSAGES.released);
  if (cycle.status !== 'launched') throw conflict(REVIEW_MESSAGES.notLaunched);
  return cycle;
}

type ChangeData = Omit<CalibrationChangeInput, 'reason'> & { reason: string };

/**
 * One calibration change: the review must still be at the version the calibrator saw (a
 * conditional update; the other of two simultaneous changes gets 409) and its group's session open.
 */
export async function changeRating(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery, body: ChangeData) {
  await launchedCycle(tx, cycleId);
  const { key, filter } = groupOf(q);
  const [before] = await queryRows<{ version: number; finalRating: number | null; practiceHeadRating: number | null; managerRating: number | null; potential: number | null; lockedAt: unknown }>(
    tx,
    sql`select r.version, r.final_rating::float8 as "finalRating", r.practice_head_rating::float8 as "practiceHeadRating", r.manager_rating::float8 as "managerRating",
               r.potential, r.locked_at as "lockedAt"
          from reviews r join employees e on e.id = r.employee_id where r.id = ${body.reviewId} and r.cycle_id = ${cycleId} and ${filter}`,
  );
  if (!before) throw notFound();
  if (before.lockedAt !== null) throw conflict(REVIEW_MESSAGES.sessionClosed);
  if (before.version !== body.version) throw conflict(REVIEW_MESSAGES.stale, undefined, 'STALE');
  const session = await openSession(tx, v, cycleId, q, key);
  if (session.status === 'closed') throw conflict(REVIEW_MESSAGES.sessionClosed);
  const changed = await queryRows<{ id: string }>(
    tx,
    sql`update reviews set
          final_rating = coalesce(${body.finalRating ?? null}::numeric, final_rating),
          practice_head_rating = coalesce(${body.practiceHeadRating ?? null}::numeric, practice_head_rating),
          potential = coalesce(${body.potential ?? null}::smallint, potential),
          version = version + 1, updated_at = now()
        where id = ${body.reviewId} and version = ${body.version} and locked_at is null returning id`,
  );
  if (changed.length === 0) throw conflict(REVIEW_MESSAGES.stale, undefined, 'STALE');
  const entries: { field: string; oldValue: number | null; newValue: number }[] = [];
  if (body.finalRating !== undefined) entries.push({ field: 'finalRating', oldValue: before.finalRating ?? before.managerRating, newValue: body.finalRating });
  if (body.practiceHeadRating !== undefined) entries.push({ field: 'practiceHeadRating', oldValue: before.practiceHeadRating, newValue: body.practiceHeadRating });
  if (body.potential !== undefined) entries.push({ field: 'potential', oldValue: before.potential, newValue: body.potential });
  for (const entry of entries) {
    await tx.execute(
      sql`insert into calibration_changes (tenant_id, session_id, review_id, field, old_value, new_value, reason, changed_by)
          values (${v.tenantCode}, ${session.id}, ${body.reviewId}, ${entry.field}, ${entry.oldValue}, ${entry.newValue}, ${body.reason}, ${v.userId})`,
    );
  }
  await recordAudits(
    tx,
    entries.map((entry) => ({ ...auditActor(v), action: 'calibrate', entity: 'review', entityId: body.reviewId, before: { [entry.field]: entry.oldValue }, after: { [entry.field]: entry.newValue, reason: body.reason } })),
  );
  return calibrationView(tx, cycleId, q);
}

/** Closing a group's session locks its ratings; a second close is a 409. */
export async function closeSession(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery) {
  await launchedCycle(tx, cycleId);
  const { key, filter } = groupOf(q);
  const session = await openSession(tx, v, cycleId, q, key);
  if (session.status === 'closed') throw conflict(REVIEW_MESSAGES.sessionClosed);
  await tx.execute(sql`update calibration_sessions set status = 'closed', closed_at = now(), closed_by = ${v.userId} where id = ${session.id}`);
  await tx.execute(
    sql`update reviews r set locked_at = now(), version = r.version + 1, final_rating = coalesce(r.final_rating, r.manager_rating) from employees e
         where e.id = r.employee_id and r.cycle_id = ${cycleId} and r.locked_at is null and ${filter}`,
  );
  await recordAudits(tx, [{ ...auditActor(v), action: 'calibration.close', entity: 'review_cycle', entityId: cycleId, after: q }]);
  return calibrationView(tx, cycleId, q);
}

/** SPEC §3 calibration data: every employee's ratings and, per band, how many self, manager, practice-head and final ratings fall in it. */
export async function calibrationData(tx: Tx, cycleId: string) {
  const cycle = await loadCycle(tx, cycleId);
  const employeeRatings = await groupEmployees(tx, cycleId, sql`true`);
  const bands = cycle.ratingScale;
  const count = (pick: (e: CalibrationEmployee) => number | null) => {
    const counts = bands.map(() => 0);
    for (const e of employeeRatings) {
      const value = pick(e);
      if (value !== null) counts[bandIndex(bands, value)]! += 1;
    }
    return counts;
  };
  const [self, manager, practiceHead, final] = [count((e) => e.selfRating), count((e) => e.managerRating), count((e) => e.practiceHeadRating), count(currentRating)];
  return {
    employeeRatings,
    ratingDistributions: bands.map((band, i) => ({ band: band.label, selfRating: self[i]!, managerRating: manager[i]!, practiceHeadRating: practiceHead[i]!, finalRating: final[i]! })),
  };
}
