import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOGIN_ADDRESS_FAILURE_LIMIT_DEFAULT, SESSION_TTL_MINUTES_DEFAULT } from '@tenure/domain/auth';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on (default: all IPv4 interfaces). */
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  /**
   * A connection straight to PostgreSQL (or through a session-mode pooler) for the migrations and the
   * job queue, when DATABASE_URL is a transaction-mode PgBouncer. Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /**
   * Read replicas (PostgreSQL streaming standbys of DATABASE_URL's server), comma-separated: reports,
   * exports, the directory and search read from them (see platform/read-replicas). Unset: no replicas.
   */
  DATABASE_READ_URL: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : [],
    z.array(z.string()),
  ),
  /**
   * More PostgreSQL clusters that tenants may be placed on (platform/placement.ts), comma-separated
   * `name=url` pairs: `cluster-b=postgres://db-b/tenure,cluster-c=postgres://db-c/tenure`. DATABASE_URL
   * is the home cluster (named DATABASE_CLUSTER_NAME): it keeps the tenants' directory and where each
   * tenant lives; a tenant not placed elsewhere lives there. Unset: one cluster.
   */
  DATABASE_CLUSTERS: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((pair) => pair.trim())
            .filter(Boolean)
            .map((pair) => {
              const at = pair.indexOf('=');
              return at > 0
                ? { name: pair.slice(0, at).trim(), url: pair.slice(at + 1).trim() }
                : { name: '', url: pair };
            })
        : [],
    z.array(
      z.object({
        name: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'DATABASE_CLUSTERS: each entry is name=url, the name in a-z, 0-9 and -'),
        url: z.string().min(1),
      }),
    ),
  ),
  /** The home cluster's name among DATABASE_CLUSTERS' (what `npm run tenant -- move CODE --to NAME` names it). */
  DATABASE_CLUSTER_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .default('main'),
  /** A replica further behind the primary than this is not read from (and a user's own write waits no longer). */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().positive().default(10),
  /** How long a user's read right after their own write waits for a replica to replay it before reading the primary. */
  DATABASE_READ_WAIT_MS: z.coerce.number().int().min(0).default(200),
  /**
   * Named prepared statements planned once per connection, and the planner settings given at
   * connect (the default). Turn off behind a transaction-mode pooler (PgBouncer): it cannot keep
   * them (before 1.21) and refuses connect-time settings.
   */
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  /** PostgreSQL connections per API process (default: DEFAULT_POOL_SIZE in platform/db.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** Uploaded files; defaults to DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(SESSION_TTL_MINUTES_DEFAULT),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tenure <no-reply@tenure.local>'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** `info` logs start/stop, errors and slow requests; every request line is logged at `debug`. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request answered after this many milliseconds is logged at `warn` (with its duration). */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /**
   * How users reach a tenant's host, for links in mails (set-password invitations): scheme and
   * port. The port defaults to PORT; set PUBLIC_PORT behind a proxy (443 and 80 are left out).
   */
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * The bearer token of the operator API (/api/operator: provision, suspend, resume tenants, change
   * their hosts). Unset: that API does not exist. At least 24 characters.
   */
  OPERATOR_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(24).optional()),
  /**
   * API requests per minute per client address, all /api routes together, for calls without a
   * verified session (login, forgot-password, tenant lookup, OTP; a new session's first call). The
   * web app's files are never counted; login has its own limits too. See platform/request-limits.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /**
   * Redis (`redis://host:port/db`) where the request limits are counted, shared by every API process
   * of a deployment behind a load balancer. Unset: each process counts in its own memory (one process,
   * the embedded database). See platform/request-limits and docs/operations.md.
   */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
  /** The prefix of the request-limit keys in Redis: deployments sharing one Redis each need their own. */
  REDIS_KEY_PREFIX: z.string().min(1).default('tenure:limits:'),
  /**
   * The bearer token of the Prometheus metrics at /metrics (at least 24 characters). Unset: no
   * /metrics route. See platform/metrics and docs/operations.md.
   */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(24).optional()),
  /** API requests per minute per signed-in user, whatever the address (an office shares one). */
  RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** API requests per minute of all signed-in users of one tenant together: no tenant takes the whole server. */
  RATE_LIMIT_PER_TENANT_PER_MINUTE: z.coerce.number().int().positive().default(20000),
  /**
   * Failed logins from one client address in LOGIN_FAILURE_WINDOW_MINUTES before every login from
   * it is refused (an account is locked after LOGIN_FAILURE_LIMIT of its own, whatever the address).
   */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(LOGIN_ADDRESS_FAILURE_LIMIT_DEFAULT),
  /**
   * Payload-key registrations per client address and minute: each browser registers one when the app
   * starts, so an office behind one address opening Tenure at 9 o'clock needs room for all of it.
   */
  PAYLOAD_KEY_REGISTRATIONS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Calls of the external-approval service per client API key and minute. */
  EXTERNAL_API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Calls of a tenant's SCIM client (its token) per minute: a first sync of a large directory sends many. */
  SCIM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Messages one user may send the HR assistant per minute. */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** How long the HR assistant waits for a tenant's model before its built-in engine answers. */
  CHAT_MODEL_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** This process runs queued jobs (off: it only queues them, for an API process beside worker processes). */
  JOBS_WORKER: z.stringbool().default(true),
  /** Scheduled jobs (accrual, expiries, carry-forward): a daily tick at 00:05 UTC and one at start-up. */
  JOBS_SCHEDULES: z.stringbool().default(true),
  /** A failed job is retried this often, after JOBS_RETRY_DELAY_SECONDS doubling each time. */
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** A job's queue delivery still unfinished after this long is failed and retried (an attempt that hangs). */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * A worker renews the heartbeat of the jobs it runs this often; a running job whose heartbeat is
   * older than 4 of these (its process died) is retried by the first worker to look, within about
   * 5 of these.
   */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().min(0.5).default(10),
  /** How often an idle worker looks for queued jobs (a job started in this process starts at once). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /**
   * Let identity providers be reached over plain http (a provider on this machine in development and
   * tests). Off: issuers and their endpoints must be https.
   */
  OIDC_ALLOW_HTTP: z.stringbool().default(false),
  /** The key (32 bytes, base64) sealing stored credentials such as the ERP password; unset: DATA_DIR/secrets.key. */
  SECRETS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'SECRETS_KEY must be 32 bytes in base64')
    .optional(),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
