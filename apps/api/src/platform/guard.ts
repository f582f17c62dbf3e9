import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess, type PermissionMap } from '@tenure/domain/access';
import { HEADERS } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { TENANT_MESSAGES } from '@tenure/domain/tenants';
import type { AuthContext } from './context.ts';
import { withTenant, type Db } from './db.ts';
import { AppError, forbidden, notFound, unauthorized } from './errors.ts';
import type { FlagService } from './flags.ts';
import { sameHash, sha256 } from './secrets.ts';
import { resolveRequestAuth, rolePermissionCache } from './sessions.ts';
import type { TenantDirectory } from './tenancy.ts';

export interface GuardDeps {
  db: Db;
  tenants: TenantDirectory;
  flags: FlagService;
  /** OPERATOR_TOKEN: the operator API exists only when it is set. */
  operatorToken: string | undefined;
}

/**
 * The request pipeline every route passes: its access declaration is read, the tenant resolved
 * (X-TenantID, else the Host), the feature flag checked, the bearer session verified, the
 * X-EntityID checked against the user's entities and the required key checked in that entity.
 */
export function registerGuard(app: FastifyInstance, deps: GuardDeps): void {
  const permissionsOf = rolePermissionCache(deps.db);
  app.decorateRequest('tenant', null);
  app.decorateRequest('auth', null);
  app.decorateRequest('flags', null);
  app.decorateRequest('inTenant', function <T>(this: FastifyRequest, work: Parameters<FastifyRequest['inTenant']>[0]) {
    if (!this.tenant) throw notFound(MESSAGES.tenantLookupFailed, 'TENANT_NOT_FOUND');
    return withTenant(deps.db, { tenantCode: this.tenant.code, userId: this.auth?.userId ?? null }, work) as Promise<T>;
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new AppError(500, 'ROUTE_WITHOUT_ACCESS', MESSAGES.somethingWentWrong);
    if ('public' in access && access.tenant === 'none') return;
    if ('operator' in access) return checkOperatorToken(request, deps.operatorToken);

    request.tenant = await resolveTenant(request, deps.tenants);

    // A signed-in call reads the flags with its session (no extra round trip), so the session is
    // checked first: without one, a switched-off route answers 401 like any other.
    if (!('public' in access)) {
      const { auth, flagOverrides } = await authenticate(request, deps.db, permissionsOf);
      request.auth = auth;
      request.flags = deps.flags.resolve(request.tenant, flagOverrides);
    }
    const flag = request.routeOptions.config.flag;
    if (flag && !(await deps.flags.forRequest(request))[flag]) throw notFound();
    if ('requires' in access && !hasAccess(request.auth!.permissions, access.requires)) throw forbidden();
    if ('requiresAll' in access && !access.requiresAll.every((key) => hasAccess(request.auth!.permissions, key))) throw forbidden();
  });
}

async function resolveTenant(request: FastifyRequest, directory: TenantDirectory) {
  const code = request.headers[HEADERS.tenant];
  if (typeof code === 'string' && code.trim()) return directory.require({ code: code.trim() });
  return directory.require({ host: request.hostname });
}

/**
 * The operator API belongs to whoever runs the platform, never to a tenant's user: it takes only
 * the OPERATOR_TOKEN of the environment as its bearer token (a user's session token is refused
 * like any wrong one), and does not exist (404) when none is configured. Both sides are hashed
 * before the constant-time comparison, so neither the length nor the bytes leak through timing.
 */
function checkOperatorToken(request: FastifyRequest, operatorToken: string | undefined): void {
  if (!operatorToken) throw notFound();
  const token = bearerToken(request);
  if (!token || !sameHash(sha256(token), sha256(operatorToken))) throw unauthorized('OPERATOR_TOKEN_REQUIRED', TENANT_MESSAGES.operatorTokenRequired);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match && match[1] !== 'null' ? match[1]! : null;
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  permissionsOf: (tenantCode: string, roleVersions: string) => Promise<PermissionMap>,
): Promise<{ auth: AuthContext; flagOverrides: string }> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const tenantCode = request.tenant!.code;
  const requestedEntity = request.headers[HEADERS.entity];

  const entityCode = typeof requestedEntity === 'string' && requestedEntity ? requestedEntity : null;
  const row = await resolveRequestAuth(db, tenantCode, token, entityCode);
  if (!row) throw unauthorized();
  if (!row.userEntityMappingId) throw forbidden(MESSAGES.entityNotAllowed, 'ENTITY_NOT_ALLOWED');
  const auth: AuthContext = {
    userId: row.userId,
    sessionId: row.sessionId,
    sessionExpiresAt: row.expiresAt,
    employeeId: row.employeeId,
    entity: {
      id: row.legalEntityId!,
      code: row.legalEntityCode!,
      name: row.legalEntityName!,
      userEntityMappingId: row.userEntityMappingId,
    },
    permissions: await permissionsOf(tenantCode, row.roleVersions),
  };
  return { auth, flagOverrides: row.flagOverrides };
}
