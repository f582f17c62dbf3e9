import { DECISION_TARGET } from '@tenure/domain/approvals';
import {
  OFFBOARDING_MESSAGES,
  type ExitApproverRole,
  type ExitApproverSetupInput,
  type ExitStepView,
} from '@tenure/domain/offboarding';
import { exitApprovals } from '../../db/schema/index.ts';
import { decideRequest } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { disableEmployeeAccounts, lockSuperAdmins } from '../users/index.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanDecideStep, assertOffboardingHr } from './policy.ts';
import {
  completeApprovedExit,
  dueLeavers,
  employeeIdsByNumber,
  exitApproverRows,
  exitStepApprover,
  exitStepRows,
  insertExitApprovals,
  lockedExit,
  markEmployeeResigned,
  markExitDeactivated,
  replaceExitApprovers,
  setExitStatus,
} from './exit-queries.ts';
import { openMandatoryTasks } from './task-queries.ts';

/**
 * When HR releases a resignation its exit request opens: one approval step per role of the
 * entity's chain (reporting manager, department head, HR, IT, finance; a role nobody holds is left
 * out), decided in order.
 */
export async function openExitRequest(tx: Tx, v: Viewer, resignationId: string, employeeId: string): Promise<void> {
  await insertExitApprovals(tx, v.tenantCode, resignationId, employeeId);
}

export async function exitSteps(tx: Tx, resignationId: string): Promise<ExitStepView[]> {
  const rows = await exitStepRows(tx, resignationId);
  const personOf = (number: unknown, name: unknown) =>
    number ? { employeeNumber: String(number), displayName: String(name) } : null;
  return rows.map((r) => ({
    id: String(r.id),
    sequence: Number(r.sequence),
    role: r.role as ExitApproverRole,
    approver: personOf(r.approverNumber, r.approverName),
    status: r.status as ExitStepView['status'],
    decidedBy: personOf(r.deciderNumber, r.deciderName),
    decidedAt: r.decidedAt ? new Date(r.decidedAt as string).toISOString() : null,
    comments: (r.comments as string | null) ?? null,
  }));
}

/** The step now waiting: the first pending one of an exit in progress. */
export const currentStepOf = (steps: readonly ExitStepView[]) => steps.find((s) => s.status === 'pending') ?? null;

async function lockExit(tx: Tx, resignationId: string) {
  const row = await lockedExit(tx, resignationId);
  if (!row) throw notFound();
  return row;
}

/**
 * An approval update along the chain, with comments: only the step now waiting, by its approver
 * (or HR), through the shared approval pattern, so a second decision is a 409. A rejection ends
 * the exit; the last approval leaves it Approved for HR's final-exit update.
 */
export async function decideExitStep(
  tx: Tx,
  v: Viewer,
  resignationId: string,
  stepId: string,
  verb: 'approve' | 'reject',
  comments: string | undefined,
) {
  const exit = await lockExit(tx, resignationId);
  const steps = await exitSteps(tx, resignationId);
  const step = steps.find((s) => s.id === stepId);
  if (!step) throw notFound();
  await assertCanDecideStep(tx, v, resignationId, await exitStepApprover(tx, stepId));
  if (step.status === 'pending' && (exit.exit_status !== 'InProgress' || currentStepOf(steps)?.id !== stepId))
    throw badRequest(OFFBOARDING_MESSAGES.notYourStep);
  const to = DECISION_TARGET[verb];
  await decideRequest(tx, {
    requestType: 'exitApproval',
    table: exitApprovals,
    id: stepId,
    current: step.status,
    to,
    actors: ['approver'],
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
    reason: comments,
  });
  const lastStep = steps[steps.length - 1]?.id === stepId;
  const exitStatus = to === 'rejected' ? 'Rejected' : lastStep ? 'Approved' : null;
  if (exitStatus) await setExitStatus(tx, resignationId, exitStatus);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `exit.${verb}`,
    entity: 'exit_approval',
    entityId: stepId,
    before: { status: 'pending' },
    after: { status: to, comments: comments ?? null },
  });
}

/**
 * HR's final-exit update: every approver has approved and no mandatory task is open. The account
 * is turned off by the leavers' job at the end of the last working day.
 */
export async function completeExit(tx: Tx, v: Viewer, resignationId: string, comments: string | undefined) {
  assertOffboardingHr(v);
  const exit = await lockExit(tx, resignationId);
  if (exit.exit_status === 'Completed') throw conflict('This exit is already completed.', undefined, 'ALREADY_DECIDED');
  if (exit.exit_status === 'InProgress') throw badRequest(OFFBOARDING_MESSAGES.chainNotApproved);
  if (exit.exit_status !== 'Approved') throw badRequest(OFFBOARDING_MESSAGES.exitNotOpen);
  if ((await openMandatoryTasks(tx, resignationId)) > 0)
    throw badRequest(OFFBOARDING_MESSAGES.openMandatoryTasks, undefined, 'OPEN_MANDATORY_TASKS');
  const reason = comments?.trim() || null;
  if (!(await completeApprovedExit(tx, v.tenantCode, resignationId, v.employeeId, reason)))
    throw conflict('This exit is already completed.', undefined, 'ALREADY_DECIDED');
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'exit.complete',
    entity: 'resignation',
    entityId: resignationId,
    before: { exitStatus: 'Approved' },
    after: { exitStatus: 'Completed', comments: reason },
  });
}

/**
 * The leavers' job: completed exits whose last working day has ended (before `asOf`) lose their
 * accounts and sessions; the employee stays Resigned, so the record is kept and listed on
 * /resigned-employee-list. Idempotent: each exit is deactivated once.
 */
export async function deactivateLeavers(tx: Tx, tenantCode: string, asOf: string): Promise<number> {
  const due = await dueLeavers(tx, asOf);
  if (due.length === 0) return 0;
  await lockSuperAdmins(tx, tenantCode);
  for (const leaver of due) {
    await markEmployeeResigned(tx, leaver.employee_id);
    const { wasActive, sessionsEnded } = await disableEmployeeAccounts(tx, leaver.employee_id);
    await markExitDeactivated(tx, leaver.id);
    await recordAudit(tx, {
      tenantCode,
      actorUserId: null,
      action: 'employee.deactivate',
      entity: 'employee',
      entityId: leaver.employee_id,
      before: { accountActive: wasActive },
      after: { accountActive: false, sessionsEnded, reason: 'exit completed' },
    });
  }
  return due.length;
}

export async function exitApproverSetup(tx: Tx, legalEntityId: string) {
  return { legalEntityId, approvers: await exitApproverRows(tx, legalEntityId) };
}

/** Replaces an entity's chain (HR). Unknown employee numbers are field errors and change nothing. */
export async function saveExitApproverSetup(tx: Tx, v: Viewer, input: ExitApproverSetupInput) {
  assertOffboardingHr(v);
  const numbers = input.approvers.map((a) => a.employeeNumber.toLowerCase());
  const ids = await employeeIdsByNumber(tx, numbers);
  const missing = input.approvers.findIndex((a) => !ids.has(a.employeeNumber.toLowerCase()));
  if (missing >= 0)
    throw badRequest(OFFBOARDING_MESSAGES.noEmployee, {
      [`approvers.${missing}.employeeNumber`]: OFFBOARDING_MESSAGES.noEmployee,
    });
  const before = await exitApproverSetup(tx, input.legalEntityId);
  await replaceExitApprovers(
    tx,
    v.tenantCode,
    input.legalEntityId,
    input.approvers.map((a) => ({
      role: a.role,
      departmentId: a.departmentId,
      approverId: ids.get(a.employeeNumber.toLowerCase())!,
    })),
  );
  const after = await exitApproverSetup(tx, input.legalEntityId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'exit.approverSetup',
    entity: 'legal_entity',
    entityId: input.legalEntityId,
    before,
    after,
  });
  return after;
}
