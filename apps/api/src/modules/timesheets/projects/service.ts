import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { MasterType } from '@tenure/domain/org';
import { PROJECT_MESSAGES, PROJECT_STATUSES, TASK_TYPES, type ProjectInput, type ProjectListRequest, type ProjectOptionsView, type ProjectView } from '@tenure/domain/timesheets';
import {
  billingEntities,
  clientBillingEntities,
  clients,
  employees,
  legalEntities,
  masterValues,
  projectAllocations,
  projectApprovers,
  projectEntities,
  projectManagers,
  projects,
} from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../platform/errors.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { recordProjectChange } from './history-log.ts';
import { canManageColumn, isProjectAdmin, lockManagedProject, readableProjects, requireReadableProject } from '../policy.ts';
import { findProject, listProjects, projectHistory, readableProjectExists, searchPeople } from './queries.ts';

type Named = { id: string; name: string };

/** The masters, clients and entities the project form chooses from. */
export async function projectOptions(tx: Tx): Promise<ProjectOptionsView> {
  const values = await tx
    .select({ id: masterValues.id, name: masterValues.name, code: masterValues.code, masterType: masterValues.masterType })
    .from(masterValues)
    .where(and(eq(masterValues.isActive, true), inArray(masterValues.masterType, ['ProjectType', 'Technology', 'Classification', 'BillingType'])))
    .orderBy(sql`${masterValues.orderId} nulls last`, masterValues.name);
  const of = (type: MasterType) => values.filter((m) => m.masterType === type).map(({ id, name }) => ({ id, name }));
  const clientRows = await queryRows<Named & { billingEntityIds: string[]; status: 'Active' | 'Inactive' }>(
    tx,
    sql`select c.id, c.name, c.status, coalesce((select json_agg(cb.billing_entity_id) from client_billing_entities cb where cb.client_id = c.id), '[]') as "billingEntityIds"
          from clients c order by lower(c.name)`,
  );
  return {
    clients: clientRows,
    projectTypes: of('ProjectType'),
    technologies: of('Technology'),
    classifications: of('Classification'),
    billingTypes: values.filter((m) => m.masterType === 'BillingType').map(({ id, name, code }) => ({ id, name, code })),
    billingEntities: await tx.select({ id: billingEntities.id, name: billingEntities.name }).from(billingEntities).where(eq(billingEntities.isActive, true)).orderBy(billingEntities.name),
    entities: await tx.select({ id: legalEntities.id, name: legalEntities.name }).from(legalEntities).orderBy(legalEntities.name),
    statuses: [...PROJECT_STATUSES],
    taskTypes: [...TASK_TYPES],
  };
}

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** Every reference of the form exists (masters of the right type, the client's billing entity, active people), code and name unique. */
async function checkProject(tx: Tx, input: ProjectInput, current?: typeof projects.$inferSelect): Promise<void> {
  const fieldErrors: FieldErrors = {};
  const [client] = await tx.select({ id: clients.id, status: clients.status }).from(clients).where(eq(clients.id, input.clientId));
  if (!client) fieldErrors.clientId = PROJECT_MESSAGES.unknownClient;
  else if (client.status !== 'Active' && current?.clientId !== input.clientId) fieldErrors.clientId = PROJECT_MESSAGES.inactiveClient;
  const masters: [keyof ProjectInput & string, string | null, MasterType][] = [
    ['projectTypeId', input.projectTypeId, 'ProjectType'],
    ['technologyId', input.technologyId, 'Technology'],
    ['classificationId', input.classificationId, 'Classification'],
    ['billingTypeId', input.billingTypeId, 'BillingType'],
  ];
  const wanted = masters.flatMap(([, id]) => (id ? [id] : []));
  const found = await tx.select({ id: masterValues.id, masterType: masterValues.masterType }).from(masterValues).where(inArray(masterValues.id, wanted));
  for (const [field, id, type] of masters) {
    if (id && !found.some((m) => m.id === id && m.masterType === type)) fieldErrors[field] = PROJECT_MESSAGES.unknownMaster;
  }
  if (client && input.billingEntityId) {
    const [link] = await tx
      .select({ id: clientBillingEntities.id })
      .from(clientBillingEntities)
      .where(and(eq(clientBillingEntities.clientId, input.clientId), eq(clientBillingEntities.billingEntityId, input.billingEntityId)));
    if (!link) fieldErrors.billingEntityId = PROJECT_MESSAGES.billingEntityNotOfClient;
  }
  const people = distinct([...input.projectManagerIds, ...input.approverIds]);
  const active = await tx.select({ id: employees.id }).from(employees).where(and(inArray(employees.id, people), ne(employees.status, 'Inactive')));
  const activeIds = new Set(active.map((e) => e.id));
  if (input.projectManagerIds.some((id) => !activeIds.has(id))) fieldErrors.projectManagerIds = PROJECT_MESSAGES.unknownEmployee;
  if (input.approverIds.some((id) => !activeIds.has(id))) fieldErrors.approverIds = PROJECT_MESSAGES.unknownEmployee;
  if (input.entityIds.length) {
    const entities = await tx.select({ id: legalEntities.id }).from(legalEntities).where(inArray(legalEntities.id, input.entityIds));
    if (entities.length !== distinct(input.entityIds).length) fieldErrors.entityIds = PROJECT_MESSAGES.unknownMaster;
  }
  if (current) {
    // The team stays within the project's dates.
    const [outside] = await tx
      .select({ id: projectAllocations.id })
      .from(projectAllocations)
      .where(
        and(
          eq(projectAllocations.projectId, current.id),
          or(sql`${projectAllocations.startDate} < ${input.startDate}`, input.endDate ? sql`${projectAllocations.endDate} > ${input.endDate}` : undefined),
        ),
      )
      .limit(1);
    if (outside) fieldErrors.endDate = PROJECT_MESSAGES.allocationOutsideProject;
  }
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  const taken = await tx
    .select({ code: projects.code, name: projects.name })
    .from(projects)
    .where(and(or(sql`lower(${projects.code}) = lower(${input.code})`, sql`lower(${projects.name}) = lower(${input.name})`), current ? ne(projects.id, current.id) : undefined));
  if (taken.some((r) => r.code.toLowerCase() === input.code.toLowerCase())) fieldErrors.code = PROJECT_MESSAGES.projectCodeTaken;
  if (taken.some((r) => r.name.toLowerCase() === input.name.toLowerCase())) fieldErrors.name = PROJECT_MESSAGES.projectNameTaken;
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
  const tenantId = v.tenantCode;
  if (section === 'entities') {
    await tx.delete(projectEntities).where(eq(projectEntities.projectId, projectId));
    if (next.length) await tx.insert(projectEntities).values(next.map((legalEntityId) => ({ tenantId, projectId, legalEntityId })));
  } else {
    const table = section === 'managers' ? projectManagers : projectApprovers;
    await tx.delete(table).where(eq(table.projectId, projectId));
    if (next.length) await tx.insert(table).values(next.map((employeeId) => ({ tenantId, projectId, employeeId })));
  }
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

const employeeNames = (tx: Tx) => (ids: string[]) =>
  ids.length ? tx.select({ id: employees.id, name: employees.displayName }).from(employees).where(inArray(employees.id, ids)).orderBy(employees.displayName) : Promise.resolve([]);
const entityNames = (tx: Tx) => (ids: string[]) =>
  ids.length ? tx.select({ id: legalEntities.id, name: legalEntities.name }).from(legalEntities).where(inArray(legalEntities.id, ids)).orderBy(legalEntities.name) : Promise.resolve([]);
const asNamed = (people: ProjectView['projectManagers']) => people.map((p) => ({ id: p.employeeId, name: p.name }));

async function writeAllLinks(tx: Tx, v: Viewer, projectId: string, input: ProjectInput, before?: ProjectView): Promise<void> {
  await replaceLinks(tx, v, projectId, 'managers', input.projectManagerIds, asNamed(before?.projectManagers ?? []), employeeNames(tx));
  await replaceLinks(tx, v, projectId, 'approvers', input.approverIds, asNamed(before?.approvers ?? []), employeeNames(tx));
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
  const [row] = await tx.insert(projects).values({ tenantId: v.tenantCode, ...projectColumns(input) }).returning({ id: projects.id });
  const id = row!.id;
  const created = (await findProject(tx, canManageColumn(v), id))!;
  await recordProjectChange(tx, v, { projectId: id, section: 'project', action: 'created', summary: `Project ${input.name} created for ${created.clientName}`, after: coreOf(created) });
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
    await tx.update(projects).set({ ...projectColumns(input), updatedAt: new Date() }).where(eq(projects.id, id));
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
  const view = (await readableProjectExists(tx, id, readableProjects(v, { includeTeam: true }))) && (await findProject(tx, canManageColumn(v), id));
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
