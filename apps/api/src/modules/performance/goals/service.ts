import { sql, type SQL } from 'drizzle-orm';
import {
  GOAL_MESSAGES,
  GOAL_TRANSITIONS,
  GOAL_VERBS,
  MAX_KEY_RESULTS,
  avgGoalProgress,
  canAlignTo,
  keyResultProgress,
  rolledUpProgress,
  weightsTotal,
  type AlignmentWeightsInput,
  type GoalApprovalStatus,
  type GoalData,
  type GoalDecisionInput,
  type GoalListQuery,
  type GoalVerb,
  type GoalView,
  type KeyResultAddData,
  type KeyResultDeleteData,
  type KeyResultInput,
  type KeyResultProgressInput,
  type KeyResultUnit,
} from '@tenure/domain/performance';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { decideStatusChange, type StatusMachine } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { notify, recipientOfEmployee, type Recipient } from '../../../platform/notifications.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { hierarchyRoot, inRootRange } from '../../employees/index.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { goals } from '../../../db/schema/index.ts';
import { goalPermissions, hasTeamGoals, isGoalsHr } from '../policy.ts';
import { goalColumns, goalJoins, loadGoalRow, toGoalView, type GoalRow } from './views.ts';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** Asking for a decision on a goal that is no longer pending (or submitting twice) is a second decision: 409. */
export const GOAL_MACHINE: StatusMachine<GoalApprovalStatus> = {
  find: (from, to) => GOAL_TRANSITIONS.find((t) => t.from === from && t.to === to),
  alreadyDecided: (current, to) => {
    if (to === 'pending') return current === 'pending' ? GOAL_MESSAGES.alreadyDecided(current) : null;
    return current === 'pending' ? null : GOAL_MESSAGES.alreadyDecided(current);
  },
  lost: () => GOAL_MESSAGES.noLongerPending,
};

/** Individual goals of others are not visible; company and team goals are everyone's to read. */
function readable(v: Viewer, row: GoalRow): GoalRow {
  if (row.level !== 'individual' || goalPermissions(v, row).actors.length > 0) return row;
  throw notFound();
}

export async function goalDetail(tx: Tx, v: Viewer, id: string) {
  const row = readable(v, await loadGoalRow(tx, v, id));
  const children = await queryRows<{ id: string; title: string; ownerNumber: string | null; ownerName: string | null; weight: number; progress: number; status: GoalApprovalStatus }>(
    tx,
    sql`select c.id, c.title, o.employee_number as "ownerNumber", o.display_name as "ownerName", c.weight::float8 as weight, c.progress::float8 as progress, c.status
          from goals c left join employees o on o.id = c.owner_id where c.parent_id = ${id} order by c.created_at, c.id`,
  );
  const history = await queryRows<{ fromStatus: string; toStatus: string; decidedBy: string | null; reason: string | null; decidedAt: Date | string }>(
    tx,
    sql`select d.from_status as "fromStatus", d.to_status as "toStatus", e.display_name as "decidedBy", d.reason, d.created_at as "decidedAt"
          from approval_decisions d left join employees e on e.id = d.decided_by
         where d.request_type = 'goal' and d.request_id = ${id} order by d.created_at, d.id`,
  );
  return {
    ...toGoalView(v, row),
    children: children.map((c) => ({
      id: c.id,
      title: c.title,
      owner: c.ownerNumber ? { employeeNumber: c.ownerNumber, displayName: c.ownerName ?? c.ownerNumber } : null,
      weight: Number(c.weight),
      avgGoalProgress: Number(c.progress),
      approvalStatus: c.status,
    })),
    history: history.map((h) => ({ ...h, decidedAt: new Date(h.decidedAt).toISOString() })),
  };
}

const SORT: Record<GoalListQuery['sort'], SQL> = {
  title: sql`lower(g.title)`,
  owner: sql`lower(o.display_name)`,
  endDate: sql`g.end_date`,
  progress: sql`g.progress`,
  status: sql`g.status`,
  createdAt: sql`g.created_at`,
};

/** SPEC §7 goals list: mine, my team's (direct and indirect), company and team goals, or all (HR). */
export async function listGoals(tx: Tx, v: Viewer, q: GoalListQuery) {
  let scope: SQL;
  const ctes: SQL[] = [];
  if (q.scope === 'all') {
    if (!isGoalsHr(v)) throw forbidden();
    scope = sql`true`;
  } else if (q.scope === 'team') {
    if (!hasTeamGoals(v)) throw forbidden();
    ctes.push(hierarchyRoot(requireEmployee(v)));
    scope = sql`g.owner_id in (select e.id from root join employees e on ${inRootRange('e')} where e.hierarchy_depth > root.depth)`;
  } else if (q.scope === 'company') scope = sql`g.level <> 'individual'`;
  else scope = sql`g.owner_id = ${requireEmployee(v)}`;
  const search = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = sql`${scope}
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
  const rows = await queryRows<GoalRow & { total: number }>(
    tx,
    sql`with ${sql.join([...ctes, page], sql`, `)}
        select ${goalColumns(v.employeeId)}, page.total from page join goals g on g.id = page.id ${goalJoins} order by page.n`,
  );
  return { items: rows.map((r) => toGoalView(v, r)), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

interface OwnerFacts {
  id: string;
  managerId: string | null;
  callerIsAbove: boolean;
}

async function ownerFor(tx: Tx, v: Viewer, input: GoalData): Promise<OwnerFacts | null> {
  if (input.level === 'company') return null;
  if (!input.employeeNumber) {
    const [me] = await queryRows<{ managerId: string | null }>(tx, sql`select manager_id as "managerId" from employees where id = ${requireEmployee(v)}`);
    return { id: requireEmployee(v), managerId: me?.managerId ?? null, callerIsAbove: false };
  }
  const [row] = await queryRows<OwnerFacts>(
    tx,
    sql`select id, manager_id as "managerId", (${v.employeeId}::uuid is not null and id <> ${v.employeeId}::uuid and strpos(hierarchy_path, ${v.employeeId}::text || '/') > 0) as "callerIsAbove"
          from employees e where lower(employee_number) = ${input.employeeNumber.toLowerCase()} and ${employedOn()}`,
  );
  if (!row) throw fieldError('employeeNumber', GOAL_MESSAGES.notInTeam);
  return row;
}

/** Dates inside the period, masters of the right kind, a parent a level up in the same period with room for this weight. */
async function checkGoalData(tx: Tx, input: GoalData, selfId: string | null) {
  const [period] = await queryRows<{ startDate: string; endDate: string }>(tx, sql`select start_date::text as "startDate", end_date::text as "endDate" from goal_periods where id = ${input.periodId}`);
  if (!period) throw fieldError('periodId', GOAL_MESSAGES.periodNotFound);
  const outside = GOAL_MESSAGES.outsidePeriod(period.startDate, period.endDate);
  if (input.startDate < period.startDate || input.startDate > period.endDate) throw fieldError('startDate', outside);
  if (input.endDate > period.endDate) throw fieldError('endDate', outside);
  await checkMaster(tx, 'type', input.goalTypeId, 'goalTypeId');
  if (input.goalStatusId) await checkMaster(tx, 'status', input.goalStatusId, 'goalStatusId');
  if (input.level === 'individual' && input.keyResults.length === 0) throw fieldError('keyResults', GOAL_MESSAGES.keyResultRequired);
  for (const [i, kr] of input.keyResults.entries()) checkValue(kr.unit, kr.startValue, `keyResults.${i}.startValue`);
  if (!input.parentId) return;
  if (input.parentId === selfId) throw fieldError('parentId', GOAL_MESSAGES.wrongParentLevel);
  const [parent] = await queryRows<{ level: GoalData['level']; periodId: string; taken: number }>(
    tx,
    sql`select p.level, p.period_id as "periodId",
               (select coalesce(sum(c.weight), 0)::float8 from goals c where c.parent_id = p.id and c.status <> 'rejected' and c.id is distinct from ${selfId}::uuid) as taken
          from goals p where p.id = ${input.parentId} for update`,
  );
  if (!parent) throw fieldError('parentId', GOAL_MESSAGES.parentNotFound);
  if (!canAlignTo(input.level, parent.level)) throw fieldError('parentId', GOAL_MESSAGES.wrongParentLevel);
  if (parent.periodId !== input.periodId) throw fieldError('parentId', GOAL_MESSAGES.parentOtherPeriod);
  if (weightsTotal([Number(parent.taken), input.weight]) > 100) throw fieldError('weight', GOAL_MESSAGES.alignedWeightsOver100);
}

async function checkMaster(tx: Tx, kind: 'type' | 'status', id: string, field: string) {
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from goal_masters where id = ${id} and kind = ${kind} and is_active`);
  if (!row) throw fieldError(field, GOAL_MESSAGES.masterNotFound);
}

/** A value a key result of this unit can hold (percent 0-100, yes/no 0 or 1). */
function checkValue(unit: KeyResultUnit, value: number, field: string) {
  if (unit === 'percent' && value > 100) throw fieldError(field, GOAL_MESSAGES.percentRange);
  if (unit === 'yesNo' && value !== 0 && value !== 1) throw fieldError(field, GOAL_MESSAGES.yesNoValue);
}

async function insertKeyResults(tx: Tx, tenantCode: string, goalId: string, krs: readonly KeyResultInput[], firstOrder = 0) {
  if (krs.length === 0) return;
  const rows = krs.map((k, i) => ({ title: k.title, unit: k.unit, start_value: k.startValue, target_value: k.targetValue, weight: k.weight, sort_order: firstOrder + i }));
  await tx.execute(sql`insert into key_results (tenant_id, goal_id, title, unit, start_value, target_value, current_value, weight, sort_order)
    select ${tenantCode}, ${goalId}, title, unit, start_value, target_value, start_value, weight, sort_order
      from jsonb_to_recordset(${jsonParam(rows)}) as k(title text, unit text, start_value numeric, target_value numeric, weight numeric, sort_order int)`);
}

/**
 * SPEC §7 goals POST. An employee drafts their own goal (approved later by their manager); a
 * manager's goals for reportees, a manager's team goals and HR's company objectives are set, not
 * asked for, so they start approved.
 */
export async function createGoal(tx: Tx, v: Viewer, input: GoalData) {
  const owner = await ownerFor(tx, v, input);
  const hr = isGoalsHr(v);
  const own = owner !== null && owner.id === v.employeeId;
  if (input.level === 'company' && !hr) throw forbidden(GOAL_MESSAGES.notYourGoal);
  if (input.level === 'team' && !(hr || (hasTeamGoals(v) && (own || owner?.callerIsAbove)))) throw forbidden(GOAL_MESSAGES.notYourGoal);
  if (input.level === 'individual' && !own && !(hr || (hasTeamGoals(v) && owner?.callerIsAbove))) throw fieldError('employeeNumber', GOAL_MESSAGES.notInTeam);
  await checkGoalData(tx, input, null);
  const draft = input.level === 'individual' && own;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into goals (tenant_id, period_id, level, title, description, goal_type_id, goal_status_id, owner_id, parent_id, weight, start_date, end_date, status, approver_id, created_by, decided_by, decided_at)
        values (${v.tenantCode}, ${input.periodId}, ${input.level}, ${input.title}, ${input.description ?? null}, ${input.goalTypeId}, ${input.goalStatusId ?? null},
                ${owner?.id ?? null}, ${input.parentId ?? null}, ${input.weight}, ${input.startDate}, ${input.endDate}, ${draft ? 'draft' : 'approved'},
                ${draft ? (owner?.managerId ?? null) : null}, ${v.employeeId}, ${draft ? null : v.employeeId}, ${draft ? null : sql`now()`})
        returning id`,
  );
  await insertKeyResults(tx, v.tenantCode, row!.id, input.keyResults);
  await recomputeProgress(tx, row!.id);
  const view = toGoalView(v, await loadGoalRow(tx, v, row!.id));
  await recordAudit(tx, { ...auditActor(v), action: 'goal.create', entity: 'goal', entityId: view.id, after: view });
  return view;
}

/** SPEC §7 goals PUT: a draft by its owner (or HR); company and team goals by who sets them. Approved goals are locked. */
export async function updateGoal(tx: Tx, v: Viewer, id: string, input: GoalData) {
  const before = await lockEditable(tx, v, id);
  const data = { ...input, level: before.level };
  await checkGoalData(tx, data, id);
  await tx.execute(sql`update goals set period_id = ${data.periodId}, title = ${data.title}, description = ${data.description ?? null}, goal_type_id = ${data.goalTypeId},
                         goal_status_id = ${data.goalStatusId ?? null}, parent_id = ${data.parentId ?? null}, weight = ${data.weight},
                         start_date = ${data.startDate}, end_date = ${data.endDate}, updated_at = now() where id = ${id}`);
  // The set is replaced: weights are checked together, and a draft has no progress worth keeping.
  await tx.execute(sql`delete from key_results where goal_id = ${id}`);
  await insertKeyResults(tx, v.tenantCode, id, data.keyResults);
  await recomputeProgress(tx, id);
  if (before.parentId && before.parentId !== data.parentId) await recomputeProgress(tx, before.parentId);
  const view = toGoalView(v, await loadGoalRow(tx, v, id));
  await recordAudit(tx, { ...auditActor(v), action: 'goal.update', entity: 'goal', entityId: id, before: toGoalView(v, before), after: view });
  return view;
}

/** The goal locked for a change of its definition by the caller: an approved goal is locked (409), another's is forbidden. */
async function lockEditable(tx: Tx, v: Viewer, id: string): Promise<GoalRow> {
  const goal = readable(v, await loadGoalRow(tx, v, id, true));
  if (goalPermissions(v, goal).canEdit) return goal;
  if (goal.level === 'individual' && goal.status === 'approved') throw conflict(GOAL_MESSAGES.locked, undefined, 'GOAL_LOCKED');
  throw forbidden(goal.status === 'draft' ? GOAL_MESSAGES.notYourGoal : GOAL_MESSAGES.notEditable);
}

/** The weights of a goal's key results that stay, with the new ones given (the rest keep theirs). */
function keptWeights(goal: GoalRow, given: KeyResultAddData['otherWeights'], removedId: string | null) {
  const kept = goal.keyResults.filter((k) => k.id !== removedId);
  const byId = new Map(given.map((w) => [w.keyResultId, w.weight]));
  if ([...byId.keys()].some((id) => !kept.some((k) => k.id === id))) throw fieldError('otherWeights', GOAL_MESSAGES.otherKeyResult);
  return kept.map((k) => ({ keyResultId: k.id, weight: byId.get(k.id) ?? Number(k.weight) }));
}

async function saveWeights(tx: Tx, goalId: string, weights: readonly { keyResultId: string; weight: number }[]) {
  if (weights.length === 0) return;
  await tx.execute(sql`update key_results k set weight = w.weight, updated_at = now()
                         from jsonb_to_recordset(${jsonParam(weights)}) as w("keyResultId" uuid, weight numeric) where k.id = w."keyResultId" and k.goal_id = ${goalId}`);
}

/** After a key result's change: the goal's progress (and its parents'), an audit entry, the goal as the caller sees it. */
async function afterKeyResultChange(tx: Tx, v: Viewer, before: GoalRow, action: string) {
  await recomputeProgress(tx, before.id);
  const view = toGoalView(v, await loadGoalRow(tx, v, before.id));
  await recordAudit(tx, { ...auditActor(v), action, entity: 'goal', entityId: before.id, before: { keyResults: toGoalView(v, before).keyResults }, after: { keyResults: view.keyResults } });
  return view;
}

/**
 * SPEC §7 key results POST: one key result added to a goal its caller may edit (the goal's own
 * rules: a draft by its owner, team and company goals by who sets them; approved goals are locked).
 * The set's weights must still add up to 100, so the others' new weights come with it.
 */
export async function addKeyResult(tx: Tx, v: Viewer, input: KeyResultAddData) {
  const before = await lockEditable(tx, v, input.goalId);
  if (before.keyResults.length >= MAX_KEY_RESULTS) throw fieldError('goalId', GOAL_MESSAGES.tooManyKeyResults);
  checkValue(input.unit, input.startValue, 'startValue');
  const weights = keptWeights(before, input.otherWeights, null);
  if (weightsTotal([...weights.map((w) => w.weight), input.weight]) !== 100) throw fieldError('weight', GOAL_MESSAGES.weightsMustTotal100);
  await saveWeights(tx, before.id, weights);
  const [last] = await queryRows<{ n: number }>(tx, sql`select coalesce(max(sort_order) + 1, 0)::int as n from key_results where goal_id = ${before.id}`);
  await insertKeyResults(tx, v.tenantCode, before.id, [input], last?.n ?? 0);
  return afterKeyResultChange(tx, v, before, 'goal.keyResult.add');
}

/** SPEC §7 key results DELETE: the remaining key results' weights must add up to 100; a person's goal keeps at least one. */
export async function deleteKeyResult(tx: Tx, v: Viewer, input: KeyResultDeleteData) {
  const [kr] = await queryRows<{ goalId: string }>(tx, sql`select goal_id as "goalId" from key_results where id = ${input.keyResultId}`);
  if (!kr) throw notFound();
  const before = await lockEditable(tx, v, kr.goalId);
  // Removed by someone else while this call waited for the goal's lock.
  if (!before.keyResults.some((k) => k.id === input.keyResultId)) throw notFound();
  const weights = keptWeights(before, input.otherWeights, input.keyResultId);
  if (weights.length === 0 && before.level === 'individual') throw fieldError('keyResultId', GOAL_MESSAGES.keyResultRequired);
  if (weights.length > 0 && weightsTotal(weights.map((w) => w.weight)) !== 100) throw fieldError('otherWeights', GOAL_MESSAGES.weightsMustTotal100);
  await tx.execute(sql`delete from key_results where id = ${input.keyResultId}`);
  await saveWeights(tx, before.id, weights);
  return afterKeyResultChange(tx, v, before, 'goal.keyResult.delete');
}

/** SPEC §7 goals DELETE: only a goal nothing is aligned to. */
export async function deleteGoal(tx: Tx, v: Viewer, id: string) {
  const before = readable(v, await loadGoalRow(tx, v, id, true));
  if (!goalPermissions(v, before).canDelete) throw forbidden(GOAL_MESSAGES.notYourGoal);
  const [child] = await queryRows<{ id: string }>(tx, sql`select id from goals where parent_id = ${id} limit 1`);
  if (child) throw conflict(GOAL_MESSAGES.hasChildren, undefined, 'IN_USE');
  await tx.execute(sql`delete from goals where id = ${id}`);
  if (before.parentId) await recomputeProgress(tx, before.parentId);
  await recordAudit(tx, { ...auditActor(v), action: 'goal.delete', entity: 'goal', entityId: id, before: toGoalView(v, before) });
}

/**
 * Submit, approve, reject or ask for changes through the shared approval pattern (row lock,
 * recorded, 409 on a second decision). A submitted goal is announced to the manager it goes to, a
 * decision to the goal's owner, in the same transaction; returns the mail to hand over after commit.
 */
export async function decideGoal(tx: Tx, v: Viewer, mailer: Mailer, id: string, verb: GoalVerb, input: GoalDecisionInput): Promise<{ view: GoalView; mail: string[] }> {
  const row = readable(v, await loadGoalRow(tx, v, id, true));
  const to = GOAL_VERBS[verb];
  let facts = row;
  if (verb === 'submit' && row.status === 'draft') {
    // The goal goes to whoever is the owner's reporting manager when it is submitted.
    const [owner] = await queryRows<{ managerId: string | null }>(tx, sql`select manager_id as "managerId" from employees where id = ${row.ownerId}`);
    if (!owner?.managerId) throw badRequest(GOAL_MESSAGES.noApprover, undefined, 'NO_APPROVER');
    await tx.execute(sql`update goals set approver_id = ${owner.managerId} where id = ${id}`);
    facts = { ...row, approverId: owner.managerId };
  }
  const actors = goalPermissions(v, facts).actors;
  if (actors.length === 0) throw forbidden(APPROVAL_MESSAGES.notTheApprover, 'TRANSITION_NOT_ALLOWED');
  await decideStatusChange(tx, { requestType: 'goal', table: goals, id, current: row.status, to, actors, decidedBy: v.employeeId, tenantCode: v.tenantCode, reason: input.reason }, GOAL_MACHINE);
  // Only approved goals count in their parent's progress.
  if (row.parentId && (to === 'approved' || row.status === 'approved')) await recomputeProgress(tx, row.parentId);
  const view = toGoalView(v, await loadGoalRow(tx, v, id));
  await recordAudit(tx, { ...auditActor(v), action: `goal.${verb}`, entity: 'goal', entityId: id, before: { status: row.status }, after: { status: to, reason: input.reason ?? null } });
  return { view, mail: await noticeOfDecision(tx, v, mailer, facts, view) };
}

async function noticeOfDecision(tx: Tx, v: Viewer, mailer: Mailer, goal: GoalRow, view: GoalView): Promise<string[]> {
  const submitted = view.approvalStatus === 'pending';
  const whom = submitted ? goal.approverId : goal.ownerId;
  if (!whom || whom === v.employeeId) return [];
  const [row] = await queryRows<{ to: Recipient | null }>(tx, sql`select ${recipientOfEmployee(sql`${whom}::uuid`)} as "to"`);
  if (!row?.to) return [];
  return notify(tx, mailer, {
    tenantCode: v.tenantCode,
    to: row.to,
    title: submitted ? GOAL_MESSAGES.submittedTitle(goal.ownerName ?? '') : GOAL_MESSAGES.decidedTitle(view.approvalStatus),
    body: submitted || !view.decisionReason ? view.title : GOAL_MESSAGES.decisionBody(view.title, view.decisionReason),
    link: submitted ? '/performance/goals-approval-view' : '/performance',
  });
}

/** SPEC §7 key results PUT: progress of an approved goal's key result; the goal's and its parents' progress follow. */
export async function updateKeyResultProgress(tx: Tx, v: Viewer, input: KeyResultProgressInput) {
  const [kr] = await queryRows<{ goalId: string; unit: KeyResultUnit; currentValue: number }>(
    tx,
    sql`select goal_id as "goalId", unit, current_value::float8 as "currentValue" from key_results where id = ${input.keyResultId} for update`,
  );
  if (!kr) throw notFound();
  const goal = readable(v, await loadGoalRow(tx, v, kr.goalId, true));
  if (!goalPermissions(v, goal).canUpdateProgress) throw forbidden(goal.status === 'approved' ? GOAL_MESSAGES.notYourGoal : GOAL_MESSAGES.notEditable);
  checkValue(kr.unit, input.currentValue, 'currentValue');
  await tx.execute(sql`update key_results set current_value = ${input.currentValue}, updated_at = now() where id = ${input.keyResultId}`);
  await recomputeProgress(tx, kr.goalId);
  const after = await loadGoalRow(tx, v, kr.goalId);
  const [parent] = goal.parentId ? await queryRows<{ progress: number }>(tx, sql`select progress::float8 as progress from goals where id = ${goal.parentId}`) : [];
  const k = after.keyResults.find((x) => x.id === input.keyResultId)!;
  await recordAudit(tx, { ...auditActor(v), action: 'goal.progress', entity: 'key_result', entityId: input.keyResultId, before: { currentValue: Number(kr.currentValue) }, after: { currentValue: input.currentValue, avgGoalProgress: Number(after.progress) } });
  return {
    keyResultId: input.keyResultId,
    goalId: kr.goalId,
    progress: keyResultProgress({ unit: k.unit, startValue: Number(k.startValue), targetValue: Number(k.targetValue), currentValue: Number(k.currentValue) }),
    avgGoalProgress: Number(after.progress),
    parentProgress: parent ? Number(parent.progress) : null,
  };
}

/** The parent's owner shares its progress among the goals aligned to it (weights add up to 100). */
export async function setAlignmentWeights(tx: Tx, v: Viewer, id: string, input: AlignmentWeightsInput) {
  const parent = readable(v, await loadGoalRow(tx, v, id, true));
  if (!goalPermissions(v, parent).canEdit && !(parent.level === 'individual' && goalPermissions(v, parent).canUpdateProgress)) throw forbidden(GOAL_MESSAGES.notYourGoal);
  const children = await queryRows<{ id: string }>(tx, sql`select id from goals where parent_id = ${id} and status <> 'rejected'`);
  const given = new Set(input.children.map((c) => c.goalId));
  if (children.length !== given.size || children.some((c) => !given.has(c.id))) throw fieldError('children', GOAL_MESSAGES.alignedWeightsMustTotal100);
  await tx.execute(sql`update goals g set weight = w.weight, updated_at = now()
                         from jsonb_to_recordset(${jsonParam(input.children)}) as w("goalId" uuid, weight numeric) where g.id = w."goalId" and g.parent_id = ${id}`);
  await recomputeProgress(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'goal.alignmentWeights', entity: 'goal', entityId: id, after: input });
  return goalDetail(tx, v, id);
}

/**
 * A goal's progress: its approved aligned goals' roll-up when it has any, else avgGoalProgress of
 * its key results; then its parent's, up to the company objective.
 */
export async function recomputeProgress(tx: Tx, goalId: string): Promise<void> {
  let id: string | null = goalId;
  for (let depth = 0; id && depth < 5; depth += 1) {
    const [row]: { parentId: string | null; children: { weight: number; progress: number }[]; krs: { unit: KeyResultUnit; startValue: number; targetValue: number; currentValue: number; weight: number }[] }[] =
      await queryRows(
        tx,
        sql`select g.parent_id as "parentId",
                   (select coalesce(json_agg(json_build_object('weight', c.weight, 'progress', c.progress)), '[]'::json) from goals c where c.parent_id = g.id and c.status = 'approved') as children,
                   (select coalesce(json_agg(json_build_object('unit', k.unit, 'startValue', k.start_value, 'targetValue', k.target_value, 'currentValue', k.current_value, 'weight', k.weight)), '[]'::json)
                      from key_results k where k.goal_id = g.id) as krs
              from goals g where g.id = ${id}`,
      );
    if (!row) return;
    const progress =
      row.children.length > 0
        ? rolledUpProgress(row.children.map((c) => ({ weight: Number(c.weight), progress: Number(c.progress) })))
        : avgGoalProgress(row.krs.map((k) => ({ weight: Number(k.weight), progress: keyResultProgress({ unit: k.unit, startValue: Number(k.startValue), targetValue: Number(k.targetValue), currentValue: Number(k.currentValue) }) })));
    await tx.execute(sql`update goals set progress = ${progress} where id = ${id}`);
    id = row.parentId;
  }
}
