import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { PROJECT_MESSAGES, type ClientInput, type ClientListQuery, type ClientView } from '@tenure/domain/timesheets';
import { billingEntities, clientBillingEntities, clientClientManagers, clientManagers, clients, currencies, projects } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { containsPattern } from '../projects/queries.ts';

/** A client with its billing entities, client managers and number of projects, as the screens show it. */
const clientView = (where: SQL, order: SQL = sql`c.name`, limit = sql``) => sql`
  select c.id, c.code, c.name, c.currency_id as "currencyId", c.status, c.website, c.address,
         c.contact_name as "contactName", c.contact_email as "contactEmail", c.description,
         coalesce((select json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name, 'currencyId', b.currency_id) order by b.name)
                     from client_billing_entities cb join billing_entities b on b.id = cb.billing_entity_id where cb.client_id = c.id), '[]') as "billingEntities",
         coalesce((select json_agg(json_build_object('id', m.id, 'employeeId', e.id, 'employeeNumber', e.employee_number, 'name', e.display_name) order by e.display_name)
                     from client_client_managers cm join client_managers m on m.id = cm.client_manager_id join employees e on e.id = m.employee_id
                    where cm.client_id = c.id), '[]') as "clientManagers",
         (select count(*)::int from projects p where p.client_id = c.id) as "projectCount"
    from clients c where ${where} order by ${order}, c.id ${limit}`;

export async function findClient(tx: Tx, id: string): Promise<ClientView | undefined> {
  return (await queryRows<ClientView>(tx, clientView(sql`c.id = ${id}`)))[0];
}

const SORTS = { name: sql`lower(c.name)`, code: sql`lower(c.code)`, status: sql`c.status` } as const;

/** The clients list (/clients): searched by name or code, filtered by status, paged and sorted. */
export async function listClients(tx: Tx, query: ClientListQuery) {
  const search = containsPattern(query.searchQuery);
  const conditions = sql.join(
    [sql`true`, ...(search ? [sql`(lower(c.name) like ${search} or lower(c.code) like ${search})`] : []), ...(query.status ? [sql`c.status = ${query.status}`] : [])],
    sql` and `,
  );
  const [total] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from clients c where ${conditions}`);
  const order = sql`${SORTS[query.sort]} ${query.direction === 'desc' ? sql`desc` : sql`asc`}`;
  const items = await queryRows<ClientView>(tx, clientView(conditions, order, sql`limit ${query.size} offset ${(query.page - 1) * query.size}`));
  return { items, total: total?.n ?? 0, page: query.page, size: query.size };
}

/** Active billing legal entities for the client form, a page of 25 at a time (SPEC §9). */
export async function billingEntityPage(tx: Tx, page: number, size: number, searchQuery?: string) {
  const where = and(eq(billingEntities.isActive, true), searchQuery ? sql`lower(${billingEntities.name}) like ${containsPattern(searchQuery)}` : undefined);
  const [total] = await tx.select({ n: count() }).from(billingEntities).where(where);
  const items = await tx
    .select({ id: billingEntities.id, code: billingEntities.code, name: billingEntities.name, currencyId: billingEntities.currencyId })
    .from(billingEntities)
    .where(where)
    .orderBy(asc(billingEntities.name), asc(billingEntities.id))
    .limit(size)
    .offset((page - 1) * size);
  return { items, total: total?.n ?? 0, page, size };
}

/** Currency known, billing entities and client managers from their (active) masters, code and name unique. */
async function checkClient(tx: Tx, input: ClientInput, exceptId?: string): Promise<void> {
  const fieldErrors: FieldErrors = {};
  const [currency] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, input.currencyId));
  if (!currency) fieldErrors.currencyId = PROJECT_MESSAGES.currencyRequired;
  const entities = await tx
    .select({ id: billingEntities.id })
    .from(billingEntities)
    .where(and(inArray(billingEntities.id, input.billingEntityIds), eq(billingEntities.isActive, true)));
  if (entities.length !== new Set(input.billingEntityIds).size) fieldErrors.billingEntityIds = PROJECT_MESSAGES.unknownBillingEntity;
  if (input.clientManagerIds.length) {
    const managers = await tx
      .select({ id: clientManagers.id })
      .from(clientManagers)
      .where(and(inArray(clientManagers.id, input.clientManagerIds), eq(clientManagers.isActive, true)));
    if (managers.length !== new Set(input.clientManagerIds).size) fieldErrors.clientManagerIds = PROJECT_MESSAGES.unknownClientManager;
  }
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  const taken = await tx
    .select({ code: clients.code, name: clients.name })
    .from(clients)
    .where(and(or(sql`lower(${clients.code}) = lower(${input.code})`, sql`lower(${clients.name}) = lower(${input.name})`), exceptId ? ne(clients.id, exceptId) : undefined));
  if (taken.some((r) => r.code.toLowerCase() === input.code.toLowerCase())) fieldErrors.code = PROJECT_MESSAGES.clientCodeTaken;
  if (taken.some((r) => r.name.toLowerCase() === input.name.toLowerCase())) fieldErrors.name = PROJECT_MESSAGES.clientNameTaken;
  if (Object.keys(fieldErrors).length) throw conflict(Object.values(fieldErrors)[0], fieldErrors, 'DUPLICATE_NAME');
}

async function writeLinks(tx: Tx, tenantId: string, clientId: string, input: ClientInput): Promise<void> {
  await tx.delete(clientBillingEntities).where(eq(clientBillingEntities.clientId, clientId));
  await tx.delete(clientClientManagers).where(eq(clientClientManagers.clientId, clientId));
  await tx.insert(clientBillingEntities).values([...new Set(input.billingEntityIds)].map((billingEntityId) => ({ tenantId, clientId, billingEntityId })));
  const managers = [...new Set(input.clientManagerIds)];
  if (managers.length) await tx.insert(clientClientManagers).values(managers.map((clientManagerId) => ({ tenantId, clientId, clientManagerId })));
}

const clientColumns = ({ billingEntityIds: _b, clientManagerIds: _m, ...columns }: ClientInput) => columns;

export async function createClient(tx: Tx, v: Viewer, input: ClientInput): Promise<ClientView> {
  await checkClient(tx, input);
  const [row] = await tx.insert(clients).values({ tenantId: v.tenantCode, ...clientColumns(input) }).returning({ id: clients.id });
  await writeLinks(tx, v.tenantCode, row!.id, input);
  const after = (await findClient(tx, row!.id))!;
  await recordAudit(tx, { ...auditActor(v), action: 'client.create', entity: 'client', entityId: row!.id, after });
  return after;
}

export async function updateClient(tx: Tx, v: Viewer, id: string, input: ClientInput): Promise<ClientView> {
  const [locked] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
  if (!locked) throw notFound(PROJECT_MESSAGES.unknownClient);
  const before = await findClient(tx, id);
  await checkClient(tx, input, id);
  const stillUsed = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.clientId, id), sql`${projects.billingEntityId} is not null`, sql`not (${projects.billingEntityId} = any(${`{${input.billingEntityIds.join(',')}}`}::uuid[]))`))
    .limit(1);
  if (stillUsed.length) throw badRequest(PROJECT_MESSAGES.billingEntityNotOfClient, { billingEntityIds: PROJECT_MESSAGES.billingEntityNotOfClient });
  await tx.update(clients).set({ ...clientColumns(input), updatedAt: new Date() }).where(eq(clients.id, id));
  await writeLinks(tx, v.tenantCode, id, input);
  const after = (await findClient(tx, id))!;
  await recordAudit(tx, { ...auditActor(v), action: 'client.update', entity: 'client', entityId: id, before, after });
  return after;
}

/** A client with projects stays (its projects and timesheets name it); it can be made inactive instead. */
export async function deleteClient(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [locked] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update');
  if (!locked) throw notFound(PROJECT_MESSAGES.unknownClient);
  const before = await findClient(tx, id);
  const [used] = await tx.select({ n: count() }).from(projects).where(eq(projects.clientId, id));
  if (used && used.n > 0) throw conflict(PROJECT_MESSAGES.clientHasProjects, undefined, 'IN_USE');
  await tx.delete(clients).where(eq(clients.id, id));
  await recordAudit(tx, { ...auditActor(v), action: 'client.delete', entity: 'client', entityId: id, before });
}
