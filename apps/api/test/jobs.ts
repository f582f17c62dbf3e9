import type { FastifyInstance } from 'fastify';

/** Waits for a job the API started, through the polling call the client uses. */
export async function waitForJob(app: FastifyInstance, headers: Record<string, string>, executionNumber: number) {
  for (let i = 0; i < 600; i++) {
    const res = await app.inject({ method: 'GET', url: `/api/jobs/${executionNumber}`, headers });
    const job = res.json() as { status: string; progress: number; result: Record<string, unknown> | null; error: string | null };
    if (job.status !== 'running' && job.status !== 'queued') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}
