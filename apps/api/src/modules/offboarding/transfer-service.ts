import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import {
  TRANSFER_MESSAGES,
  TRANSFER_TRANSITIONS,
  TRANSFER_VERBS,
  transferVerbsFor,
  type TransferDetailView,
  type TransferEligibilityView,
  type TransferInput,
  type TransferListQuery,
  type TransferOptionsView,
  type TransferStatus,
  type TransferVerb,
} from '@tenure/domain/offboarding';
import { transferRequests } from '../../db/schema/index.ts';
import { decideStatusChange, type StatusMachine } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { utcToday } from '../../platform/clock.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import {
  assertCanReadTransfer,
  canApproveTransfers,
  decidableBy,
  initiableBy,
  transferActorsFor,
  visibleTo,
} from './policy.ts';
import {
  insertTransfer,
  isActiveTarget,
  leaveOutcomeOf,
  loadTransfer,
  managerCandidate,
  placementOf,
  toTransferView,
  transferCandidate,
  transferForDecision,
  transferHistory,
  transferPage,
  transferPickers,
  type Candidate,
} from './transfer-queries.ts';

/** A change from a status past Pending is a second decision (409). */
export const TRANSFER_MACHINE: StatusMachine<TransferStatus> = {
  find: (from, to) => TRANSFER_TRANSITIONS.find((t) => t.from === from && t.to === to),
  alreadyDecided: (current) => (current === 'Pending' ? null : `This transfer is already ${current.toLowerCase()}.`),
  lost: (current) => `This transfer is no longer ${current.toLowerCase()}.`,
};

/** The rules that do not depend on the targets: each problem on its field. */
function problemsOf(c: Candidate, effectiveDate: string | undefined): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (c.status !== 'Active') problems.push({ field: 'employeeNumber', message: TRANSFER_MESSAGES.notActive });
  if (c.openExit) problems.push({ field: 'employeeNumber', message: TRANSFER_MESSAGES.openExit });
  if (c.openTransfer) problems.push({ field: 'employeeNumber', message: TRANSFER_MESSAGES.openTransfer });
  if (effectiveDate && effectiveDate < utcToday())
    problems.push({ field: 'effectiveDate', message: TRANSFER_MESSAGES.effectiveInPast });
  return problems;
}

/** The eligibility check the form shows before it is sent. An employee out of the caller's reach reads as not found. */
export async function transferEligibility(
  tx: Tx,
  v: Viewer,
  employeeNumber: string,
  effectiveDate: string | undefined,
): Promise<TransferEligibilityView> {
  const c = await transferCandidate(tx, initiableBy(v), employeeNumber, false);
  if (!c || !c.inScope) {
    return {
      eligible: false,
      problems: [{ field: 'employeeNumber', message: c ? TRANSFER_MESSAGES.notInScope : TRANSFER_MESSAGES.noEmployee }],
      employee: null,
      current: null,
      probationEndsOn: null,
    };
  }
  const problems = problemsOf(c, effectiveDate);
  const day = effectiveDate ?? utcToday();
  return {
    eligible: problems.length === 0,
    problems,
    employee: { employeeNumber: c.employeeNumber, displayName: c.displayName },
    current: await placementOf(tx, c),
    probationEndsOn: c.probationEndsOn > day ? c.probationEndsOn : null,
  };
}

/** Targets that exist and are active; the new manager still works here on the effective date and is outside the transferee's own subtree. */
async function targetErrors(
  tx: Tx,
  c: Candidate,
  input: TransferInput,
): Promise<{ errors: Record<string, string>; managerId: string | null }> {
  const errors: Record<string, string> = {};
  if (input.legalEntityId && !(await isActiveTarget(tx, 'legal_entities', input.legalEntityId)))
    errors.legalEntityId = TRANSFER_MESSAGES.unknownEntity;
  if (input.departmentId && !(await isActiveTarget(tx, 'departments', input.departmentId)))
    errors.departmentId = TRANSFER_MESSAGES.unknownDepartment;
  if (input.locationId && !(await isActiveTarget(tx, 'locations', input.locationId)))
    errors.locationId = TRANSFER_MESSAGES.unknownLocation;
  let managerId: string | null = null;
  if (input.managerNumber) {
    const m = await managerCandidate(tx, input.managerNumber, c.id, input.effectiveDate);
    if (!m) errors.managerNumber = TRANSFER_MESSAGES.unknownManager;
    else if (m.id === c.id) errors.managerNumber = TRANSFER_MESSAGES.selfManager;
    else if (m.below) errors.managerNumber = TRANSFER_MESSAGES.managerBelow;
    else managerId = m.id;
  }
  return { errors, managerId };
}

/** Initiation by HR or the manager: every rule is checked, problems come back on their fields and nothing is written. */
export async function initiateTransfer(tx: Tx, v: Viewer, input: TransferInput) {
  const c = await transferCandidate(tx, initiableBy(v), input.employeeNumber, true);
  if (!c) throw badRequest(TRANSFER_MESSAGES.noEmployee, { employeeNumber: TRANSFER_MESSAGES.noEmployee });
  if (!c.inScope) throw forbidden(TRANSFER_MESSAGES.notInScope);
  const fieldErrors: Record<string, string> = Object.fromEntries(
    problemsOf(c, input.effectiveDate).map((p) => [p.field, p.message]),
  );
  const { errors, managerId } = await targetErrors(tx, c, input);
  Object.assign(fieldErrors, errors);
  const to = {
    legalEntityId: input.legalEntityId ?? c.legalEntityId,
    departmentId: input.departmentId ?? c.departmentId,
    locationId: input.locationId ?? c.locationId,
    managerId: managerId ?? c.managerId,
    designation: input.designation?.trim() || c.designation,
  };
  const entityChanges = to.legalEntityId !== c.legalEntityId;
  const changes =
    entityChanges ||
    to.departmentId !== c.departmentId ||
    to.locationId !== c.locationId ||
    to.managerId !== c.managerId ||
    to.designation !== c.designation;
  if (entityChanges && !input.leaveTreatment) fieldErrors.leaveTreatment = TRANSFER_MESSAGES.treatmentRequired;
  const inProbation = c.probationEndsOn > input.effectiveDate;
  const reason = input.reason?.trim() || null;
  if (inProbation && !reason) fieldErrors.reason = TRANSFER_MESSAGES.probationReason;
  if (Object.keys(fieldErrors).length > 0) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  if (!changes) throw badRequest(TRANSFER_MESSAGES.noChange);

  const id = await insertTransfer(tx, {
    tenantCode: v.tenantCode,
    initiatedBy: v.employeeId,
    from: c,
    to,
    effectiveDate: input.effectiveDate,
    leaveTreatment: entityChanges ? input.leaveTreatment! : null,
    reason,
    inProbation,
  });
  const view = await loadTransfer(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'transfer.initiate',
    entity: 'transfer',
    entityId: view.id,
    after: view,
  });
  return view;
}

/** SPEC §7 list: what the caller initiated, may initiate or approves, by effective date range, search and status. */
export async function listTransfers(tx: Tx, v: Viewer, q: TransferListQuery) {
  const rows = await transferPage(tx, { visible: visibleTo(v), decidable: decidableBy(v) }, q);
  return { items: rows.map(toTransferView), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

async function lockTransfer(tx: Tx, id: string, lock: boolean) {
  const row = await transferForDecision(tx, id, lock);
  if (!row) throw notFound();
  return row;
}

/** /transfer-request/{id}: for whoever may read it, with the buttons of what they may do. */
export async function transferDetail(tx: Tx, v: Viewer, id: string): Promise<TransferDetailView> {
  const row = await lockTransfer(tx, id, false);
  await assertCanReadTransfer(tx, v, id);
  const view = await loadTransfer(tx, id);
  const actors = await transferActorsFor(tx, v, row);
  return {
    ...view,
    history: await transferHistory(tx, id),
    leaveOutcome: await leaveOutcomeOf(tx, id),
    verbs: transferVerbsFor(view.status, actors),
  };
}

/**
 * Approve, reject (with a reason) or cancel through the shared approval pattern: the row is
 * locked, the transition checked and recorded; a second decision is a 409. Returns whether the
 * approved transfer is due now (effective today or earlier), for the caller to start the job.
 */
export async function decideTransfer(tx: Tx, v: Viewer, id: string, verb: TransferVerb, reason: string | undefined) {
  const row = await lockTransfer(tx, id, true);
  const actors = await transferActorsFor(tx, v, row);
  if (actors.length === 0) {
    await assertCanReadTransfer(tx, v, id);
    const own =
      canApproveTransfers(v) &&
      v.employeeId !== null &&
      (v.employeeId === row.employeeId || v.employeeId === row.initiatedBy);
    throw forbidden(own ? TRANSFER_MESSAGES.ownTransfer : APPROVAL_MESSAGES.notTheApprover, 'TRANSITION_NOT_ALLOWED');
  }
  const to = TRANSFER_VERBS[verb];
  if (verb !== 'cancel' && !actors.includes('approver') && row.status === 'Pending')
    throw forbidden(TRANSFER_MESSAGES.ownTransfer, 'TRANSITION_NOT_ALLOWED');
  await decideStatusChange(
    tx,
    {
      requestType: 'transfer',
      table: transferRequests,
      id,
      current: row.status,
      to,
      actors,
      decidedBy: v.employeeId,
      tenantCode: v.tenantCode,
      reason,
    },
    TRANSFER_MACHINE,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: `transfer.${verb}`,
    entity: 'transfer',
    entityId: id,
    before: { status: row.status },
    after: { status: to, reason: reason?.trim() || null },
  });
  return { due: to === 'Approved' && row.effectiveDate <= utcToday() };
}

/** The initiation form's pickers. */
export function transferOptions(tx: Tx): Promise<TransferOptionsView> {
  return transferPickers(tx);
}
