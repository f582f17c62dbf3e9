import type { FastifyRequest } from 'fastify';
import type { PermissionMap } from '@tenure/domain/access';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { badRequest } from './errors.ts';

/** The caller of a route, as services see them. */
export interface Viewer {
  userId: string;
  employeeId: string | null;
  permissions: PermissionMap;
  tenantCode: string;
  requestId: string;
}

export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth!.userId,
  employeeId: request.auth!.employeeId,
  permissions: request.auth!.permissions,
  tenantCode: request.tenant!.code,
  requestId: request.id,
});

export const auditActor = (v: Viewer) => ({ tenantCode: v.tenantCode, actorUserId: v.userId, requestId: v.requestId });

export function requireEmployee(v: Viewer): string {
  if (!v.employeeId) throw badRequest(EMPLOYEE_MESSAGES.noEmployeeRecord, undefined, 'NO_EMPLOYEE_RECORD');
  return v.employeeId;
}
