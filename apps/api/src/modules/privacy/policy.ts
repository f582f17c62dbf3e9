/**
 * Who may export or erase a person's data: holders of EMPLOYEE › EmployeeSensitiveReveal (HR Director
 * and Super Admin by default), the key that already means "may see an employee's sensitive data", for
 * an employee within the route's scope. This is the only file of the module that reads grants.
 *
 * Refusal rule: a person the viewer may not know exists is answered 404 (notFound), as if they were not
 * there (another tenant's employee, one outside the viewer's scope); a viewer without the key is
 * answered 403 (forbidden), also by the route's access declaration before this file is asked.
 */
import { feature, hasAccess } from '@tenure/domain/access';
import type { Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { assertRecordInScope } from '../employees/index.ts';

export const PERSONAL_DATA = feature('EMPLOYEE', 'EmployeeSensitiveReveal');

/** The viewer may handle the personal data of `employeeId`: 403 without the key, 404 outside the scope. */
export async function assertCanHandlePersonalData(tx: Tx, v: Viewer, employeeId: string): Promise<void> {
  if (!hasAccess(v.permissions, PERSONAL_DATA)) throw forbidden();
  await assertRecordInScope(tx, v, employeeId);
}
