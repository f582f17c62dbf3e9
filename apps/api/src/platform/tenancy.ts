import { eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@tenure/domain/messages';
import { tenants } from '../db/schema/index.ts';
import type { TenantRef } from './context.ts';
import type { Db } from './db.ts';
import { AppError, notFound } from './errors.ts';

const CACHE_MS = 10_000;

/** A lookup's outcome: the tenant when it is active; `suspended` when one matched but is suspended. */
interface Lookup {
  tenant: TenantRef | null;
  suspended: boolean;
}

/**
 * Resolves tenants by code or by host name, with a short cache (tenants change rarely). The
 * operator's changes (suspend, resume, hosts) clear it in this process; another API process sees
 * them within CACHE_MS, except sessions, whose check reads the tenant's state on every request.
 */
export class TenantDirectory {
  private cache = new Map<string, { lookup: Lookup; at: number }>();

  constructor(private readonly db: Db) {}

  byCode(code: string): Promise<TenantRef | null> {
    return this.lookupByCode(code).then((l) => l.tenant);
  }

  byHost(host: string): Promise<TenantRef | null> {
    return this.lookupByHost(host).then((l) => l.tenant);
  }

  /** The tenant of a code or host, or the refusal a request without it gets (suspended or unknown). */
  async require(by: { code: string } | { host: string }): Promise<TenantRef> {
    const lookup = 'code' in by ? await this.lookupByCode(by.code) : await this.lookupByHost(by.host);
    if (lookup.tenant) return lookup.tenant;
    if (lookup.suspended) throw new AppError(403, 'TENANT_SUSPENDED', MESSAGES.tenantSuspended);
    throw notFound(MESSAGES.tenantLookupFailed, 'TENANT_NOT_FOUND');
  }

  /** The `hostUrl` of SPEC §7 is the page origin, e.g. `http://acme.localhost:3000`. */
  byOrigin(origin: string): Promise<TenantRef> {
    let host: string;
    try {
      host = new URL(origin).hostname;
    } catch {
      return Promise.reject(notFound(MESSAGES.tenantLookupFailed, 'TENANT_NOT_FOUND'));
    }
    return this.require({ host });
  }

  /** Forgets every cached lookup: after a tenant's name, state or hosts change. */
  forget(): void {
    this.cache.clear();
  }

  async full(code: string) {
    const [row] = await this.db.select().from(tenants).where(eq(tenants.code, code));
    return row ?? null;
  }

  private lookupByCode(code: string): Promise<Lookup> {
    const key = code.toLowerCase();
    return this.cached(`code:${key}`, sql`${tenants.code} = ${key}`);
  }

  private lookupByHost(host: string): Promise<Lookup> {
    const hostname = host.toLowerCase().replace(/:\d+$/, '');
    return this.cached(`host:${hostname}`, sql`${hostname} = any(${tenants.hosts})`);
  }

  private async cached(key: string, where: SQL): Promise<Lookup> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.lookup;
    const [row] = await this.db
      .select({ code: tenants.code, name: tenants.name, preset: tenants.preset, isActive: tenants.isActive })
      .from(tenants)
      .where(where);
    const lookup: Lookup = row
      ? {
          tenant: row.isActive ? { code: row.code, name: row.name, preset: row.preset } : null,
          suspended: !row.isActive,
        }
      : { tenant: null, suspended: false };
    this.cache.set(key, { lookup, at: Date.now() });
    return lookup;
  }
}
