import type { Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { approverFlagsOf } from './approver-flags.ts';
import { loadEmployee } from './profile-service.ts';
import { type Viewer } from '../../platform/viewer.ts';
import { isHr } from './policy.ts';

/** SPEC §7 approver flags by employeeNumber: for oneself, or HR for anyone. */
export async function approverFlags(tx: Tx, v: Viewer, employeeNumber: string) {
  const row = await loadEmployee(tx, employeeNumber);
  if (v.employeeId !== row.id && !isHr(v)) throw forbidden();
  return approverFlagsOf(tx, row.id);
}
