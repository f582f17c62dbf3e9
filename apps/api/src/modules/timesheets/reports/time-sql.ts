import { sql, type SQL } from 'drizzle-orm';
import { INTERNAL_BILLING_TYPE } from '@tenure/domain/timesheets';

/**
 * SQL the Timesheet group's reports share (docs/decisions/reports-timesheets.md): labels of stored
 * codes, a line's project, task and billing, and a range's weeks.
 */

/** A CASE giving a stored code (a status) its label; the labels come from the domain, never from a request. */
export const labelSql = (value: SQL, labels: Readonly<Record<string, string>>): SQL =>
  sql`(case ${value} ${sql.join(
    Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`),
    sql` `,
  )} end)`;

/** The project (`p`), its task (`pt`) and its billing type (`bt`) of line `l`; null for a leave or holiday line. */
export const lineProjectJoins = sql`left join projects p on p.id = l.project_id
  left join project_tasks pt on pt.id = l.task_id
  left join master_values bt on bt.id = p.billing_type_id`;

/**
 * Whether line `l` (with lineProjectJoins) is billable: a project line whose task is billable, on
 * a project that bills a client (the utilisation engine's bookedCategory 'billable').
 */
export const lineBillableSql = sql`(l.kind = 'project' and coalesce(pt.is_billable, false) and bt.name is distinct from ${INTERNAL_BILLING_TYPE})`;

/** Weeks (`w`) with a day between `from` and `to`: a week starts at most six days before its first day in the range. */
export const weeksMeeting = (from: string, to: string) =>
  sql`w.week_start_date between ${from}::date - 6 and ${to}::date`;
