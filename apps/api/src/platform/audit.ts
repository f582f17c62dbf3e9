import { auditLog } from '../db/schema/index.ts';
import type { Tx } from './db.ts';

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

/** Records a mutation in the same transaction as the mutation itself. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: entry.tenantCode,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
