import { sql, type SQL } from 'drizzle-orm';
import {
  NINE_BOX_PERFORMANCE_CUTS,
  OUTLIER_MIN_TEAM,
  REVIEW_MESSAGES,
  bandIndex,
  chiSquareFit,
  flagManager,
  type CalibrationChangeInput,
  type CalibrationConfiguration,
  type CalibrationEmployee,
  type CalibrationEmployeeQuery,
  type CalibrationGroupQuery,
  type CalibrationView,
  type RatingBand,
  type ReviewCycleStatus,
} from '@tenure/domain/performance';
import type { Page } from '@tenure/domain/paging';
import { recordAudits } from '../../../platform/audit.ts';
import { escapeLike, queryRows, readTogether, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { loadCycle } from './service.ts';

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

/** The significance of the chi-square test when the cycle has not chosen one. */
const DEFAULT_SIGNIFICANCE = 0.05;

/** The rating calibration works on: the calibrated one once set, else the manager's. */
const CURRENT_RATING = sql`coalesce(r.final_rating, r.manager_rating)::float8`;
/** The minimum of each band of the cycle's scale, in order: `width_bucket(rating, mins) - 1` is the band. */
const bandMins = (cycleId: string) =>
  sql`(select array_agg((b.value->>'min')::float8 order by b.ordinality) from review_cycles c cross join jsonb_array_elements(c.rating_scale) with ordinality b where c.id = ${cycleId})`;
const performanceRow = (rating: SQL) =>
  sql`width_bucket(${rating}, array[${sql.join(
    NINE_BOX_PERFORMANCE_CUTS.map((cut) => sql`${cut}::float8`),
    sql`, `,
  )}])`;

const EMPLOYEE_COLUMNS = sql`r.id as "reviewId", r.version, e.employee_number as "employeeNumber", e.display_name as "displayName", e.department_id,
  r.manager_id as "managerId", r.status,
  case when r.self_submitted_at is null then null else r.self_rating::float8 end as "selfRating",
  r.manager_rating::float8 as "managerRating", r.practice_head_rating::float8 as "practiceHeadRating", r.final_rating::float8 as "finalRating",
  r.potential, r.locked_at is not null as locked`;
const EMPLOYEE_FROM = sql`reviews r join employees e on e.id = r.employee_id`;
/**
 * The people rows of `inner` (a select of EMPLOYEE_COLUMNS, in order) with their department and
 * manager named: one index look-up per row shown, after the page is cut, rather than joining every
 * employee of the tenant to the whole group (what a generic plan picks for a big cycle).
 */
const namedPeople = (inner: SQL, counted: boolean) =>
  sql`select p."reviewId", p.version, p."employeeNumber", p."displayName", (select d.name from departments d where d.id = p.department_id) as department,
             p."managerId", (select m.display_name from employees m where m.id = p."managerId") as "managerName", p.status,
             p."selfRating", p."managerRating", p."practiceHeadRating", p."finalRating", p.potential, p.locked${counted ? sql`, p.total` : sql``}
        from (${inner}) p`;

const SORT_COLUMN: Record<CalibrationEmployeeQuery['sort'], SQL> = {
  name: sql`lower(e.display_name)`,
  employeeNumber: sql`e.employee_number`,
  manager: sql`(select lower(m.display_name) from employees m where m.id = r.manager_id)`,
  managerRating: sql`r.manager_rating`,
  finalRating: sql`coalesce(r.final_rating, r.manager_rating)`,
  potential: sql`r.potential`,
};

const SET = { all: 15, band: 11, manager: 7, managerBand: 3, nineBox: 12 } as const;

type ListQuery = Omit<CalibrationEmployeeQuery, 'groupBy' | 'groupId'>;
const FIRST_PAGE: ListQuery = { page: 1, size: 50, sort: 'name', order: 'asc' };

/** The filters of the list: search by name or number, a 9-box cell, a band, a manager. */
function listFilter(cycleId: string, q: ListQuery): SQL {
  const parts: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    parts.push(sql`(lower(e.display_name) like ${like} or lower(e.employee_number) like ${like})`);
  }
  if (q.box) {
    const [performance, potential] = q.box.split(':').map(Number) as [number, number];
    parts.push(sql`${performanceRow(CURRENT_RATING)} = ${performance} and r.potential = ${potential + 1}`);
  }
  if (q.band !== undefined) parts.push(sql`width_bucket(${CURRENT_RATING}, ${bandMins(cycleId)}) - 1 = ${q.band}`);
  if (q.managerId) parts.push(sql`r.manager_id = ${q.managerId}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** One page of the group's people, sorted (nulls last, then by name), with the count of all that match when `counted`. */
function employeePage(cycleId: string, filter: SQL, q: ListQuery, counted: boolean): SQL {
  const direction = q.order === 'desc' ? sql`desc` : sql`asc`;
  return namedPeople(
    sql`select ${EMPLOYEE_COLUMNS}${counted ? sql`, count(*) over ()::int as total` : sql``}
          from ${EMPLOYEE_FROM}
         where r.cycle_id = ${cycleId} and ${filter} and ${listFilter(cycleId, q)}
         order by ${SORT_COLUMN[q.sort]} ${direction} nulls last, lower(e.display_name), e.employee_number
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
    counted,
  );
}

/** GET …/calibration/employees: a page of the group's people, for the table and for a 9-box cell's people. */
export async function calibrationEmployees(
  tx: Tx,
  cycleId: string,
  q: CalibrationEmployeeQuery,
): Promise<Page<CalibrationEmployee>> {
  const { filter } = groupOf(q);
  const rows = await queryRows<CalibrationEmployee & { total: number }>(tx, employeePage(cycleId, filter, q, true));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from reviews r join employees e on e.id = r.employee_id where r.cycle_id = ${cycleId} and ${filter} and ${listFilter(cycleId, q)}`,
    );
    total = row?.n ?? 0;
  }
  return { items: rows.map(({ total: _, ...row }) => row), total, page: q.page, size: q.size };
}

/**
 * The group's distribution (overall and per manager), the managers' count, mean and spread and the
 * 9-box counts in one aggregate over the group's reviews: each grouping set is one of them, told
 * apart by grouping() (a bit per column left out, in the order manager, band, performance, potential).
 * Everyone in the cycle needs no employee rows; managers are named one by one (an index look-up
 * each), not by joining every employee.
 */
function summarySql(cycleId: string, filter: SQL, everyone: boolean): SQL {
  return sql`with placed as (
      select r.manager_id, ${CURRENT_RATING} as rating, r.potential,
             width_bucket(${CURRENT_RATING}, ${bandMins(cycleId)}) - 1 as band,
             case when ${CURRENT_RATING} is null then null else ${performanceRow(CURRENT_RATING)} end as performance
        from reviews r ${everyone ? sql`` : sql`join employees e on e.id = r.employee_id`}
       where r.cycle_id = ${cycleId} and ${filter}),
    -- Only the managers the view lists (enough rated people to be flagged) come back per manager and by band.
    teams as (select manager_id, count(*) as rated from placed where manager_id is not null and rating is not null group by manager_id)
    select s.*, (select count(*)::int from teams where rated < ${OUTLIER_MIN_TEAM}) as "smallTeams", case when s."set" = ${SET.manager} then (select m.display_name from employees m where m.id = s."managerId") end as "managerName" from (
      select grouping(manager_id, band, performance, potential)::int as "set", manager_id as "managerId", band, performance, potential,
             count(*)::int as people, count(rating)::int as rated, avg(rating) as mean, coalesce(stddev_pop(rating), 0) as spread,
             avg(rating) filter (where manager_id is not null) as "managedMean", coalesce(stddev_pop(rating) filter (where manager_id is not null), 0) as "managedSpread"
        from placed
       group by grouping sets ((), (band), (manager_id), (manager_id, band), (performance, potential))) s
     where s."set" not in (${SET.manager}, ${SET.managerBand}) or s."managerId" in (select manager_id from teams where rated >= ${OUTLIER_MIN_TEAM})`;
}

interface SummaryRow {
  set: number;
  managerId: string | null;
  managerName: string | null;
  band: number | null;
  performance: number | null;
  potential: number | null;
  people: number;
  rated: number;
  mean: number | null;
  spread: number;
  managedMean: number | null;
  managedSpread: number;
  /** Managers with a rated person but too few to list. */
  smallTeams: number;
}

/** The groups that have reviews in the cycle: everyone, each department, entity and location. */
export async function cycleGroups(tx: Tx, cycleId: string) {
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

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
const distributionRows = (bands: readonly RatingBand[], counts: readonly number[]) => {
  const total = counts.reduce((a, b) => a + b, 0);
  return bands.map((band, i) => ({
    band: band.label,
    count: counts[i] ?? 0,
    percent: percentOf(counts[i] ?? 0, total),
  }));
};

type CycleRow = {
  id: string;
  name: string;
  status: ReviewCycleStatus;
  ratingScale: RatingBand[];
  configuration: CalibrationConfiguration;
};
type ChangeRow = {
  employeeName: string;
  field: string;
  oldValue: number | null;
  newValue: number | null;
  reason: string;
  changedBy: string | null;
  changedAt: string;
};

/**
 * The calibration view of a cycle's group: target against actual, per manager with outliers flagged
 * (mean, spread, chi-square), the 9-box counts, the first page of people and every change, read in
 * one round trip; the aggregates are computed by the database, not from every row.
 */
export async function calibrationView(tx: Tx, cycleId: string, q: CalibrationGroupQuery): Promise<CalibrationView> {
  const { key, filter } = groupOf(q);
  const table =
    q.groupBy === 'department' ? sql`departments` : q.groupBy === 'entity' ? sql`legal_entities` : sql`locations`;
  const read = await readTogether<{
    cycle: CycleRow[];
    groupName: { name: string }[];
    summary: SummaryRow[];
    employees: CalibrationEmployee[];
    sessions: { id: string; status: 'open' | 'closed'; closedAt: string | null }[];
    changes: ChangeRow[];
  }>(tx, {
    cycle: sql`select id, name, status, rating_scale as "ratingScale", calibration_configuration as configuration from review_cycles where id = ${cycleId}`,
    groupName:
      q.groupBy === 'all'
        ? sql`select ${REVIEW_MESSAGES.allEmployees}::text as name`
        : sql`select name from ${table} where id = ${q.groupId!}`,
    summary: summarySql(cycleId, filter, q.groupBy === 'all'),
    employees: employeePage(cycleId, filter, FIRST_PAGE, false),
    sessions: sql`select id, status, closed_at as "closedAt" from calibration_sessions where cycle_id = ${cycleId} and group_by = ${q.groupBy} and group_key = ${key}`,
    changes: sql`select e.display_name as "employeeName", x.field, x.old_value::float8 as "oldValue", x.new_value::float8 as "newValue", x.reason,
                        coalesce(ue.display_name, u.username) as "changedBy", x.created_at as "changedAt"
                   from calibration_changes x join calibration_sessions s on s.id = x.session_id join reviews r on r.id = x.review_id
                   join employees e on e.id = r.employee_id left join users u on u.id = x.changed_by left join employees ue on ue.id = u.employee_id
                  where s.cycle_id = ${cycleId} and ${filter} order by x.created_at desc, x.id limit 200`,
  });
  const cycle = read.cycle[0];
  const name = read.groupName[0]?.name;
  if (!cycle || name === undefined) throw notFound();
  if (cycle.status === 'draft' || cycle.status === 'launching') throw conflict(REVIEW_MESSAGES.notLaunched);
  const bands = cycle.ratingScale;
  const config = cycle.configuration;
  const significance = config.significance ?? DEFAULT_SIGNIFICANCE;

  const all = read.summary.find((r) => r.set === SET.all);
  const rated = all?.rated ?? 0;
  const bandCounts = (rows: readonly SummaryRow[]) => {
    const counts = bands.map(() => 0);
    for (const row of rows)
      if (row.band !== null && row.band >= 0 && row.band < bands.length) counts[row.band] = row.rated;
    return counts;
  };
  const overall = bandCounts(read.summary.filter((r) => r.set === SET.band));
  const managerBands = new Map<string, SummaryRow[]>();
  for (const row of read.summary) {
    if (row.set !== SET.managerBand || row.managerId === null) continue;
    managerBands.set(row.managerId, [...(managerBands.get(row.managerId) ?? []), row]);
  }
  const group = { mean: all?.managedMean ?? 0, spread: all?.managedSpread ?? 0 };
  const managers = read.summary
    .filter((r) => r.set === SET.manager && r.managerId !== null)
    .map((row) => {
      const counts = bandCounts(managerBands.get(row.managerId!) ?? []);
      const spread = flagManager(
        { managerId: row.managerId!, count: row.rated, mean: row.mean ?? 0, spread: row.spread },
        group,
        config.outlierThreshold,
      );
      const fit = chiSquareFit(counts, config.targetDistribution, significance);
      if (fit?.significant) spread.flags.push('offTarget');
      return {
        ...spread,
        name: row.managerName ?? '',
        distribution: distributionRows(bands, counts),
        chiSquare: fit && {
          statistic: fit.statistic,
          df: fit.df,
          pValue: fit.pValue,
          critical: fit.critical,
          significant: fit.significant,
        },
      };
    })
    // Flagged managers first, then by name.
    .sort((a, b) => Number(b.flags.length > 0) - Number(a.flags.length > 0) || a.name.localeCompare(b.name));
  const nineBox = [];
  for (let performance = 0; performance < 3; performance++) {
    for (let potential = 0; potential < 3; potential++) {
      const row = read.summary.find(
        (r) => r.set === SET.nineBox && r.performance === performance && r.potential === potential + 1,
      );
      nineBox.push({ performance, potential, count: row?.people ?? 0 });
    }
  }
  const session = read.sessions[0];
  return {
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status },
    group: { ...q, name },
    session: session
      ? {
          id: session.id,
          status: session.status,
          closedAt: session.closedAt === null ? null : new Date(session.closedAt).toISOString(),
        }
      : null,
    configuration: {
      targetDistribution: config.targetDistribution,
      outlierThreshold: config.outlierThreshold,
      significance,
    },
    bands,
    target: bands.map((band, i) => {
      const percent = config.targetDistribution[i] ?? 0;
      return { band: band.label, percent, count: Math.round((percent * rated) / 100) };
    }),
    actual: distributionRows(bands, overall),
    managers,
    smallTeams: all?.smallTeams ?? 0,
    nineBox,
    employees: read.employees,
    employeeTotal: all?.people ?? 0,
    changes: read.changes.map((c) => ({ ...c, changedAt: new Date(c.changedAt).toISOString() })),
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
  const [before] = await queryRows<{
    version: number;
    finalRating: number | null;
    practiceHeadRating: number | null;
    managerRating: number | null;
    potential: number | null;
    lockedAt: unknown;
  }>(
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
  if (body.finalRating !== undefined)
    entries.push({
      field: 'finalRating',
      oldValue: before.finalRating ?? before.managerRating,
      newValue: body.finalRating,
    });
  if (body.practiceHeadRating !== undefined)
    entries.push({
      field: 'practiceHeadRating',
      oldValue: before.practiceHeadRating,
      newValue: body.practiceHeadRating,
    });
  if (body.potential !== undefined)
    entries.push({ field: 'potential', oldValue: before.potential, newValue: body.potential });
  for (const entry of entries) {
    await tx.execute(
      sql`insert into calibration_changes (tenant_id, session_id, review_id, field, old_value, new_value, reason, changed_by)
          values (${v.tenantCode}, ${session.id}, ${body.reviewId}, ${entry.field}, ${entry.oldValue}, ${entry.newValue}, ${body.reason}, ${v.userId})`,
    );
  }
  await recordAudits(
    tx,
    entries.map((entry) => ({
      ...auditActor(v),
      action: 'calibrate',
      entity: 'review',
      entityId: body.reviewId,
      before: { [entry.field]: entry.oldValue },
      after: { [entry.field]: entry.newValue, reason: body.reason },
    })),
  );
  return calibrationView(tx, cycleId, q);
}

/** Closing a group's session locks its ratings; a second close is a 409. */
export async function closeSession(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery) {
  await launchedCycle(tx, cycleId);
  const { key, filter } = groupOf(q);
  const session = await openSession(tx, v, cycleId, q, key);
  if (session.status === 'closed') throw conflict(REVIEW_MESSAGES.sessionClosed);
  await tx.execute(
    sql`update calibration_sessions set status = 'closed', closed_at = now(), closed_by = ${v.userId} where id = ${session.id}`,
  );
  await tx.execute(
    sql`update reviews r set locked_at = now(), version = r.version + 1, final_rating = coalesce(r.final_rating, r.manager_rating) from employees e
         where e.id = r.employee_id and r.cycle_id = ${cycleId} and r.locked_at is null and ${filter}`,
  );
  await recordAudits(tx, [
    { ...auditActor(v), action: 'calibration.close', entity: 'review_cycle', entityId: cycleId, after: q },
  ]);
  return calibrationView(tx, cycleId, q);
}

/** SPEC §3 calibration data: every employee's ratings and, per band, how many self, manager, practice-head and final ratings fall in it. */
export async function calibrationData(tx: Tx, cycleId: string) {
  const cycle = await loadCycle(tx, cycleId);
  const employeeRatings = await queryRows<CalibrationEmployee>(
    tx,
    namedPeople(
      sql`select ${EMPLOYEE_COLUMNS} from ${EMPLOYEE_FROM} where r.cycle_id = ${cycleId} order by lower(e.display_name), e.employee_number`,
      false,
    ),
  );
  const bands = cycle.ratingScale;
  const count = (pick: (e: CalibrationEmployee) => number | null) => {
    const counts = bands.map(() => 0);
    for (const e of employeeRatings) {
      const value = pick(e);
      if (value !== null) counts[bandIndex(bands, value)]! += 1;
    }
    return counts;
  };
  const [self, manager, practiceHead, final] = [
    count((e) => e.selfRating),
    count((e) => e.managerRating),
    count((e) => e.practiceHeadRating),
    count((e) => e.finalRating ?? e.managerRating),
  ];
  return {
    employeeRatings,
    ratingDistributions: bands.map((band, i) => ({
      band: band.label,
      selfRating: self[i]!,
      managerRating: manager[i]!,
      practiceHeadRating: practiceHead[i]!,
      finalRating: final[i]!,
    })),
  };
}
