import { eq } from 'drizzle-orm';
import {
  ORG_MESSAGES,
  filterOrgHierarchy,
  pruneHierarchy,
  sortOrgItems,
  validateComponentValues,
  type BusinessDetailInput,
  type BusinessDetailUpdate,
  type OrgStructureTabInput,
} from '@tenure/domain/org';
import { bizCompDetails, bizCompMasters } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { assertCanSeeComponent, canSeeComponent } from '../policy.ts';
import { auditOrgChange, deleteUnlessInUse, nameTaken } from '../shared.ts';
import * as q from './queries.ts';
import { toItem, toTab } from './views.ts';

/** The component type, refused as 403 when its tab is hidden from the caller (SPEC §6), 404 when unknown. */
async function visibleMaster(tx: Tx, v: Viewer, id: string) {
  const master = await q.findMaster(tx, id);
  if (!master) throw notFound();
  assertCanSeeComponent(v, master.kind);
  return master;
}

export async function listTabs(tx: Tx, v: Viewer) {
  const masters = (await q.listMasters(tx)).filter((m) => m.isActive && canSeeComponent(v, m.kind));
  return sortOrgItems(masters.map(toTab));
}

export async function listTabItems(tx: Tx, v: Viewer, tabId: string) {
  await visibleMaster(tx, v, tabId);
  return sortOrgItems((await q.listDetails(tx, { masterId: tabId })).map(toItem));
}

export async function dynamicFieldsOf(tx: Tx, v: Viewer, masterId: string) {
  return (await visibleMaster(tx, v, masterId)).fields;
}

/**
 * The active components as a tree (flat, linked by parentBizCompDetailId): Location components
 * dropped (SPEC §9) and so are the tabs the caller may not see; their children move up to the
 * nearest kept ancestor.
 */
export async function hierarchy(tx: Tx, v: Viewer) {
  const items = (await q.listDetails(tx, { activeOnly: true })).map(toItem);
  const visible = pruneHierarchy(items, (i) => canSeeComponent(v, i.bizCompMaster.kind));
  return sortOrgItems(filterOrgHierarchy(visible));
}

export async function getDetail(tx: Tx, v: Viewer, id: string) {
  const detail = await q.findDetail(tx, id);
  if (!detail || !canSeeComponent(v, detail.master.kind)) throw notFound();
  return toItem(detail);
}

export async function createTab(tx: Tx, v: Viewer, input: OrgStructureTabInput) {
  if (await q.masterNameTaken(tx, input.bizCompMasterDisplayName)) throw nameTaken('bizCompMasterDisplayName');
  const [row] = await tx
    .insert(bizCompMasters)
    .values({
      tenantId: v.tenantCode,
      // Admins add their own component types; the five standard kinds come with the tenant.
      kind: 'CUSTOM',
      displayName: input.bizCompMasterDisplayName,
      description: input.bizMasterDesc,
      orderId: input.orderId,
      fields: input.fields,
      isActive: input.isActive,
    })
    .returning(q.masterColumns);
  await auditOrgChange(tx, v, {
    action: 'org-component-type.create',
    entity: 'biz_comp_master',
    entityId: row!.id,
    after: row,
  });
  return toTab(row!);
}

export async function updateTab(tx: Tx, v: Viewer, id: string, input: OrgStructureTabInput) {
  const before = await visibleMaster(tx, v, id);
  if (await q.masterNameTaken(tx, input.bizCompMasterDisplayName, id)) throw nameTaken('bizCompMasterDisplayName');
  const [after] = await tx
    .update(bizCompMasters)
    .set({
      displayName: input.bizCompMasterDisplayName,
      description: input.bizMasterDesc,
      orderId: input.orderId,
      fields: input.fields,
      isActive: input.isActive,
      updatedAt: new Date(),
    })
    .where(eq(bizCompMasters.id, id))
    .returning(q.masterColumns);
  await auditOrgChange(tx, v, {
    action: 'org-component-type.update',
    entity: 'biz_comp_master',
    entityId: id,
    before,
    after,
  });
  return toTab(after!);
}

/** Only custom types can go, and only while no component uses them; the standard five stay (they can be deactivated). */
export async function deleteTab(tx: Tx, v: Viewer, id: string) {
  const before = await visibleMaster(tx, v, id);
  if (before.kind !== 'CUSTOM') throw badRequest(ORG_MESSAGES.standardTypeKept, undefined, 'STANDARD_TYPE');
  await deleteUnlessInUse(`The component type "${before.displayName}"`, () =>
    tx.delete(bizCompMasters).where(eq(bizCompMasters.id, id)),
  );
  await auditOrgChange(tx, v, { action: 'org-component-type.delete', entity: 'biz_comp_master', entityId: id, before });
}

/** Values must fit the type's dynamic fields; the parent must exist and, on a move, not lie below the component. */
async function checkComponent(tx: Tx, input: BusinessDetailUpdate, master: q.MasterRow, componentId?: string) {
  const fieldErrors = validateComponentValues(master.fields, input.values);
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
  const parentId = input.parentBizCompDetailId;
  if (!parentId) return;
  if (!(await q.findDetail(tx, parentId))) {
    throw badRequest(ORG_MESSAGES.unknownParent, { parentBizCompDetailId: ORG_MESSAGES.unknownParent });
  }
  if (componentId && (await q.detailAncestorIds(tx, parentId)).includes(componentId)) {
    throw badRequest(
      ORG_MESSAGES.componentCycle,
      { parentBizCompDetailId: ORG_MESSAGES.componentCycle },
      'HIERARCHY_CYCLE',
    );
  }
}

export async function createDetail(tx: Tx, v: Viewer, input: BusinessDetailInput) {
  const master = await visibleMaster(tx, v, input.bizCompMasterId);
  await checkComponent(tx, input, master);
  if (await q.detailNameTaken(tx, master.id, input.parentBizCompDetailId, input.name)) throw nameTaken();
  const [row] = await tx
    .insert(bizCompDetails)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: bizCompDetails.id });
  const created = toItem((await q.findDetail(tx, row!.id))!);
  await auditOrgChange(tx, v, {
    action: 'org-component.create',
    entity: 'biz_comp_detail',
    entityId: row!.id,
    after: created,
  });
  return created;
}

export async function updateDetail(tx: Tx, v: Viewer, id: string, input: BusinessDetailUpdate) {
  const current = await q.findDetail(tx, id);
  if (!current) throw notFound();
  const master = await visibleMaster(tx, v, current.master.id);
  await checkComponent(tx, input, master, id);
  if (await q.detailNameTaken(tx, master.id, input.parentBizCompDetailId, input.name, id)) throw nameTaken();
  await tx
    .update(bizCompDetails)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(bizCompDetails.id, id));
  const after = toItem((await q.findDetail(tx, id))!);
  await auditOrgChange(tx, v, {
    action: 'org-component.update',
    entity: 'biz_comp_detail',
    entityId: id,
    before: toItem(current),
    after,
  });
  return after;
}

/** Refused while child components hang under it. */
export async function deleteDetail(tx: Tx, v: Viewer, id: string) {
  const current = await q.findDetail(tx, id);
  if (!current) throw notFound();
  await visibleMaster(tx, v, current.master.id);
  await deleteUnlessInUse(`The component "${current.name}"`, () =>
    tx.delete(bizCompDetails).where(eq(bizCompDetails.id, id)),
  );
  await auditOrgChange(tx, v, {
    action: 'org-component.delete',
    entity: 'biz_comp_detail',
    entityId: id,
    before: toItem(current),
  });
}
