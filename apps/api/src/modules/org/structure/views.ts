import type { OrgHierarchyItem, OrgStructureTab } from '@tenure/domain/org';
import type { DetailRow, MasterRow } from './queries.ts';

/** A component type as a tab of /organization-structure, in the spec's field names. */
export const toTab = (m: MasterRow): OrgStructureTab => ({
  id: m.id,
  bizCompMasterDisplayName: m.displayName,
  bizMasterDesc: m.description,
  kind: m.kind,
  orderId: m.orderId,
  fields: m.fields,
  isActive: m.isActive,
});

/** A component with its dynamic field values listed in its type's field order. */
export const toItem = (d: DetailRow): OrgHierarchyItem => ({
  id: d.id,
  name: d.name,
  parentBizCompDetailId: d.parentBizCompDetailId,
  bizCompMaster: { id: d.master.id, bizCompMasterDisplayName: d.master.displayName, kind: d.master.kind },
  bizMasterDesc: d.master.description,
  orderId: d.orderId,
  isActive: d.isActive,
  businessComponentDetailsList: d.master.fields.map((f) => ({
    key: f.key,
    label: f.label,
    value: d.values[f.key] ?? null,
  })),
});
