import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { payloadKeys } from '../db/schema/index.ts';
import type { Db } from './db.ts';
import type { PayloadKeyStore } from './payload-crypto.ts';

const KEY_TTL_MS = 12 * 60 * 60 * 1000;

/** Payload keys in the database, so they survive restarts and work across API processes. */
export function createDatabaseKeyStore(db: Db): PayloadKeyStore {
  return {
    async save(keyId, raw, tenantCode) {
      await db.transaction(async (tx) => {
        await tx.delete(payloadKeys).where(lt(payloadKeys.expiresAt, sql`now()`));
        await tx.insert(payloadKeys).values({ id: keyId, keyMaterial: raw, tenantCode, expiresAt: new Date(Date.now() + KEY_TTL_MS) });
      });
    },
    async load(keyId) {
      const [row] = await db
        .select({ keyMaterial: payloadKeys.keyMaterial })
        .from(payloadKeys)
        .where(and(eq(payloadKeys.id, keyId), gt(payloadKeys.expiresAt, sql`now()`)));
      return row ? new Uint8Array(row.keyMaterial) : null;
    },
  };
}
