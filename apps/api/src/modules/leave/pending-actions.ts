import { sql, type SQL } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** Where a manager decides both kinds (SPEC §2 /leave-manager?tab=pendingapprovals). */
const DECISION_PAGE = '/leave-manager?tab=pendingapprovals';

/**
 * A request waits for the user when they are its approver (the applicant's manager when it was
 * made) and it is still pending; HR and higher managers may decide too but are not waited for.
 */
async function countWaiting(tx: Tx, v: Viewer, table: SQL): Promise<number> {
  if (!v.employeeId) return 0;
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${table} where approver_id = ${v.employeeId} and status = 'pending'`);
  return row?.n ?? 0;
}

interface WaitingRow {
  id: string;
  employee_number: string;
  display_name: string;
  profile_image: string | null;
  title: string | null;
  start_date: string;
  end_date: string;
  days: number;
  reason: string;
  created_at: Date | string;
}

const toItem = (r: WaitingRow, title: string): WaitingItem => ({
  id: r.id,
  employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
  title,
  startDate: r.start_date,
  endDate: r.end_date,
  quantity: Number(r.days),
  reason: r.reason,
  submittedAt: new Date(r.created_at).toISOString(),
  href: DECISION_PAGE,
});

export const leaveDecisions: ActionKindProvider = {
  kind: 'leaveDecision',
  label: LEAVE_MESSAGES.leaveDecisionsLabel,
  href: DECISION_PAGE,
  count: (tx, v) => countWaiting(tx, v, sql`leave_requests`),
  async list(tx, v, limit) {
    if (!v.employeeId) return [];
    const rows = await queryRows<WaitingRow>(
      tx,
      sql`select r.id, e.employee_number, e.display_name, e.profile_image, lt.name as title, r.start_date::text as start_date,
                 r.end_date::text as end_date, r.days::float8 as days, r.reason, r.created_at
            from leave_requests r join employees e on e.id = r.employee_id join leave_types lt on lt.id = r.leave_type_id
           where r.approver_id = ${v.employeeId} and r.status = 'pending'
           order by r.created_at, r.id limit ${limit}`,
    );
    return rows.map((r) => toItem(r, r.title ?? ''));
  },
};

export const compOffDecisions: ActionKindProvider = {
  kind: 'compOffDecision',
  label: LEAVE_MESSAGES.compOffDecisionsLabel,
  href: DECISION_PAGE,
  count: (tx, v) => countWaiting(tx, v, sql`comp_off_requests`),
  async list(tx, v, limit) {
    if (!v.employeeId) return [];
    const rows = await queryRows<WaitingRow>(
      tx,
      sql`select r.id, e.employee_number, e.display_name, e.profile_image, null as title, r.worked_date::text as start_date,
                 r.worked_date::text as end_date, r.days::float8 as days, r.reason, r.created_at
            from comp_off_requests r join employees e on e.id = r.employee_id
           where r.approver_id = ${v.employeeId} and r.status = 'pending'
           order by r.created_at, r.id limit ${limit}`,
    );
    return rows.map((r) => toItem(r, LEAVE_MESSAGES.compOffTitle));
  },
};
