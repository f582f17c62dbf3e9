import type { FastifyInstance } from 'fastify';

/** Waits for a job the API started, through the polling call the client uses. */
export async function waitForJob(app: FastifyInstance, headers: Record<string, string>, executionNumber: number) {
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ method: 'GET', url: `/api/jobs/${executionNumber}`, headers });
    const job = res.json() as {
      status: string;
      progress: number;
      result: Record<string, unknown> | null;
      error: string | null;
    };
    if (job.status !== 'running' && job.status !== 'queued') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

/** Polls until `done` holds (bounded): jobs finish in the background. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}
