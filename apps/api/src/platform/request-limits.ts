import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { presentedSession } from './session-transport.ts';
import { sha256 } from './secrets.ts';

type LimitSettings = Pick<
  Config,
  | 'RATE_LIMIT_PER_MINUTE'
  | 'RATE_LIMIT_PER_USER_PER_MINUTE'
  | 'RATE_LIMIT_PER_TENANT_PER_MINUTE'
  | 'REDIS_URL'
  | 'REDIS_KEY_PREFIX'
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
 *
 * Where the counts live: with REDIS_URL, in Redis (@fastify/rate-limit's Redis store), so every API
 * process behind a load balancer counts into the same totals; without it, in this process's memory
 * (one process, the embedded database). The remembered sessions stay in each process even with
 * Redis: they only decide which count a call goes to, never how much is allowed. A session this
 * process has not seen yet has its first call here counted by address (one call per process), and a
 * token that has become invalid is forgotten by each process at its first 401 there.
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  limits: LimitSettings,
): Promise<{ afterGuard(): void }> {
  // Only routes with limits of their own use the plugin's hooks; the general limits are below.
  await app.register(rateLimit, {
    global: false,
    max: limits.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(limits.REDIS_URL ? await sharedCounts(app, limits.REDIS_URL, limits.REDIS_KEY_PREFIX) : {}),
  });
  const verifiedSessions = new RecentMap<string, VerifiedSession>(VERIFIED_SESSIONS_KEPT);
  const countedAs = new WeakMap<FastifyRequest, VerifiedSession>();
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator });
  // The three limiters share one key space in Redis: each key says what it counts.
  const addressLimit = limiter(limits.RATE_LIMIT_PER_MINUTE, (request) => `address:${request.ip}`);
  const userLimit = limiter(
    limits.RATE_LIMIT_PER_USER_PER_MINUTE,
    (request) => `user:${countedAs.get(request)!.userId}`,
  );
  const tenantLimit = limiter(
    limits.RATE_LIMIT_PER_TENANT_PER_MINUTE,
    (request) => `tenant:${countedAs.get(request)!.tenantCode}`,
  );

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

/**
 * The Redis store's options: one connection per process, opened at start (an unreachable Redis stops
 * the start, where a wrong URL shows at once) and closed with the app. Later, while Redis does not
 * answer, calls are not counted rather than refused (`skipOnError`; commands fail at once instead of
 * queueing), so an outage of Redis is not one of the API: login failures and lockouts are counted in
 * the database and hold meanwhile.
 */
async function sharedCounts(app: FastifyInstance, url: string, prefix: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (err: Error) => app.log.warn({ err }, 'Redis (request limits)'));
  await redis.connect();
  app.addHook('onClose', async () => void (await redis.quit()));
  return { redis, nameSpace: prefix, skipOnError: true };
}

function tokenHashOf(request: FastifyRequest): string | null {
  const session = presentedSession(request);
  return session ? sha256(session.token) : null;
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
