import { and, eq } from 'drizzle-orm';
import type { FlagKey } from '@tenure/domain/flags';
import { tenantFlags } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

export const listOverrides = (tx: Tx) =>
  tx.select({ flag: tenantFlags.flag, enabled: tenantFlags.enabled }).from(tenantFlags);

export const findOverride = async (tx: Tx, tenantCode: string, flag: FlagKey) =>
  (
    await tx
      .select({ enabled: tenantFlags.enabled })
      .from(tenantFlags)
      .where(and(eq(tenantFlags.tenantId, tenantCode), eq(tenantFlags.flag, flag)))
      .for('update')
  )[0];

export const upsertOverride = (tx: Tx, tenantCode: string, flag: FlagKey, enabled: boolean) =>
  tx
    .insert(tenantFlags)
    .values({ tenantId: tenantCode, flag, enabled })
    .onConflictDoUpdate({ target: [tenantFlags.tenantId, tenantFlags.flag], set: { enabled, updatedAt: new Date() } });

/** The removed override, if there was one (of two resets at once, only one removes it). */
export const deleteOverride = async (tx: Tx, tenantCode: string, flag: FlagKey) =>
  (
    await tx
      .delete(tenantFlags)
      .where(and(eq(tenantFlags.tenantId, tenantCode), eq(tenantFlags.flag, flag)))
      .returning({ enabled: tenantFlags.enabled })
  )[0];
