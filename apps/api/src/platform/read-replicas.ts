import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  trackWrites,
  withTenant,
  withTenantOnReplica,
  type Database,
  type ReadReplica,
  type TenantContext,
  type TenantTransactionOptions,
  type Tx,
} from './db.ts';

/**
 * Reads sent to PostgreSQL streaming standbys (DATABASE_READ_URL): reports, exports, the directory
 * and search call `request.inReadTenant` (platform/guard), which comes here.
 *
 * - A replica is used while it answers and lags at most `maxLagSeconds`; otherwise the primary.
 *   Each process looks at every replica once a second (PROBE_MS): its replay position against the
 *   primary's, and when the last transaction it replayed committed.
 * - Read-your-writes: each tenant transaction of a user that wrote reports its commit's WAL
 *   position (platform/db trackWrites), kept for that user in Redis (REDIS_URL: every process sees
 *   it) or else in this process. A read of that user within the window after (the lag bound plus a
 *   probe: a usable replica has replayed it by then) waits up to `waitMs` for the replica to replay
 *   that position, else it reads from the primary.
 * - A replica failing to open a transaction is taken for down at once, and that read goes to the primary.
 */

export interface ReplicaState {
  name: string;
  up: boolean;
  /** Seconds the replica is behind: 0 once it has replayed what the primary had at the last look; null when unknown. */
  lagSeconds: number | null;
}

/** Where a read went, and why. */
export type ReadTarget =
  { on: 'replica' } | { on: 'primary'; reason: 'no usable replica' | 'own write not replayed' | 'replica failed' };

export interface ReadRouter {
  /** `work` in a tenant transaction on a replica that has what this user wrote, else on the primary. */
  read<T>(ctx: TenantContext, work: (tx: Tx) => Promise<T>, options?: TenantTransactionOptions): Promise<T>;
  states(): ReplicaState[];
  /** Tells `listener` where each read went (platform/metrics counts them). */
  onRead(listener: (target: ReadTarget) => void): void;
  stop(): Promise<void>;
}

export interface ReadRouterOptions {
  /** A replica further behind than this is not read from (DATABASE_READ_MAX_LAG_SECONDS). */
  maxLagSeconds: number;
  /** How long a read after its user's write waits for a replica to replay it (DATABASE_READ_WAIT_MS). */
  waitMs: number;
  /** Where the users' write positions are kept for every process; unset: this process's memory. */
  redisUrl: string | undefined;
  redisPrefix: string;
  log: FastifyBaseLogger;
}

/** How often each process looks at every replica's position. */
export const PROBE_MS = 1000;
/** How often a read waiting for its user's write looks at the replica again. */
const WAIT_STEP_MS = 10;

/** A WAL position (`16/B374D848`) as a number that orders them. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

interface Watched {
  replica: ReadReplica;
  up: boolean;
  lagSeconds: number | null;
  /** The replay position at the last look. */
  replayed: bigint | null;
}

/** The read router of `database`, or null when it has no replicas. */
export async function createReadRouter(database: Database, opts: ReadRouterOptions): Promise<ReadRouter | null> {
  const replicas = database.replicas ?? [];
  const walPosition = database.walPosition;
  if (replicas.length === 0 || !walPosition) return null;
  const watched: Watched[] = replicas.map((replica) => ({ replica, up: false, lagSeconds: null, replayed: null }));
  const listeners: ((target: ReadTarget) => void)[] = [];
  const served = (target: ReadTarget) => listeners.forEach((listener) => listener(target));
  const windowMs = opts.maxLagSeconds * 1000 + PROBE_MS;
  const positions = await writePositions(opts, windowMs);

  const look = async (w: Watched, primary: bigint | null) => {
    try {
      const { lsn, committedAt } = await w.replica.replay();
      const replayed = lsn ? lsnValue(lsn) : null;
      w.replayed = replayed;
      if (primary !== null && replayed !== null && replayed >= primary) w.lagSeconds = 0;
      else w.lagSeconds = committedAt ? Math.max(0, (Date.now() - committedAt.getTime()) / 1000) : null;
      if (!w.up) opts.log.info({ replica: w.replica.name }, 'read replica answers');
      w.up = true;
    } catch (error) {
      if (w.up)
        opts.log.warn({ err: error, replica: w.replica.name }, 'read replica does not answer: reads go to the primary');
      w.up = false;
      w.lagSeconds = null;
    }
  };
  const probe = async () => {
    const primary = await walPosition().then(lsnValue, () => null);
    await Promise.all(watched.map((w) => look(w, primary)));
  };
  await probe();
  let probing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    probing = probing.then(probe);
  }, PROBE_MS);
  timer.unref();

  trackWrites(database.db, (ctx, lsn) => positions.set(ctx, lsnValue(lsn)));

  let next = 0;
  /** A usable replica that has replayed this user's last write, waiting for it up to waitMs. */
  const choose = async (ctx: TenantContext): Promise<Watched | 'none' | 'behind'> => {
    const usable = watched.filter((w) => w.up && w.lagSeconds !== null && w.lagSeconds <= opts.maxLagSeconds);
    if (usable.length === 0) return 'none';
    const chosen = usable[next++ % usable.length]!;
    const needed = ctx.userId ? await positions.get(ctx) : null;
    if (needed === null || (chosen.replayed !== null && chosen.replayed >= needed)) return chosen;
    const deadline = Date.now() + opts.waitMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      const { lsn } = await chosen.replica.replay().catch(() => ({ lsn: null }));
      if (lsn && lsnValue(lsn) >= needed) return chosen;
    }
    return 'behind';
  };

  return {
    async read(ctx, work, options) {
      const chosen = await choose(ctx);
      if (chosen === 'none' || chosen === 'behind') {
        served({ on: 'primary', reason: chosen === 'none' ? 'no usable replica' : 'own write not replayed' });
        return withTenant(database.db, ctx, work, options);
      }
      let started = false;
      try {
        const result = await withTenantOnReplica(
          chosen.replica.db,
          database.db,
          ctx,
          (tx) => {
            started = true;
            return work(tx);
          },
          options,
        );
        served({ on: 'replica' });
        return result;
      } catch (error) {
        // Once the work has begun its answer is the work's own (a refusal, a broken export).
        if (started) throw error;
        opts.log.warn(
          { err: error, replica: chosen.replica.name },
          'read replica failed: this read goes to the primary',
        );
        chosen.up = false;
        served({ on: 'primary', reason: 'replica failed' });
        return withTenant(database.db, ctx, work, options);
      }
    },
    states: () => watched.map((w) => ({ name: w.replica.name, up: w.up, lagSeconds: w.lagSeconds })),
    onRead: (listener) => void listeners.push(listener),
    async stop() {
      clearInterval(timer);
      await probing;
      await positions.close();
    },
  };
}

interface WritePositions {
  set(ctx: TenantContext, lsn: bigint): Promise<void>;
  /** The position of the user's last write within the window, or null. */
  get(ctx: TenantContext): Promise<bigint | null>;
  close(): Promise<void>;
}

/**
 * The users' last write positions for `windowMs`: in this process's memory, and with a Redis in
 * Redis too, so a write through one process holds for the reads through every other. While Redis
 * does not answer, each process still knows the writes made through itself.
 */
async function writePositions(opts: ReadRouterOptions, windowMs: number): Promise<WritePositions> {
  const local = new Map<string, { lsn: bigint; until: number }>();
  const keyOf = (ctx: TenantContext) => `${opts.redisPrefix}lsn:${ctx.tenantCode}:${ctx.userId}`;
  let redis: Redis | null = null;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err: Error) => opts.log.warn({ err }, 'Redis (read-your-writes positions)'));
    await redis.connect();
  }
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of local) if (entry.until < now) local.delete(key);
  };
  return {
    async set(ctx, lsn) {
      if (local.size > 100_000) sweep();
      const key = keyOf(ctx);
      const known = local.get(key);
      if (!known || known.lsn < lsn || known.until < Date.now()) local.set(key, { lsn, until: Date.now() + windowMs });
      await redis?.set(key, lsn.toString(), 'PX', windowMs).catch(() => undefined);
    },
    async get(ctx) {
      const key = keyOf(ctx);
      const known = local.get(key);
      const mine = known && known.until >= Date.now() ? known.lsn : null;
      const shared = await redis?.get(key).catch(() => null);
      const theirs = shared ? BigInt(shared) : null;
      if (mine === null) return theirs;
      return theirs !== null && theirs > mine ? theirs : mine;
    },
    async close() {
      await redis?.quit();
    },
  };
}
