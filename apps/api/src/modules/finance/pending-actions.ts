import { sql } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { queryRows } from '../../platform/db.ts';
import { managesEsop } from './access.ts';

const HREF = '/finance-setup?tab=exercise';

/** My Actions: exercise requests waiting for ESOP HR. */
export const exerciseDecisions: ActionKindProvider = {
  kind: 'esopExercise',
  label: 'ESOP exercise requests',
  href: HREF,
  async count(tx, v) {
    if (!managesEsop(v)) return 0;
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from esop_exercise_requests where status = 'pending'`);
    return row?.n ?? 0;
  },
  async list(tx, v, limit): Promise<WaitingItem[]> {
    if (!managesEsop(v)) return [];
    const rows = await queryRows<{ id: string; employeeNumber: string; displayName: string; profileImage: string | null; options: number; grantDate: string; createdAt: Date | string }>(
      tx,
      sql`select r.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.profile_image as "profileImage", r.options,
                 to_char(g.grant_date, 'YYYY-MM-DD') as "grantDate", r.created_at as "createdAt"
            from esop_exercise_requests r join esop_allotments g on g.id = r.grant_id join employees e on e.id = r.employee_id
           where r.status = 'pending' order by r.created_at, r.id limit ${limit}`,
    );
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
