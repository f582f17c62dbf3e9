import type { LifecycleReader } from '../employees/index.ts';
import { probationEndOf } from './effective-plans.ts';

/**
 * The end of probation by the employee's effective probation plan (may lie ahead): the policies
 * module's part of the employee journey, filled into employees' journey when the routes register.
 */
export const probationEndEvents: LifecycleReader = async (tx, employeeId) => {
  const date = await probationEndOf(tx, employeeId);
  return date ? [{ kind: 'probationEnd', date, detail: null }] : [];
};
