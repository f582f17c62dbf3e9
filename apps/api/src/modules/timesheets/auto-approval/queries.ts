import { sql } from 'drizzle-orm';
import type { AutoApprovalUserView } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';

/** `/timesheet-auto-approval`: the people whose weeks approve themselves on submission. */
export function listAutoApprovalUsers(tx: Tx): Promise<AutoApprovalUserView[]> {
  return queryRows<AutoApprovalUserView>(
    tx,
    sql`select a.id, e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as "displayName",
               le.name as "legalEntityName", a.created_at as "addedAt"
          from timesheet_auto_approval_users a join employees e on e.id = a.employee_id join legal_entities le on le.id = e.legal_entity_id
         order by e.display_name`,
  ).then((rows) => rows.map((r) => ({ ...r, addedAt: new Date(r.addedAt).toISOString() })));
}

export const activeEmployeeExists = async (tx: Tx, employeeId: string): Promise<boolean> =>
  (await queryRows<{ id: string }>(tx, sql`select id from employees where id = ${employeeId} and status <> 'Inactive'`))
    .length > 0;

/** Puts the employee on auto-approval; nothing when they already are. */
export async function insertAutoApprovalUser(
  tx: Tx,
  employeeId: string,
  addedBy: string,
): Promise<{ id: string } | undefined> {
  const [added] = await queryRows<{ id: string }>(
    tx,
    sql`insert into timesheet_auto_approval_users (tenant_id, employee_id, added_by) values (current_setting('app.tenant_id'), ${employeeId}, ${addedBy})
        on conflict (tenant_id, employee_id) do nothing returning id`,
  );
  return added;
}

export async function deleteAutoApprovalUser(tx: Tx, id: string): Promise<{ employeeId: string } | undefined> {
  const [removed] = await queryRows<{ employeeId: string }>(
    tx,
    sql`delete from timesheet_auto_approval_users where id = ${id} returning employee_id as "employeeId"`,
  );
  return removed;
}

/** The week's pending lines, when its employee is on auto-approval. */
export const pendingLinesOnAutoApproval = (tx: Tx, weekId: string) =>
  queryRows<{ id: string }>(
    tx,
    sql`select l.id from timesheet_lines l join timesheet_auto_approval_users a on a.employee_id = l.employee_id
         where l.week_id = ${weekId} and l.status = 'pending'`,
  );

/** Lines pending longer than their entity's auto-approval days at `now`, with those days. */
export const linesPendingPastRule = (tx: Tx, now: Date) =>
  queryRows<{ id: string; days: number }>(
    tx,
    sql`select l.id, s.auto_approve_after_days as days
          from timesheet_lines l join employees e on e.id = l.employee_id
          join timesheet_entity_settings s on s.legal_entity_id = e.legal_entity_id and s.auto_approve_after_days is not null
         where l.status = 'pending' and l.submitted_at <= ${now.toISOString()}::timestamptz - make_interval(days => s.auto_approve_after_days)`,
  );
