import { PROJECT_MESSAGES, type ClientInput, type ClientView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import * as q from './queries.ts';

export { billingEntityPage, listClients } from './queries.ts';

/** One client (404 when there is none). */
export async function readClient(tx: Tx, id: string): Promise<ClientView> {
  const client = await q.findClient(tx, id);
  if (!client) throw notFound();
  return client;
}

/** Currency known, billing entities and client managers from their (active) masters, code and name unique. */
async function checkClient(tx: Tx, input: ClientInput, exceptId?: string): Promise<void> {
  const fieldErrors: FieldErrors = {};
  if (!(await q.currencyExists(tx, input.currencyId))) fieldErrors.currencyId = PROJECT_MESSAGES.currencyRequired;
  if ((await q.activeBillingEntityCount(tx, input.billingEntityIds)) !== new Set(input.billingEntityIds).size)
    fieldErrors.billingEntityIds = PROJECT_MESSAGES.unknownBillingEntity;
  if (input.clientManagerIds.length) {
    if ((await q.activeClientManagerCount(tx, input.clientManagerIds)) !== new Set(input.clientManagerIds).size)
      fieldErrors.clientManagerIds = PROJECT_MESSAGES.unknownClientManager;
  }
  if (Object.keys(fieldErrors).length) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  const taken = await q.clientsNamedLike(tx, input.code, input.name, exceptId);
  if (taken.some((r) => r.code.toLowerCase() === input.code.toLowerCase()))
    fieldErrors.code = PROJECT_MESSAGES.clientCodeTaken;
  if (taken.some((r) => r.name.toLowerCase() === input.name.toLowerCase()))
    fieldErrors.name = PROJECT_MESSAGES.clientNameTaken;
  if (Object.keys(fieldErrors).length) throw conflict(Object.values(fieldErrors)[0], fieldErrors, 'DUPLICATE_NAME');
}

const clientColumns = ({ billingEntityIds: _b, clientManagerIds: _m, ...columns }: ClientInput) => columns;

export async function createClient(tx: Tx, v: Viewer, input: ClientInput): Promise<ClientView> {
  await checkClient(tx, input);
  const id = await q.insertClient(tx, v.tenantCode, clientColumns(input));
  await q.writeClientLinks(tx, v.tenantCode, id, input);
  const after = (await q.findClient(tx, id))!;
  await recordAudit(tx, { ...auditActor(v), action: 'client.create', entity: 'client', entityId: id, after });
  return after;
}

export async function updateClient(tx: Tx, v: Viewer, id: string, input: ClientInput): Promise<ClientView> {
  if (!(await q.lockClient(tx, id))) throw notFound(PROJECT_MESSAGES.unknownClient);
  const before = await q.findClient(tx, id);
  await checkClient(tx, input, id);
  if (await q.billsOtherEntity(tx, id, input.billingEntityIds))
    throw badRequest(PROJECT_MESSAGES.billingEntityNotOfClient, {
      billingEntityIds: PROJECT_MESSAGES.billingEntityNotOfClient,
    });
  await q.updateClientRow(tx, id, clientColumns(input));
  await q.writeClientLinks(tx, v.tenantCode, id, input);
  const after = (await q.findClient(tx, id))!;
  await recordAudit(tx, { ...auditActor(v), action: 'client.update', entity: 'client', entityId: id, before, after });
  return after;
}

/** A client with projects stays (its projects and timesheets name it); it can be made inactive instead. */
export async function deleteClient(tx: Tx, v: Viewer, id: string): Promise<void> {
  if (!(await q.lockClient(tx, id))) throw notFound(PROJECT_MESSAGES.unknownClient);
  const before = await q.findClient(tx, id);
  if ((await q.projectCountOf(tx, id)) > 0) throw conflict(PROJECT_MESSAGES.clientHasProjects, undefined, 'IN_USE');
  await q.deleteClientRow(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'client.delete', entity: 'client', entityId: id, before });
}
