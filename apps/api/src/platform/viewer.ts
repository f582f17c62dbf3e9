import type { FastifyRequest } from 'fastify';
import type { PermissionMap } from '@tenure/domain/access';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import type { Scope } from './context.ts';
import { badRequest } from './errors.ts';

/** The caller of a route, as services see them. */
export interface Viewer {
  userId: string;
  employeeId: string | null;
  permissions: PermissionMap;
  tenantCode: string;
  requestId: string;
  /**
   * Whose rows this call may read or act on: the route's declared scope resolved by the guard.
   * Work without a request (jobs, seeds) states its own, usually `SYSTEM_SCOPE`.
   */
  scope: Scope;
}

/** The scope of work the system does for the whole tenant (jobs, provisioning, seeds). */
export const SYSTEM_SCOPE: Scope = { kind: 'all' };

export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth!.userId,
  employeeId: request.auth!.employeeId,
  permissions: request.auth!.permissions,
  tenantCode: request.tenant!.code,
  requestId: request.id,
  scope: request.scope!,
});

export const auditActor = (v: Viewer) => ({ tenantCode: v.tenantCode, actorUserId: v.userId, requestId: v.requestId });

export function requireEmployee(v: Viewer): string {
  if (!v.employeeId) throw badRequest(EMPLOYEE_MESSAGES.noEmployeeRecord, undefined, 'NO_EMPLOYEE_RECORD');
  return v.employeeId;
}
