import http from 'node:http';
import { cpuMeter } from './cpu.ts';

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
}

/** A figure for the printed tables: `-` when it was not measured. */
export const fixed = (n: number | undefined, digits = 1) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '-');

export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { requests: sorted.length, errors, seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: sorted.length / seconds };
}

/**
 * Closed-loop load: `concurrency` workers each send the next request as soon as the previous
 * answers, for `seconds` (bounded in time and count, loopback only).
 */
export async function runLoad(
  options: { port: number; path: () => string; headers: Record<string, string>; concurrency: number; seconds: number; apiPid?: number },
): Promise<LoadResult> {
  const meter = options.apiPid ? cpuMeter(options.apiPid) : null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + options.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        { host: '127.0.0.1', port: options.port, path: options.path(), headers: options.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => (errors++, resolve()));
      req.end();
    });
  const worker = async () => {
    while (Date.now() < deadline && latencies.length + errors < 1_000_000) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  const cpu = meter?.stop(latencies.length + errors);
  return { ...summarise(latencies, errors, (Date.now() - started) / 1000), ...(cpu ? { apiCpuMs: cpu.apiMsPerRequest, dbCpuMs: cpu.dbMsPerRequest } : {}) };
}

/** The same closed loop for a direct database query, to print the API's overhead as a ratio. */
export async function runQueryLoad(run: () => Promise<unknown>, concurrency: number, seconds: number): Promise<LoadResult> {
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
