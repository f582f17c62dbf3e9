import { sql, type SQL } from 'drizzle-orm';
import {
  DAYS_IN_WEEK,
  type ExternalMasterDataView,
  type ExternalPageQuery,
  type ExternalWeekView,
} from '@tenure/domain/timesheets';
import { pageClause, queryRows, writeAtCommit, type Tx } from '../../../platform/db.ts';
import type { LineRule } from '../approvals/queries.ts';

export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  clientId: string;
  keyHash: string;
  signingSecret: string;
  expiresAt: string;
  active: boolean;
}

/** The key of `prefix`, with the legal entity the call names (X-EntityID), read in one round trip. */
export async function keyByPrefix(
  tx: Tx,
  prefix: string,
  entityCode: string | null,
): Promise<(KeyRow & { entity: { code: string; name: string } | null }) | null> {
  const [row] = await queryRows<KeyRow & { entity: { code: string; name: string } | null }>(
    tx,
    sql`select id, name, prefix, client_id as "clientId", key_hash as "keyHash", signing_secret as "signingSecret", expires_at as "expiresAt",
               (revoked_at is null and expires_at > now()) as active,
               (select json_build_object('code', code, 'name', name) from legal_entities where lower(code) = lower(${entityCode ?? ''})) as entity
          from client_api_keys where prefix = ${prefix}`,
  );
  return row ?? null;
}

/** The key's signing secret and expiry (an ISO instant). */
export async function signingSecretOf(
  tx: Tx,
  keyId: string,
): Promise<{ signingSecret: string; expiresAt: string } | undefined> {
  const [row] = await queryRows<{ signingSecret: string; expiresAt: string }>(
    tx,
    sql`select signing_secret as "signingSecret", to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt" from client_api_keys where id = ${keyId}`,
  );
  return row;
}

const pageOf = (page: ExternalPageQuery): SQL => pageClause(page.size, (page.page - 1) * page.size);

/** Notes the key's use, at most once a minute (every call locking the key's row would queue a client's concurrent calls), sent with the commit. */
export const markKeyUsed = (tx: Tx, keyId: string) =>
  writeAtCommit(
    tx,
    sql`update client_api_keys set last_used_at = now() where id = ${keyId} and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
  );

/** The client and its projects, by name. */
export async function clientWithProjects(tx: Tx, clientId: string) {
  const [client] = await queryRows<ExternalMasterDataView['client']>(
    tx,
    sql`select id, code, name from clients where id = ${clientId}`,
  );
  const projects = await queryRows<ExternalMasterDataView['projects'][number]>(
    tx,
    sql`select id, code, name, status from projects where client_id = ${clientId} order by name`,
  );
  return { client: client!, projects };
}

export const clientName = async (tx: Tx, clientId: string): Promise<string | undefined> =>
  (await queryRows<{ name: string }>(tx, sql`select name from clients where id = ${clientId}`))[0]?.name;

/** Which of the lines `within` (alias `l`) holds. */
export const linesWithin = (tx: Tx, ids: readonly string[], within: LineRule) =>
  queryRows<{ id: string }>(
    tx,
    sql`select l.id from timesheet_lines l where l.id = any(${`{${ids.join(',')}}`}::uuid[]) and ${within(sql`l`)}`,
  );

/**
 * A page of the people allocated to the client's projects (by name), with those projects' names.
 * The page is read in order from client_people (kept by triggers), so a call visits a page of
 * people however many the client has; the client's projects are read once for the page's people.
 * The page is written into the text (pageClause), so the generic plan knows it is small.
 */
export function clientResources(tx: Tx, clientId: string, page: ExternalPageQuery) {
  return queryRows<{ employeeNumber: string; displayName: string; projects: string[] }>(
    tx,
    sql`with people as (
          select cp.employee_id, cp.sort_name, cp.employee_number from client_people cp
           where cp.client_id = ${clientId}
           order by cp.sort_name, cp.employee_number ${pageOf(page)}),
        client_projects as materialized (select id, name from projects where client_id = ${clientId})
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
export async function clientTimesheets(
  tx: Tx,
  clientId: string,
  status: 'pending' | 'approved' | 'rejected',
  page: ExternalPageQuery,
): Promise<ExternalWeekView[]> {
  // The status as a literal (one of three): a generic plan for a parameter would not know how few rows one status has.
  const lineStatus = sql.raw(`'${status}'`);
  const order = (week: SQL, name: SQL) =>
    status === 'pending'
      ? sql`${week}.week_start_date, ${name}, ${week}.week_id`
      : sql`${week}.week_start_date desc, ${name}, ${week}.week_id`;
  return queryRows<ExternalWeekView>(
    tx,
    sql`with weeks as (
          select cw.week_id, cw.week_start_date, cw.employee_id, cw.display_name from timesheet_client_weeks cw
           where cw.client_id = ${clientId} and cw.status = ${lineStatus}
           order by ${order(sql`cw`, sql`cw.display_name`)} ${pageOf(page)})
        select w.week_id as "weekId", w.week_start_date::text as "weekStartDate", (w.week_start_date + ${DAYS_IN_WEEK - 1}::int)::text as "weekEndDate",
               json_build_object('employeeNumber', e.employee_number, 'displayName', e.display_name) as employee,
               x.lines, x.total as "totalHours"
          from weeks w join employees e on e.id = w.employee_id
          cross join lateral (
            select json_agg(json_build_object('id', l.id, 'projectName', p.name, 'taskName', t.name, 'hours', l.hours, 'total', l.total, 'status', l.status)
                            order by p.name, t.name, l.id) as lines,
                   coalesce(sum(l.total), 0)::float8 as total
              from timesheet_lines l join projects p on p.id = l.project_id and p.client_id = ${clientId}
              left join project_tasks t on t.id = l.task_id
             where l.week_id = w.week_id and l.kind = 'project' and l.status = ${lineStatus}) x
         order by ${order(sql`w`, sql`w.display_name`)}`,
  );
}
