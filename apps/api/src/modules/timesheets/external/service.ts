import { sql, type SQL } from 'drizzle-orm';
import { DAYS_IN_WEEK, TIMESHEET_MESSAGES, type ExternalMasterDataView, type ExternalPageQuery, type ExternalWeekView } from '@tenure/domain/timesheets';
import { timesheetLines } from '../../../db/schema/index.ts';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { pageClause, queryRows, writeAtCommit, type Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { REQUEST_TYPE, tellOfRejection } from '../approvals/service.ts';
import type { ExternalCaller } from './auth.ts';
import { refreshWeeks } from '../weeks/service.ts';

/** The client's projects: all a key ever sees. */
const clientProjects = (c: ExternalCaller): SQL => sql`(select id from projects where client_id = ${c.clientId})`;
/** Lines (alias `l`) of the client's projects. */
const clientLine = (c: ExternalCaller, l: SQL): SQL => sql`${l}.kind = 'project' and ${l}.project_id in ${clientProjects(c)}`;

const pageOf = (page: ExternalPageQuery): SQL => pageClause(page.size, (page.page - 1) * page.size);

/** What the key acts with, recorded on every audit entry of the service. */
const keyOf = (c: ExternalCaller) => ({ apiKeyId: c.keyId, apiKeyName: c.keyName, apiKeyPrefix: c.prefix, clientId: c.clientId });

export async function auditExternal(tx: Tx, c: ExternalCaller, action: string, entityId: string | null, after: Record<string, unknown> = {}): Promise<void> {
  // At most once a minute: every call locking the key's row would queue a client's concurrent calls behind each other.
  // Sent with the commit, like the audit entry.
  await writeAtCommit(tx, sql`update client_api_keys set last_used_at = now() where id = ${c.keyId} and (last_used_at is null or last_used_at < now() - interval '1 minute')`);
  await recordAudit(tx, { tenantCode: c.tenantCode, actorUserId: null, action: `external.${action}`, entity: 'client_api_keys', entityId, after: { ...keyOf(c), ...after } });
}

export async function externalMasterData(tx: Tx, c: ExternalCaller): Promise<ExternalMasterDataView> {
  const [client] = await queryRows<ExternalMasterDataView['client']>(tx, sql`select id, code, name from clients where id = ${c.clientId}`);
  const projects = await queryRows<ExternalMasterDataView['projects'][number]>(tx, sql`select id, code, name, status from projects where client_id = ${c.clientId} order by name`);
  return { client: client!, entity: c.entity, projects };
}

/**
 * A page of the people allocated to the client's projects (by name), with those projects' names.
 * The page is read in order from client_people (kept by triggers), so a call visits a page of
 * people however many the client has; the client's projects are read once for the page's people.
 * The page is written into the text (pageClause), so the generic plan knows it is small.
 */
export function externalResources(tx: Tx, c: ExternalCaller, page: ExternalPageQuery) {
  return queryRows<{ employeeNumber: string; displayName: string; projects: string[] }>(
    tx,
    sql`with people as (
          select cp.employee_id, cp.sort_name, cp.employee_number from client_people cp
           where cp.client_id = ${c.clientId}
           order by cp.sort_name, cp.employee_number ${pageOf(page)}),
        client_projects as materialized (select id, name from projects where client_id = ${c.clientId})
        select e.employee_number as "employeeNumber", e.display_name as "displayName",
               array(select distinct p.name from project_allocations a join client_projects p on p.id = a.project_id
                      where a.employee_id = e.id order by p.name) as projects
          from people cp join employees e on e.id = cp.employee_id
         order by cp.sort_name, cp.employee_number`,
  );
}

/**
 * A page of employees' weeks with lines of the client's projects in `status`, oldest first when
 * pending, latest first otherwise (by name within a week), each with those lines only. The page's
 * weeks are read in order from timesheet_client_weeks (kept by triggers, with the name to order
 * by), so a call visits about a page of weeks however many wait; only their lines are read and
 * built into JSON, their project and task names joined once per line.
 */
export async function externalTimesheets(tx: Tx, c: ExternalCaller, status: 'pending' | 'approved' | 'rejected', page: ExternalPageQuery): Promise<ExternalWeekView[]> {
  // The status as a literal (one of three): a generic plan for a parameter would not know how few rows one status has.
  const lineStatus = sql.raw(`'${status}'`);
  const order = (week: SQL, name: SQL) => (status === 'pending' ? sql`${week}.week_start_date, ${name}, ${week}.week_id` : sql`${week}.week_start_date desc, ${name}, ${week}.week_id`);
  return queryRows<ExternalWeekView>(
    tx,
    sql`with weeks as (
          select cw.week_id, cw.week_start_date, cw.employee_id, cw.display_name from timesheet_client_weeks cw
           where cw.client_id = ${c.clientId} and cw.status = ${lineStatus}
           order by ${order(sql`cw`, sql`cw.display_name`)} ${pageOf(page)})
        select w.week_id as "weekId", w.week_start_date::text as "weekStartDate", (w.week_start_date + ${DAYS_IN_WEEK - 1}::int)::text as "weekEndDate",
               json_build_object('employeeNumber', e.employee_number, 'displayName', e.display_name) as employee,
               x.lines, x.total as "totalHours"
          from weeks w join employees e on e.id = w.employee_id
          cross join lateral (
            select json_agg(json_build_object('id', l.id, 'projectName', p.name, 'taskName', t.name, 'hours', l.hours, 'total', l.total, 'status', l.status)
                            order by p.name, t.name, l.id) as lines,
                   coalesce(sum(l.total), 0)::float8 as total
              from timesheet_lines l join projects p on p.id = l.project_id and p.client_id = ${c.clientId}
              left join project_tasks t on t.id = l.task_id
             where l.week_id = w.week_id and l.kind = 'project' and l.status = ${lineStatus}) x
         order by ${order(sql`w`, sql`w.display_name`)}`,
  );
}

/**
 * The client's approver decides lines of the client's projects, through the approval pattern
 * (a line another approver decided first is skipped). A line of another client's project, of
 * another tenant or unknown is not found, so a key learns nothing outside its client. Answers
 * the mails of rejections to deliver after commit.
 */
export async function externalDecide(tx: Tx, c: ExternalCaller, mailer: Mailer, lineIds: readonly string[], to: 'approved' | 'rejected', reason: string | undefined) {
  const ids = [...new Set(lineIds)];
  const applied = await decideRequestsAtOnce(tx, { requestType: REQUEST_TYPE, table: timesheetLines, ids, to, allowed: clientLine(c, sql`r`), decidedBy: null, tenantCode: c.tenantCode, reason });
  const done = new Set(applied);
  const rest = ids.filter((id) => !done.has(id));
  const visible = rest.length === 0 ? [] : await queryRows<{ id: string }>(tx, sql`select l.id from timesheet_lines l where l.id = any(${`{${rest.join(',')}}`}::uuid[]) and ${clientLine(c, sql`l`)}`);
  const skipped = rest.map((id) => ({ id, message: visible.some((x) => x.id === id) ? TIMESHEET_MESSAGES.notPending : notFound().message }));
  if (applied.length === 0 && visible.length === 0) throw notFound();
  const weeks = applied.length === 0 ? [] : await queryRows<{ weekId: string; lines: string[] }>(
    tx,
    sql`select week_id as "weekId", array_agg(id) as lines from timesheet_lines where id = any(${`{${applied.join(',')}}`}::uuid[]) group by week_id`,
  );
  await refreshWeeks(tx, weeks.map((w) => w.weekId));
  for (const w of weeks) await auditExternal(tx, c, to === 'approved' ? 'approve' : 'reject', w.weekId, { lines: w.lines, reason: reason ?? null });
  if (weeks.length === 0) await auditExternal(tx, c, to === 'approved' ? 'approve' : 'reject', null, { lines: [], skipped: skipped.length });
  // The employee hears of a rejection as from any approver, named by the client.
  const [client] = to === 'rejected' ? await queryRows<{ name: string }>(tx, sql`select name from clients where id = ${c.clientId}`) : [];
  const mail = client ? await tellOfRejection(tx, c.tenantCode, mailer, applied, reason, client.name) : [];
  return { applied, skipped, mail };
}
