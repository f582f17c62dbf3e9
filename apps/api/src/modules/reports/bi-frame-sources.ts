import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { withTenant } from '../../platform/db.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { biOrigins } from './bi-settings.ts';

const CSP = 'content-security-policy';
const MAX_AGE_MS = 10_000;

/**
 * The origins a tenant's pages may frame: its BI services. The web app's page (index.html) is the
 * same file for every tenant, so its CSP's frame-src gets them per answer, by the tenant of the
 * host the page was asked on; API answers and other tenants' pages keep `frame-src 'self' blob:`.
 * Read at most every few seconds per tenant; a save in this process is seen at once.
 */
export class BiFrameSources {
  private readonly cache = new Map<string, { origins: string[]; at: number }>();

  constructor(private readonly deps: Pick<ModuleDeps, 'db' | 'tenants'>) {}

  async of(tenantCode: string): Promise<string[]> {
    const hit = this.cache.get(tenantCode);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.origins;
    const origins = await withTenant(this.deps.db, { tenantCode }, biOrigins);
    this.cache.set(tenantCode, { origins, at: Date.now() });
    return origins;
  }

  forget(tenantCode: string): void {
    this.cache.delete(tenantCode);
  }

  /** The onSend hook that widens an HTML page's frame-src with its tenant's BI origins. */
  readonly onSend: onSendHookHandler = async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const policy = reply.getHeader(CSP);
    if (typeof policy !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      return payload;
    const tenant = await this.deps.tenants.byHost(request.hostname).catch(() => null);
    const origins = tenant ? await this.of(tenant.code) : [];
    if (origins.length > 0) reply.header(CSP, policy.replace(/frame-src ([^;]*)/, `frame-src $1 ${origins.join(' ')}`));
    return payload;
  };
}

const perDatabase = new WeakMap<Db, BiFrameSources>();

/** One cache per database, shared by the settings routes (which clear it) and the page hook. */
export function biFrameSourcesOf(deps: Pick<ModuleDeps, 'db' | 'tenants'>): BiFrameSources {
  let sources = perDatabase.get(deps.db);
  if (!sources) perDatabase.set(deps.db, (sources = new BiFrameSources(deps)));
  return sources;
}
