import { sql, type SQL } from 'drizzle-orm';
import type {
  GoalApprovalStatus,
  GoalData,
  GoalListQuery,
  GoalMasterKind,
  GoalLevel,
  KeyResultInput,
  KeyResultUnit,
  LibraryAssignData,
  LibraryListQuery,
  LibraryTemplateData,
  LibraryTemplateView,
  RatingBand,
  ReviewStatus,
} from '@tenure/domain/performance';
import { escapeLike, jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import { recipientOfEmployee, type Recipient } from '../../../platform/notifications.ts';
import { hierarchyRoot, inRootRange } from '../../employees/index.ts';

// All SQL of goals: periods and masters, goals with their key results, the dashboard's reads.

/* ---------- masters and periods ---------- */

const masterColumns = sql`id, kind, name, is_active as "isActive"`;
type MasterRow = { id: string; kind: GoalMasterKind; name: string; isActive: boolean };

export const mastersOf = (tx: Tx, kind: GoalMasterKind, all: boolean) =>
  queryRows<MasterRow>(
    tx,
    sql`select ${masterColumns} from goal_masters where kind = ${kind} and (${all} or is_active) order by sort_order, lower(name)`,
  );

/** Whether another master of this kind has the name (any case). */
export async function masterNameTaken(tx: Tx, kind: GoalMasterKind, name: string, selfId: string | null) {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goal_masters where kind = ${kind} and lower(name) = ${name.toLowerCase()} and id is distinct from ${selfId}::uuid`,
  );
  return taken !== undefined;
}

export async function insertMaster(
  tx: Tx,
  tenantCode: string,
  kind: GoalMasterKind,
  input: { name: string; isActive: boolean },
) {
  const [row] = await queryRows<MasterRow>(
    tx,
    sql`insert into goal_masters (tenant_id, kind, name, is_active, sort_order)
        values (${tenantCode}, ${kind}, ${input.name}, ${input.isActive}, (select coalesce(max(sort_order), 0) + 1 from goal_masters where kind = ${kind}))
        returning ${masterColumns}`,
  );
  return row!;
}

export async function lockMaster(tx: Tx, kind: GoalMasterKind, id: string) {
  const [row] = await queryRows<MasterRow>(
    tx,
    sql`select ${masterColumns} from goal_masters where id = ${id} and kind = ${kind} for update`,
  );
  return row ?? null;
}

export async function saveMaster(tx: Tx, id: string, input: { name: string; isActive: boolean }) {
  const [row] = await queryRows<MasterRow>(
    tx,
    sql`update goal_masters set name = ${input.name}, is_active = ${input.isActive}, updated_at = now() where id = ${id} returning ${masterColumns}`,
  );
  return row!;
}

/** Whether an active master of this kind has the id. */
export async function activeMasterExists(tx: Tx, kind: 'type' | 'status', id: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goal_masters where id = ${id} and kind = ${kind} and is_active`,
  );
  return row !== undefined;
}

const periodColumns = sql`id, name, start_date::text as "startDate", end_date::text as "endDate", is_active as "isActive"`;
export type PeriodRow = { id: string; name: string; startDate: string; endDate: string; isActive: boolean };
type PeriodData = { name: string; startDate: string; endDate: string; isActive: boolean };

export const allPeriods = (tx: Tx) =>
  queryRows<PeriodRow>(tx, sql`select ${periodColumns} from goal_periods order by start_date desc, lower(name)`);

/** The active period that holds `day`, else the latest active one. */
export async function activePeriodOn(tx: Tx, day: string): Promise<PeriodRow | null> {
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`select ${periodColumns} from goal_periods where is_active
         order by (${day}::date between start_date and end_date) desc, start_date desc limit 1`,
  );
  return row ?? null;
}

export async function periodNameTaken(tx: Tx, name: string, selfId: string | null) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goal_periods where lower(name) = ${name.toLowerCase()} and id is distinct from ${selfId}::uuid`,
  );
  return row !== undefined;
}

/** Whether another active period overlaps the range. */
export async function activePeriodOverlaps(
  tx: Tx,
  range: { startDate: string; endDate: string },
  selfId: string | null,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goal_periods where is_active and id is distinct from ${selfId}::uuid and start_date <= ${range.endDate} and end_date >= ${range.startDate}`,
  );
  return row !== undefined;
}

export async function insertPeriod(tx: Tx, tenantCode: string, input: PeriodData) {
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`insert into goal_periods (tenant_id, name, start_date, end_date, is_active) values (${tenantCode}, ${input.name}, ${input.startDate}, ${input.endDate}, ${input.isActive}) returning ${periodColumns}`,
  );
  return row!;
}

export async function lockPeriod(tx: Tx, id: string) {
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`select ${periodColumns} from goal_periods where id = ${id} for update`,
  );
  return row ?? null;
}

/** Whether a goal of the period falls outside the range. */
export async function periodHasGoalOutside(tx: Tx, id: string, range: { startDate: string; endDate: string }) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goals where period_id = ${id} and (start_date < ${range.startDate} or end_date > ${range.endDate}) limit 1`,
  );
  return row !== undefined;
}

export async function savePeriod(tx: Tx, id: string, input: PeriodData) {
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`update goal_periods set name = ${input.name}, start_date = ${input.startDate}, end_date = ${input.endDate}, is_active = ${input.isActive}, updated_at = now() where id = ${id} returning ${periodColumns}`,
  );
  return row!;
}

export async function periodRange(tx: Tx, id: string) {
  const [row] = await queryRows<{ startDate: string; endDate: string }>(
    tx,
    sql`select start_date::text as "startDate", end_date::text as "endDate" from goal_periods where id = ${id}`,
  );
  return row ?? null;
}

/* ---------- goals ---------- */

/** A goal `g` with its period, masters, owner, parent, approver and key results, as GoalRow columns; `me` decides "callerIsAbove". */
const goalColumns = (me: string | null): SQL => sql`
  g.id, g.level, g.title, g.description, g.status, g.owner_id as "ownerId", g.approver_id as "approverId",
  g.weight::float8 as weight, g.start_date::text as "startDate", g.end_date::text as "endDate", g.progress::float8 as progress,
  g.decision_reason as "decisionReason", g.template_id is not null as "fromLibrary",
  p.id as "periodId", p.name as "periodName",
  gt.id as "typeId", gt.name as "typeName", gs.id as "statusId", gs.name as "statusName",
  o.employee_number as "ownerNumber", o.display_name as "ownerName",
  par.id as "parentId", par.title as "parentTitle",
  a.employee_number as "approverNumber", a.display_name as "approverName",
  (${me}::uuid is not null and o.id is not null and o.id <> ${me}::uuid and strpos(o.hierarchy_path, ${me}::text || '/') > 0) as "callerIsAbove",
  (select coalesce(json_agg(json_build_object('id', k.id, 'title', k.title, 'unit', k.unit, 'startValue', k.start_value, 'targetValue', k.target_value,
                                              'currentValue', k.current_value, 'weight', k.weight) order by k.sort_order, k.created_at), '[]'::json)
     from key_results k where k.goal_id = g.id) as "keyResults"`;

const goalJoins = sql`
  join goal_periods p on p.id = g.period_id
  left join goal_masters gt on gt.id = g.goal_type_id
  left join goal_masters gs on gs.id = g.goal_status_id
  left join employees o on o.id = g.owner_id
  left join goals par on par.id = g.parent_id
  left join employees a on a.id = g.approver_id`;

export interface GoalRow {
  id: string;
  level: GoalLevel;
  title: string;
  description: string | null;
  status: GoalApprovalStatus;
  ownerId: string | null;
  approverId: string | null;
  weight: number;
  startDate: string;
  endDate: string;
  progress: number;
  decisionReason: string | null;
  fromLibrary: boolean;
  periodId: string;
  periodName: string;
  typeId: string | null;
  typeName: string | null;
  statusId: string | null;
  statusName: string | null;
  ownerNumber: string | null;
  ownerName: string | null;
  parentId: string | null;
  parentTitle: string | null;
  approverNumber: string | null;
  approverName: string | null;
  callerIsAbove: boolean;
  keyResults: {
    id: string;
    title: string;
    unit: KeyResultUnit;
    startValue: number;
    targetValue: number;
    currentValue: number;
    weight: number;
  }[];
}

/** One goal as GoalRow as seen by employee `me`, locked for update first when `lock`. */
export async function goalRow(tx: Tx, me: string | null, id: string, lock: boolean): Promise<GoalRow | null> {
  if (lock) await tx.execute(sql`select id from goals where id = ${id} for update`);
  const [row] = await queryRows<GoalRow>(
    tx,
    sql`select ${goalColumns(me)} from goals g ${goalJoins} where g.id = ${id}`,
  );
  return row ?? null;
}

export const goalChildren = (tx: Tx, id: string) =>
  queryRows<{
    id: string;
    title: string;
    ownerNumber: string | null;
    ownerName: string | null;
    weight: number;
    progress: number;
    status: GoalApprovalStatus;
  }>(
    tx,
    sql`select c.id, c.title, o.employee_number as "ownerNumber", o.display_name as "ownerName", c.weight::float8 as weight, c.progress::float8 as progress, c.status
          from goals c left join employees o on o.id = c.owner_id where c.parent_id = ${id} order by c.created_at, c.id`,
  );

export const goalHistory = (tx: Tx, id: string) =>
  queryRows<{
    fromStatus: string;
    toStatus: string;
    decidedBy: string | null;
    reason: string | null;
    decidedAt: Date | string;
  }>(
    tx,
    sql`select d.from_status as "fromStatus", d.to_status as "toStatus", e.display_name as "decidedBy", d.reason, d.created_at as "decidedAt"
          from approval_decisions d left join employees e on e.id = d.decided_by
         where d.request_type = 'goal' and d.request_id = ${id} order by d.created_at, d.id`,
  );

const SORT: Record<GoalListQuery['sort'], SQL> = {
  title: sql`lower(g.title)`,
  owner: sql`lower(o.display_name)`,
  endDate: sql`g.end_date`,
  progress: sql`g.progress`,
  status: sql`g.status`,
  createdAt: sql`g.created_at`,
};

/** A page of goals `g` (owner `o`) within `visible` (the policy's rows, with the CTEs it needs), filtered and sorted as asked. */
export async function goalPage(tx: Tx, me: string | null, visible: { ctes: SQL[]; where: SQL }, q: GoalListQuery) {
  const search = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = sql`${visible.where}
    and ${q.employeeNumber ? sql`g.owner_id in (select id from employees where lower(employee_number) = ${q.employeeNumber.toLowerCase()})` : sql`true`}
    and ${q.periodId ? sql`g.period_id = ${q.periodId}` : sql`true`}
    and ${q.startDate ? sql`g.end_date >= ${q.startDate}` : sql`true`}
    and ${q.endDate ? sql`g.start_date <= ${q.endDate}` : sql`true`}
    and ${q.level ? sql`g.level = ${q.level}` : sql`true`}
    and ${q.status ? sql`g.status = ${q.status}` : sql`true`}
    and ${search ? sql`(lower(g.title) like ${search} or lower(o.display_name) like ${search} or lower(o.employee_number) like ${search})` : sql`true`}`;
  // The page is chosen on the goal and its owner alone; its rows' details (key results, masters...) are read for that page only.
  const page = sql`page as (
    select g.id, count(*) over ()::int as total, row_number() over (order by ${SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`} nulls last, g.id) as n
      from goals g left join employees o on o.id = g.owner_id
     where ${where} order by n limit ${q.size} offset ${(q.page - 1) * q.size})`;
  return queryRows<GoalRow & { total: number }>(
    tx,
    sql`with ${sql.join([...visible.ctes, page], sql`, `)}
        select ${goalColumns(me)}, page.total from page join goals g on g.id = page.id ${goalJoins} order by page.n`,
  );
}

export async function managerOf(tx: Tx, employeeId: string | null) {
  const [row] = await queryRows<{ managerId: string | null }>(
    tx,
    sql`select manager_id as "managerId" from employees where id = ${employeeId}`,
  );
  return row?.managerId ?? null;
}

/** A working employee by number, with their manager and whether `me` is above them in the line. */
export async function workingEmployeeByNumber(tx: Tx, me: string | null, employeeNumber: string) {
  const [row] = await queryRows<{ id: string; managerId: string | null; callerIsAbove: boolean }>(
    tx,
    sql`select id, manager_id as "managerId", (${me}::uuid is not null and id <> ${me}::uuid and strpos(hierarchy_path, ${me}::text || '/') > 0) as "callerIsAbove"
          from employees e where lower(employee_number) = ${employeeNumber.toLowerCase()} and ${employedOn()}`,
  );
  return row ?? null;
}

/** A would-be parent goal, locked, with the weight its other live children take. */
export async function lockParentGoal(tx: Tx, parentId: string, selfId: string | null) {
  const [row] = await queryRows<{ level: GoalData['level']; periodId: string; taken: number }>(
    tx,
    sql`select p.level, p.period_id as "periodId",
               (select coalesce(sum(c.weight), 0)::float8 from goals c where c.parent_id = p.id and c.status <> 'rejected' and c.id is distinct from ${selfId}::uuid) as taken
          from goals p where p.id = ${parentId} for update`,
  );
  return row ?? null;
}

export async function insertKeyResults(
  tx: Tx,
  tenantCode: string,
  goalId: string,
  krs: readonly KeyResultInput[],
  firstOrder = 0,
) {
  if (krs.length === 0) return;
  const rows = krs.map((k, i) => ({
    title: k.title,
    unit: k.unit,
    start_value: k.startValue,
    target_value: k.targetValue,
    weight: k.weight,
    sort_order: firstOrder + i,
  }));
  await tx.execute(sql`insert into key_results (tenant_id, goal_id, title, unit, start_value, target_value, current_value, weight, sort_order)
    select ${tenantCode}, ${goalId}, title, unit, start_value, target_value, start_value, weight, sort_order
      from jsonb_to_recordset(${jsonParam(rows)}) as k(title text, unit text, start_value numeric, target_value numeric, weight numeric, sort_order int)`);
}

export async function insertGoal(
  tx: Tx,
  row: {
    tenantCode: string;
    input: GoalData;
    ownerId: string | null;
    status: 'draft' | 'approved';
    approverId: string | null;
    createdBy: string | null;
    decidedBy: string | null;
  },
) {
  const { input } = row;
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into goals (tenant_id, period_id, level, title, description, goal_type_id, goal_status_id, owner_id, parent_id, weight, start_date, end_date, status, approver_id, created_by, decided_by, decided_at)
        values (${row.tenantCode}, ${input.periodId}, ${input.level}, ${input.title}, ${input.description ?? null}, ${input.goalTypeId}, ${input.goalStatusId ?? null},
                ${row.ownerId}, ${input.parentId ?? null}, ${input.weight}, ${input.startDate}, ${input.endDate}, ${row.status},
                ${row.approverId}, ${row.createdBy}, ${row.decidedBy}, ${row.status === 'draft' ? null : sql`now()`})
        returning id`,
  );
  return created!.id;
}

export async function saveGoal(tx: Tx, id: string, data: GoalData) {
  await tx.execute(sql`update goals set period_id = ${data.periodId}, title = ${data.title}, description = ${data.description ?? null}, goal_type_id = ${data.goalTypeId},
                         goal_status_id = ${data.goalStatusId ?? null}, parent_id = ${data.parentId ?? null}, weight = ${data.weight},
                         start_date = ${data.startDate}, end_date = ${data.endDate}, updated_at = now() where id = ${id}`);
}

export const deleteKeyResultsOf = (tx: Tx, goalId: string) =>
  tx.execute(sql`delete from key_results where goal_id = ${goalId}`);
export const deleteKeyResultRow = (tx: Tx, id: string) => tx.execute(sql`delete from key_results where id = ${id}`);

export async function saveKeyResultWeights(
  tx: Tx,
  goalId: string,
  weights: readonly { keyResultId: string; weight: number }[],
) {
  if (weights.length === 0) return;
  await tx.execute(sql`update key_results k set weight = w.weight, updated_at = now()
                         from jsonb_to_recordset(${jsonParam(weights)}) as w("keyResultId" uuid, weight numeric) where k.id = w."keyResultId" and k.goal_id = ${goalId}`);
}

export async function nextKeyResultOrder(tx: Tx, goalId: string) {
  const [last] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(sort_order) + 1, 0)::int as n from key_results where goal_id = ${goalId}`,
  );
  return last?.n ?? 0;
}

export async function goalOfKeyResult(tx: Tx, keyResultId: string) {
  const [row] = await queryRows<{ goalId: string }>(
    tx,
    sql`select goal_id as "goalId" from key_results where id = ${keyResultId}`,
  );
  return row?.goalId ?? null;
}

export async function lockKeyResult(tx: Tx, keyResultId: string) {
  const [row] = await queryRows<{ goalId: string; unit: KeyResultUnit; currentValue: number }>(
    tx,
    sql`select goal_id as "goalId", unit, current_value::float8 as "currentValue" from key_results where id = ${keyResultId} for update`,
  );
  return row ?? null;
}

export const saveKeyResultValue = (tx: Tx, keyResultId: string, value: number) =>
  tx.execute(sql`update key_results set current_value = ${value}, updated_at = now() where id = ${keyResultId}`);

export async function goalHasChild(tx: Tx, id: string) {
  const [child] = await queryRows<{ id: string }>(tx, sql`select id from goals where parent_id = ${id} limit 1`);
  return child !== undefined;
}

export const deleteGoalRow = (tx: Tx, id: string) => tx.execute(sql`delete from goals where id = ${id}`);

export const setGoalApprover = (tx: Tx, id: string, approverId: string) =>
  tx.execute(sql`update goals set approver_id = ${approverId} where id = ${id}`);

/** Where the employee's notices go (null when nowhere). */
export async function recipientOf(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{ to: Recipient | null }>(
    tx,
    sql`select ${recipientOfEmployee(sql`${employeeId}::uuid`)} as "to"`,
  );
  return row?.to ?? null;
}

export async function goalProgress(tx: Tx, id: string) {
  const [row] = await queryRows<{ progress: number }>(
    tx,
    sql`select progress::float8 as progress from goals where id = ${id}`,
  );
  return row ? Number(row.progress) : null;
}

export const liveChildIds = (tx: Tx, id: string) =>
  queryRows<{ id: string }>(tx, sql`select id from goals where parent_id = ${id} and status <> 'rejected'`);

export const saveChildWeights = (tx: Tx, parentId: string, children: readonly { goalId: string; weight: number }[]) =>
  tx.execute(sql`update goals g set weight = w.weight, updated_at = now()
                   from jsonb_to_recordset(${jsonParam(children)}) as w("goalId" uuid, weight numeric) where g.id = w."goalId" and g.parent_id = ${parentId}`);

/** What a goal's progress is made of: its approved children's, else its key results'. */
export async function progressInputs(tx: Tx, id: string) {
  const [row] = await queryRows<{
    parentId: string | null;
    children: { weight: number; progress: number }[];
    krs: { unit: KeyResultUnit; startValue: number; targetValue: number; currentValue: number; weight: number }[];
  }>(
    tx,
    sql`select g.parent_id as "parentId",
               (select coalesce(json_agg(json_build_object('weight', c.weight, 'progress', c.progress)), '[]'::json) from goals c where c.parent_id = g.id and c.status = 'approved') as children,
               (select coalesce(json_agg(json_build_object('unit', k.unit, 'startValue', k.start_value, 'targetValue', k.target_value, 'currentValue', k.current_value, 'weight', k.weight)), '[]'::json)
                  from key_results k where k.goal_id = g.id) as krs
          from goals g where g.id = ${id}`,
  );
  return row ?? null;
}

export const saveGoalProgress = (tx: Tx, id: string, progress: number) =>
  tx.execute(sql`update goals set progress = ${progress} where id = ${id}`);

/* ---------- approvals waiting (My Actions) ---------- */

export async function pendingGoalCount(tx: Tx, approverId: string) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from goals where approver_id = ${approverId} and status = 'pending'`,
  );
  return row?.n ?? 0;
}

export const pendingGoals = (tx: Tx, approverId: string, limit: number) =>
  queryRows<{
    id: string;
    title: string;
    employee_number: string;
    display_name: string;
    profile_image: string | null;
    start_date: string;
    end_date: string;
    updated_at: Date | string;
  }>(
    tx,
    sql`select g.id, g.title, e.employee_number, e.display_name, e.profile_image, g.start_date::text as start_date, g.end_date::text as end_date, g.updated_at
          from goals g join employees e on e.id = g.owner_id where g.approver_id = ${approverId} and g.status = 'pending'
         order by g.updated_at, g.id limit ${limit}`,
  );

/* ---------- dashboard ---------- */

/** The current review cycle: the latest launched or released one (issue 20 item 6). */
export async function currentReviewCycle(tx: Tx) {
  const [cycle] = await queryRows<{ id: string; name: string; ratingScale: RatingBand[] }>(
    tx,
    sql`select id, name, rating_scale as "ratingScale" from review_cycles where status in ('launched', 'released') order by start_date desc, created_at desc limit 1`,
  );
  return cycle ?? null;
}

/** The status of employee `e`'s review in the cycle (statuses only: ratings stay with the review's own rules). */
const reviewStatusIn = (cycleId: string | null) =>
  sql`(select r.status from reviews r where r.cycle_id = ${cycleId}::uuid and r.employee_id = e.id) as "reviewStatus"`;

/** Approved goals are the agreed ones: averages count them only. */
const averageOfApproved = sql`coalesce(round(avg(g.progress) filter (where g.status = 'approved'), 1), 0)::float8`;

/** Each working direct reportee of the manager with their individual goals in the period (all periods when null). */
export const reporteeGoalSummaries = (tx: Tx, managerId: string, periodId: string | null, cycleId: string | null) =>
  queryRows<{
    employeeNumber: string;
    displayName: string;
    designation: string | null;
    goals: number;
    pending: number;
    approved: number;
    avgProgress: number;
    reviewStatus: ReviewStatus | null;
  }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "displayName", e.designation, ${reviewStatusIn(cycleId)},
               count(g.id)::int as goals, (count(g.id) filter (where g.status = 'pending'))::int as pending,
               (count(g.id) filter (where g.status = 'approved'))::int as approved, ${averageOfApproved} as "avgProgress"
          from employees e left join goals g on g.owner_id = e.id and g.level = 'individual' and (${periodId}::uuid is null or g.period_id = ${periodId}::uuid)
         where e.manager_id = ${managerId} and ${employedOn()}
         group by e.tenant_id, e.id order by lower(e.display_name), e.employee_number`,
  );

export const ownGoalsIn = (tx: Tx, ownerId: string, periodId: string | null) =>
  queryRows<{ id: string; title: string; avgGoalProgress: number; approvalStatus: GoalApprovalStatus }>(
    tx,
    sql`select g.id, g.title, g.progress::float8 as "avgGoalProgress", g.status as "approvalStatus" from goals g
         where g.owner_id = ${ownerId} and g.period_id = ${periodId}::uuid order by g.created_at, g.id`,
  );

export async function reviewStatusOf(tx: Tx, cycleId: string, employeeId: string) {
  const [row] = await queryRows<{ status: ReviewStatus }>(
    tx,
    sql`select status from reviews where cycle_id = ${cycleId} and employee_id = ${employeeId}`,
  );
  return row?.status ?? null;
}

/** Each working direct reportee (by the hierarchy) with their individual goals' average in the period. */
export const teamGoalProgress = (tx: Tx, managerId: string, periodId: string | null, cycleId: string | null) =>
  queryRows<{
    employeeNumber: string;
    displayName: string;
    avgProgress: number;
    goals: number;
    reviewStatus: ReviewStatus | null;
  }>(
    tx,
    sql`with ${hierarchyRoot(managerId)}
        select e.employee_number as "employeeNumber", e.display_name as "displayName", ${averageOfApproved} as "avgProgress", count(g.id)::int as goals,
               ${reviewStatusIn(cycleId)}
          from root join employees e on ${inRootRange('e')} left join goals g on g.owner_id = e.id and g.period_id = ${periodId}::uuid and g.level = 'individual'
         where e.hierarchy_depth = root.depth + 1 and ${employedOn()}
         group by e.tenant_id, e.id order by lower(e.display_name), e.employee_number`,
  );

/** The released final ratings of the manager's direct reportees in the cycle. */
export const releasedRatingsOfReportees = (tx: Tx, cycleId: string, managerId: string) =>
  queryRows<{ rating: number }>(
    tx,
    sql`select r.final_rating::float8 as rating from reviews r join employees e on e.id = r.employee_id
         where r.cycle_id = ${cycleId} and e.manager_id = ${managerId} and r.status in ('released', 'acknowledged') and r.final_rating is not null`,
  );

/* ---------- goal library ---------- */

const templateColumns = sql`
  t.id, t.title, t.description, t.designation, t.key_results as "keyResults",
  gt.id as "typeId", gt.name as "typeName", d.id as "departmentId", d.name as "departmentName",
  (select count(*)::int from goals g where g.template_id = t.id) as assigned`;
const templateJoins = sql`join goal_masters gt on gt.id = t.goal_type_id left join departments d on d.id = t.department_id`;

export interface TemplateRow {
  id: string;
  title: string;
  description: string | null;
  designation: string | null;
  keyResults: LibraryTemplateView['keyResults'];
  typeId: string;
  typeName: string;
  departmentId: string | null;
  departmentName: string | null;
  assigned: number;
}

const TEMPLATE_SORT: Record<LibraryListQuery['sort'], SQL> = {
  title: sql`lower(t.title)`,
  department: sql`lower(d.name)`,
  designation: sql`lower(t.designation)`,
};

export const templatePage = (tx: Tx, q: LibraryListQuery) => {
  const search = q.search ? `%${escapeLike(q.search)}%` : null;
  return queryRows<TemplateRow & { total: number }>(
    tx,
    sql`select ${templateColumns}, count(*) over ()::int as total from goal_library_templates t ${templateJoins}
         where ${search ? sql`(lower(t.title) like ${search} or lower(coalesce(t.description, '')) like ${search})` : sql`true`}
           and ${q.departmentId ? sql`t.department_id = ${q.departmentId}` : sql`true`}
           and ${q.designation ? sql`lower(t.designation) = ${q.designation.toLowerCase()}` : sql`true`}
         order by ${TEMPLATE_SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`} nulls last, t.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
};

export async function templateRow(tx: Tx, id: string) {
  const [row] = await queryRows<TemplateRow>(
    tx,
    sql`select ${templateColumns} from goal_library_templates t ${templateJoins} where t.id = ${id}`,
  );
  return row ?? null;
}

export async function departmentExists(tx: Tx, id: string) {
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from departments where id = ${id}`);
  return row !== undefined;
}

const keyResultsJson = (input: LibraryTemplateData) =>
  jsonParam(
    input.keyResults.map((k) => ({
      title: k.title,
      unit: k.unit,
      startValue: k.startValue,
      targetValue: k.targetValue,
      weight: k.weight,
    })),
  );

export async function insertTemplate(tx: Tx, tenantCode: string, input: LibraryTemplateData) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into goal_library_templates (tenant_id, title, description, goal_type_id, department_id, designation, key_results)
        values (${tenantCode}, ${input.title}, ${input.description ?? null}, ${input.goalTypeId}, ${input.departmentId ?? null}, ${input.designation || null}, ${keyResultsJson(input)})
        returning id`,
  );
  return row!.id;
}

export const saveTemplate = (tx: Tx, id: string, input: LibraryTemplateData) =>
  tx.execute(sql`update goal_library_templates set title = ${input.title}, description = ${input.description ?? null}, goal_type_id = ${input.goalTypeId},
                   department_id = ${input.departmentId ?? null}, designation = ${input.designation || null}, key_results = ${keyResultsJson(input)}, updated_at = now()
                 where id = ${id}`);

export const deleteTemplateRow = (tx: Tx, id: string) =>
  tx.execute(sql`delete from goal_library_templates where id = ${id}`);

/** How many of the templates exist. */
export async function templateCount(tx: Tx, ids: readonly string[]) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from goal_library_templates where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return row!.n;
}

/** Who an assignment goes to: the filters, and whose team bounds it (null: anyone). */
export interface AssignAudience {
  audience: LibraryAssignData['audience'];
  teamRootId: string | null;
}

/** CTE `audience`: the active people matching every filter given, below `teamRootId` when set. */
function audienceCte(plan: AssignAudience): SQL {
  const a = plan.audience;
  const list = (values: readonly string[]) => `{${values.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const filters = sql`${employedOn()}
    and ${a.departmentIds.length ? sql`e.department_id = any(${list(a.departmentIds)}::uuid[])` : sql`true`}
    and ${a.locationIds.length ? sql`e.location_id = any(${list(a.locationIds)}::uuid[])` : sql`true`}
    and ${a.designations.length ? sql`lower(e.designation) = any(${list(a.designations.map((d) => d.toLowerCase()))}::text[])` : sql`true`}`;
  if (!plan.teamRootId) return sql`with audience as (select e.id from employees e where ${filters})`;
  return sql`with ${hierarchyRoot(plan.teamRootId)}, audience as (
    select e.id from root join employees e on ${inRootRange('e')} where e.hierarchy_depth > root.depth and ${filters})`;
}

export async function audienceSize(tx: Tx, plan: AssignAudience) {
  const [row] = await queryRows<{ n: number }>(tx, sql`${audienceCte(plan)} select count(*)::int as n from audience`);
  return row!.n;
}

/** The template as an approved goal (with its key results) for everyone in the audience who does not have it for the period; how many were created. */
export async function assignTemplate(
  tx: Tx,
  tenantCode: string,
  plan: AssignAudience & { periodId: string; createdBy: string | null },
  templateId: string,
) {
  const [row] = await queryRows<{ created: number }>(
    tx,
    sql`${audienceCte(plan)},
        tpl as (select id, title, description, goal_type_id, key_results from goal_library_templates where id = ${templateId}),
        ins as (
          insert into goals (tenant_id, period_id, level, title, description, goal_type_id, owner_id, weight, start_date, end_date, status, created_by, decided_by, decided_at, template_id)
          select ${tenantCode}, p.id, 'individual', tpl.title, tpl.description, tpl.goal_type_id, a.id, 100, p.start_date, p.end_date, 'approved', ${plan.createdBy}::uuid, ${plan.createdBy}::uuid, now(), tpl.id
            from tpl cross join audience a cross join goal_periods p where p.id = ${plan.periodId}
          on conflict (tenant_id, template_id, owner_id, period_id) do nothing
          returning id, template_id),
        krs as (
          insert into key_results (tenant_id, goal_id, title, unit, start_value, target_value, current_value, weight, sort_order)
          select ${tenantCode}, ins.id, k.item->>'title', k.item->>'unit', (k.item->>'startValue')::numeric, (k.item->>'targetValue')::numeric,
                 (k.item->>'startValue')::numeric, (k.item->>'weight')::numeric, k.ord - 1
            from ins join tpl on tpl.id = ins.template_id cross join lateral jsonb_array_elements(tpl.key_results) with ordinality as k(item, ord))
        select count(*)::int as created from ins`,
  );
  return row?.created ?? 0;
}
