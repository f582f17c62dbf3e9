import { cpuMeter } from './cpu.ts';
import { headerLines, RawConnection } from './raw-http.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU milliseconds per answered request in the API process and in PostgreSQL (when measured). */
  apiCpuMs?: number;
  dbCpuMs?: number;
  /** CPU milliseconds per request spent generating the load (this process). */
  clientCpuMs?: number;
}

/** A figure for the printed tables: `-` when it was not measured. */
export const fixed = (n: number | undefined, digits = 1) =>
  n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '-';

export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    requests: sorted.length,
    errors,
    seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    rps: sorted.length / seconds,
  };
}

/** One request of a load: a GET, or a POST with a JSON body. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** A GET of `path` for every request. */
export const getEach = (path: () => string) => (): LoadRequest => ({ method: 'GET', path: path() });

/**
 * Closed-loop load: `concurrency` workers, each on its own keep-alive connection, send the next
 * request as soon as the previous answers, for `seconds` (bounded in time and count, loopback only).
 * A 2xx answer counts as answered; any other, and a lost connection, as an error (told to
 * `onRefusal`). `clientCpuMs` is what generating the load cost this process, on the same two cores.
 */
export async function runLoad(options: {
  port: number;
  /** Worker `slot`'s next request; null: that worker is done. */
  next: (slot: number) => LoadRequest | null;
  /** The headers of every worker's requests, or each worker's own. */
  headers: Record<string, string> | readonly Record<string, string>[];
  concurrency: number;
  seconds: number;
  apiPid?: number;
  /** The database whose PostgreSQL processes the CPU figure counts (the bench database when left out). */
  database?: string;
  onRefusal?: (answer: string) => void;
}): Promise<LoadResult> {
  const headers = Array.from({ length: options.concurrency }, (_, slot) =>
    headerLines(Array.isArray(options.headers) ? options.headers[slot]! : (options.headers as Record<string, string>)),
  );
  const connections = await Promise.all(
    Array.from({ length: options.concurrency }, () => RawConnection.open(options.port)),
  );
  const meter = options.apiPid ? cpuMeter(options.apiPid, options.database) : null;
  const clientBefore = process.cpuUsage();
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + options.seconds * 1000;
  // A connection the server closes counts as an error, and the worker goes on with a new one.
  const worker = async (slot: number) => {
    while (Date.now() < deadline && latencies.length + errors < 1_000_000) {
      const request = options.next(slot);
      if (!request) return;
      const started = process.hrtime.bigint();
      try {
        const { status, body } = await connections[slot]!.request(
          request.method,
          request.path,
          headers[slot]!,
          request.body,
        );
        if (status >= 200 && status < 300) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else {
          errors++;
          options.onRefusal?.(`${status} ${body.toString()}`);
        }
      } catch (error) {
        errors++;
        options.onRefusal?.((error as Error).message);
        connections[slot]!.close();
        connections[slot] = await RawConnection.open(options.port);
      }
    }
  };
  const started = Date.now();
  await Promise.all(connections.map((_, slot) => worker(slot)));
  const answered = latencies.length + errors;
  const client = process.cpuUsage(clientBefore);
  const cpu = meter?.stop(answered);
  for (const connection of connections) connection.close();
  return {
    ...summarise(latencies, errors, (Date.now() - started) / 1000),
    clientCpuMs: (client.user + client.system) / 1000 / answered,
    ...(cpu ? { apiCpuMs: cpu.apiMsPerRequest, dbCpuMs: cpu.dbMsPerRequest } : {}),
  };
}

/** The same closed loop for a direct database query, to print the API's overhead as a ratio. */
export async function runQueryLoad(
  run: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = process.hrtime.bigint();
      try {
        await run();
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      } catch {
        errors++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarise(latencies, errors, (Date.now() - started) / 1000);
}
