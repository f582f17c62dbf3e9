import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess, type PermissionMap } from '@tenure/domain/access';
import { HEADERS } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import type { AuthContext } from './context.ts';
import { withTenant, type Db } from './db.ts';
import { AppError, forbidden, notFound, unauthorized } from './errors.ts';
import type { FlagService } from './flags.ts';
import { resolveRequestAuth, rolePermissionCache } from './sessions.ts';
import type { TenantDirectory } from './tenancy.ts';

export interface GuardDeps {
  db: Db;
  tenants: TenantDirectory;
  flags: FlagService;
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

    request.tenant = await resolveTenant(request, deps.tenants);
    if (!request.tenant) throw notFound(MESSAGES.tenantLookupFailed, 'TENANT_NOT_FOUND');

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
  });
}

async function resolveTenant(request: FastifyRequest, directory: TenantDirectory) {
  const code = request.headers[HEADERS.tenant];
  if (typeof code === 'string' && code.trim()) return directory.byCode(code.trim());
  return directory.byHost(request.hostname);
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
