import {
  POLICY_MESSAGES,
  POLICY_SETTINGS,
  POLICY_TYPES,
  policyRoute,
  type PolicyPlanInput,
  type PolicyPlanView,
  type PolicyTypeKey,
  type PolicyTypeView,
} from '@tenure/domain/policies';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound, toFieldErrors } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { deleteUnlessInUse } from '../org/index.ts';
import { assertCanReadPlans } from './policy.ts';
import { followersByPlan, type PlanFollowers } from './effective-plans.ts';
import * as q from './plan-queries.ts';

const pathOf = (key: PolicyTypeKey) => POLICY_TYPES.find((t) => t.key === key)!.path;

export async function listPolicyTypes(tx: Tx, v: Viewer): Promise<PolicyTypeView[]> {
  assertCanReadPlans(v);
  const rows = await q.listTypes(tx);
  return rows.map((t) => {
    const key = t.key as PolicyTypeKey;
    return { id: t.id, key, policeType: t.name, route: policyRoute(t.name), path: pathOf(key), planCount: t.planCount };
  });
}

/** The type a request names (a body's policyTypeId, a query's typeKey or a per-type path); 400 when unknown. */
export async function resolveType(tx: Tx, ref: q.TypeRef) {
  const type = await q.findType(tx, ref);
  if (!type) throw badRequest(POLICY_MESSAGES.unknownPolicyType, { policyTypeId: POLICY_MESSAGES.unknownPolicyType });
  return type;
}

function toView(
  row: q.PlanRow,
  followers: Map<string, PlanFollowers>,
  children: { id: string; name: string; parentPlanId: string | null }[],
): PolicyPlanView {
  const f = followers.get(row.id);
  return {
    ...row,
    employeeCount: f ? f.assigned + f.byDefault : 0,
    subPolicies: children.filter((c) => c.parentPlanId === row.id).map(({ id, name }) => ({ id, name })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The plans of one type (or of all types), each with its employee count and sub-policies. */
export async function listPlans(tx: Tx, v: Viewer, ref: q.TypeRef | null): Promise<PolicyPlanView[]> {
  assertCanReadPlans(v);
  const typeId = ref ? (await resolveType(tx, ref)).id : undefined;
  const rows = await q.listPlans(tx, typeId);
  const followers = await followersByPlan(tx, typeId);
  const children = rows
    .filter((r) => r.parentPlanId)
    .map((r) => ({ id: r.id, name: r.name, parentPlanId: r.parentPlanId }));
  return rows.map((row) => toView(row, followers, children));
}

/** A plan by id; with `typeKey` (the per-type endpoints) a plan of another type is not found. */
export async function loadPlan(tx: Tx, id: string, typeKey?: PolicyTypeKey): Promise<q.PlanRow> {
  const row = await q.findPlan(tx, id);
  if (!row || (typeKey && row.typeKey !== typeKey)) throw notFound(POLICY_MESSAGES.unknownPlan);
  return row;
}

async function planView(tx: Tx, row: q.PlanRow): Promise<PolicyPlanView> {
  return toView(row, await followersByPlan(tx, row.policyTypeId), await q.subPoliciesOf(tx, [row.id]));
}

export async function getPlan(tx: Tx, v: Viewer, id: string, typeKey?: PolicyTypeKey): Promise<PolicyPlanView> {
  assertCanReadPlans(v);
  return planView(tx, await loadPlan(tx, id, typeKey));
}

export async function checkPlanName(
  tx: Tx,
  v: Viewer,
  query: { policyTypeId: string; name: string; excludeId?: string | undefined },
) {
  assertCanReadPlans(v);
  const type = await resolveType(tx, { id: query.policyTypeId });
  const taken = await q.planNameTaken(tx, type.id, query.name, query.excludeId);
  return { available: !taken, message: taken ? POLICY_MESSAGES.nameTaken : null };
}

/** The type's rules (POLICY_SETTINGS) with field errors as `settings.<field>`; a leave plan's leave types must exist. */
async function checkedSettings(
  tx: Tx,
  typeKey: PolicyTypeKey,
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parsed = POLICY_SETTINGS[typeKey].safeParse(settings);
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(
      parsed.error.issues.map((i) => ({ path: ['settings', ...i.path], message: i.message })),
    );
    throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  }
  if (typeKey === 'leave') {
    const wanted = (parsed.data as { leaveTypeIds: string[] }).leaveTypeIds;
    const found = new Set(await q.existingLeaveTypeIds(tx, wanted));
    if (wanted.some((id) => !found.has(id)))
      throw badRequest(POLICY_MESSAGES.unknownLeaveType, { 'settings.leaveTypeIds': POLICY_MESSAGES.unknownLeaveType });
  }
  return parsed.data;
}

/** A sub-policy hangs under a top-level plan of the same type; a plan with sub-policies stays top-level. */
async function checkParent(tx: Tx, typeId: string, input: PolicyPlanInput, planId?: string) {
  if (!input.parentPlanId) return;
  const refuse = (message: string) => badRequest(message, { parentPlanId: message });
  if (input.parentPlanId === planId) throw refuse(POLICY_MESSAGES.subPolicyOfItself);
  const parent = await q.findPlan(tx, input.parentPlanId);
  if (!parent) throw refuse(POLICY_MESSAGES.unknownPlan);
  if (parent.policyTypeId !== typeId) throw refuse(POLICY_MESSAGES.parentOtherType);
  if (parent.parentPlanId) throw refuse(POLICY_MESSAGES.parentIsSubPolicy);
  if (planId && (await q.subPoliciesOf(tx, [planId])).length > 0) throw refuse(POLICY_MESSAGES.parentIsSubPolicy);
  if (input.isDefault)
    throw badRequest(POLICY_MESSAGES.subPolicyNotDefault, { isDefault: POLICY_MESSAGES.subPolicyNotDefault });
}

const nameTaken = () => conflict(POLICY_MESSAGES.nameTaken, { name: POLICY_MESSAGES.nameTaken }, 'DUPLICATE_NAME');

async function checkedInput(tx: Tx, type: { id: string; key: PolicyTypeKey }, input: PolicyPlanInput, planId?: string) {
  const settings = await checkedSettings(tx, type.key, input.settings);
  await checkParent(tx, type.id, input, planId);
  if (await q.planNameTaken(tx, type.id, input.name, planId)) throw nameTaken();
  return { ...input, settings };
}

/** SPEC §4: a new default plan takes the flag from the type's previous default (and is listed first). */
export async function createPlan(tx: Tx, v: Viewer, ref: q.TypeRef, input: PolicyPlanInput): Promise<PolicyPlanView> {
  const type = await resolveType(tx, ref);
  await q.lockType(tx, type.id);
  const values = await checkedInput(tx, type, input);
  if (values.isDefault) await q.clearDefault(tx, type.id);
  const row = await loadPlan(tx, await q.insertPlan(tx, { tenantId: v.tenantCode, policyTypeId: type.id, ...values }));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.plan.create',
    entity: 'policy_plan',
    entityId: row.id,
    after: row,
  });
  return planView(tx, row);
}

/** Employees who follow the plan only because it is the default. */
async function defaultFollowers(tx: Tx, plan: q.PlanRow) {
  return (await followersByPlan(tx, plan.policyTypeId)).get(plan.id)?.byDefault ?? 0;
}

/**
 * SPEC §4: updating a plan to default clears the others' flag. A default that employees rely on
 * keeps its flag until another plan becomes the default.
 */
export async function updatePlan(
  tx: Tx,
  v: Viewer,
  id: string,
  input: PolicyPlanInput,
  typeKey?: PolicyTypeKey,
): Promise<PolicyPlanView> {
  const found = await loadPlan(tx, id, typeKey);
  await q.lockType(tx, found.policyTypeId);
  const before = await loadPlan(tx, id);
  const values = await checkedInput(tx, { id: before.policyTypeId, key: before.typeKey }, input, id);
  if (before.isDefault && !values.isDefault && (await defaultFollowers(tx, before)) > 0) {
    throw conflict(POLICY_MESSAGES.defaultInUse, { isDefault: POLICY_MESSAGES.defaultInUse }, 'DEFAULT_IN_USE');
  }
  if (values.isDefault && !before.isDefault) await q.clearDefault(tx, before.policyTypeId);
  await q.updatePlanRow(tx, id, values);
  const after = await loadPlan(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.plan.update',
    entity: 'policy_plan',
    entityId: id,
    before,
    after,
  });
  return planView(tx, after);
}

export async function makeDefault(tx: Tx, v: Viewer, id: string, typeKey?: PolicyTypeKey): Promise<PolicyPlanView> {
  const found = await loadPlan(tx, id, typeKey);
  await q.lockType(tx, found.policyTypeId);
  const before = await loadPlan(tx, id);
  if (before.parentPlanId)
    throw badRequest(POLICY_MESSAGES.subPolicyNotDefault, { isDefault: POLICY_MESSAGES.subPolicyNotDefault });
  if (before.isDefault) return planView(tx, before);
  await q.clearDefault(tx, before.policyTypeId);
  await q.updatePlanRow(tx, id, { isDefault: true });
  const after = await loadPlan(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.plan.default',
    entity: 'policy_plan',
    entityId: id,
    before,
    after,
  });
  return planView(tx, after);
}

/**
 * Refused while current employees follow the plan through an assignment, while it is the default
 * that employees rely on, or while it has sub-policies. Its remaining assignments (targets without
 * current employees) and its holidays go with it.
 */
export async function deletePlan(tx: Tx, v: Viewer, id: string, typeKey?: PolicyTypeKey): Promise<void> {
  const found = await loadPlan(tx, id, typeKey);
  await q.lockType(tx, found.policyTypeId);
  const before = await loadPlan(tx, id);
  const followers = (await followersByPlan(tx, before.policyTypeId)).get(id);
  if (followers && followers.assigned > 0)
    throw conflict(POLICY_MESSAGES.planInUse(followers.assigned), undefined, 'PLAN_IN_USE');
  if (followers && followers.byDefault > 0) throw conflict(POLICY_MESSAGES.defaultInUse, undefined, 'DEFAULT_IN_USE');
  const subPolicies = await q.subPoliciesOf(tx, [id]);
  if (subPolicies.length > 0)
    throw conflict(POLICY_MESSAGES.hasSubPolicies(subPolicies.length), undefined, 'HAS_SUB_POLICIES');
  const assignments = await q.assignmentsOfPlan(tx, id);
  await q.deleteAssignmentsOfPlan(tx, id);
  // Rows of other modules that point at the plan (a leave ledger, say) refuse the delete with 409.
  await deleteUnlessInUse(POLICY_MESSAGES.planNamed(before.name), () => q.deletePlanRow(tx, id));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.plan.delete',
    entity: 'policy_plan',
    entityId: id,
    before: { ...before, assignments },
  });
}
