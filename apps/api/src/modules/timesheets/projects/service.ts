import type { MasterType } from '@tenure/domain/org';
import {
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  TASK_TYPES,
  type ProjectInput,
  type ProjectListRequest,
  type ProjectOptionsView,
  type ProjectView,
} from '@tenure/domain/timesheets';
import type { projects } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../platform/errors.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { recordProjectChange } from './history-log.ts';
import {
  canManageColumn,
  isProjectAdmin,
  lockManagedProject,
  readableProjects,
  requireReadableProject,
} from '../policy.ts';
import {
  activeBillingEntityChoices,
  activeEmployeeIds,
  allocationOutsideExists,
  clientChoices,
  clientHasBillingEntity,
  clientStatus,
  employeeNames,
  entityChoices,
  entityNames,
  findProject,
  insertProject,
  legalEntityCount,
  listProjects,
  masterTypesOf,
  projectFormMasters,
  projectHistory,
  projectsNamedLike,
  readableProjectExists,
  replaceProjectLinks,
  searchPeople,
  updateProjectRow,
} from './queries.ts';

type Named = { id: string; name: string };

/** The masters, clients and entities the project form chooses from. */
export async function projectOptions(tx: Tx): Promise<ProjectOptionsView> {
  const values = await projectFormMasters(tx);
  const of = (type: MasterType) => values.filter((m) => m.masterType === type).map(({ id, name }) => ({ id, name }));
  return {
    clients: await clientChoices(tx),
    projectTypes: of('ProjectType'),
    technologies: of('Technology'),
    classifications: of('Classification'),
    billingTypes: values
      .filter((m) => m.masterType === 'BillingType')
      .map(({ id, name, code }) => ({ id, name, code })),
    billingEntities: await activeBillingEntityChoices(tx),
    entities: await entityChoices(tx),
    statuses: [...PROJECT_STATUSES],
    taskTypes: [...TASK_TYPES],
  };
}

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** Every reference of the form exists (masters of the right type, the client's billing entity, active people), code and name unique. */
async function checkProject(tx: Tx, input: ProjectInput, current?: typeof projects.$inferSelect): Promise<void> {
  const fieldErrors: FieldErrors = {};
  const client = await clientStatus(tx, input.clientId);
  if (!client) fieldErrors.clientId = PROJECT_MESSAGES.unknownClient;
  else if (client.status !== 'Active' && current?.clientId !== input.clientId)
    fieldErrors.clientId = PROJECT_MESSAGES.inactiveClient;
  const masters: [keyof ProjectInput & string, string | null, MasterType][] = [
    ['projectTypeId', input.projectTypeId, 'ProjectType'],
    ['technologyId', input.technologyId, 'Technology'],
    ['classificationId', input.classificationId, 'Classification'],
    ['billingTypeId', input.billingTypeId, 'BillingType'],
  ];
  const wanted = masters.flatMap(([, id]) => (id ? [id] : []));
  const found = await masterTypesOf(tx, wanted);
  for (const [field, id, type] of masters) {
    if (id && !found.some((m) => m.id === id && m.masterType === type))
      fieldErrors[field] = PROJECT_MESSAGES.unknownMaster;
  }
  if (client && input.billingEntityId) {
    if (!(await clientHasBillingEntity(tx, input.clientId, input.billingEntityId)))
      fieldErrors.billingEntityId = PROJECT_MESSAGES.billingEntityNotOfClient;
  }
  const people = distinct([...input.projectManagerIds, ...input.approverIds]);
  const activeIds = await activeEmployeeIds(tx, people);
  if (input.projectManagerIds.some((id) => !activeIds.has(id)))
    fieldErrors.projectManagerIds = PROJECT_MESSAGES.unknownEmployee;
  if (input.approverIds.some((id) => !activeIds.has(id))) fieldErrors.approverIds = PROJECT_MESSAGES.unknownEmployee;
  if (input.entityIds.length) {
    if ((await legalEntityCount(tx, input.entityIds)) !== distinct(input.entityIds).length)
      fieldErrors.entityIds = PROJECT_MESSAGES.unknownMaster;
  }
  if (current) {
    // The team stays within the project's dates.
    if (await allocationOutsideExists(tx, current.id, input.startDate, input.endDate))
      fieldErrors.endDate = PROJECT_MESSAGES.allocationOutsideProject;
  }
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  const taken = await projectsNamedLike(tx, input, current?.id);
  if (taken.some((r) => r.code.toLowerCase() === input.code.toLowerCase()))
    fieldErrors.code = PROJECT_MESSAGES.projectCodeTaken;
  if (taken.some((r) => r.name.toLowerCase() === input.name.toLowerCase()))
    fieldErrors.name = PROJECT_MESSAGES.projectNameTaken;
  if (Object.keys(fieldErrors).length) throw conflict(Object.values(fieldErrors)[0], fieldErrors, 'DUPLICATE_NAME');
}

const projectColumns = ({ projectManagerIds: _m, approverIds: _a, entityIds: _e, ...columns }: ProjectInput) => columns;

/** Replaces one link list of a project (managers, approvers, entities) and logs what changed. */
async function replaceLinks(
  tx: Tx,
  v: Viewer,
  projectId: string,
  section: 'managers' | 'approvers' | 'entities',
  wanted: readonly string[],
  before: readonly Named[],
  names: (ids: string[]) => Promise<Named[]>,
): Promise<void> {
  const next = distinct(wanted);
  const beforeIds = before.map((p) => p.id);
  if (next.length === beforeIds.length && next.every((id) => beforeIds.includes(id))) return;
  await replaceProjectLinks(tx, v.tenantCode, projectId, section, next);
  const after = await names(next);
  const label = { managers: 'Project managers', approvers: 'Designated approvers', entities: 'Entities' }[section];
  await recordProjectChange(tx, v, {
    projectId,
    section,
    action: 'updated',
    summary: `${label}: ${after.map((p) => p.name).join(', ') || 'none'}`,
    before: before.map((p) => p.name),
    after: after.map((p) => p.name),
  });
}

const asNamed = (people: ProjectView['projectManagers']) => people.map((p) => ({ id: p.employeeId, name: p.name }));

async function writeAllLinks(
  tx: Tx,
  v: Viewer,
  projectId: string,
  input: ProjectInput,
  before?: ProjectView,
): Promise<void> {
  await replaceLinks(
    tx,
    v,
    projectId,
    'managers',
    input.projectManagerIds,
    asNamed(before?.projectManagers ?? []),
    employeeNames(tx),
  );
  await replaceLinks(
    tx,
    v,
    projectId,
    'approvers',
    input.approverIds,
    asNamed(before?.approvers ?? []),
    employeeNames(tx),
  );
  await replaceLinks(tx, v, projectId, 'entities', input.entityIds, before?.entities ?? [], entityNames(tx));
}

/** The fields of the project itself whose change the history log shows. */
const coreOf = (p: ProjectView) => ({
  code: p.code,
  name: p.projectName,
  client: p.clientName,
  projectType: p.projectType?.name ?? null,
  technology: p.technology?.name ?? null,
  classification: p.classification?.name ?? null,
  billingType: p.billingType.name,
  billingEntity: p.billingEntity?.name ?? null,
  status: p.status,
  startDate: p.projectStartDate,
  endDate: p.projectEndDate,
  budgetHours: p.budgetHours,
  description: p.description,
});

export async function createProject(tx: Tx, v: Viewer, input: ProjectInput): Promise<ProjectView> {
  await checkProject(tx, input);
  const id = await insertProject(tx, { tenantId: v.tenantCode, ...projectColumns(input) });
  const created = (await findProject(tx, canManageColumn(v), id))!;
  await recordProjectChange(tx, v, {
    projectId: id,
    section: 'project',
    action: 'created',
    summary: `Project ${input.name} created for ${created.clientName}`,
    after: coreOf(created),
  });
  await writeAllLinks(tx, v, id, input);
  return (await findProject(tx, canManageColumn(v), id))!;
}

/**
 * A project's own fields change with EditProject; a project manager without it may change only
 * the managers, approvers and entities of their own projects, keeping the rest as it is.
 */
export async function updateProject(tx: Tx, v: Viewer, id: string, input: ProjectInput): Promise<ProjectView> {
  const current = await lockManagedProject(tx, v, id);
  const before = (await findProject(tx, canManageColumn(v), id))!;
  await checkProject(tx, input, current);
  if (isProjectAdmin(v)) {
    await updateProjectRow(tx, id, { ...projectColumns(input), updatedAt: new Date() });
    const after = (await findProject(tx, canManageColumn(v), id))!;
    const [b, a] = [coreOf(before), coreOf(after)];
    const changed = (Object.keys(a) as (keyof typeof a)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    if (changed.length) {
      await recordProjectChange(tx, v, {
        projectId: id,
        section: 'project',
        action: 'updated',
        summary: `Changed ${changed.join(', ')}`,
        before: Object.fromEntries(changed.map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
      });
    }
  }
  await writeAllLinks(tx, v, id, input, before);
  return (await findProject(tx, canManageColumn(v), id))!;
}

/** One project the caller may read (an employee also reads the projects they are allocated to). */
export async function readProject(tx: Tx, v: Viewer, id: string): Promise<ProjectView> {
  const view =
    (await readableProjectExists(tx, id, readableProjects(v, { includeTeam: true }))) &&
    (await findProject(tx, canManageColumn(v), id));
  if (!view) throw notFound(PROJECT_MESSAGES.unknownProject);
  return view;
}

/** The project list, within the projects the caller may read (only those they manage, with managedOnly). */
export const listReadableProjects = (tx: Tx, v: Viewer, body: ProjectListRequest) =>
  listProjects(tx, canManageColumn(v), body, readableProjects(v, { managedOnly: body.managedOnly }));

/** A project's history log, for those who may read the project. */
export async function readProjectHistory(tx: Tx, v: Viewer, projectId: string, page: { page: number; size: number }) {
  await requireReadableProject(tx, v, projectId);
  return projectHistory(tx, projectId, page.page, page.size);
}

/** Active people for the manager, approver and team pickers. */
export const projectPeople = (tx: Tx, text: string) => searchPeople(tx, text);
