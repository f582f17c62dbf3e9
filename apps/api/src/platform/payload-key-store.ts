import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { payloadEnvelopesUsed, payloadKeys } from '../db/schema/index.ts';
import type { Db } from './db.ts';
import type { PayloadKeyStore } from './payload-crypto.ts';

const KEY_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Payload keys in the database, so they survive restarts and work across API processes; the
 * envelopes used with a key go with it when it expires (purged at the next registration).
 */
export function createDatabaseKeyStore(db: Db): PayloadKeyStore {
  return {
    async save(keyId, raw, tenantCode) {
      await db.transaction(async (tx) => {
        await tx.delete(payloadKeys).where(lt(payloadKeys.expiresAt, sql`now()`));
        await tx
          .insert(payloadKeys)
          .values({ id: keyId, keyMaterial: raw, tenantCode, expiresAt: new Date(Date.now() + KEY_TTL_MS) });
      });
    },
    async load(keyId) {
      const [row] = await db
        .select({ keyMaterial: payloadKeys.keyMaterial, tenantCode: payloadKeys.tenantCode })
        .from(payloadKeys)
        .where(and(eq(payloadKeys.id, keyId), gt(payloadKeys.expiresAt, sql`now()`)));
      return row ? { raw: new Uint8Array(row.keyMaterial), tenantCode: row.tenantCode } : null;
    },
    async markEnvelopeUsed(keyId, mac) {
      // One statement, so two processes receiving the same envelope at once cannot both accept it.
      const inserted = await db
        .insert(payloadEnvelopesUsed)
        .values({ keyId, mac })
        .onConflictDoNothing()
        .returning({ keyId: payloadEnvelopesUsed.keyId });
      return inserted.length === 1;
    },
  };
}
