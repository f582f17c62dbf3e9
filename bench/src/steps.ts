/**
 * One-off steps measured through the API process (an upload, a job, a report): the wall-clock
 * time, the API's CPU time and its peak memory, printed as a table row at once and again at the end.
 */
import { readFileSync } from 'node:fs';
import { fixed } from './load.ts';

export interface Figure {
  scenario: string;
  seconds: number;
  /** CPU seconds the API process spent on the step (user + system). */
  apiCpuSeconds: number;
  peakRssMb: number;
  outcome: string;
  target: string;
}

export const STEP_HEADER =
  'scenario'.padEnd(40) +
  'seconds'.padStart(9) +
  'API CPU s'.padStart(11) +
  'API MB'.padStart(9) +
  '  target'.padEnd(20) +
  '  outcome';
export const STEP_LEGEND =
  '(seconds: wall clock; API CPU s and MB: CPU time and peak resident memory of the API process during the step)';
const line = (f: Figure) =>
  f.scenario.padEnd(40) +
  fixed(f.seconds).padStart(9) +
  fixed(f.apiCpuSeconds).padStart(11) +
  fixed(f.peakRssMb, 0).padStart(9) +
  `  ${f.target}`.padEnd(20) +
  `  ${f.outcome.slice(0, 120)}`;

/** Figures kept for the summary; each is printed as it is recorded, so a later step failing loses nothing. */
export function stepFigures() {
  const figures: Figure[] = [];
  return {
    record(figure: Figure) {
      figures.push(figure);
      console.log(line(figure));
    },
    printSummary() {
      console.log(`\n${STEP_HEADER}\n${STEP_LEGEND}`);
      for (const f of figures) console.log(line(f));
    },
  };
}

/** The resident memory of a process in MB (Linux /proc). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** The CPU seconds a process has used (user + system; Linux clock ticks of 1/100 s). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Runs `work`, sampling the API process's memory every 100 ms; the time taken, the API's CPU time and its peak memory. */
export async function timed<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; apiCpuSeconds: number; peakRssMb: number }> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  try {
    const value = await work();
    return {
      value,
      seconds: (performance.now() - t0) / 1000,
      apiCpuSeconds: cpuSeconds(pid) - cpu0,
      peakRssMb: Math.max(peak, rssMb(pid)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A multipart upload of one file, as the upload pages send it. */
export async function fileRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls a job by its execution number until it has ended. */
export async function jobDone(port: number, headers: Record<string, string>, executionNumber: number) {
  for (;;) {
    const job = (await (await fetch(`http://127.0.0.1:${port}/api/jobs/${executionNumber}`, { headers })).json()) as {
      status: string;
      result: unknown;
      error: string | null;
    };
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}
