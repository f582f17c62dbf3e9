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
  type KeyResultProgressInput,
  type KeyResultUnit,
} from '@tenure/domain/performance';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { decideStatusChange, type StatusMachine } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { notify } from '../../../platform/notifications.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { goals } from '../../../db/schema/index.ts';
import { goalListScope, goalPermissions, hasTeamGoals, isGoalsHr } from '../policy.ts';
import {
  activeMasterExists,
  deleteGoalRow,
  deleteKeyResultRow,
  deleteKeyResultsOf,
  goalChildren,
  goalHasChild,
  goalHistory,
  goalOfKeyResult,
  goalPage,
  goalProgress,
  insertGoal,
  insertKeyResults,
  liveChildIds,
  lockKeyResult,
  lockParentGoal,
  managerOf,
  nextKeyResultOrder,
  periodRange,
  progressInputs,
  recipientOf,
  saveChildWeights,
  saveGoal,
  saveGoalProgress,
  saveKeyResultValue,
  saveKeyResultWeights,
  setGoalApprover,
  workingEmployeeByNumber,
  type GoalRow,
} from './queries.ts';
import { loadGoalRow, toGoalView } from './views.ts';

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
  const children = await goalChildren(tx, id);
  const history = await goalHistory(tx, id);
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

/** SPEC §7 goals list: mine, my team's (direct and indirect), company and team goals, or all (HR). */
export async function listGoals(tx: Tx, v: Viewer, q: GoalListQuery) {
  const rows = await goalPage(tx, v.employeeId, goalListScope(v, q.scope), q);
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
    return { id: requireEmployee(v), managerId: await managerOf(tx, requireEmployee(v)), callerIsAbove: false };
  }
  const row = await workingEmployeeByNumber(tx, v.employeeId, input.employeeNumber);
  if (!row) throw fieldError('employeeNumber', GOAL_MESSAGES.notInTeam);
  return row;
}

/** Dates inside the period, masters of the right kind, a parent a level up in the same period with room for this weight. */
async function checkGoalData(tx: Tx, input: GoalData, selfId: string | null) {
  const period = await periodRange(tx, input.periodId);
  if (!period) throw fieldError('periodId', GOAL_MESSAGES.periodNotFound);
  const outside = GOAL_MESSAGES.outsidePeriod(period.startDate, period.endDate);
  if (input.startDate < period.startDate || input.startDate > period.endDate) throw fieldError('startDate', outside);
  if (input.endDate > period.endDate) throw fieldError('endDate', outside);
  await checkMaster(tx, 'type', input.goalTypeId, 'goalTypeId');
  if (input.goalStatusId) await checkMaster(tx, 'status', input.goalStatusId, 'goalStatusId');
  if (input.level === 'individual' && input.keyResults.length === 0)
    throw fieldError('keyResults', GOAL_MESSAGES.keyResultRequired);
  for (const [i, kr] of input.keyResults.entries()) checkValue(kr.unit, kr.startValue, `keyResults.${i}.startValue`);
  if (!input.parentId) return;
  if (input.parentId === selfId) throw fieldError('parentId', GOAL_MESSAGES.wrongParentLevel);
  const parent = await lockParentGoal(tx, input.parentId, selfId);
  if (!parent) throw fieldError('parentId', GOAL_MESSAGES.parentNotFound);
  if (!canAlignTo(input.level, parent.level)) throw fieldError('parentId', GOAL_MESSAGES.wrongParentLevel);
  if (parent.periodId !== input.periodId) throw fieldError('parentId', GOAL_MESSAGES.parentOtherPeriod);
  if (weightsTotal([Number(parent.taken), input.weight]) > 100)
    throw fieldError('weight', GOAL_MESSAGES.alignedWeightsOver100);
}

async function checkMaster(tx: Tx, kind: 'type' | 'status', id: string, field: string) {
  if (!(await activeMasterExists(tx, kind, id))) throw fieldError(field, GOAL_MESSAGES.masterNotFound);
}

/** A value a key result of this unit can hold (percent 0-100, yes/no 0 or 1). */
function checkValue(unit: KeyResultUnit, value: number, field: string) {
  if (unit === 'percent' && value > 100) throw fieldError(field, GOAL_MESSAGES.percentRange);
  if (unit === 'yesNo' && value !== 0 && value !== 1) throw fieldError(field, GOAL_MESSAGES.yesNoValue);
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
  if (input.level === 'team' && !(hr || (hasTeamGoals(v) && (own || owner?.callerIsAbove))))
    throw forbidden(GOAL_MESSAGES.notYourGoal);
  if (input.level === 'individual' && !own && !(hr || (hasTeamGoals(v) && owner?.callerIsAbove)))
    throw fieldError('employeeNumber', GOAL_MESSAGES.notInTeam);
  await checkGoalData(tx, input, null);
  const draft = input.level === 'individual' && own;
  const id = await insertGoal(tx, {
    tenantCode: v.tenantCode,
    input,
    ownerId: owner?.id ?? null,
    status: draft ? 'draft' : 'approved',
    approverId: draft ? (owner?.managerId ?? null) : null,
    createdBy: v.employeeId,
    decidedBy: draft ? null : v.employeeId,
  });
  await insertKeyResults(tx, v.tenantCode, id, input.keyResults);
  await recomputeProgress(tx, id);
  const view = toGoalView(v, await loadGoalRow(tx, v, id));
  await recordAudit(tx, { ...auditActor(v), action: 'goal.create', entity: 'goal', entityId: view.id, after: view });
  return view;
}

/** SPEC §7 goals PUT: a draft by its owner (or HR); company and team goals by who sets them. Approved goals are locked. */
export async function updateGoal(tx: Tx, v: Viewer, id: string, input: GoalData) {
  const before = await lockEditable(tx, v, id);
  const data = { ...input, level: before.level };
  await checkGoalData(tx, data, id);
  await saveGoal(tx, id, data);
  // The set is replaced: weights are checked together, and a draft has no progress worth keeping.
  await deleteKeyResultsOf(tx, id);
  await insertKeyResults(tx, v.tenantCode, id, data.keyResults);
  await recomputeProgress(tx, id);
  if (before.parentId && before.parentId !== data.parentId) await recomputeProgress(tx, before.parentId);
  const view = toGoalView(v, await loadGoalRow(tx, v, id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goal.update',
    entity: 'goal',
    entityId: id,
    before: toGoalView(v, before),
    after: view,
  });
  return view;
}

/** The goal locked for a change of its definition by the caller: an approved goal is locked (409), another's is forbidden. */
async function lockEditable(tx: Tx, v: Viewer, id: string): Promise<GoalRow> {
  const goal = readable(v, await loadGoalRow(tx, v, id, true));
  if (goalPermissions(v, goal).canEdit) return goal;
  if (goal.level === 'individual' && goal.status === 'approved')
    throw conflict(GOAL_MESSAGES.locked, undefined, 'GOAL_LOCKED');
  throw forbidden(goal.status === 'draft' ? GOAL_MESSAGES.notYourGoal : GOAL_MESSAGES.notEditable);
}

/** The weights of a goal's key results that stay, with the new ones given (the rest keep theirs). */
function keptWeights(goal: GoalRow, given: KeyResultAddData['otherWeights'], removedId: string | null) {
  const kept = goal.keyResults.filter((k) => k.id !== removedId);
  const byId = new Map(given.map((w) => [w.keyResultId, w.weight]));
  if ([...byId.keys()].some((id) => !kept.some((k) => k.id === id)))
    throw fieldError('otherWeights', GOAL_MESSAGES.otherKeyResult);
  return kept.map((k) => ({ keyResultId: k.id, weight: byId.get(k.id) ?? Number(k.weight) }));
}

/** After a key result's change: the goal's progress (and its parents'), an audit entry, the goal as the caller sees it. */
async function afterKeyResultChange(tx: Tx, v: Viewer, before: GoalRow, action: string) {
  await recomputeProgress(tx, before.id);
  const view = toGoalView(v, await loadGoalRow(tx, v, before.id));
  await recordAudit(tx, {
    ...auditActor(v),
    action,
    entity: 'goal',
    entityId: before.id,
    before: { keyResults: toGoalView(v, before).keyResults },
    after: { keyResults: view.keyResults },
  });
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
  if (weightsTotal([...weights.map((w) => w.weight), input.weight]) !== 100)
    throw fieldError('weight', GOAL_MESSAGES.weightsMustTotal100);
  await saveKeyResultWeights(tx, before.id, weights);
  await insertKeyResults(tx, v.tenantCode, before.id, [input], await nextKeyResultOrder(tx, before.id));
  return afterKeyResultChange(tx, v, before, 'goal.keyResult.add');
}

/** SPEC §7 key results DELETE: the remaining key results' weights must add up to 100; a person's goal keeps at least one. */
export async function deleteKeyResult(tx: Tx, v: Viewer, input: KeyResultDeleteData) {
  const goalId = await goalOfKeyResult(tx, input.keyResultId);
  if (!goalId) throw notFound();
  const before = await lockEditable(tx, v, goalId);
  // Removed by someone else while this call waited for the goal's lock.
  if (!before.keyResults.some((k) => k.id === input.keyResultId)) throw notFound();
  const weights = keptWeights(before, input.otherWeights, input.keyResultId);
  if (weights.length === 0 && before.level === 'individual')
    throw fieldError('keyResultId', GOAL_MESSAGES.keyResultRequired);
  if (weights.length > 0 && weightsTotal(weights.map((w) => w.weight)) !== 100)
    throw fieldError('otherWeights', GOAL_MESSAGES.weightsMustTotal100);
  await deleteKeyResultRow(tx, input.keyResultId);
  await saveKeyResultWeights(tx, before.id, weights);
  return afterKeyResultChange(tx, v, before, 'goal.keyResult.delete');
}

/** SPEC §7 goals DELETE: only a goal nothing is aligned to. */
export async function deleteGoal(tx: Tx, v: Viewer, id: string) {
  const before = readable(v, await loadGoalRow(tx, v, id, true));
  if (!goalPermissions(v, before).canDelete) throw forbidden(GOAL_MESSAGES.notYourGoal);
  if (await goalHasChild(tx, id)) throw conflict(GOAL_MESSAGES.hasChildren, undefined, 'IN_USE');
  await deleteGoalRow(tx, id);
  if (before.parentId) await recomputeProgress(tx, before.parentId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goal.delete',
    entity: 'goal',
    entityId: id,
    before: toGoalView(v, before),
  });
}

/**
 * Submit, approve, reject or ask for changes through the shared approval pattern (row lock,
 * recorded, 409 on a second decision). A submitted goal is announced to the manager it goes to, a
 * decision to the goal's owner, in the same transaction; returns the mail to hand over after commit.
 */
export async function decideGoal(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  id: string,
  verb: GoalVerb,
  input: GoalDecisionInput,
): Promise<{ view: GoalView; mail: string[] }> {
  const row = readable(v, await loadGoalRow(tx, v, id, true));
  const to = GOAL_VERBS[verb];
  let facts = row;
  if (verb === 'submit' && row.status === 'draft') {
    // The goal goes to whoever is the owner's reporting manager when it is submitted.
    const managerId = await managerOf(tx, row.ownerId);
    if (!managerId) throw badRequest(GOAL_MESSAGES.noApprover, undefined, 'NO_APPROVER');
    await setGoalApprover(tx, id, managerId);
    facts = { ...row, approverId: managerId };
  }
  const actors = goalPermissions(v, facts).actors;
  if (actors.length === 0) throw forbidden(APPROVAL_MESSAGES.notTheApprover, 'TRANSITION_NOT_ALLOWED');
  await decideStatusChange(
    tx,
    {
      requestType: 'goal',
      table: goals,
      id,
      current: row.status,
      to,
      actors,
      decidedBy: v.employeeId,
      tenantCode: v.tenantCode,
      reason: input.reason,
    },
    GOAL_MACHINE,
  );
  // Only approved goals count in their parent's progress.
  if (row.parentId && (to === 'approved' || row.status === 'approved')) await recomputeProgress(tx, row.parentId);
  const view = toGoalView(v, await loadGoalRow(tx, v, id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: `goal.${verb}`,
    entity: 'goal',
    entityId: id,
    before: { status: row.status },
    after: { status: to, reason: input.reason ?? null },
  });
  return { view, mail: await noticeOfDecision(tx, v, mailer, facts, view) };
}

async function noticeOfDecision(tx: Tx, v: Viewer, mailer: Mailer, goal: GoalRow, view: GoalView): Promise<string[]> {
  const submitted = view.approvalStatus === 'pending';
  const whom = submitted ? goal.approverId : goal.ownerId;
  if (!whom || whom === v.employeeId) return [];
  const to = await recipientOf(tx, whom);
  if (!to) return [];
  return notify(tx, mailer, {
    tenantCode: v.tenantCode,
    to,
    says: (texts) =>
      view.approvalStatus === 'pending'
        ? texts.goalSubmitted({ employee: goal.ownerName ?? '', goal: view.title })
        : texts.goalDecided({ status: view.approvalStatus, goal: view.title, reason: view.decisionReason }),
    link: submitted ? '/performance/goals-approval-view' : '/performance',
  });
}

/** SPEC §7 key results PUT: progress of an approved goal's key result; the goal's and its parents' progress follow. */
export async function updateKeyResultProgress(tx: Tx, v: Viewer, input: KeyResultProgressInput) {
  const kr = await lockKeyResult(tx, input.keyResultId);
  if (!kr) throw notFound();
  const goal = readable(v, await loadGoalRow(tx, v, kr.goalId, true));
  if (!goalPermissions(v, goal).canUpdateProgress)
    throw forbidden(goal.status === 'approved' ? GOAL_MESSAGES.notYourGoal : GOAL_MESSAGES.notEditable);
  checkValue(kr.unit, input.currentValue, 'currentValue');
  await saveKeyResultValue(tx, input.keyResultId, input.currentValue);
  await recomputeProgress(tx, kr.goalId);
  const after = await loadGoalRow(tx, v, kr.goalId);
  const parentProgress = goal.parentId ? await goalProgress(tx, goal.parentId) : null;
  const k = after.keyResults.find((x) => x.id === input.keyResultId)!;
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goal.progress',
    entity: 'key_result',
    entityId: input.keyResultId,
    before: { currentValue: Number(kr.currentValue) },
    after: { currentValue: input.currentValue, avgGoalProgress: Number(after.progress) },
  });
  return {
    keyResultId: input.keyResultId,
    goalId: kr.goalId,
    progress: keyResultProgress({
      unit: k.unit,
      startValue: Number(k.startValue),
      targetValue: Number(k.targetValue),
      currentValue: Number(k.currentValue),
    }),
    avgGoalProgress: Number(after.progress),
    parentProgress,
  };
}

/** The parent's owner shares its progress among the goals aligned to it (weights add up to 100). */
export async function setAlignmentWeights(tx: Tx, v: Viewer, id: string, input: AlignmentWeightsInput) {
  const parent = readable(v, await loadGoalRow(tx, v, id, true));
  if (
    !goalPermissions(v, parent).canEdit &&
    !(parent.level === 'individual' && goalPermissions(v, parent).canUpdateProgress)
  )
    throw forbidden(GOAL_MESSAGES.notYourGoal);
  const children = await liveChildIds(tx, id);
  const given = new Set(input.children.map((c) => c.goalId));
  if (children.length !== given.size || children.some((c) => !given.has(c.id)))
    throw fieldError('children', GOAL_MESSAGES.alignedWeightsMustTotal100);
  await saveChildWeights(tx, id, input.children);
  await recomputeProgress(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goal.alignmentWeights',
    entity: 'goal',
    entityId: id,
    after: input,
  });
  return goalDetail(tx, v, id);
}

/**
 * A goal's progress: its approved aligned goals' roll-up when it has any, else avgGoalProgress of
 * its key results; then its parent's, up to the company objective.
 */
export async function recomputeProgress(tx: Tx, goalId: string): Promise<void> {
  let id: string | null = goalId;
  for (let depth = 0; id && depth < 5; depth += 1) {
    const row = await progressInputs(tx, id);
    if (!row) return;
    const progress =
      row.children.length > 0
        ? rolledUpProgress(row.children.map((c) => ({ weight: Number(c.weight), progress: Number(c.progress) })))
        : avgGoalProgress(
            row.krs.map((k) => ({
              weight: Number(k.weight),
              progress: keyResultProgress({
                unit: k.unit,
                startValue: Number(k.startValue),
                targetValue: Number(k.targetValue),
                currentValue: Number(k.currentValue),
              }),
            })),
          );
    await saveGoalProgress(tx, id, progress);
    id = row.parentId;
  }
}
