import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tenure/domain/messages';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import { createActionRegistry } from './platform/actions.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { checkJsonDepth, registerBadByteCheck } from './platform/input-bytes.ts';
import { MAX_UPLOAD_BYTES } from './platform/uploads.ts';
import { FlagService } from './platform/flags.ts';
import { registerGuard } from './platform/guard.ts';
import { registerRequestLimits } from './platform/request-limits.ts';
import { bindRequestContext, RequestLog } from './platform/request-log.ts';
import { registerMetrics } from './platform/metrics.ts';
import { payloadCrypto } from './platform/payload-crypto.ts';
import { createDatabaseKeyStore } from './platform/payload-key-store.ts';
import { createMailer } from './platform/mail.ts';
import { createJobRunner } from './platform/jobs.ts';
import { createReadRouter } from './platform/read-replicas.ts';
import { configuredStorage } from './platform/storage.ts';
import { isInternalCall } from './platform/internal-calls.ts';
import { TenantDirectory } from './platform/tenancy.ts';
import { registerModules } from './modules/index.ts';
import { biFrameSourcesOf } from './modules/reports/index.ts';
import type { RouteAccess } from './platform/context.ts';
import type { FlagKey } from '@tenure/domain/flags';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  flag: FlagKey | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its access declaration (read by the route-declaration test). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface AppDeps {
  database: Database;
  config: Config;
  /** Where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
  /** How the server reaches identity providers (default: the global fetch); see ModuleDeps. */
  identityProviderFetch?: typeof fetch;
}

/** A year; no includeSubDomains: each tenant host earns its own when it is reached over HTTPS. */
const HSTS = 'max-age=31536000';

export async function buildApp({
  database,
  config,
  logStream,
  identityProviderFetch,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    logController: new RequestLog(config.LOG_SLOW_REQUEST_MS),
    // Only behind a proxy that sets X-Forwarded-For may the client address come from that header.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);

  // API documentation and the web app's static files are public by nature; every other /api route
  // declares its access itself (a test fails on one that does not).
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const webAppFile = !route.url.startsWith('/api');
    if (route.url.startsWith('/api/docs') || webAppFile) {
      route.config = { ...route.config, access: { public: true, tenant: 'none' }, plainPayload: true };
    }
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: route.config?.access, flag: route.config?.flag });
  });

  const securityHeaders = staticHeadersOf(
    helmet({
      // Sent per request below, only where the request came over HTTPS; over plain http it would break pages.
      hsts: false,
      // The onboarding page opens the tenant's external onboarding site and posts it the token
      // (SPEC §6): same-origin would cut the popup off from its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          defaultSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          scriptSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
        },
      },
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    // HSTS where the browser reached us over HTTPS: behind a proxy that says so (TRUST_PROXY and
    // X-Forwarded-Proto: https, docs/operations.md), never over plain http, where it would lock a host out.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  // The web app's session and CSRF cookies (platform/session-transport.ts), read before the request limits count the user.
  await app.register(cookie);
  // API answers carry personal data and tokens: no browser or proxy may keep them. Only a public
  // answer that chose its own caching (a tenant's logo) keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config.access;
    if (request.url.startsWith('/api/') && (!access || !('public' in access) || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  // The general limits (per user, per tenant, per address; never the web app's files), counted in
  // Redis when REDIS_URL is set; routes with limits of their own use the plugin's hooks.
  const requestLimits = await registerRequestLimits(app, config);
  // Before the routes (it hooks each as it is added) and the web app's files; its onSend runs after
  // the instance's, so an encrypted answer is compressed as sent.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Clients send small JSON bodies; inflating uploads would let a small body grow past bodyLimit's check.
    globalDecompression: false,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Tenure API', version: '1.2.6' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const reads = await createReadRouter(database, {
    maxLagSeconds: config.DATABASE_READ_MAX_LAG_SECONDS,
    waitMs: config.DATABASE_READ_WAIT_MS,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_KEY_PREFIX,
    log: app.log,
  });
  if (reads) app.addHook('onClose', () => reads.stop());
  const deps = {
    db: database.db,
    database,
    reads,
    config,
    identityProviderFetch: identityProviderFetch ?? fetch,
    tenants: new TenantDirectory(database.db),
    flags: new FlagService(database.db),
    mailer: createMailer(database.db, config.SMTP_URL, config.MAIL_FROM),
    storage: configuredStorage(config),
    jobs: createJobRunner(database, {
      work: config.JOBS_WORKER,
      schedules: config.JOBS_SCHEDULES,
      retryLimit: config.JOBS_RETRY_LIMIT,
      retryDelaySeconds: config.JOBS_RETRY_DELAY_SECONDS,
      expireInSeconds: config.JOBS_EXPIRE_SECONDS,
      heartbeatSeconds: config.JOBS_HEARTBEAT_SECONDS,
      pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
      onError: (error) => app.log.error({ err: error }, 'job queue'),
    }),
    actions: createActionRegistry(),
  };
  // Registered before the guard so that even its refusals reach an encrypting client encrypted.
  await app.register(payloadCrypto, {
    keyStore: createDatabaseKeyStore(database.db),
    tenantCodeOf: (request) => request.tenant?.code ?? null,
    registrationsPerMinute: config.PAYLOAD_KEY_REGISTRATIONS_PER_MINUTE,
    // The assistant's calls on a user's behalf stay inside the process (platform/internal-calls).
    isEncryptionRequired: async (request) =>
      request.tenant && !isInternalCall(request) ? (await deps.flags.forRequest(request)).payloadEncryption : false,
  });
  registerBadByteCheck(app);
  registerGuard(app, { ...deps, operatorToken: config.OPERATOR_TOKEN });
  requestLimits.afterGuard();
  bindRequestContext(app);
  // The web app's page may frame its tenant's BI dashboards (modules/reports, "Bring your own BI").
  app.addHook('onSend', biFrameSourcesOf(deps).onSend);
  await registerModules(app, deps);
  registerMetrics(app, { token: config.METRICS_TOKEN, database, jobs: deps.jobs, reads });
  // The modules have defined their job kinds; a job still running finishes before the database closes.
  await deps.jobs.start();
  app.addHook('onClose', () => deps.jobs.stop());
  await serveWebApp(app, config.WEB_DIST);
  return app;
}

/**
 * Many HTTP clients label a body-less POST `application/json`: an empty (or blank) body then means
 * no body, as without the label, instead of a parse error. Anything else is parsed with its depth
 * bounded (platform/input-bytes) and, as Fastify's own parser does, `__proto__` and `constructor`
 * keys refused.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    try {
      checkJsonDepth(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    parseJson(request, text, done);
  });
}

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router decides. The
 * build's `.br`/`.gz` siblings (apps/web/scripts/precompress.ts) go to clients that accept them.
 * Files under assets/ are named by their content's hash (Vite): cached for a year, never
 * revalidated; index.html and the other files revalidate (ETag, Last-Modified) on every load.
 */
async function serveWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const indexHtml = path.join(dist, 'index.html');
  const hasDist = fs.existsSync(indexHtml);
  const hashedFile = (file: string) => path.relative(dist, file).split(path.sep)[0] === 'assets';
  if (hasDist)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, file) => {
        response.setHeader('cache-control', hashedFile(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        response.setHeader('vary', 'accept-encoding');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    // A missing script or style (an old build's chunk) is a 404, never the page in its place.
    const missingAsset = request.url.startsWith('/assets/');
    if (request.url.startsWith('/api') || missingAsset || !hasDist || request.method !== 'GET') {
      return reply.code(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}

/**
 * The headers a helmet middleware sets, read once: with our options they are the same on every
 * response, so each request copies them instead of running a dozen middlewares (the
 * @fastify/helmet plugin even rebuilt the middleware per request).
 */
function staticHeadersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
