import { sql, type SQL } from 'drizzle-orm';

/**
 * What the weekly timesheet reads of the projects side (clients, projects, tasks, allocations:
 * tables of the timesheets-projects schema), in SQL on those tables.
 */

/** A project the employee is allocated to in a week, with the tasks they may book on it. */
export interface BookableProject {
  projectId: string;
  projectName: string;
  allocationStart: string;
  allocationEnd: string | null;
  tasks: { taskId: string; taskName: string }[];
}

/**
 * The employee's allocations that overlap the week, on active projects, with each project's tasks
 * (rows: BookableProject, one per project), read together with the week (week-queries).
 */
export function bookableProjectsQuery(employeeId: string, weekStart: string, weekEnd: string): SQL {
  return sql`select p.id as "projectId", p.name as "projectName", min(a.start_date)::text as "allocationStart", max(a.end_date)::text as "allocationEnd",
               coalesce((select json_agg(json_build_object('taskId', t.id, 'taskName', t.name) order by t.name)
                           from project_tasks t where t.project_id = p.id), '[]') as tasks
          from project_allocations a join projects p on p.id = a.project_id
         where a.employee_id = ${employeeId} and a.start_date <= ${weekEnd} and a.end_date >= ${weekStart} and p.status = 'Active'
         group by p.id, p.name
         order by p.name`;
}

/**
 * Who a project line of project `projectId` goes to: the project's designated approver, else its
 * project manager (the first by name when there are several; all of them may decide it).
 */
export const projectLineApprover = (projectId: SQL): SQL => sql`coalesce(
    (select x.employee_id from project_approvers x join employees e on e.id = x.employee_id where x.project_id = ${projectId} order by e.display_name, e.id limit 1),
    (select x.employee_id from project_managers x join employees e on e.id = x.employee_id where x.project_id = ${projectId} order by e.display_name, e.id limit 1))`;

/** The projects whose lines `employeeId` decides: those they manage or are a designated approver of. */
export const projectsDecidedBy = (employeeId: string): SQL =>
  sql`(select project_id from project_managers where employee_id = ${employeeId} union select project_id from project_approvers where employee_id = ${employeeId})`;

/** Project and task names of line alias `l`, as the select-list columns "projectName" and "taskName". */
export const projectNameColumns = (l: SQL): SQL =>
  sql`(select name from projects where id = ${l}.project_id) as "projectName", (select name from project_tasks where id = ${l}.task_id) as "taskName"`;
