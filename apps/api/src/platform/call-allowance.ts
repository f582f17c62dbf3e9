import { AppError } from './errors.ts';

/**
 * A number of calls per window (a minute from its first call) for each of many callers (an API key), counted in this
 * process. Unlike the IP limit of @fastify/rate-limit, whose counters are per route, one caller's
 * calls to every route share the allowance, and only callers already recognised are counted.
 */
export class CallAllowance {
  private readonly windows = new Map<string, { start: number; calls: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly message: string,
  ) {}

  /** Counts a call of `caller`; 429 once its allowance for the current window is spent. */
  take(caller: string, now = Date.now()): void {
    const window = this.windows.get(caller);
    // A caller's window opens with its first call after the last one closed.
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
      this.windows.set(caller, { start: now, calls: 1 });
      return;
    }
    window.calls++;
    if (window.calls > this.max) throw new AppError(429, 'TOO_MANY_REQUESTS', this.message);
  }
}
