import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import type { Database } from './db.ts';

/** One window's calls of one caller, as this process counts them and as the others last told. */
interface Window {
  start: number;
  /** Calls this process took in the window. */
  calls: number;
  /** Of those, the calls not yet told to the other processes. */
  untold: number;
  /** Calls the other processes took in the window, as of the last exchange. */
  elsewhere: number;
}

/** A window's calls to add for a caller; the store answers each window's total over every process. */
export interface CallCount {
  caller: string;
  windowStart: number;
  calls: number;
}

/** Where the processes of one deployment pool their callers' calls (the database: callCountsIn). */
export interface CallCountStore {
  add(counts: readonly CallCount[]): Promise<CallCount[]>;
}

/**
 * A number of calls per window (windows aligned to the clock, a minute for API keys) for each of
 * many callers (an API key). Unlike the IP limit of @fastify/rate-limit, whose counters are per
 * route, one caller's calls to every route share the allowance, and only callers already
 * recognised are counted. With a store, the API processes of a deployment share one allowance:
 * every `everyMs` each tells the store its new calls and learns the others', so a caller spread
 * over several processes gets at most what they let through before the next exchange.
 */
export class CallAllowance {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | null = null;
  /** The newest window a call fell in. */
  private latestStart = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly message: string,
    private readonly shared?: { store: CallCountStore; everyMs: number; onError(error: unknown): void },
  ) {}

  /** Counts a call of `caller`; 429 once its allowance for the current window is spent. */
  take(caller: string, now = Date.now()): void {
    const start = now - (now % this.windowMs);
    this.latestStart = Math.max(this.latestStart, start);
    let window = this.windows.get(caller);
    if (!window || window.start !== start) {
      if (this.windows.size > 10_000)
        for (const [key, w] of this.windows) if (w.start !== start) this.windows.delete(key);
      window = { start, calls: 0, untold: 0, elsewhere: 0 };
      this.windows.set(caller, window);
    }
    window.calls++;
    window.untold++;
    if (this.shared && !this.timer) {
      this.timer = setInterval(() => void this.exchange().catch(this.shared!.onError), this.shared.everyMs);
      this.timer.unref();
    }
    if (window.calls + window.elsewhere > this.max) throw new AppError(429, 'TOO_MANY_REQUESTS', this.message);
  }

  /** Tells the store this process's new calls and learns every window's total (the timer's work; tests call it). */
  async exchange(): Promise<void> {
    if (!this.shared) return;
    // Windows with new calls, and the current ones even without: their callers may be busy elsewhere.
    const told = [...this.windows]
      .filter(([, w]) => w.untold > 0 || w.start === this.latestStart)
      .map(([caller, w]) => ({ caller, window: w, calls: w.untold }));
    if (told.length === 0) return;
    for (const t of told) t.window.untold = 0;
    try {
      const totals = new Map(
        (
          await this.shared.store.add(
            told.map((t) => ({ caller: t.caller, windowStart: t.window.start, calls: t.calls })),
          )
        ).map((c) => [`${c.caller}@${c.windowStart}`, c.calls]),
      );
      // The total holds this process's told calls; calls taken while the store answered are not told yet.
      for (const { caller, window } of told)
        window.elsewhere = Math.max(0, (totals.get(`${caller}@${window.start}`) ?? 0) - (window.calls - window.untold));
    } catch (error) {
      for (const t of told) t.window.untold += t.calls;
      throw error;
    }
  }

  /** Stops the exchanges (the app closing). */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * The database as the store: one statement adds every caller's calls and answers the totals,
 * removing windows that ended before the previous one. Run as the owner (Database.executeSql),
 * outside any tenant: the counts name keys by id and hold nothing else.
 */
export function callCountsIn(database: Pick<Database, 'executeSql'>, windowMs: number): CallCountStore {
  return {
    async add(counts) {
      const oldest = Math.min(...counts.map((c) => c.windowStart)) - windowMs;
      const { rows } = await database.executeSql(
        `with gone as (delete from api_call_counts where window_start < $2)
         insert into api_call_counts (caller, window_start, calls)
         select caller, window_start, calls from jsonb_to_recordset($1::jsonb) as c(caller text, window_start bigint, calls int)
         on conflict (caller, window_start) do update set calls = api_call_counts.calls + excluded.calls
         returning caller, window_start::float8 as "windowStart", calls`,
        [
          JSON.stringify(counts.map((c) => ({ caller: c.caller, window_start: c.windowStart, calls: c.calls }))),
          oldest,
        ],
      );
      return rows as CallCount[];
    },
  };
}

const MINUTE_MS = 60_000;

/**
 * A number of calls per minute for each caller of one kind of call (`family`: an API key's calls, a
 * user's chat messages), stopped with the app. On PostgreSQL the API processes of a deployment pool
 * their counts through the database every second, so a caller spread over several processes gets
 * the allowance in total (plus what they let through within that second); PGlite is one process.
 */
export function minuteAllowance(
  app: FastifyInstance,
  database: Database,
  family: { name: string; max: number; message: string },
): { take(caller: string): void } {
  const shared =
    database.kind === 'postgres'
      ? {
          store: callCountsIn(database, MINUTE_MS),
          everyMs: 1_000,
          onError: (err: unknown) => app.log.warn({ err, family: family.name }, 'call counts not shared'),
        }
      : undefined;
  const allowance = new CallAllowance(family.max, MINUTE_MS, family.message, shared);
  app.addHook('onClose', async () => allowance.close());
  return { take: (caller) => allowance.take(`${family.name}:${caller}`) };
}
