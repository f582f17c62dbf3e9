import { sql, type SQL } from 'drizzle-orm';
import {
  NINE_BOX_PERFORMANCE_CUTS,
  OUTLIER_MIN_TEAM,
  REVIEW_MESSAGES,
  type CalibrationConfiguration,
  type CalibrationEmployee,
  type CalibrationEmployeeQuery,
  type CalibrationGroupQuery,
  type RatingBand,
  type ReviewCycleStatus,
} from '@tenure/domain/performance';
import { escapeLike, queryRows, readTogether, type Tx } from '../../../platform/db.ts';

// The SQL of calibration: a cycle's group of reviews, its summary, sessions and changes.

const GROUP_COLUMN: Record<Exclude<CalibrationGroupQuery['groupBy'], 'all'>, SQL> = {
  department: sql`e.department_id`,
  entity: sql`e.legal_entity_id`,
  location: sql`e.location_id`,
};

/** The reviews of the group's people (`e` the reviewed employee); the group id is given unless the group is everyone. */
const groupFilter = (q: CalibrationGroupQuery): SQL =>
  q.groupBy === 'all' ? sql`true` : sql`${GROUP_COLUMN[q.groupBy]} = ${q.groupId}`;

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

/** The grouping sets of the summary, by their grouping() value. */
export const SET = { all: 15, band: 11, manager: 7, managerBand: 3, nineBox: 12 } as const;

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

/** A page of the group's people and how many match (counted again only for a page past the end). */
export async function groupEmployees(tx: Tx, cycleId: string, q: CalibrationEmployeeQuery) {
  const filter = groupFilter(q);
  const rows = await queryRows<CalibrationEmployee & { total: number }>(tx, employeePage(cycleId, filter, q, true));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from reviews r join employees e on e.id = r.employee_id where r.cycle_id = ${cycleId} and ${filter} and ${listFilter(cycleId, q)}`,
    );
    total = row?.n ?? 0;
  }
  return { rows: rows.map(({ total: _, ...row }) => row), total };
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

export interface SummaryRow {
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

/** The departments, entities and locations that have reviews in the cycle, by kind and name. */
export const cycleGroupRows = (tx: Tx, cycleId: string) =>
  queryRows<{ groupBy: 'department' | 'entity' | 'location'; groupId: string; name: string }>(
    tx,
    // One pass over the cycle's reviews (a CTE named three times is computed once), not one per kind of group.
    sql`with places as (select distinct e.department_id, e.legal_entity_id, e.location_id
                        from reviews r join employees e on e.id = r.employee_id where r.cycle_id = ${cycleId})
      select 'department' as "groupBy", d.id as "groupId", d.name from departments d where d.id in (select department_id from places)
      union all select 'entity', l.id, l.name from legal_entities l where l.id in (select legal_entity_id from places)
      union all select 'location', l.id, l.name from locations l where l.id in (select location_id from places)
      order by 1, 3`,
  );

export type CalibrationCycleRow = {
  id: string;
  name: string;
  status: ReviewCycleStatus;
  ratingScale: RatingBand[];
  configuration: CalibrationConfiguration;
};
export type ChangeRow = {
  employeeName: string;
  field: string;
  oldValue: number | null;
  newValue: number | null;
  reason: string;
  changedBy: string | null;
  changedAt: string;
};

/**
 * Everything the calibration view of a group shows, in one round trip: the cycle, the group's name,
 * the summary aggregates, the first page of people, the group's session and its last 200 changes.
 */
export async function calibrationReads(tx: Tx, cycleId: string, q: CalibrationGroupQuery, key: string) {
  const filter = groupFilter(q);
  const table =
    q.groupBy === 'department' ? sql`departments` : q.groupBy === 'entity' ? sql`legal_entities` : sql`locations`;
  return readTogether<{
    cycle: CalibrationCycleRow[];
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
}

/** The group's session (opened if it has none), locked. */
export async function sessionForUpdate(
  tx: Tx,
  tenantCode: string,
  cycleId: string,
  q: CalibrationGroupQuery,
  key: string,
) {
  await tx.execute(
    sql`insert into calibration_sessions (tenant_id, cycle_id, group_by, group_key) values (${tenantCode}, ${cycleId}, ${q.groupBy}, ${key}) on conflict do nothing`,
  );
  const [session] = await queryRows<{ id: string; status: 'open' | 'closed' }>(
    tx,
    sql`select id, status from calibration_sessions where cycle_id = ${cycleId} and group_by = ${q.groupBy} and group_key = ${key} for update`,
  );
  return session!;
}

/** The review's ratings, version and lock, if it is the cycle's and in the group. */
export async function reviewInGroup(tx: Tx, cycleId: string, q: CalibrationGroupQuery, reviewId: string) {
  const [row] = await queryRows<{
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
          from reviews r join employees e on e.id = r.employee_id where r.id = ${reviewId} and r.cycle_id = ${cycleId} and ${groupFilter(q)}`,
  );
  return row;
}

/** Sets the given ratings if the review is still unlocked at `version`; whether it was. */
export async function updateReviewRatings(
  tx: Tx,
  change: {
    reviewId: string;
    version: number;
    finalRating?: number | undefined;
    practiceHeadRating?: number | undefined;
    potential?: number | undefined;
  },
) {
  const changed = await queryRows<{ id: string }>(
    tx,
    sql`update reviews set
          final_rating = coalesce(${change.finalRating ?? null}::numeric, final_rating),
          practice_head_rating = coalesce(${change.practiceHeadRating ?? null}::numeric, practice_head_rating),
          potential = coalesce(${change.potential ?? null}::smallint, potential),
          version = version + 1, updated_at = now()
        where id = ${change.reviewId} and version = ${change.version} and locked_at is null returning id`,
  );
  return changed.length > 0;
}

export async function insertCalibrationChange(
  tx: Tx,
  change: {
    tenantCode: string;
    sessionId: string;
    reviewId: string;
    field: string;
    oldValue: number | null;
    newValue: number;
    reason: string;
    changedBy: string;
  },
) {
  await tx.execute(
    sql`insert into calibration_changes (tenant_id, session_id, review_id, field, old_value, new_value, reason, changed_by)
        values (${change.tenantCode}, ${change.sessionId}, ${change.reviewId}, ${change.field}, ${change.oldValue}, ${change.newValue}, ${change.reason}, ${change.changedBy})`,
  );
}

/** Closes the session and locks the group's unlocked reviews at their final rating (the manager's when none). */
export async function closeSessionAndLock(
  tx: Tx,
  sessionId: string,
  closedBy: string,
  cycleId: string,
  q: CalibrationGroupQuery,
) {
  await tx.execute(
    sql`update calibration_sessions set status = 'closed', closed_at = now(), closed_by = ${closedBy} where id = ${sessionId}`,
  );
  await tx.execute(
    sql`update reviews r set locked_at = now(), version = r.version + 1, final_rating = coalesce(r.final_rating, r.manager_rating) from employees e
         where e.id = r.employee_id and r.cycle_id = ${cycleId} and r.locked_at is null and ${groupFilter(q)}`,
  );
}

/** Every reviewed employee of the cycle with their ratings, by name. */
export const cycleEmployeeRatings = (tx: Tx, cycleId: string) =>
  queryRows<CalibrationEmployee>(
    tx,
    namedPeople(
      sql`select ${EMPLOYEE_COLUMNS} from ${EMPLOYEE_FROM} where r.cycle_id = ${cycleId} order by lower(e.display_name), e.employee_number`,
      false,
    ),
  );
