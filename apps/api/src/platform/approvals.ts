import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { APPROVAL_MESSAGES, findTransition, type ApprovalActor, type RequestStatus } from '@tenure/domain/approvals';
import { approvalDecisions } from '../db/schema/index.ts';
import type { Tx } from './db.ts';
import { badRequest, conflict, forbidden } from './errors.ts';

/**
 * The approval pattern of ARCHITECTURE "Approvals", shared by every request table (leave, comp-off,
 * and the flows to come). A request table has the columns `id`, `status`, `decided_by`,
 * `decided_at`, `decision_reason` and `updated_at`.
 *
 * Race safety: the caller reads the request with `SELECT … FOR UPDATE` in the same transaction
 * (so two approvers queue on the row lock), then calls decideRequest with the status it read.
 * The update is also conditional on that status, so even without the lock a second decision
 * updates nothing and is refused with 409.
 */
export interface Decision {
  requestType: string;
  table: PgTable;
  id: string;
  /** The status read under the row lock. */
  current: RequestStatus;
  to: RequestStatus;
  /** The roles the caller holds towards this request. */
  actors: readonly ApprovalActor[];
  /** The deciding employee (null for a user without an employee record). */
  decidedBy: string | null;
  tenantCode: string;
  reason?: string | null | undefined;
}

export async function decideRequest(tx: Tx, d: Decision): Promise<void> {
  await decideStatusChange(tx, d, {
    find: findTransition,
    alreadyDecided: (current) => (current !== 'pending' ? APPROVAL_MESSAGES.alreadyDecided(current) : null),
    lost: APPROVAL_MESSAGES.alreadyDecided,
  });
}

/**
 * A request's own status machine (resignations: Submitted, Accepted, Released...), decided the same
 * way: `alreadyDecided` names a status from which the asked change is a second decision (409,
 * with its message), null when the change is simply not allowed (403).
 */
export interface StatusMachine<S extends string> {
  find(from: S, to: S): { by: readonly ApprovalActor[]; reasonRequired: boolean } | undefined;
  alreadyDecided(current: S, to: S): string | null;
  /** The 409's message when another decision changed the request after it was read. */
  lost(current: S): string;
}

export type StatusChange<S extends string> = Omit<Decision, 'current' | 'to'> & { current: S; to: S };

export async function decideStatusChange<S extends string>(
  tx: Tx,
  d: StatusChange<S>,
  machine: StatusMachine<S>,
): Promise<void> {
  const transition = machine.find(d.current, d.to);
  if (!transition) {
    const decided = machine.alreadyDecided(d.current, d.to);
    if (decided) throw conflict(decided, undefined, 'ALREADY_DECIDED');
    throw forbidden(APPROVAL_MESSAGES.notAllowed, 'TRANSITION_NOT_ALLOWED');
  }
  if (!transition.by.some((actor) => d.actors.includes(actor))) {
    throw forbidden(
      d.actors.includes('requester') && d.to !== 'cancelled'
        ? APPROVAL_MESSAGES.notTheApprover
        : APPROVAL_MESSAGES.notAllowed,
      'TRANSITION_NOT_ALLOWED',
    );
  }
  const reason = d.reason?.trim() || null;
  if (transition.reasonRequired && !reason)
    throw badRequest(APPROVAL_MESSAGES.reasonRequired, { reason: APPROVAL_MESSAGES.reasonRequired });

  const updated = (await tx.execute(sql`
    update ${d.table}
       set status = ${d.to}, decided_by = ${d.decidedBy}, decided_at = now(), decision_reason = ${reason}, updated_at = now()
     where id = ${d.id} and status = ${d.current}
     returning id`)) as unknown as { rows: unknown[] };
  if (updated.rows.length === 0) throw conflict(machine.lost(d.current), undefined, 'ALREADY_DECIDED');

  await tx.insert(approvalDecisions).values({
    tenantId: d.tenantCode,
    requestType: d.requestType,
    requestId: d.id,
    fromStatus: d.current,
    toStatus: d.to,
    decidedBy: d.decidedBy,
    reason,
  });
}

/**
 * Many requests of one table decided at once (a week's timesheet lines, a team's weeks): one
 * conditional update from `pending`, so a request another approver decided first, or that
 * `allowed` (a condition on the request row `r`: who may decide it) leaves out, is not touched.
 * Returns the ids decided; the caller reports the others as skipped. Race-safe without a lock:
 * two approvers at once each decide only what was still pending when their update ran.
 */
export interface BulkDecision {
  requestType: string;
  table: PgTable;
  ids: readonly string[];
  to: 'approved' | 'rejected';
  allowed: SQL;
  decidedBy: string | null;
  /** A rule that decides instead of a person (decidedBy null): recorded with the decision, e.g. timesheet auto-approval. */
  decidedByRule?: string | undefined;
  tenantCode: string;
  reason?: string | null | undefined;
}

export async function decideRequestsAtOnce(tx: Tx, d: BulkDecision): Promise<string[]> {
  const reason = d.reason?.trim() || null;
  if (findTransition('pending', d.to)?.reasonRequired && !reason)
    throw badRequest(APPROVAL_MESSAGES.reasonRequired, { reason: APPROVAL_MESSAGES.reasonRequired });
  if (d.ids.length === 0) return [];
  const { rows } = (await tx.execute(sql`
    with decided as (
      update ${d.table} r
         set status = ${d.to}, decided_by = ${d.decidedBy}, decided_at = now(), decision_reason = ${reason}, updated_at = now()
       where r.id = any(${`{${d.ids.join(',')}}`}::uuid[]) and r.status = 'pending' and ${d.allowed}
       returning r.id),
    recorded as (
      insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by, decided_by_rule, reason)
      select ${d.tenantCode}, ${d.requestType}, id, 'pending', ${d.to}, ${d.decidedBy}, ${d.decidedByRule ?? null}, ${reason} from decided)
    select id from decided`)) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}
