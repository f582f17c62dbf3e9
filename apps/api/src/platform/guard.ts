import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { hasAccess, type PermissionMap } from '@tenure/domain/access';
import { HEADERS } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { TENANT_MESSAGES } from '@tenure/domain/tenants';
import type { AuthContext, DataScope, RouteAccess, Scope } from './context.ts';
import { withTenant, withTenantOpening, type Db, type TenantTransactionOptions } from './db.ts';
import { AppError, forbidden, notFound, unauthorized } from './errors.ts';
import { flagOverridesOf, type FlagService } from './flags.ts';
import { sameHash, sha256 } from './secrets.ts';
import { resolveRequestAuth, rolePermissionCache } from './sessions.ts';
import { assertCallFromOwnPages, bearerToken, presentedSession } from './session-transport.ts';
import type { ReadRouter } from './read-replicas.ts';
import type { TenantDirectory } from './tenancy.ts';

export interface GuardDeps {
  db: Db;
  /** Read replicas' router (DATABASE_READ_URL), for request.inReadTenant; null without replicas. */
  reads: ReadRouter | null;
  tenants: TenantDirectory;
  flags: FlagService;
  /** OPERATOR_TOKEN: the operator API exists only when it is set. */
  operatorToken: string | undefined;
}

/**
 * The request pipeline every route passes: its access declaration is read, the tenant resolved
 * (X-TenantID, else the Host), the feature flag checked, the session (bearer token, or the web app's cookie with its CSRF token) verified, the
 * X-EntityID checked against the user's entities and the required key checked in that entity.
 */
export function registerGuard(app: FastifyInstance, deps: GuardDeps): void {
  const permissionsOf = rolePermissionCache(deps.db);
  app.decorateRequest('tenant', null);
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  app.decorateRequest('flags', null);
  app.decorateRequest('inTenant', function <
    T,
  >(this: FastifyRequest, work: Parameters<FastifyRequest['inTenant']>[0], options?: TenantTransactionOptions) {
    const tenant = this.tenant;
    if (!tenant) throw notFound(MESSAGES.tenantLookupFailed, 'TENANT_NOT_FOUND');
    const ctx = { tenantCode: tenant.code, userId: this.auth?.userId ?? null };
    const { flag, flagWithTransaction } = this.routeOptions.config;
    if (!flag || !flagWithTransaction || this.flags !== null)
      return withTenant(deps.db, ctx, work, options) as Promise<T>;
    // The flag the guard left to this transaction: read with its begin, checked before the work.
    return withTenantOpening<T, { overrides: string }>(
      deps.db,
      ctx,
      sql`select ${flagOverridesOf(tenant.code)} as overrides`,
      async (tx, opened) => {
        this.flags = deps.flags.resolve(tenant, opened?.overrides ?? '');
        if (!this.flags[flag]) throw notFound();
        return (await work(tx)) as T;
      },
      options,
    );
  });

  app.decorateRequest('inReadTenant', function <
    T,
  >(this: FastifyRequest, work: Parameters<FastifyRequest['inReadTenant']>[0], options?: TenantTransactionOptions) {
    const tenant = this.tenant;
    if (!tenant) throw notFound(MESSAGES.tenantLookupFailed, 'TENANT_NOT_FOUND');
    const ctx = { tenantCode: tenant.code, userId: this.auth?.userId ?? null };
    return (deps.reads ? deps.reads.read(ctx, work, options) : withTenant(deps.db, ctx, work, options)) as Promise<T>;
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
    const { flag, flagWithTransaction } = request.routeOptions.config;
    // A public route may leave its flag to its transaction's first round trip (see inTenant).
    const leftToTransaction = flagWithTransaction && 'public' in access;
    if (flag && !leftToTransaction && !(await deps.flags.forRequest(request))[flag]) throw notFound();
    if ('requires' in access && !hasAccess(request.auth!.permissions, access.requires)) throw forbidden();
    if ('requiresAll' in access && !access.requiresAll.every((key) => hasAccess(request.auth!.permissions, key)))
      throw forbidden();
    if (request.auth) request.scope = scopeOf(access, request.auth);
  });
}

/** Narrowest first: a grant replaces the declared scope only when it reaches further. */
const REACH: readonly DataScope[] = ['self', 'project-team', 'reportees', 'indirect-reportees', 'entity', 'all'];

/**
 * The route's scope for this caller: the declared one (`self` when none is declared), or the
 * widest of its `widerFor` grants whose key the caller holds.
 */
export function scopeOf(access: RouteAccess, auth: AuthContext): Scope {
  const declared = ('scope' in access && access.scope) || 'self';
  let scope = declared;
  // The key whose grants make the entity scope: the route's own, or the grant's that widened it.
  let key = 'requires' in access ? access.requires : 'requiresAll' in access ? access.requiresAll[0] : undefined;
  for (const grant of ('widerFor' in access && access.widerFor) || []) {
    if (REACH.indexOf(grant.scope) > REACH.indexOf(scope) && hasAccess(auth.permissions, grant.holding)) {
      scope = grant.scope;
      key = grant.holding;
    }
  }
  const me = auth.employeeId;
  switch (scope) {
    case 'all':
      return { kind: 'all' };
    case 'entity':
      // A route open to any user (no key) reaches the entity they work in only.
      return key
        ? { kind: 'entity', legalEntityId: auth.entity.id, userId: auth.userId, key }
        : { kind: 'self', employeeId: me };
    case 'reportees':
    case 'indirect-reportees':
      return {
        kind: 'reportees',
        managerId: me,
        indirect: scope === 'indirect-reportees',
        andSelf: declared === 'self',
      };
    case 'project-team':
      return { kind: 'project-team', employeeId: me };
    case 'self':
      return { kind: 'self', employeeId: me };
  }
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
  if (!token || !sameHash(sha256(token), sha256(operatorToken)))
    throw unauthorized('OPERATOR_TOKEN_REQUIRED', TENANT_MESSAGES.operatorTokenRequired);
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  permissionsOf: (tenantCode: string, roleVersions: string) => Promise<PermissionMap>,
): Promise<{ auth: AuthContext; flagOverrides: string }> {
  const session = presentedSession(request);
  if (!session) throw unauthorized();
  assertCallFromOwnPages(request, session);
  const tenantCode = request.tenant!.code;
  const requestedEntity = request.headers[HEADERS.entity];

  const entityCode = typeof requestedEntity === 'string' && requestedEntity ? requestedEntity : null;
  const row = await resolveRequestAuth(db, tenantCode, session.token, entityCode);
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
