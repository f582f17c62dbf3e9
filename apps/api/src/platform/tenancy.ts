import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema/index.ts';
import type { TenantRef } from './context.ts';
import type { Db } from './db.ts';

const CACHE_MS = 10_000;

/** Resolves tenants by code or by host name, with a short cache (tenants change rarely). */
export class TenantDirectory {
  private cache = new Map<string, { tenant: TenantRef | null; at: number }>();

  constructor(private readonly db: Db) {}

  byCode(code: string): Promise<TenantRef | null> {
    return this.cached(`code:${code.toLowerCase()}`, async () => {
      const [row] = await this.db
        .select({ code: tenants.code, name: tenants.name, preset: tenants.preset })
        .from(tenants)
        .where(sql`${tenants.code} = ${code.toLowerCase()} and ${tenants.isActive}`);
      return row ?? null;
    });
  }

  byHost(host: string): Promise<TenantRef | null> {
    const hostname = host.toLowerCase().replace(/:\d+$/, '');
    return this.cached(`host:${hostname}`, async () => {
      const [row] = await this.db
        .select({ code: tenants.code, name: tenants.name, preset: tenants.preset })
        .from(tenants)
        .where(sql`${hostname} = any(${tenants.hosts}) and ${tenants.isActive}`);
      return row ?? null;
    });
  }

  /** The `hostUrl` of SPEC §7 is the page origin, e.g. `http://acme.localhost:3000`. */
  byOrigin(origin: string): Promise<TenantRef | null> {
    let host: string;
    try {
      host = new URL(origin).hostname;
    } catch {
      return Promise.resolve(null);
    }
    return this.byHost(host);
  }

  forget(code: string): void {
    for (const [key, entry] of this.cache) if (key === `code:${code}` || entry.tenant?.code === code) this.cache.delete(key);
  }

  async full(code: string) {
    const [row] = await this.db.select().from(tenants).where(eq(tenants.code, code));
    return row ?? null;
  }

  private async cached(key: string, load: () => Promise<TenantRef | null>): Promise<TenantRef | null> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    const tenant = await load();
    this.cache.set(key, { tenant, at: Date.now() });
    return tenant;
  }
}
