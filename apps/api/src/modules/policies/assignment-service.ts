import { z } from 'zod';
import {
  POLICY_TYPE_KEYS,
  POLICY_MESSAGES,
  policyRoute,
  policyTypeByKey,
  type AssignedPolicyView,
  type PlanAssignmentInput,
} from '@tenure/domain/policies';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanSeeAssignedPolicies } from './policy.ts';
import * as q from './assignment-queries.ts';
import { effectivePlans, type EffectivePlan } from './effective-plans.ts';
import { lockType } from './plan-queries.ts';
import { loadPlan } from './plan-service.ts';

const toView = (row: Awaited<ReturnType<typeof q.listAssignments>>[number]) => ({
  ...row,
  assignedAt: row.assignedAt.toISOString(),
});

export async function listPlanAssignments(tx: Tx, planId: string) {
  await loadPlan(tx, planId);
  return (await q.listAssignments(tx, planId)).map(toView);
}

const isUuid = (text: string) => z.uuid().safeParse(text).success;

/**
 * Assigns the plan to each target, replacing the target's previous plan of the type. Unknown
 * targets refuse the whole request, so it changes all or nothing.
 */
export async function assignPlan(tx: Tx, v: Viewer, planId: string, input: PlanAssignmentInput) {
  const found = await loadPlan(tx, planId);
  await lockType(tx, found.policyTypeId);
  const plan = await loadPlan(tx, planId);
  const targets = [...new Set(input.targets)];
  const known =
    input.targetKind === 'employee'
      ? await q.targetIds(tx, 'employee', targets)
      : await q.targetIds(tx, input.targetKind, targets.filter(isUuid));
  const keyOf = (target: string) => (input.targetKind === 'employee' ? target.toLowerCase() : target);
  const unknown = targets.filter((t) => !known.has(keyOf(t)));
  if (unknown.length > 0) {
    const message = POLICY_MESSAGES.unknownTargets(unknown.slice(0, 10).join(', '));
    throw badRequest(message, { targets: message });
  }
  const ids = [...new Set(known.values())];
  const before = await q.currentAssignments(tx, plan.policyTypeId, input.targetKind, ids);
  const rows = await q.upsertAssignments(
    tx,
    ids.map((targetId) => ({
      tenantId: v.tenantCode,
      policyTypeId: plan.policyTypeId,
      planId,
      targetKind: input.targetKind,
      targetId,
      assignedBy: v.userId,
    })),
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.assignment.assign',
    entity: 'policy_plan',
    entityId: planId,
    before,
    after: { targetKind: input.targetKind, targetIds: ids },
  });
  return (
    await q.listAssignments(
      tx,
      planId,
      rows.map((r) => r.id),
    )
  ).map(toView);
}

/** The target falls back to the next level: department, location, legal entity, then the default plan. */
export async function removeAssignment(tx: Tx, v: Viewer, planId: string, assignmentId: string) {
  const plan = await loadPlan(tx, planId);
  await lockType(tx, plan.policyTypeId);
  const removed = await q.deleteAssignment(tx, planId, assignmentId);
  if (!removed) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'policy.assignment.remove',
    entity: 'policy_plan',
    entityId: planId,
    before: removed,
  });
}

/** The nine types in their order, each with the plan that applies and where it comes from. */
function assignedPolicies(plans: EffectivePlan[]): AssignedPolicyView[] {
  return POLICY_TYPE_KEYS.flatMap((key) => {
    const plan = plans.find((p) => p.typeKey === key);
    if (!plan) return [];
    const { name } = policyTypeByKey(key);
    return [
      {
        typeKey: key,
        policeType: name,
        route: policyRoute(name),
        planId: plan.planId,
        planName: plan.planName,
        source: plan.source,
      },
    ];
  });
}

/** Current employees, a page at a time, with their effective plan of every type. */
export async function policiesPerEmployee(
  tx: Tx,
  query: { pageNo: number; pageSize: number; filterValue?: string | undefined },
) {
  const { rows, total } = await q.employeePage(tx, query.filterValue, query.pageNo, query.pageSize);
  const plans = await effectivePlans(
    tx,
    rows.map((r) => r.id),
    POLICY_TYPE_KEYS,
  );
  return {
    items: rows.map(({ id, ...row }) => ({
      ...row,
      policies: assignedPolicies(plans.filter((p) => p.employeeId === id)),
    })),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

/** One employee's policies: for the employee, their managers (direct or indirect) and HR. */
export async function assignedPoliciesOf(tx: Tx, v: Viewer, employeeNumber: string): Promise<AssignedPolicyView[]> {
  const employee = await q.employeeByNumber(tx, employeeNumber);
  if (!employee) throw notFound();
  await assertCanSeeAssignedPolicies(tx, v, employee.id);
  return assignedPolicies(await effectivePlans(tx, [employee.id], POLICY_TYPE_KEYS));
}
