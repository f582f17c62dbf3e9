import { addDays, probationSettings } from '@tenure/domain/policies';
import type { LifecycleReader } from '../employees/index.ts';
import { probationPlanOf } from './effective-plans.ts';

/**
 * The end of probation by the employee's effective probation plan (may lie ahead): the policies
 * module's part of the employee journey, filled into employees' journey when the routes register.
 */
export const probationEndEvents: LifecycleReader = async (tx, employeeId) => {
  const row = await probationPlanOf(tx, employeeId);
  const parsed = probationSettings.safeParse(row?.settings);
  if (!row || !parsed.success) return [];
  const { duration, unit } = parsed.data;
  if (unit === 'days' || unit === 'weeks')
    return [
      { kind: 'probationEnd', date: addDays(row.joined, unit === 'days' ? duration : duration * 7), detail: null },
    ];
  const d = new Date(`${row.joined}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + (unit === 'years' ? duration * 12 : duration));
  return [{ kind: 'probationEnd', date: d.toISOString().slice(0, 10), detail: null }];
};
