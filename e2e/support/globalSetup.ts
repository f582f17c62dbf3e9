import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://localhost:<port> of the server under test. */
    baseUrl: string;
    port: number;
  }
}

/** The run's shared server (support/server.ts); stopped after the last file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('port', server.port);
  return () => server.stop();
}
