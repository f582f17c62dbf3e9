import type { AccessKey, PermissionMap } from '@tenure/domain/access';
import type { FlagKey, FlagSet } from '@tenure/domain/flags';
import type { TenantTransactionOptions, Tx } from './db.ts';

/** Who may call a route. Every route declares one (a test enumerates them). */
export type RouteAccess =
  /** No session. `tenant: 'none'` for the few calls made before a tenant is known. */
  | { public: true; tenant?: 'none' }
  /** Any logged-in user, for self-service calls whose data is scoped to the caller (scope `self`). */
  | { authenticated: true; widerFor?: readonly ScopeGrant[] }
  /** A logged-in user holding this key in the selected legal entity. */
  | { requires: AccessKey; scope?: DataScope; widerFor?: readonly ScopeGrant[] }
  /** A logged-in user holding every one of these keys (a page whose menu needs two, like bulk update). */
  | { requiresAll: readonly AccessKey[]; scope?: DataScope; widerFor?: readonly ScopeGrant[] }
  /** The platform's operator (OPERATOR_TOKEN), outside every tenant; never a tenant's user. */
  | { operator: true };

/**
 * Whose rows a route may return. The guard resolves it into the request's `Scope` (viewer.scope),
 * which the use-case applies (employees' `inScope`/`scopedEmployee`, timesheets' project teams).
 * A route that declares none is `self`.
 */
export type DataScope = 'self' | 'reportees' | 'indirect-reportees' | 'project-team' | 'entity' | 'all';

/**
 * A wider scope for holders of another key on the same route: a manager (TeamLeave) or HR reading
 * someone else's balances on a self-service page. The guard takes the widest one the viewer holds.
 */
export interface ScopeGrant {
  holding: AccessKey;
  scope: DataScope;
}

/**
 * A route's scope resolved for one request: the rows of whom the use-case may return or act on.
 * `reportees` is strictly below the manager (direct only unless `indirect`); `andSelf` adds the
 * manager's own rows (a self-service route widened for a manager). `project-team` names the viewer:
 * the projects they manage, approve or work on are timesheets' to find. `entity` is the legal
 * entities where a role of `userId` grants `key` (the key that opened the route), read with
 * platform/entity-grants' `entitiesInScope`; `legalEntityId` is the one the viewer works in
 * (X-EntityID), always among them: a page about one entity uses it, a view across entities the set.
 */
export type Scope =
  | { kind: 'self'; employeeId: string | null }
  | { kind: 'reportees'; managerId: string | null; indirect: boolean; andSelf: boolean }
  | { kind: 'project-team'; employeeId: string | null }
  | { kind: 'entity'; legalEntityId: string; userId: string; key: AccessKey }
  | { kind: 'all' };

export interface TenantRef {
  code: string;
  name: string;
  preset: string;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
  sessionExpiresAt: Date;
  employeeId: string | null;
  entity: { id: string; code: string; name: string; userEntityMappingId: string };
  permissions: PermissionMap;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route exists only for tenants with this feature flag on (404 otherwise). */
    flag?: FlagKey;
    /**
     * A public route whose handler opens its transaction (request.inTenant) before anything else:
     * its flag is read with that transaction's first round trip instead of one of its own.
     */
    flagWithTransaction?: boolean;
  }
  interface FastifyRequest {
    tenant: TenantRef | null;
    auth: AuthContext | null;
    /** The route's declared scope resolved for this caller (null before the guard ran, or without a session). */
    scope: Scope | null;
    /** The tenant's flags for this request (read with the session, else on first use: FlagService.forRequest). */
    flags: FlagSet | null;
    /** Runs `work` in one tenant transaction as the request's user (see platform/db.withTenant). */
    inTenant<T>(work: (tx: Tx) => Promise<T>, options?: TenantTransactionOptions): Promise<T>;
    /**
     * inTenant for a read that may be served by a read replica (reports, exports, directory, search:
     * platform/read-replicas): it sees the user's own writes; writes it leaves for its commit (an
     * audit entry of what was read) are committed on the primary. Without replicas: inTenant.
     */
    inReadTenant<T>(work: (tx: Tx) => Promise<T>, options?: TenantTransactionOptions): Promise<T>;
  }
}
