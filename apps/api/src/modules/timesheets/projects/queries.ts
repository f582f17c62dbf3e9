import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  PEOPLE_SEARCH_LIMIT,
  type ProjectHistorySection,
  type ProjectHistoryView,
  type MyProjectView,
  type ProjectListRequest,
  type ProjectPerson,
  type ProjectView,
} from '@tenure/domain/timesheets';
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
  projectHistoryLogs,
  projectManagers,
  projects,
  users,
} from '../../../db/schema/index.ts';
import { escapeLike, queryRows, type Tx } from '../../../platform/db.ts';

/** `%text%` for a case-insensitive `lower(column) like` search, or null without text. */
export const containsPattern = (text: string | undefined) => (text ? `%${escapeLike(text)}%` : null);

const people = (table: string, alias: string) =>
  sql.raw(`
  coalesce((select json_agg(json_build_object('employeeId', e.id, 'employeeNumber', e.employee_number, 'name', e.display_name) order by e.display_name)
              from ${table} ${alias} join employees e on e.id = ${alias}.employee_id where ${alias}.project_id = p.id), '[]')`);
const master = (column: string) =>
  sql.raw(`(select json_build_object('id', m.id, 'name', m.name) from master_values m where m.id = p.${column})`);

/** A project as the screens show it; `canManage` (policy's canManageColumn) says whether the caller may change it. */
function projectView(canManage: SQL, where: SQL, tail: SQL = sql`order by lower(p.name), p.id`) {
  return sql`
    select p.id, p.id as "projectId", p.name as "projectName", p.code, p.description, p.client_id as "clientId", c.name as "clientName",
           c.currency_id as "currencyId", ${master('project_type_id')} as "projectType", ${master('technology_id')} as "technology",
           ${master('classification_id')} as "classification",
           (select json_build_object('id', m.id, 'name', m.name, 'code', m.code) from master_values m where m.id = p.billing_type_id) as "billingType",
           (select json_build_object('id', b.id, 'name', b.name) from billing_entities b where b.id = p.billing_entity_id) as "billingEntity",
           p.status, p.start_date::text as "projectStartDate", p.end_date::text as "projectEndDate", p.budget_hours::float8 as "budgetHours",
           ${people('project_managers', 'pm')} as "projectManagers",
           ${people('project_approvers', 'pa')} as "approvers",
           coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name)
                       from project_entities pe join legal_entities l on l.id = pe.legal_entity_id where pe.project_id = p.id), '[]') as "entities",
           (select count(distinct a.employee_id)::int from project_allocations a where a.project_id = p.id and a.ended_at is null and a.end_date >= current_date) as "teamSize",
           ${canManage} as "canManage"
      from projects p join clients c on c.id = p.client_id
     where ${where} ${tail}`;
}

export async function findProject(tx: Tx, canManage: SQL, id: string): Promise<ProjectView | undefined> {
  return (await queryRows<ProjectView>(tx, projectView(canManage, sql`p.id = ${id}`)))[0];
}

/** Whether `employeeId` is one of the project's managers. */
export async function isManagerOfProject(tx: Tx, projectId: string, employeeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectManagers.id })
    .from(projectManagers)
    .where(and(eq(projectManagers.projectId, projectId), eq(projectManagers.employeeId, employeeId)));
  return Boolean(row);
}

/** The project's row locked FOR UPDATE, when `readable` (policy's readableProjects) lets the caller see it. */
export async function lockProjectRow(tx: Tx, projectId: string, readable: SQL | undefined) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), readable))
    .for('update', { of: projects });
  return project;
}

/** Whether the project exists within `readable` (policy's readableProjects). */
export async function readableProjectExists(tx: Tx, projectId: string, readable: SQL | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), readable));
  return Boolean(row);
}

const SORTS = {
  name: sql`lower(p.name)`,
  code: sql`lower(p.code)`,
  clientName: sql`lower(c.name)`,
  startDate: sql`p.start_date`,
  status: sql`p.status`,
} as const;

const uuidList = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The project list (POST list with searchQuery and filterValues), within what `scope` lets the caller read. */
export async function listProjects(tx: Tx, canManage: SQL, body: ProjectListRequest, scope: SQL | undefined) {
  const search = containsPattern(body.searchQuery);
  const f = body.filterValues;
  const conditions = sql.join(
    [
      scope ? sql`p.id in (select projects.id from projects where ${scope})` : sql`true`,
      ...(search
        ? [sql`(lower(p.name) like ${search} or lower(p.code) like ${search} or lower(c.name) like ${search})`]
        : []),
      ...(f.status?.length ? [sql`p.status = any(${`{${f.status.join(',')}}`}::text[])`] : []),
      ...(f.clientIds?.length ? [sql`p.client_id = any(${uuidList(f.clientIds)}::uuid[])`] : []),
      ...(f.billingTypeIds?.length ? [sql`p.billing_type_id = any(${uuidList(f.billingTypeIds)}::uuid[])`] : []),
      ...(f.projectTypeIds?.length ? [sql`p.project_type_id = any(${uuidList(f.projectTypeIds)}::uuid[])`] : []),
      ...(f.technologyIds?.length ? [sql`p.technology_id = any(${uuidList(f.technologyIds)}::uuid[])`] : []),
    ],
    sql` and `,
  );
  const [total] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from projects p join clients c on c.id = p.client_id where ${conditions}`,
  );
  const direction = body.direction === 'desc' ? sql`desc` : sql`asc`;
  const items = await queryRows<ProjectView>(
    tx,
    projectView(
      canManage,
      conditions,
      sql`order by ${SORTS[body.sort]} ${direction}, p.id limit ${body.size} offset ${(body.page - 1) * body.size}`,
    ),
  );
  return { items, total: total?.n ?? 0, page: body.page, size: body.size };
}

/**
 * An employee's projects (My Projects, allocated projects): one row per allocation, current and
 * future ones (and past ones with `includePast`), with the project's tasks.
 */
export function employeeProjects(tx: Tx, employeeId: string, includePast: boolean): Promise<MyProjectView[]> {
  return queryRows<MyProjectView>(
    tx,
    sql`
      select p.id as "projectId", p.name as "projectName", c.name as "clientName", p.status,
             p.start_date::text as "projectStartDate", p.end_date::text as "projectEndDate",
             a.id as "projectAllocationId", a.start_date::text as "allocationStartDate", a.end_date::text as "allocationEndDate",
             a.hours_per_week::float8 as "hoursPerWeek", a.percent::float8 as percent, a.allocated_hours::float8 as "allocatedHours", a.role,
             coalesce((select json_agg(e.display_name order by e.display_name) from project_managers pm join employees e on e.id = pm.employee_id
                        where pm.project_id = p.id), '[]') as "projectManagers",
             coalesce((select json_agg(json_build_object('taskId', t.id, 'taskName', t.name, 'isCustom', t.is_custom) order by t.is_custom, lower(t.name))
                         from project_tasks t where t.project_id = p.id), '[]') as tasks
        from project_allocations a join projects p on p.id = a.project_id join clients c on c.id = p.client_id
       where a.employee_id = ${employeeId} ${includePast ? sql`` : sql`and a.end_date >= current_date`}
       order by a.start_date desc, lower(p.name), a.id`,
  );
}

/** Active employees whose name or number contains the text, for the manager, approver and team pickers (any entity). */
export const searchPeople = (tx: Tx, text: string) =>
  queryRows<ProjectPerson>(
    tx,
    sql`select e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as name from employees e
         where e.status <> 'Inactive' and (lower(e.display_name) like ${containsPattern(text)} or lower(e.employee_number) like ${containsPattern(text)})
         order by lower(e.display_name), e.employee_number limit ${PEOPLE_SEARCH_LIMIT}`,
  );

/**
 * Writes a change of a project's set-up to its history log, with the actor's name as it is now
 * (the log keeps it as it was then).
 */
export async function insertProjectChange(
  tx: Tx,
  tenantId: string,
  userId: string,
  change: {
    projectId: string;
    section: ProjectHistorySection;
    action: string;
    summary: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  const [actor] = await tx
    .select({ name: sql<string>`coalesce(${employees.displayName}, ${users.username})` })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(users.id, userId));
  await tx.insert(projectHistoryLogs).values({
    tenantId,
    ...change,
    before: change.before ?? null,
    after: change.after ?? null,
    changedBy: userId,
    changedByName: actor?.name ?? '',
    // The moment of each change, not of the transaction: a project's creation precedes its managers.
    changedAt: sql`clock_timestamp()`,
  });
}

/** A project's history log, latest change first. */
export async function projectHistory(tx: Tx, projectId: string, page: number, size: number) {
  const where = eq(projectHistoryLogs.projectId, projectId);
  const items = await tx
    .select({
      id: projectHistoryLogs.id,
      section: projectHistoryLogs.section,
      action: projectHistoryLogs.action,
      summary: projectHistoryLogs.summary,
      before: projectHistoryLogs.before,
      after: projectHistoryLogs.after,
      changedByName: projectHistoryLogs.changedByName,
      changedAt: projectHistoryLogs.changedAt,
    })
    .from(projectHistoryLogs)
    .where(where)
    .orderBy(desc(projectHistoryLogs.changedAt), desc(projectHistoryLogs.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await tx.select({ n: count() }).from(projectHistoryLogs).where(where);
  return {
    items: items.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }) as ProjectHistoryView),
    total: total?.n ?? 0,
    page,
    size,
  };
}

/** Active masters of the project form's types, in their order. */
export const projectFormMasters = (tx: Tx) =>
  tx
    .select({
      id: masterValues.id,
      name: masterValues.name,
      code: masterValues.code,
      masterType: masterValues.masterType,
    })
    .from(masterValues)
    .where(
      and(
        eq(masterValues.isActive, true),
        inArray(masterValues.masterType, ['ProjectType', 'Technology', 'Classification', 'BillingType']),
      ),
    )
    .orderBy(sql`${masterValues.orderId} nulls last`, masterValues.name);

/** Every client with its billing entities, for the project form. */
export const clientChoices = (tx: Tx) =>
  queryRows<{ id: string; name: string; billingEntityIds: string[]; status: 'Active' | 'Inactive' }>(
    tx,
    sql`select c.id, c.name, c.status, coalesce((select json_agg(cb.billing_entity_id) from client_billing_entities cb where cb.client_id = c.id), '[]') as "billingEntityIds"
          from clients c order by lower(c.name)`,
  );

export const activeBillingEntityChoices = (tx: Tx) =>
  tx
    .select({ id: billingEntities.id, name: billingEntities.name })
    .from(billingEntities)
    .where(eq(billingEntities.isActive, true))
    .orderBy(billingEntities.name);

export const entityChoices = (tx: Tx) =>
  tx.select({ id: legalEntities.id, name: legalEntities.name }).from(legalEntities).orderBy(legalEntities.name);

export async function clientStatus(tx: Tx, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client;
}

export const masterTypesOf = (tx: Tx, ids: string[]) =>
  tx
    .select({ id: masterValues.id, masterType: masterValues.masterType })
    .from(masterValues)
    .where(inArray(masterValues.id, ids));

export async function clientHasBillingEntity(tx: Tx, clientId: string, billingEntityId: string): Promise<boolean> {
  const [link] = await tx
    .select({ id: clientBillingEntities.id })
    .from(clientBillingEntities)
    .where(
      and(eq(clientBillingEntities.clientId, clientId), eq(clientBillingEntities.billingEntityId, billingEntityId)),
    );
  return link !== undefined;
}

export async function activeEmployeeIds(tx: Tx, ids: string[]): Promise<Set<string>> {
  const active = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.id, ids), ne(employees.status, 'Inactive')));
  return new Set(active.map((e) => e.id));
}

export async function legalEntityCount(tx: Tx, ids: string[]): Promise<number> {
  return (await tx.select({ id: legalEntities.id }).from(legalEntities).where(inArray(legalEntities.id, ids))).length;
}

/** Whether some allocation of the project lies outside these dates. */
export async function allocationOutsideExists(
  tx: Tx,
  projectId: string,
  startDate: string,
  endDate: string | null,
): Promise<boolean> {
  const [outside] = await tx
    .select({ id: projectAllocations.id })
    .from(projectAllocations)
    .where(
      and(
        eq(projectAllocations.projectId, projectId),
        or(
          sql`${projectAllocations.startDate} < ${startDate}`,
          endDate ? sql`${projectAllocations.endDate} > ${endDate}` : undefined,
        ),
      ),
    )
    .limit(1);
  return outside !== undefined;
}

/** Other projects with this code or name (case-insensitive). */
export const projectsNamedLike = (tx: Tx, input: { code: string; name: string }, exceptId?: string) =>
  tx
    .select({ code: projects.code, name: projects.name })
    .from(projects)
    .where(
      and(
        or(sql`lower(${projects.code}) = lower(${input.code})`, sql`lower(${projects.name}) = lower(${input.name})`),
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    );

export async function insertProject(tx: Tx, values: typeof projects.$inferInsert): Promise<string> {
  const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

export async function updateProjectRow(
  tx: Tx,
  id: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<void> {
  await tx.update(projects).set(values).where(eq(projects.id, id));
}

/** Replaces one link list of a project: its managers, approvers (employee ids) or entities (legal entity ids). */
export async function replaceProjectLinks(
  tx: Tx,
  tenantId: string,
  projectId: string,
  section: 'managers' | 'approvers' | 'entities',
  ids: string[],
): Promise<void> {
  if (section === 'entities') {
    await tx.delete(projectEntities).where(eq(projectEntities.projectId, projectId));
    if (ids.length)
      await tx.insert(projectEntities).values(ids.map((legalEntityId) => ({ tenantId, projectId, legalEntityId })));
  } else {
    const table = section === 'managers' ? projectManagers : projectApprovers;
    await tx.delete(table).where(eq(table.projectId, projectId));
    if (ids.length) await tx.insert(table).values(ids.map((employeeId) => ({ tenantId, projectId, employeeId })));
  }
}

export const employeeNames = (tx: Tx) => (ids: string[]) =>
  ids.length
    ? tx
        .select({ id: employees.id, name: employees.displayName })
        .from(employees)
        .where(inArray(employees.id, ids))
        .orderBy(employees.displayName)
    : Promise.resolve([]);
export const entityNames = (tx: Tx) => (ids: string[]) =>
  ids.length
    ? tx
        .select({ id: legalEntities.id, name: legalEntities.name })
        .from(legalEntities)
        .where(inArray(legalEntities.id, ids))
        .orderBy(legalEntities.name)
    : Promise.resolve([]);
