import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ClientInput, ClientListQuery, ClientView } from '@tenure/domain/timesheets';
import {
  billingEntities,
  clientBillingEntities,
  clientClientManagers,
  clientManagers,
  clients,
  currencies,
  projects,
} from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
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
    [
      sql`true`,
      ...(search ? [sql`(lower(c.name) like ${search} or lower(c.code) like ${search})`] : []),
      ...(query.status ? [sql`c.status = ${query.status}`] : []),
    ],
    sql` and `,
  );
  const [total] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from clients c where ${conditions}`);
  const order = sql`${SORTS[query.sort]} ${query.direction === 'desc' ? sql`desc` : sql`asc`}`;
  const items = await queryRows<ClientView>(
    tx,
    clientView(conditions, order, sql`limit ${query.size} offset ${(query.page - 1) * query.size}`),
  );
  return { items, total: total?.n ?? 0, page: query.page, size: query.size };
}

/** Active billing legal entities for the client form, a page at a time. */
export async function billingEntityPage(tx: Tx, page: number, size: number, searchQuery?: string) {
  const where = and(
    eq(billingEntities.isActive, true),
    searchQuery ? sql`lower(${billingEntities.name}) like ${containsPattern(searchQuery)}` : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(billingEntities).where(where);
  const items = await tx
    .select({
      id: billingEntities.id,
      code: billingEntities.code,
      name: billingEntities.name,
      currencyId: billingEntities.currencyId,
    })
    .from(billingEntities)
    .where(where)
    .orderBy(asc(billingEntities.name), asc(billingEntities.id))
    .limit(size)
    .offset((page - 1) * size);
  return { items, total: total?.n ?? 0, page, size };
}

export const currencyExists = async (tx: Tx, id: string) =>
  (await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.id, id))).length > 0;

/** How many of the ids are active billing entities. */
export const activeBillingEntityCount = async (tx: Tx, ids: readonly string[]) =>
  (
    await tx
      .select({ id: billingEntities.id })
      .from(billingEntities)
      .where(and(inArray(billingEntities.id, [...ids]), eq(billingEntities.isActive, true)))
  ).length;

/** How many of the ids are active client managers. */
export const activeClientManagerCount = async (tx: Tx, ids: readonly string[]) =>
  (
    await tx
      .select({ id: clientManagers.id })
      .from(clientManagers)
      .where(and(inArray(clientManagers.id, [...ids]), eq(clientManagers.isActive, true)))
  ).length;

/** Other clients with the same code or name, whatever their case. */
export const clientsNamedLike = (tx: Tx, code: string, name: string, exceptId?: string) =>
  tx
    .select({ code: clients.code, name: clients.name })
    .from(clients)
    .where(
      and(
        or(sql`lower(${clients.code}) = lower(${code})`, sql`lower(${clients.name}) = lower(${name})`),
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    );

/** Replaces the client's billing entities and client managers. */
export async function writeClientLinks(
  tx: Tx,
  tenantId: string,
  clientId: string,
  input: Pick<ClientInput, 'billingEntityIds' | 'clientManagerIds'>,
): Promise<void> {
  await tx.delete(clientBillingEntities).where(eq(clientBillingEntities.clientId, clientId));
  await tx.delete(clientClientManagers).where(eq(clientClientManagers.clientId, clientId));
  await tx
    .insert(clientBillingEntities)
    .values([...new Set(input.billingEntityIds)].map((billingEntityId) => ({ tenantId, clientId, billingEntityId })));
  const managers = [...new Set(input.clientManagerIds)];
  if (managers.length)
    await tx
      .insert(clientClientManagers)
      .values(managers.map((clientManagerId) => ({ tenantId, clientId, clientManagerId })));
}

type ClientColumns = Omit<ClientInput, 'billingEntityIds' | 'clientManagerIds'>;

export async function insertClient(tx: Tx, tenantId: string, columns: ClientColumns): Promise<string> {
  const [row] = await tx
    .insert(clients)
    .values({ tenantId, ...columns })
    .returning({ id: clients.id });
  return row!.id;
}

export const updateClientRow = (tx: Tx, id: string, columns: ClientColumns) =>
  tx
    .update(clients)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(clients.id, id));

export const deleteClientRow = (tx: Tx, id: string) => tx.delete(clients).where(eq(clients.id, id));

/** Locks the client's row until commit; whether it exists. */
export const lockClient = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for('update')).length > 0;

/** Whether a project of the client bills an entity outside `billingEntityIds`. */
export const billsOtherEntity = async (tx: Tx, clientId: string, billingEntityIds: readonly string[]) =>
  (
    await tx
      .select({ name: projects.name })
      .from(projects)
      .where(
        and(
          eq(projects.clientId, clientId),
          sql`${projects.billingEntityId} is not null`,
          sql`not (${projects.billingEntityId} = any(${`{${billingEntityIds.join(',')}}`}::uuid[]))`,
        ),
      )
      .limit(1)
  ).length > 0;

export const projectCountOf = async (tx: Tx, clientId: string) =>
  (await tx.select({ n: count() }).from(projects).where(eq(projects.clientId, clientId)))[0]?.n ?? 0;
