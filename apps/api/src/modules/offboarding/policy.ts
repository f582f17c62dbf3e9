import { sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess, section } from '@tenure/domain/access';
import { APPROVAL_MESSAGES, type ApprovalActor } from '@tenure/domain/approvals';
import { OFFBOARDING_MESSAGES } from '@tenure/domain/offboarding';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { approvalActors } from '../employees/index.ts';
import { isInvolvedInExit, resignationParties } from './resignation-queries.ts';
import { transferMatches, worksInEntities } from './transfer-queries.ts';

/*
 * Who may see or act on offboarding's records: resignations, their exits and tasks, transfers.
 * Refusal rule: a record the viewer may not know exists answers 404 (notFound); a record they may
 * know of but not act on answers 403 (forbidden). The SQL predicates below (waitingOn, initiableBy,
 * visibleTo, decidableBy) are these same rules as row filters for the lists.
 */

/** HR of offboarding: submits for others, releases, sets up chains and completes exits. */
export const isOffboardingHr = (v: Viewer) =>
  hasAccess(v.permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));

/** HR-only actions (admin submit, the all-leavers list, templates, chains, final exit): 403 for anyone else. */
export function assertOffboardingHr(v: Viewer): void {
  if (!isOffboardingHr(v)) throw forbidden();
}

/**
 * The roles the caller holds towards a resignation: its employee (requester), its approver (the
 * reporting manager when it was submitted, or any manager above with TeamOffboarding), HR.
 * Nobody decides their own resignation.
 */
const actorsFor = (
  tx: Tx,
  v: Viewer,
  row: { employeeId: string; approverId: string | null },
): Promise<ApprovalActor[]> =>
  approvalActors(tx, v, row, {
    hr: isOffboardingHr(v),
    team: feature('OFFBOARDING', 'TeamOffboarding'),
    hrAdmin: isOffboardingHr(v),
  });

/**
 * Its employee, its managers, its exit approvers, task owners and HR read a resignation (and its
 * tasks' documents); anyone else is told it does not exist. Answers the caller's roles towards it.
 */
export async function readableResignation(tx: Tx, v: Viewer, id: string): Promise<ApprovalActor[]> {
  const row = await resignationParties(tx, id);
  if (!row) throw notFound();
  const actors = await actorsFor(tx, v, row);
  if (actors.length === 0 && !(v.employeeId !== null && (await isInvolvedInExit(tx, id, v.employeeId))))
    throw notFound();
  return actors;
}

/** A task's owner or HR completes it and attaches files to it; others who read its resignation are refused, the rest told it does not exist. */
export async function assertCanWorkOnTask(
  tx: Tx,
  v: Viewer,
  task: { owner_id: string | null; resignation_id: string },
  refusal: string = OFFBOARDING_MESSAGES.taskNotYours,
): Promise<void> {
  if (isOffboardingHr(v) || (v.employeeId !== null && task.owner_id === v.employeeId)) return;
  await readableResignation(tx, v, task.resignation_id);
  throw forbidden(refusal);
}

/** The roles the caller holds towards a resignation they may decide on; none: 403 if they may read it, 404 if not. */
export async function decidingActors(
  tx: Tx,
  v: Viewer,
  row: { id: string; employeeId: string; approverId: string | null },
): Promise<ApprovalActor[]> {
  const actors = await actorsFor(tx, v, row);
  if (actors.length > 0) return actors;
  await readableResignation(tx, v, row.id);
  throw forbidden(APPROVAL_MESSAGES.notTheApprover, 'TRANSITION_NOT_ALLOWED');
}

/** An exit step is decided by its approver or HR; others who read the resignation are refused, the rest told it does not exist. */
export async function assertCanDecideStep(
  tx: Tx,
  v: Viewer,
  resignationId: string,
  approverId: string | null,
): Promise<void> {
  if (isOffboardingHr(v) || (v.employeeId !== null && approverId === v.employeeId)) return;
  await readableResignation(tx, v, resignationId);
  throw forbidden(OFFBOARDING_MESSAGES.notYourStep, 'TRANSITION_NOT_ALLOWED');
}

/** The resignations (`r`, employee `e`) a list shows: the caller's own, their team's (as approver or manager), or all (HR only, 403 for others). */
export function resignationListScope(v: Viewer, scope: 'mine' | 'team' | 'all'): SQL {
  if (scope === 'all') {
    assertOffboardingHr(v);
    return sql`true`;
  }
  const me = requireEmployee(v);
  return scope === 'team' ? sql`(r.approver_id = ${me} or e.manager_id = ${me})` : sql`r.employee_id = ${me}`;
}

/**
 * A resignation (`r`) waiting for the caller: its decision (its approver; HR any submitted one),
 * its release or the exit's completion (HR), or the exit step now at the caller. Never their own.
 */
export function waitingOn(v: Viewer): SQL {
  const me = v.employeeId;
  if (me === null) return sql`false`;
  const hr = isOffboardingHr(v) ? sql`r.status in ('Submitted', 'Accepted') or r.exit_status = 'Approved'` : sql`false`;
  return sql`(r.employee_id <> ${me} and (${hr} or (r.status = 'Submitted' and r.approver_id = ${me})
              or (r.exit_status = 'InProgress' and exists (select 1 from exit_approvals x where x.resignation_id = r.id and x.approver_id = ${me} and x.status = 'pending'
                    and x.sequence = (select min(y.sequence) from exit_approvals y where y.resignation_id = r.id and y.status = 'pending')))))`;
}

/** HR directors (and super admins) decide transfers. */
export const canApproveTransfers = (v: Viewer) => hasAccess(v.permissions, feature('OFFBOARDING', 'ApproveTransfer'));

/** HR initiates for anyone of their entities; holders of TransferRequests alone (managers) for their reportees. */
const isTransferHr = (v: Viewer) => isOffboardingHr(v) || canApproveTransfers(v);
const holdsTransfers = (v: Viewer) => hasAccess(v.permissions, section('OFFBOARDING', 'TransferRequests'));

/** The legal entities the caller's account works in (user_entities), as an SQL set. */
const myEntities = (v: Viewer) => sql`(select legal_entity_id from user_entities where user_id = ${v.userId})`;

/** `alias` (an employees row) is below the caller in the reporting line. */
const belowMe = (v: Viewer, alias: string): SQL =>
  v.employeeId
    ? sql`(${sql.raw(alias)}.id <> ${v.employeeId} and position(${`${v.employeeId}/`} in ${sql.raw(alias)}.hierarchy_path) > 0)`
    : sql`false`;

/** Whom the caller may initiate a transfer for: HR their entities' employees, managers their (indirect) reportees. */
export function initiableBy(v: Viewer, alias = 'e'): SQL {
  const asHr = isTransferHr(v) ? sql`${sql.raw(alias)}.legal_entity_id in ${myEntities(v)}` : sql`false`;
  const asManager = holdsTransfers(v) ? belowMe(v, alias) : sql`false`;
  return sql`(${asHr} or ${asManager})`;
}

/** The transfers (`tr`, employee `e`) the caller may read: those they initiated, could initiate, or approve. */
export function visibleTo(v: Viewer): SQL {
  const approver = canApproveTransfers(v)
    ? sql`(tr.from_legal_entity_id in ${myEntities(v)} or tr.to_legal_entity_id in ${myEntities(v)})`
    : sql`false`;
  const initiator = v.employeeId ? sql`tr.initiated_by = ${v.employeeId}` : sql`false`;
  return sql`(${initiator} or ${initiableBy(v)} or ${approver})`;
}

/** A transfer (`tr`) waiting for the caller's decision: pending, in an entity they approve for, neither theirs nor initiated by them (four eyes). */
export function decidableBy(v: Viewer): SQL {
  if (!canApproveTransfers(v)) return sql`false`;
  return sql`(tr.status = 'Pending' and tr.employee_id is distinct from ${v.employeeId} and tr.initiated_by is distinct from ${v.employeeId}
              and (tr.from_legal_entity_id in ${myEntities(v)} or tr.to_legal_entity_id in ${myEntities(v)}))`;
}

/**
 * The roles the caller holds towards a transfer: its initiator (requester) may cancel it; an
 * approver (ApproveTransfer in the employee's old or new entity) decides it, unless they initiated
 * it or it is their own transfer (four eyes).
 */
export async function transferActorsFor(
  tx: Tx,
  v: Viewer,
  row: { employeeId: string; initiatedBy: string | null; fromEntityId: string; toEntityId: string },
): Promise<ApprovalActor[]> {
  const me = v.employeeId;
  const actors: ApprovalActor[] = [];
  if (me !== null && row.initiatedBy === me) actors.push('requester');
  if (!canApproveTransfers(v) || me === row.employeeId || me === row.initiatedBy) return actors;
  if (await worksInEntities(tx, v.userId, [row.fromEntityId, row.toEntityId])) actors.push('approver');
  return actors;
}

/** A transfer the caller may not read is one they may not know exists (404). */
export async function assertCanReadTransfer(tx: Tx, v: Viewer, id: string): Promise<void> {
  if (!(await transferMatches(tx, id, visibleTo(v)))) throw notFound();
}
