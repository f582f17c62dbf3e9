import { ORG_MESSAGES, inUseMessage } from '@tenure/domain/org';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

/** A case-insensitive name clash within its scope: a field error on `name`. */
export const nameTaken = (field = 'name') =>
  conflict(ORG_MESSAGES.nameTaken, { [field]: ORG_MESSAGES.nameTaken }, 'DUPLICATE_NAME');

/** Records one organisation mutation by the viewer, in the mutation's transaction. */
export function auditOrgChange(
  tx: Tx,
  v: Viewer,
  change: { action: string; entity: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  return recordAudit(tx, { ...auditActor(v), ...change });
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/**
 * Deletes through `remove`; a row still referenced anywhere (employees, sub-departments, cities,
 * tables of later modules) is refused with 409 by the database's foreign keys, so no reference
 * can be forgotten here. The failed statement aborts the transaction, which rolls back anyway.
 */
export async function deleteUnlessInUse(what: string, remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(inUseMessage(what), undefined, 'IN_USE');
    throw err;
  }
}
