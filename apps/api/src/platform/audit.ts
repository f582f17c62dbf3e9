import { auditLog } from '../db/schema/index.ts';
import { writeAtCommit, type Tx } from './db.ts';

export interface AuditEntry {
  tenantCode: string;
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/** Records a mutation in the same transaction as the mutation itself (written with its commit). */
export function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  return writeAtCommit(
    tx,
    tx.insert(auditLog).values({
      tenantId: entry.tenantCode,
      actorUserId: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.requestId ?? null,
    }),
  );
}
