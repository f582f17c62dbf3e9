/**
 * Who may read the audit log: holders of ADMINISTRATION › ViewAuditLog (Super Admin and HR Director
 * by default) read every entry of their tenant, whoever made it; row-level security keeps other
 * tenants' entries out of every statement. This is the only file of the module that reads grants.
 *
 * Refusal rule: a record the viewer may not know exists is answered 404 (notFound), as if it were not
 * there (an id of another tenant's entry, or none); a viewer without the key is answered 403
 * (forbidden) on every route, also by the route's access declaration before this file is asked.
 */
import { hasAccess, section } from '@tenure/domain/access';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

export const VIEW_AUDIT_LOG = section('ADMINISTRATION', 'ViewAuditLog');

export function assertCanReadAuditLog(v: Viewer): void {
  if (!hasAccess(v.permissions, VIEW_AUDIT_LOG)) throw forbidden();
}

/** An entry the viewer asked for by id: 404 when the tenant has none with it. */
export function visibleEntry<T>(v: Viewer, entry: T | undefined): T {
  assertCanReadAuditLog(v);
  if (!entry) throw notFound();
  return entry;
}
