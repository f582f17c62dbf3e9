import { PRESETS, resolveFlags, type FlagKey, type PresetName } from '@tenure/domain/flags';
import { tenantFlags } from '../db/schema/index.ts';
import type { TenantRef } from './context.ts';
import { withTenant, type Db } from './db.ts';

const CACHE_MS = 10_000;

/** A tenant's effective flags: its preset's defaults with its stored overrides on top. */
export class FlagService {
  private cache = new Map<string, { flags: Record<FlagKey, boolean>; at: number }>();

  constructor(private readonly db: Db) {}

  async forTenant(tenant: TenantRef): Promise<Record<FlagKey, boolean>> {
    const hit = this.cache.get(tenant.code);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.flags;
    const rows = await withTenant(this.db, { tenantCode: tenant.code }, (tx) =>
      tx.select({ flag: tenantFlags.flag, enabled: tenantFlags.enabled }).from(tenantFlags),
    );
    const overrides: Partial<Record<FlagKey, boolean>> = {};
    for (const row of rows) overrides[row.flag as FlagKey] = row.enabled;
    const flags = resolveFlags(presetOf(tenant), overrides);
    this.cache.set(tenant.code, { flags, at: Date.now() });
    return flags;
  }

  forget(tenantCode: string): void {
    this.cache.delete(tenantCode);
  }
}

export function presetOf(tenant: TenantRef): PresetName {
  return (tenant.preset in PRESETS ? tenant.preset : 'production') as PresetName;
}
