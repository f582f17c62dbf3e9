import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { FLAG_KEYS, PRESETS, resolveFlags, type FlagKey, type FlagSet, type PresetName } from '@tenure/domain/flags';
import type { TenantRef } from './context.ts';
import { queryRows, tenantDb, type Db, type Tx } from './db.ts';

/** How many (preset, overrides) combinations keep their resolved flag set. */
const MAX_CACHED_SETS = 1000;

/**
 * A tenant's overrides as one short text ("chatbot:f,esop:t"), read outside RLS and so filtered by
 * the tenant explicitly. It is read on every request — with the session in the guard's one
 * statement (sessions.ts), alone for public calls — so a change made through any API process
 * counts from the next request on; only the resolved set is cached, by this text.
 */
export const flagOverridesOf = (tenantCode: string): SQL =>
  sql`(select coalesce(string_agg(f.flag || ':' || case when f.enabled then 't' else 'f' end, ',' order by f.flag), '')
       from tenant_flags f where f.tenant_id = ${tenantCode})`;

/** A tenant's effective flags: its preset's defaults with its stored overrides on top. */
export class FlagService {
  private resolved = new Map<string, FlagSet>();

  constructor(private readonly db: Db) {}

  /** The tenant's flags as they are now (one indexed statement). */
  async forTenant(tenant: TenantRef): Promise<FlagSet> {
    const [row] = await queryRows<{ overrides: string }>(
      await tenantDb(this.db, tenant.code),
      sql`select ${flagOverridesOf(tenant.code)} as "overrides"`,
    );
    return this.resolve(tenant, row?.overrides ?? '');
  }

  /**
   * The flags of the tenant a job works for, read through the job's own transaction: a job must not
   * read outside it (on PGlite, one connection, that waits for the transaction it is in).
   */
  async inJob(tx: Tx, tenantCode: string): Promise<FlagSet | null> {
    const [row] = await queryRows<TenantRef & { overrides: string }>(
      tx,
      sql`select t.code, t.name, t.preset, ${flagOverridesOf(tenantCode)} as "overrides" from tenants t where t.code = ${tenantCode}`,
    );
    return row ? this.resolve(row, row.overrides) : null;
  }

  /** The request's flags: those read with its session, else read once and kept for the request. */
  async forRequest(request: FastifyRequest): Promise<FlagSet> {
    request.flags ??= await this.forTenant(request.tenant!);
    return request.flags;
  }

  /** The flag set of a preset and an overrides text of `flagOverridesOf`; resolved once per combination. */
  resolve(tenant: TenantRef, overrides: string): FlagSet {
    const preset = presetOf(tenant);
    const key = `${preset}|${overrides}`;
    const hit = this.resolved.get(key);
    if (hit) return hit;
    const flags = Object.freeze(resolveFlags(preset, parseOverrides(overrides)));
    if (this.resolved.size >= MAX_CACHED_SETS) this.resolved.clear();
    this.resolved.set(key, flags);
    return flags;
  }
}

/** Stored overrides of flags that no longer exist are ignored. */
export function parseOverrides(text: string): Partial<Record<FlagKey, boolean>> {
  const overrides: Partial<Record<FlagKey, boolean>> = {};
  if (!text) return overrides;
  for (const entry of text.split(',')) {
    const [flag, value] = entry.split(':');
    if ((FLAG_KEYS as readonly string[]).includes(flag!)) overrides[flag as FlagKey] = value === 't';
  }
  return overrides;
}

export function presetOf(tenant: TenantRef): PresetName {
  return (tenant.preset in PRESETS ? tenant.preset : 'production') as PresetName;
}
