import { eq } from 'drizzle-orm';
import { ORG_MESSAGES, type ClientManagerInput, type ClientManagerView } from '@tenure/domain/org';
import { clientManagers } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditOrgChange, deleteUnlessInUse } from '../shared.ts';
import * as q from './queries.ts';

const view = ({
  employeeId: _employeeId,
  ...row
}: NonNullable<Awaited<ReturnType<typeof q.findClientManager>>>): ClientManagerView => row;

/** The employee must be active and not yet a client manager (one row per person). */
async function employeeFor(tx: Tx, input: ClientManagerInput, exceptId?: string) {
  const employee = await q.findActiveEmployee(tx, input.employeeNumber);
  if (!employee) throw badRequest(ORG_MESSAGES.unknownEmployee, { employeeNumber: ORG_MESSAGES.unknownEmployee });
  if (await q.employeeIsClientManager(tx, employee.id, exceptId)) {
    throw conflict(
      ORG_MESSAGES.alreadyClientManager,
      { employeeNumber: ORG_MESSAGES.alreadyClientManager },
      'DUPLICATE_NAME',
    );
  }
  return employee.id;
}

export const listClientManagers = async (tx: Tx, activeOnly: boolean) =>
  (await q.listClientManagers(tx, activeOnly)).map(view);

export async function createClientManager(tx: Tx, v: Viewer, input: ClientManagerInput) {
  const employeeId = await employeeFor(tx, input);
  const [row] = await tx
    .insert(clientManagers)
    .values({ tenantId: v.tenantCode, employeeId, description: input.description, isActive: input.isActive })
    .returning({ id: clientManagers.id });
  const after = view((await q.findClientManager(tx, row!.id))!);
  await auditOrgChange(tx, v, { action: 'client-manager.create', entity: 'client_manager', entityId: after.id, after });
  return after;
}

export async function updateClientManager(tx: Tx, v: Viewer, id: string, input: ClientManagerInput) {
  const found = await q.findClientManager(tx, id, true);
  if (!found) throw notFound();
  const employeeId = await employeeFor(tx, input, id);
  await tx
    .update(clientManagers)
    .set({ employeeId, description: input.description, isActive: input.isActive, updatedAt: new Date() })
    .where(eq(clientManagers.id, id));
  const after = view((await q.findClientManager(tx, id))!);
  await auditOrgChange(tx, v, {
    action: 'client-manager.update',
    entity: 'client_manager',
    entityId: id,
    before: view(found),
    after,
  });
  return after;
}

/** Clients of the timesheet domain name their client manager by foreign key; the database refuses one in use. */
export async function deleteClientManager(tx: Tx, v: Viewer, id: string) {
  const found = await q.findClientManager(tx, id, true);
  if (!found) throw notFound();
  await deleteUnlessInUse(`The client manager "${found.displayName}"`, () =>
    tx.delete(clientManagers).where(eq(clientManagers.id, id)),
  );
  await auditOrgChange(tx, v, {
    action: 'client-manager.delete',
    entity: 'client_manager',
    entityId: id,
    before: view(found),
  });
}
