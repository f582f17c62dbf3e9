import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess, section } from '@tenure/domain/access';
import { PROJECT_MESSAGES } from '@tenure/domain/timesheets';
import { projectAllocations, projectApprovers, projectManagers, projects } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

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
  exists(sql`(select 1 from ${projectManagers} pm where pm.project_id = ${projects.id} and pm.employee_id = ${employeeId})`);
const approvedBy = (employeeId: string) =>
  exists(sql`(select 1 from ${projectApprovers} pa where pa.project_id = ${projects.id} and pa.employee_id = ${employeeId})`);
const staffedWith = (employeeId: string) =>
  exists(sql`(select 1 from ${projectAllocations} a where a.project_id = ${projects.id} and a.employee_id = ${employeeId})`);

/**
 * The projects the caller may read: all for an administrator; otherwise those they manage or
 * approve, and (for `includeTeam`) those they are allocated to. `managedOnly` narrows to managed ones.
 */
export function readableProjects(v: Viewer, opts: { managedOnly?: boolean; includeTeam?: boolean } = {}): SQL | undefined {
  if (!v.employeeId) return isProjectAdmin(v) && !opts.managedOnly ? undefined : sql`false`;
  if (opts.managedOnly) return managedBy(v.employeeId);
  if (isProjectAdmin(v)) return undefined;
  return or(managedBy(v.employeeId), approvedBy(v.employeeId), ...(opts.includeTeam ? [staffedWith(v.employeeId)] : []));
}

/** Whether the caller manages the project (or administers all projects). */
export async function canManageProject(tx: Tx, v: Viewer, projectId: string): Promise<boolean> {
  if (isProjectAdmin(v)) return true;
  if (!v.employeeId) return false;
  const [row] = await tx
    .select({ id: projectManagers.id })
    .from(projectManagers)
    .where(and(eq(projectManagers.projectId, projectId), eq(projectManagers.employeeId, v.employeeId)));
  return Boolean(row);
}

/**
 * Locks the project row for a change of its set-up (so concurrent changes apply one after the
 * other) after checking it exists for the caller and that they manage it.
 */
export async function lockManagedProject(tx: Tx, v: Viewer, projectId: string) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), readableProjects(v)))
    .for('update', { of: projects });
  if (!project) throw notFound(PROJECT_MESSAGES.unknownProject);
  if (!(await canManageProject(tx, v, projectId))) throw forbidden(PROJECT_MESSAGES.notProjectManager);
  return project;
}

/** Checks the caller may read the project (404 otherwise, so other projects' ids are not confirmed). */
export async function requireReadableProject(tx: Tx, v: Viewer, projectId: string, includeTeam = false): Promise<void> {
  const [row] = await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), readableProjects(v, { includeTeam })));
  if (!row) throw notFound(PROJECT_MESSAGES.unknownProject);
}
