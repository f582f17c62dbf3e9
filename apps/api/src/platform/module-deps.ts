import type { ActionRegistry } from './actions.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { FlagService } from './flags.ts';
import type { JobRunner } from './jobs.ts';
import type { ReadRouter } from './read-replicas.ts';
import type { createMailer } from './mail.ts';
import type { FileStorage } from './storage.ts';
import type { TenantDirectory } from './tenancy.ts';

/** What app.ts hands every module at registration: the platform services, never another module. */
export type ModuleDeps = {
  db: Database['db'];
  database: Database;
  /** Where request.inReadTenant reads go (DATABASE_READ_URL); null without read replicas. */
  reads: ReadRouter | null;
  config: Config;
  /**
   * How the server reaches identity providers (discovery, keys, tokens): the global fetch, or an
   * egress of the operator's choice. Tests route Microsoft's host to a provider they run.
   */
  identityProviderFetch: typeof fetch;
  tenants: TenantDirectory;
  flags: FlagService;
  mailer: ReturnType<typeof createMailer>;
  storage: FileStorage;
  /** Background and scheduled work (pg-boss): modules define their job kinds at registration. */
  jobs: JobRunner;
  /** Kinds of decisions waiting for a user, registered by the modules (My Actions, home count). */
  actions: ActionRegistry;
};
