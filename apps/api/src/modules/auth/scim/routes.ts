import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SCIM_BASE_PATH } from '@tenure/domain/auth';
import { minuteAllowance } from '../../../platform/call-allowance.ts';
import type { Database, Tx } from '../../../platform/db.ts';
import { sqlStateOf } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { bearerToken } from '../../../platform/session-transport.ts';
import { checkJsonDepth } from '../../../platform/input-bytes.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { everyCluster } from '../../../platform/placement.ts';
import { sha256 } from '../../../platform/secrets.ts';
import {
  resourceTypes,
  schemas,
  SCIM_CONTENT_TYPE,
  scimBody,
  ScimError,
  scimNotFound,
  serviceProviderConfig,
  type ScimType,
} from './protocol.ts';
import { tokenByHash } from './queries.ts';
import * as scim from './service.ts';

/** The live token with this hash on whichever cluster holds its tenant (platform/placement.ts). */
async function tokenOnAnyCluster(home: Database, hash: string) {
  for (const database of everyCluster(home)) {
    const row = await tokenByHash(database, hash);
    if (row) return row;
  }
  return null;
}

/** A SCIM body: one user or group, or a PATCH of a group's members in batches (Entra sends up to a few hundred). */
const BODY_LIMIT = 256 * 1024;

/** What the SCIM service does for one resource type (Users, Groups). */
interface ScimResource {
  list(tx: Tx, c: scim.ScimCaller, query: scim.ListQuery): Promise<unknown>;
  create(tx: Tx, c: scim.ScimCaller, body: unknown): Promise<unknown>;
  get(tx: Tx, c: scim.ScimCaller, id: string): Promise<unknown>;
  replace(tx: Tx, c: scim.ScimCaller, id: string, body: unknown): Promise<unknown>;
  patch(tx: Tx, c: scim.ScimCaller, id: string, body: unknown): Promise<unknown>;
  remove(tx: Tx, c: scim.ScimCaller, id: string): Promise<unknown>;
}

/**
 * SCIM 2.0 (RFC 7644) for a tenant's identity provider, under /api/scim/v2. No Tenure session and
 * no X-TenantID: the bearer token is the tenant's SCIM token (issued on the setup page, only its
 * SHA-256 kept), and names the tenant. The calls fall under the per-address limits of calls
 * without a session, and each token has its own allowance per minute (SCIM_RATE_LIMIT_PER_MINUTE,
 * pooled across API processes like the API keys'). Every answer, refusals included, is
 * application/scim+json, errors in SCIM's Error schema with their scimType.
 */
export function scimRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const callers = new WeakMap<FastifyRequest, scim.ScimCaller>();
  const allowance = minuteAllowance(fastify, deps.database, {
    name: 'scim',
    max: deps.config.SCIM_RATE_LIMIT_PER_MINUTE,
    message: 'Too many SCIM requests: please slow down.',
  });

  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (request, body, done) => {
    try {
      checkJsonDepth(body.toString());
    } catch (error) {
      return done(error as Error, undefined);
    }
    parseJson(request, body.toString(), done);
  });

  fastify.setErrorHandler((err: FastifyError | AppError | ScimError, request, reply) => {
    let status: number;
    let detail: string;
    let scimType: ScimType | undefined;
    if (err instanceof ScimError) [status, detail, scimType] = [err.status, err.detail, err.scimType];
    else if (err instanceof AppError) {
      [status, detail] = [err.statusCode, err.message];
      if (status === 409) scimType = 'uniqueness';
      else if (status === 400) scimType = 'invalidValue';
    } else if (hasZodFastifySchemaValidationErrors(err))
      [status, detail, scimType] = [400, err.message, 'invalidValue'];
    else if (sqlStateOf(err) === '23505')
      [status, detail, scimType] = [409, 'Another request made this resource at the same time.', 'uniqueness'];
    else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own refusals: bad JSON, too large a body, an unsupported content type.
      [status, detail] = [err.statusCode, err.message];
      if (status === 400) scimType = 'invalidSyntax';
    } else {
      request.log.error({ err, reqId: request.id }, 'unexpected error');
      [status, detail] = [500, 'Something went wrong! Please try again later.'];
    }
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
    return reply
      .code(status)
      .type(SCIM_CONTENT_TYPE)
      .send(scimBody(status, detail, scimType));
  });

  // The token names the tenant; its calls then run in that tenant's transactions like any other.
  fastify.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const row = token ? await tokenOnAnyCluster(deps.database, sha256(token)) : null;
    if (!row) throw new ScimError(401, 'A valid SCIM bearer token is required.');
    request.tenant = await deps.tenants.require({ code: row.tenantCode });
    allowance.take(row.id);
    callers.set(request, {
      tokenId: row.id,
      tenantCode: row.tenantCode,
      providerId: row.providerId,
      requestId: request.id,
      base: `${request.protocol}://${request.host}${SCIM_BASE_PATH}`,
    });
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 204) reply.header('content-type', SCIM_CONTENT_TYPE);
    return payload;
  });

  const config = { access: { public: true, tenant: 'none' } as const, plainPayload: true };
  const options = { config, bodyLimit: BODY_LIMIT, schema: { tags: ['scim'], hide: true } };
  type Handler = (tx: Tx, caller: scim.ScimCaller, request: FastifyRequest) => Promise<unknown>;
  const run = (work: Handler, status = 200) =>
    async function handle(request: FastifyRequest, reply: FastifyReply) {
      const caller = callers.get(request)!;
      const result = await request.inTenant((tx) => work(tx, caller, request));
      return status === 204 ? reply.code(204).send() : reply.code(status).send(result);
    };
  const id = (request: FastifyRequest) => (request.params as { id: string }).id;
  const query = (request: FastifyRequest) => request.query as scim.ListQuery;
  const base = (request: FastifyRequest) => callers.get(request)!.base;

  fastify.get('/ServiceProviderConfig', options, async (request) => serviceProviderConfig(base(request)));
  fastify.get('/ResourceTypes', options, async (request) => {
    const types = resourceTypes(base(request));
    return {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: types.length,
      startIndex: 1,
      itemsPerPage: types.length,
      Resources: types,
    };
  });
  fastify.get('/ResourceTypes/:id', options, async (request) => {
    const found = resourceTypes(base(request)).find((t) => t.id === id(request));
    if (!found) throw scimNotFound(`ResourceType ${id(request)}`);
    return found;
  });
  fastify.get('/Schemas', options, async (request) => {
    const all = schemas(base(request));
    return {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: all.length,
      startIndex: 1,
      itemsPerPage: all.length,
      Resources: all,
    };
  });
  fastify.get('/Schemas/:id', options, async (request) => {
    const found = schemas(base(request)).find((s) => s.id === id(request));
    if (!found) throw scimNotFound(`Schema ${id(request)}`);
    return found;
  });

  /** A resource type's endpoints (RFC 7644 §3): list and create on its path, read, replace, patch and delete by id. */
  const resource = (path: string, r: ScimResource) => {
    fastify.get(
      path,
      options,
      run((tx, c, req) => r.list(tx, c, query(req))),
    );
    fastify.post(
      path,
      options,
      run((tx, c, req) => r.create(tx, c, req.body), 201),
    );
    fastify.get(
      `${path}/:id`,
      options,
      run((tx, c, req) => r.get(tx, c, id(req))),
    );
    fastify.put(
      `${path}/:id`,
      options,
      run((tx, c, req) => r.replace(tx, c, id(req), req.body)),
    );
    fastify.patch(
      `${path}/:id`,
      options,
      run((tx, c, req) => r.patch(tx, c, id(req), req.body)),
    );
    fastify.delete(
      `${path}/:id`,
      options,
      run((tx, c, req) => r.remove(tx, c, id(req)), 204),
    );
  };
  resource('/Users', {
    list: scim.listUsers,
    create: scim.createUser,
    get: scim.getUser,
    replace: scim.replaceUser,
    patch: scim.patchUser,
    remove: scim.deleteUser,
  });
  resource('/Groups', {
    list: scim.listGroups,
    create: scim.createGroup,
    get: scim.getGroup,
    replace: scim.replaceGroup,
    patch: scim.patchGroup,
    remove: scim.deleteGroup,
  });
}
