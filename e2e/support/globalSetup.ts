import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/** The run's servers: one per worker (vitest.config.ts), each answering one file at a time. */
export interface RunServer {
  /** http://localhost:<port> */
  baseUrl: string;
  port: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: RunServer[];
  }
}

/**
 * Starts the run's servers (support/server.ts, each on a fresh database with the demo seed): one per
 * worker, so the files a worker runs one after another see one server, as a single serial run did.
 * Stopped after the last file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = project.config.maxWorkers;
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, port }) => ({ baseUrl, port })),
  );
  return stopAll;
}
