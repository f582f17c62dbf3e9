import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { bearerToken } from './guard.ts';
import { sha256 } from './secrets.ts';

type LimitSettings = Pick<
  Config,
  'RATE_LIMIT_PER_MINUTE' | 'RATE_LIMIT_PER_USER_PER_MINUTE' | 'RATE_LIMIT_PER_TENANT_PER_MINUTE'
>;
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Sessions remembered as verified: enough for every session active in a process. */
const VERIFIED_SESSIONS_KEPT = 20_000;

interface VerifiedSession {
  userId: string;
  tenantCode: string;
}

/**
 * The API's request limits, made for a company whose staff share one office address (NAT, proxy).
 *
 * - A call with a session token the guard has accepted before counts against its user
 *   (RATE_LIMIT_PER_USER_PER_MINUTE) and its tenant (RATE_LIMIT_PER_TENANT_PER_MINUTE): forty
 *   colleagues behind one address each have their own allowance, and one tenant cannot take the
 *   whole server.
 * - Every other /api call counts against its client address (RATE_LIMIT_PER_MINUTE): calls to
 *   public routes (login, forgot-password, the tenant lookup, OTP), calls without a token, and calls
 *   whose token the guard has not accepted yet (a new session's first call; an expired, revoked or
 *   forged token).
 *
 * Every call is counted before the guard does any work for it. @fastify/rate-limit's key
 * generator runs before anyone knows whether a token is real, and keying on the token itself would
 * give an attacker sending random tokens a fresh allowance per token. Here a token moves a call
 * from its address's count to its user's only once the guard has accepted that token (it is
 * remembered by its SHA-256 with the user it belongs to), and a token answered 401 (logged out,
 * expired) is forgotten, so its calls count by address again.
 *
 * The web app's files are never counted (only /api calls are); routes with limits of their own
 * (`config.rateLimit` object: payload-key registration, the operator API) keep only theirs.
 * Counts and remembered sessions live in this process, as @fastify/rate-limit's local store does.
 */
export function registerRequestLimits(app: FastifyInstance, limits: LimitSettings): { afterGuard(): void } {
  const verifiedSessions = new RecentMap<string, VerifiedSession>(VERIFIED_SESSIONS_KEPT);
  const countedAs = new WeakMap<FastifyRequest, VerifiedSession>();
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator });
  const addressLimit = limiter(limits.RATE_LIMIT_PER_MINUTE, (request) => request.ip);
  const userLimit = limiter(limits.RATE_LIMIT_PER_USER_PER_MINUTE, (request) => countedAs.get(request)!.userId);
  const tenantLimit = limiter(limits.RATE_LIMIT_PER_TENANT_PER_MINUTE, (request) => countedAs.get(request)!.tenantCode);

  app.addHook('onRequest', async (request, reply) => {
    if (!underGeneralLimit(request)) return;
    const access = request.routeOptions.config.access;
    const tokenHash = tokenHashOf(request);
    const session = access && !('public' in access) && tokenHash ? verifiedSessions.get(tokenHash) : undefined;
    if (!session) return enforce(addressLimit, request, reply, true);
    countedAs.set(request, session);
    await enforce(userLimit, request, reply, true);
    await enforce(tenantLimit, request, reply, false);
  });

  return {
    /** Remembers the sessions the guard accepts: registered after the guard, which sets `request.auth`. */
    afterGuard() {
      app.addHook('onRequest', async (request) => {
        if (!request.auth || countedAs.has(request) || !underGeneralLimit(request)) return;
        verifiedSessions.set(tokenHashOf(request)!, { userId: request.auth.userId, tenantCode: request.tenant!.code });
      });
      app.addHook('onResponse', async (request, reply) => {
        const tokenHash = reply.statusCode === 401 ? tokenHashOf(request) : null;
        if (tokenHash) verifiedSessions.delete(tokenHash);
      });
    },
  };
}

function tokenHashOf(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token ? sha256(token) : null;
}

/** API routes under the general limits: not the web app's files, not routes with limits of their own. */
function underGeneralLimit(request: FastifyRequest): boolean {
  return request.url.startsWith('/api') && request.routeOptions.config?.rateLimit === undefined;
}

/**
 * Counts the call; answers 429 (with Retry-After) once the limit is exceeded. The X-RateLimit-*
 * headers tell a client the limit it is nearest to (`showRemaining`: the user's, or the address's).
 */
async function enforce(limit: Limiter, request: FastifyRequest, reply: FastifyReply, showRemaining: boolean) {
  const result = await limit(request);
  if (result.isAllowed) return;
  if (showRemaining || result.isExceeded) {
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
  }
  if (!result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new AppError(
    429,
    'TOO_MANY_REQUESTS',
    `Too many requests: please wait ${result.ttlInSeconds} seconds and try again.`,
  );
}

/** A map that keeps its newest entries only, forgetting the oldest beyond `capacity`. */
class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
