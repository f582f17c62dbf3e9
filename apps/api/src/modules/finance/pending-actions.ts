import type { WaitingItem } from '@tenure/domain/actions';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { pendingExerciseCount, pendingExercises } from './esop-queries.ts';
import { managesEsop } from './policy.ts';

const HREF = '/finance-setup?tab=exercise';

/** My Actions: exercise requests waiting for ESOP HR. */
export const exerciseDecisions: ActionKindProvider = {
  kind: 'esopExercise',
  label: 'ESOP exercise requests',
  href: HREF,
  async count(tx, v) {
    if (!managesEsop(v)) return 0;
    return pendingExerciseCount(tx);
  },
  async list(tx, v, limit): Promise<WaitingItem[]> {
    if (!managesEsop(v)) return [];
    const rows = await pendingExercises(tx, limit);
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employeeNumber, displayName: r.displayName, profileImage: r.profileImage },
      title: 'Exercise of stock options',
      startDate: r.grantDate,
      endDate: null,
      quantity: { value: r.options, unit: 'options' },
      reason: null,
      submittedAt: new Date(r.createdAt).toISOString(),
      href: HREF,
    }));
  },
};
