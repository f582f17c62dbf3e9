import { displayName, type LifecycleView } from '@tenure/domain/employees';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { LIFECYCLE_READERS } from './lifecycle-readers.ts';
import { assertCanSeeProfile, profileAccess } from './policy.ts';
import { loadEmployee } from './profile-service.ts';

/**
 * One timeline of an employee's milestones for those who may see their profile (the employee,
 * their managers, HR): every reader's events, by date; on one day, in the readers' order.
 */
export async function employeeLifecycle(tx: Tx, v: Viewer, employeeNumber: string): Promise<LifecycleView> {
  const row = await loadEmployee(tx, employeeNumber);
  assertCanSeeProfile(await profileAccess(tx, v, row.id));
  const events = [];
  for (const read of LIFECYCLE_READERS) events.push(...(await read(tx, row.id)));
  events.sort((a, b) => a.date.localeCompare(b.date));
  return { employeeNumber: row.employeeNumber, displayName: displayName(row), events };
}
