import { sql, type SQL } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** Where a manager decides both kinds (SPEC §2 /leave-manager?tab=pendingapprovals), with the list of the kind open. */
const DECISION_PAGE = '/leave-manager?tab=pendingapprovals';

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

interface DecisionKind {
  kind: string;
  label: string;
  href: string;
  table: SQL;
  /** The item's title, dates and joins, as select-list fragments over request `r`. */
  title: SQL;
  startDate: SQL;
  endDate: SQL;
  joins: SQL;
  /** The title shown when the row has none (comp-off requests have no type). */
  fallbackTitle: string;
}

/**
 * Requests wait for the user when they are its approver (the applicant's manager when it was
 * made) and still pending; HR and higher managers may decide too but are not waited for.
 */
function decisionsWaiting(d: DecisionKind): ActionKindProvider {
  return {
    kind: d.kind,
    label: d.label,
    href: d.href,
    async count(tx: Tx, v: Viewer) {
      if (!v.employeeId) return 0;
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${d.table} where approver_id = ${v.employeeId} and status = 'pending'`);
      return row?.n ?? 0;
    },
    async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
      if (!v.employeeId) return [];
      const rows = await queryRows<WaitingRow>(
        tx,
        sql`select r.id, e.employee_number, e.display_name, e.profile_image, ${d.title} as title, ${d.startDate}::text as start_date,
                   ${d.endDate}::text as end_date, r.days::float8 as days, r.reason, r.created_at
              from ${d.table} r join employees e on e.id = r.employee_id ${d.joins}
             where r.approver_id = ${v.employeeId} and r.status = 'pending'
             order by r.created_at, r.id limit ${limit}`,
      );
      return rows.map((r) => ({
        id: r.id,
        employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
        title: r.title ?? d.fallbackTitle,
        startDate: r.start_date,
        endDate: r.end_date,
        quantity: { value: Number(r.days), unit: 'days' },
        reason: r.reason,
        submittedAt: new Date(r.created_at).toISOString(),
        href: d.href,
      }));
    },
  };
}

export const leaveDecisions = decisionsWaiting({
  kind: 'leaveDecision',
  label: LEAVE_MESSAGES.leaveDecisionsLabel,
  href: DECISION_PAGE,
  table: sql`leave_requests`,
  title: sql`lt.name`,
  startDate: sql`r.start_date`,
  endDate: sql`r.end_date`,
  joins: sql`join leave_types lt on lt.id = r.leave_type_id`,
  fallbackTitle: '',
});

export const compOffDecisions = decisionsWaiting({
  kind: 'compOffDecision',
  label: LEAVE_MESSAGES.compOffDecisionsLabel,
  href: `${DECISION_PAGE}&kind=compOff`,
  table: sql`comp_off_requests`,
  title: sql`null`,
  startDate: sql`r.worked_date`,
  endDate: sql`r.worked_date`,
  joins: sql``,
  fallbackTitle: LEAVE_MESSAGES.compOffTitle,
});
