import { sql } from 'drizzle-orm';
import { TIMESHEET_UPLOAD_MESSAGES as M, weekStartOf } from '@tenure/domain/timesheets';
import { addDays } from '@tenure/domain/policies';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';

/**
 * The import history of the demo (/timesheet-bulk-upload): two weeks ago HR loaded Northwind
 * Health's week from the client's file (the approved lines of that week, as the file's rows), after
 * a first try the dry run refused. No client API key is seeded: a key is only ever shown to the
 * admin who creates it.
 */
export async function seedTimesheetImports(tx: Tx, tenantId: string, today = utcToday()): Promise<void> {
  if (tenantId !== 'demo') return;
  const week = addDays(weekStartOf(today), -14);
  const uploader = sql`(select id from users where username = 'hrexec01')`;
  const fileName = `northwind-health-timesheets-${week}.xlsx`;
  const errors = [
    { row: 7, column: 'Employee Number', value: 'EMP0061', message: M.unknownEmployee },
    { row: 12, column: 'Hours', value: '9,75h', message: M.badHours },
  ];
  await tx.execute(sql`
    insert into timesheet_imports (tenant_id, file_name, rows, outcome, errors, uploaded_by, created_at)
    select ${tenantId}, ${fileName}, count(*)::int, 'refused', ${JSON.stringify(errors)}::jsonb, ${uploader}, ${week}::date + 7 + time '10:12'
      from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join projects p on p.id = l.project_id join clients c on c.id = p.client_id,
           unnest(l.hours) h
     where c.code = 'NWH' and w.week_start_date = ${week} and h > 0`);
  await tx.execute(sql`
    with file as (
      select count(*)::int as rows, count(distinct l.id)::int as lines
        from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join projects p on p.id = l.project_id join clients c on c.id = p.client_id,
             unnest(l.hours) h
       where c.code = 'NWH' and w.week_start_date = ${week} and h > 0),
    job as (
      insert into jobs (tenant_id, kind, status, progress, params, result, attempts, created_by, started_at, finished_at, created_at)
      select ${tenantId}, 'timesheet.bulkLoad', 'succeeded', 100, jsonb_build_object('fileName', ${fileName}::text),
             jsonb_build_object('rows', rows, 'approved', 0, 'submitted', lines, 'unchanged', 0), 1, ${uploader},
             ${week}::date + 7 + time '10:31', ${week}::date + 7 + time '10:31:04', ${week}::date + 7 + time '10:31'
        from file
      returning execution_number)
    insert into timesheet_imports (tenant_id, file_name, rows, outcome, execution_number, uploaded_by, created_at)
    select ${tenantId}, ${fileName}, file.rows, 'started', job.execution_number, ${uploader}, ${week}::date + 7 + time '10:31' from file, job`);
}
