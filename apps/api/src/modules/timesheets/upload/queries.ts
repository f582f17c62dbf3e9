import { sql } from 'drizzle-orm';
import type { PageQuery } from '@tenure/domain/paging';
import type { TimesheetImportDetailView, TimesheetImportView } from '@tenure/domain/timesheets';
import type { UploadRowError } from '@tenure/domain/uploads';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { projectLineApprover } from '../weeks/queries.ts';

/** A file someone tried to load: refused with its errors, or started as a job. */
export interface ImportRecord {
  fileName: string;
  rows: number;
  uploadedBy: string;
  outcome: 'refused' | 'started';
  errors: readonly UploadRowError[];
  executionNumber: number | null;
  fileKey: string | null;
}

export async function recordImport(tx: Tx, r: ImportRecord): Promise<void> {
  await tx.execute(sql`
    insert into timesheet_imports (tenant_id, file_name, file_key, rows, outcome, execution_number, errors, uploaded_by)
    values (current_setting('app.tenant_id'), ${r.fileName}, ${r.fileKey}, ${r.rows}, ${r.outcome}, ${r.executionNumber}, ${jsonParam(r.errors)}, ${r.uploadedBy})`);
}

/** The status the history shows: refused, else its job's. */
const importColumns = sql`i.id, i.file_name as "fileName", i.rows, i.execution_number as "executionNumber",
  case when i.outcome = 'refused' then 'refused' else coalesce(j.status, 'queued') end as status,
  case when j.status = 'succeeded' then j.result end as result, case when j.status = 'failed' then j.error end as failure,
  jsonb_array_length(i.errors)::int as "errorCount",
  (select coalesce(e.display_name, u.username) from users u left join employees e on e.id = u.employee_id where u.id = i.uploaded_by) as "uploadedBy",
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

/** The import history (/timesheet-bulk-upload), latest first. */
export async function listImports(tx: Tx, q: PageQuery) {
  const rows = await queryRows<TimesheetImportView & { total: number }>(
    tx,
    sql`select ${importColumns}, count(*) over ()::int as total
          from timesheet_imports i left join jobs j on j.execution_number = i.execution_number
         order by i.created_at desc, i.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { items: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

/** One file's details and errors (/timesheet-file-details/{id}). */
export async function findImport(tx: Tx, id: string): Promise<TimesheetImportDetailView | undefined> {
  const [row] = await queryRows<TimesheetImportDetailView>(
    tx,
    sql`select ${importColumns}, i.errors from timesheet_imports i left join jobs j on j.execution_number = i.execution_number where i.id = ${id}`,
  );
  return row;
}

/** The active projects' names, for the template's dropdown. */
export const activeProjectNames = async (tx: Tx): Promise<string[]> =>
  (await queryRows<{ name: string }>(tx, sql`select name from projects where status = 'Active' order by name`)).map(
    (p) => p.name,
  );

export interface ProjectRow {
  id: string;
  code: string;
  name: string;
  hasApprover: boolean;
  tasks: { id: string; name: string }[];
}
export interface ExistingLine {
  employeeId: string;
  weekStartDate: string;
  projectId: string | null;
  taskId: string | null;
  kind: string;
  hours: number[];
  status: string;
}
export interface Allocation {
  employeeId: string;
  projectId: string;
  startDate: string;
  endDate: string;
}

const arr = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The active employees of the file's numbers (lower-cased), the active projects with their tasks, and those employees' allocations. */
export async function loadReferences(tx: Tx, numbers: string[]) {
  const people = await queryRows<{ id: string; number: string }>(
    tx,
    sql`select id, lower(employee_number) as number from employees where lower(employee_number) = any(${arr(numbers)}::text[]) and status <> 'Inactive'`,
  );
  const projects = await queryRows<ProjectRow>(
    tx,
    sql`select p.id, p.code, p.name, (${projectLineApprover(sql`p.id`)}) is not null as "hasApprover",
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name)) from project_tasks t where t.project_id = p.id), '[]') as tasks
          from projects p where p.status = 'Active'`,
  );
  const ids = `{${people.map((p) => p.id).join(',')}}`;
  const allocations = await queryRows<Allocation>(
    tx,
    sql`select employee_id as "employeeId", project_id as "projectId", start_date::text as "startDate", coalesce(end_date, '9999-12-31')::text as "endDate"
          from project_allocations where employee_id = any(${ids}::uuid[])`,
  );
  return { people: new Map(people.map((p) => [p.number, p.id])), projects, allocations };
}

/** The lines of the (employee, week start) pairs. */
export const linesOfWeeks = (tx: Tx, weeks: readonly [string, string][]) =>
  queryRows<ExistingLine>(
    tx,
    sql`select l.employee_id as "employeeId", w.week_start_date::text as "weekStartDate", l.project_id as "projectId", l.task_id as "taskId",
               l.kind, l.hours, l.status
          from unnest(${`{${weeks.map((w) => w[0]).join(',')}}`}::uuid[], ${`{${weeks.map((w) => w[1]).join(',')}}`}::date[]) as x(employee_id, week_start)
          join timesheet_weeks w on w.employee_id = x.employee_id and w.week_start_date = x.week_start
          join timesheet_lines l on l.week_id = w.id`,
  );

/** A line an upload writes, as the statement reads it. */
export interface UploadRow {
  employee_id: string;
  week_start: string;
  project_id: string;
  task_id: string | null;
  hours: number[];
  total: number;
}

/**
 * Creates the rows' weeks that are new, then writes each line sent to its approver (as a submit
 * does) where it is still editable; answers the lines written.
 */
export async function writeSubmittedLines(tx: Tx, rows: readonly UploadRow[]) {
  const input = jsonParam(rows);
  await tx.execute(sql`
    insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
    select distinct current_setting('app.tenant_id'), x.employee_id, x.week_start, x.week_start + 6
      from jsonb_to_recordset(${input}) as x(employee_id uuid, week_start date)
    on conflict do nothing`);
  return queryRows<{ id: string; weekId: string; projectId: string; employeeId: string }>(
    tx,
    sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status, submitted_at, approver_id)
        select current_setting('app.tenant_id'), w.id, x.employee_id, 'project', x.project_id, x.task_id,
               array(select jsonb_array_elements_text(x.hours)::real), x.total, 'pending', now(), ${projectLineApprover(sql`x.project_id`)}
          from jsonb_to_recordset(${input}) as x(employee_id uuid, week_start date, project_id uuid, task_id uuid, hours jsonb, total real)
          join timesheet_weeks w on w.employee_id = x.employee_id and w.week_start_date = x.week_start
        on conflict (tenant_id, week_id, kind, project_id, task_id) do update
           set hours = excluded.hours, total = excluded.total, status = 'pending', submitted_at = now(), approver_id = excluded.approver_id,
               decided_by = null, decided_at = null, decision_reason = null, updated_at = now()
         where timesheet_lines.status in ('saved', 'rejected')
        returning id, week_id as "weekId", project_id as "projectId", employee_id as "employeeId"`,
  );
}
