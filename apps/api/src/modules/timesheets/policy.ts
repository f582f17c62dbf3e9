import { exists, or, sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess, section } from '@tenure/domain/access';
import { PROJECT_MESSAGES, REVENUE_MESSAGES } from '@tenure/domain/timesheets';
import { projectAllocations, projectApprovers, projectManagers, projects } from '../../db/schema/index.ts';
import type { ScopeGrant } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { isInScope } from '../employees/index.ts';
import type { ExternalCaller } from './external/auth.ts';
import { isManagerOfProject, lockProjectRow, readableProjectExists } from './projects/queries.ts';
import { decidedProjectIds, mayApproveWeeksOf, projectsDecidedBy } from './weeks/queries.ts';

/**
 * Who may see or act on what in timesheets: every use-case asks here; no other file checks roles,
 * hierarchy or ownership. Refusal rule: a record the viewer may not know exists answers 404
 * (notFound: a project they neither manage, approve nor work on); a record they may know but not
 * act on answers 403 (forbidden: a project they read but do not manage, a colleague's week or
 * allocations — every employee is in the directory).
 */

/** Route declarations of the clients and projects area (the catalogue's CLIENTS_AND_PROJECTS and TIMESHEET keys). */
export const ACCESS = {
  clients: { requires: section('CLIENTS_AND_PROJECTS', 'Clients'), scope: 'all' },
  editClient: { requires: feature('CLIENTS_AND_PROJECTS', 'EditClient'), scope: 'all' },
  projects: { requires: section('CLIENTS_AND_PROJECTS', 'Projects'), scope: 'project-team' },
  editProject: { requires: feature('CLIENTS_AND_PROJECTS', 'EditProject'), scope: 'all' },
  manageTeam: { requires: feature('CLIENTS_AND_PROJECTS', 'ManageProjectTeam'), scope: 'project-team' },
  manageTasks: { requires: feature('CLIENTS_AND_PROJECTS', 'ManageProjectTasks'), scope: 'project-team' },
  myProjects: { requires: section('TIMESHEET', 'AssignedProjectList'), scope: 'self' },
} as const;

/** A project administrator (EditProject) sees and changes every project; anyone else only the projects they manage. */
export const isProjectAdmin = (v: Viewer) => hasAccess(v.permissions, ACCESS.editProject.requires);

const managedBy = (employeeId: string) =>
  exists(
    sql`(select 1 from ${projectManagers} pm where pm.project_id = ${projects.id} and pm.employee_id = ${employeeId})`,
  );
const approvedBy = (employeeId: string) =>
  exists(
    sql`(select 1 from ${projectApprovers} pa where pa.project_id = ${projects.id} and pa.employee_id = ${employeeId})`,
  );
const staffedWith = (employeeId: string) =>
  exists(
    sql`(select 1 from ${projectAllocations} a where a.project_id = ${projects.id} and a.employee_id = ${employeeId})`,
  );

/**
 * The projects the caller may read: all for an administrator; otherwise those they manage or
 * approve, and (for `includeTeam`) those they are allocated to. `managedOnly` narrows to managed ones.
 */
export function readableProjects(
  v: Viewer,
  opts: { managedOnly?: boolean; includeTeam?: boolean } = {},
): SQL | undefined {
  if (!v.employeeId) return isProjectAdmin(v) && !opts.managedOnly ? undefined : sql`false`;
  if (opts.managedOnly) return managedBy(v.employeeId);
  if (isProjectAdmin(v)) return undefined;
  return or(
    managedBy(v.employeeId),
    approvedBy(v.employeeId),
    ...(opts.includeTeam ? [staffedWith(v.employeeId)] : []),
  );
}

/** Whether the caller manages the project (or administers all projects). */
export async function canManageProject(tx: Tx, v: Viewer, projectId: string): Promise<boolean> {
  if (isProjectAdmin(v)) return true;
  if (!v.employeeId) return false;
  return isManagerOfProject(tx, projectId, v.employeeId);
}

/** Whether the project view says the caller may change it (SQL of project alias `p`). */
export const canManageColumn = (v: Viewer): SQL =>
  isProjectAdmin(v)
    ? sql`true`
    : v.employeeId
      ? sql`exists (select 1 from project_managers pm where pm.project_id = p.id and pm.employee_id = ${v.employeeId})`
      : sql`false`;

/**
 * Locks the project row for a change of its set-up (so concurrent changes apply one after the
 * other) after checking it exists for the caller and that they manage it.
 */
export async function lockManagedProject(tx: Tx, v: Viewer, projectId: string) {
  const project = await lockProjectRow(tx, projectId, readableProjects(v));
  if (!project) throw notFound(PROJECT_MESSAGES.unknownProject);
  if (!(await canManageProject(tx, v, projectId))) throw forbidden(PROJECT_MESSAGES.notProjectManager);
  return project;
}

/** Checks the caller may read the project (404 otherwise, so other projects' ids are not confirmed). */
export async function requireReadableProject(tx: Tx, v: Viewer, projectId: string, includeTeam = false): Promise<void> {
  if (!(await readableProjectExists(tx, projectId, readableProjects(v, { includeTeam }))))
    throw notFound(PROJECT_MESSAGES.unknownProject);
}

/** Someone's allocations: one's own for anyone; someone else's for those who staff projects (ManageProjectTeam). */
export function allocationsReadableOf(v: Viewer, employeeId: string | undefined): string {
  const id = employeeId ?? requireEmployee(v);
  if (id !== v.employeeId && !hasAccess(v.permissions, ACCESS.manageTeam.requires)) throw forbidden();
  return id;
}

// ---- Weeks and their approval

export const isTimesheetAdmin = (v: Viewer) =>
  hasAccess(v.permissions, section('WORK_TIMESHEET', 'AdminTimesheetApproval'));
export const canApproveTeam = (v: Viewer) =>
  hasAccess(v.permissions, feature('WORK_TIMESHEET', 'ApproveTeamTimesheet'));

/** The approval screens: approvers (ApproveTeamTimesheet) and timesheet admins; the lines are scoped by decidableBy. */
export function requireApprover(v: Viewer): Viewer {
  if (!canApproveTeam(v) && !isTimesheetAdmin(v)) throw forbidden();
  return v;
}

/** Whether the caller may change the week's lines: only its owner does. */
export const ownsWeek = (v: Viewer, employeeId: string) => v.employeeId === employeeId;

/**
 * Whose weeks a self-service route also shows (its `widerFor`): anyone's to a timesheet admin.
 * Approvers reach further than a scope can say (the weeks holding a line routed to them): see readableEmployee.
 */
export const WEEKS_OF_OTHERS: readonly ScopeGrant[] = [
  { holding: section('WORK_TIMESHEET', 'AdminTimesheetApproval'), scope: 'all' },
];

/**
 * Whose week the caller may read: within the route's scope (their own; anyone's as a timesheet
 * admin), and with ApproveTeamTimesheet their reportees' and the weeks holding a line routed to them.
 */
export async function readableEmployee(
  tx: Tx,
  v: Viewer,
  employeeId: string | undefined,
  weekStart: string | null,
): Promise<string> {
  if (!employeeId || employeeId === v.employeeId) return requireEmployee(v);
  if (await mayReadWeeksOf(tx, v, employeeId, weekStart)) return employeeId;
  throw forbidden();
}

/** The owner of a week the call names by id: a week the caller may not read does not exist for them (404). */
export async function readableWeekOwner(tx: Tx, v: Viewer, week: { employeeId: string; weekStart: string }) {
  if (week.employeeId === v.employeeId || (await mayReadWeeksOf(tx, v, week.employeeId, week.weekStart)))
    return week.employeeId;
  throw notFound();
}

async function mayReadWeeksOf(tx: Tx, v: Viewer, employeeId: string, weekStart: string | null): Promise<boolean> {
  if (await isInScope(tx, v.scope, employeeId)) return true;
  return !!v.employeeId && canApproveTeam(v) && (await mayApproveWeeksOf(tx, v.employeeId, employeeId, weekStart));
}

/**
 * The lines (alias `l`) routed to the caller: project lines of the projects they manage or approve
 * for, the other lines of the people who report to them (the line's approver). Nobody decides
 * their own lines; a timesheet admin decides anyone else's.
 */
export function decidableBy(v: Viewer, l: SQL, everyone: boolean): SQL {
  const me = v.employeeId;
  const notMine = me ? sql`${l}.employee_id <> ${me}` : sql`true`;
  if (everyone && isTimesheetAdmin(v)) return notMine;
  if (!me) return sql`false`;
  return sql`${notMine} and ((${l}.kind = 'project' and ${l}.project_id in ${projectsDecidedBy(me)}) or (${l}.kind <> 'project' and ${l}.approver_id = ${me}))`;
}

/**
 * The lines (alias `l`) matching `filter` routed to the caller, as a union of one query per route
 * (the projects they decide, the lines addressed to them), each answered from its own index: the
 * OR of decidableBy over the whole table would be read line by line.
 */
export function linesRoutedTo(v: Viewer, filter: SQL, everyone: boolean): SQL {
  const me = v.employeeId;
  if ((everyone && isTimesheetAdmin(v)) || !me)
    return sql`select l.* from timesheet_lines l where ${decidableBy(v, sql`l`, everyone)} and ${filter}`;
  return sql`select l.* from timesheet_lines l where l.kind = 'project' and l.project_id in ${projectsDecidedBy(me)} and l.employee_id <> ${me} and ${filter}
             union all
             select l.* from timesheet_lines l where l.kind <> 'project' and l.approver_id = ${me} and l.employee_id <> ${me} and ${filter}`;
}

/** The projects whose lines an uploader decides: every project for a timesheet admin. */
export async function decidedProjects(tx: Tx, v: Viewer): Promise<'all' | Set<string>> {
  if (isTimesheetAdmin(v)) return 'all';
  if (!v.employeeId) return new Set();
  return new Set(await decidedProjectIds(tx, v.employeeId));
}

/** The lines (alias `l`) an overview counts: a reporting manager's reportees' (RM), those of the projects the caller decides (PM). */
export function overviewLines(v: Viewer, type: 'RM' | 'PM'): SQL {
  const me = requireEmployee(v);
  return type === 'RM'
    ? sql`l.employee_id in (select id from employees where manager_id = ${me})`
    : sql`l.project_id in ${projectsDecidedBy(me)}`;
}

/** The people (alias `e`) whose pending weeks the caller follows: their reportees, everyone for a timesheet admin. */
export const pendingPeople = (v: Viewer): SQL =>
  isTimesheetAdmin(v) ? sql`true` : sql`e.manager_id = ${v.employeeId}`;

/** The lines (alias `l`) a client's key may see and decide: project lines of the client's projects. */
export const decidableByClient = (c: ExternalCaller, l: SQL): SQL =>
  sql`${l}.kind = 'project' and ${l}.project_id in (select id from projects where client_id = ${c.clientId})`;

// ---- Revenue

/** Revenue of every entity, and the right to change rates and close months (SPEC §6 "global access"). */
export const hasGlobalRevenueAccess = (v: Viewer) =>
  hasAccess(v.permissions, feature('WORK_TIMESHEET', 'RevenueGlobalAccess'));

export function requireRevenueEdit(v: Viewer): void {
  if (!hasGlobalRevenueAccess(v)) throw forbidden(REVENUE_MESSAGES.noRevenueEdit, 'REVENUE_EDIT_NOT_ALLOWED');
}

/**
 * Employees (alias `e`) whose revenue the viewer sees: everyone with global access, else those of
 * the route's entity scope (the legal entities where a role of theirs grants revenue details).
 */
export const revenueEntityScope = (v: Viewer, e: SQL): SQL =>
  hasGlobalRevenueAccess(v) ? sql`true` : sql`${e}.legal_entity_id in ${entitiesInScope(v.scope)}`;

/** Of the people the viewer sees (everyone with global access): a filter on an employee id column. */
export const seenEmployee = (v: Viewer, employeeId: SQL): SQL =>
  hasGlobalRevenueAccess(v)
    ? sql`true`
    : sql`${employeeId} in (select e.id from employees e where ${revenueEntityScope(v, sql`e`)})`;
