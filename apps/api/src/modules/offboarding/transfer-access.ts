import { sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess, section } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isOffboardingHr } from './access.ts';

/** HR directors (and super admins) decide transfers. */
export const canApproveTransfers = (v: Viewer) => hasAccess(v.permissions, feature('OFFBOARDING', 'ApproveTransfer'));

/** HR initiates for anyone of their entities; holders of TransferRequests alone (managers) for their reportees. */
const isTransferHr = (v: Viewer) => isOffboardingHr(v) || canApproveTransfers(v);
const holdsTransfers = (v: Viewer) => hasAccess(v.permissions, section('OFFBOARDING', 'TransferRequests'));

/** The legal entities the caller's account works in (user_entities), as an SQL set. */
const myEntities = (v: Viewer) => sql`(select legal_entity_id from user_entities where user_id = ${v.userId})`;

/** `alias` (an employees row) is below the caller in the reporting line. */
const belowMe = (v: Viewer, alias: string): SQL =>
  v.employeeId ? sql`(${sql.raw(alias)}.id <> ${v.employeeId} and position(${`${v.employeeId}/`} in ${sql.raw(alias)}.hierarchy_path) > 0)` : sql`false`;

/** Whom the caller may initiate a transfer for: HR their entities' employees, managers their (indirect) reportees. */
export function initiableBy(v: Viewer, alias = 'e'): SQL {
  const asHr = isTransferHr(v) ? sql`${sql.raw(alias)}.legal_entity_id in ${myEntities(v)}` : sql`false`;
  const asManager = holdsTransfers(v) ? belowMe(v, alias) : sql`false`;
  return sql`(${asHr} or ${asManager})`;
}

/** The transfers (`tr`, employee `e`) the caller may read: those they initiated, could initiate, or approve. */
export function visibleTo(v: Viewer): SQL {
  const approver = canApproveTransfers(v) ? sql`(tr.from_legal_entity_id in ${myEntities(v)} or tr.to_legal_entity_id in ${myEntities(v)})` : sql`false`;
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
export async function transferActorsFor(tx: Tx, v: Viewer, row: { employeeId: string; initiatedBy: string | null; fromEntityId: string; toEntityId: string }): Promise<ApprovalActor[]> {
  const me = v.employeeId;
  const actors: ApprovalActor[] = [];
  if (me !== null && row.initiatedBy === me) actors.push('requester');
  if (!canApproveTransfers(v) || me === row.employeeId || me === row.initiatedBy) return actors;
  const [inScope] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from user_entities where user_id = ${v.userId} and legal_entity_id in (${row.fromEntityId}, ${row.toEntityId})) as ok`);
  if (inScope?.ok) actors.push('approver');
  return actors;
}
