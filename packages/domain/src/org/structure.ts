import { z } from 'zod';
import { hasAccess, section, type PermissionMap } from '../access/index.ts';
import { MESSAGES } from '../messages.ts';
import { masterName, optionalText, orderIdField } from './fields.ts';
import { ORG_MESSAGES } from './messages.ts';

/** What a business-component master stands for; CUSTOM is any type an admin adds. */
export const BIZ_COMPONENT_KINDS = [
  'HOLDING_COMPANY',
  'LEGAL_ENTITY',
  'BUSINESS_UNIT',
  'DEPARTMENT',
  'LOCATION',
  'CUSTOM',
] as const;
export type BizComponentKind = (typeof BIZ_COMPONENT_KINDS)[number];

export const DYNAMIC_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;

/** A field every component of one type carries, e.g. a legal entity's code or a location's time zone. */
export const dynamicFieldDefinition = z.object({
  key: z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'Use a camelCase key'),
  label: z.string().trim().min(1, ORG_MESSAGES.fieldRequired).max(60),
  type: z.enum(DYNAMIC_FIELD_TYPES),
  required: z.boolean().default(false),
  /** The choices of a select field. */
  options: z.array(z.string().trim().min(1)).optional(),
});
export type DynamicFieldDefinition = z.infer<typeof dynamicFieldDefinition>;

export type ComponentValue = string | number;
export type ComponentValues = Record<string, ComponentValue>;
export const componentValues = z.record(z.string(), z.union([z.string(), z.number()]));

/** One tab of /organization-structure: a business-component master (SPEC §3 "Org structure tab"). */
export const orgStructureTab = z.object({
  id: z.string(),
  bizCompMasterDisplayName: z.string(),
  bizMasterDesc: z.string().nullable(),
  kind: z.enum(BIZ_COMPONENT_KINDS),
  orderId: z.number().nullable(),
  fields: z.array(dynamicFieldDefinition),
  isActive: z.boolean(),
});
export type OrgStructureTab = z.infer<typeof orgStructureTab>;

/** Admins add CUSTOM component types only; the five standard kinds come with the tenant. */
export const orgStructureTabInput = z.object({
  bizCompMasterDisplayName: masterName,
  bizMasterDesc: optionalText(500),
  orderId: orderIdField,
  fields: z.array(dynamicFieldDefinition).max(30).default([]),
  isActive: z.boolean().default(true),
});
export type OrgStructureTabInput = z.infer<typeof orgStructureTabInput>;

/** One component with its dynamic field values (SPEC §3 "Org hierarchy item"). */
export const orgHierarchyItem = z.object({
  id: z.string(),
  name: z.string(),
  parentBizCompDetailId: z.string().nullable(),
  bizCompMaster: z.object({ id: z.string(), bizCompMasterDisplayName: z.string(), kind: z.enum(BIZ_COMPONENT_KINDS) }),
  bizMasterDesc: z.string().nullable(),
  orderId: z.number().nullable(),
  isActive: z.boolean(),
  businessComponentDetailsList: z.array(
    z.object({ key: z.string(), label: z.string(), value: z.union([z.string(), z.number()]).nullable() }),
  ),
});
export type OrgHierarchyItem = z.infer<typeof orgHierarchyItem>;

export const businessDetailInput = z.object({
  bizCompMasterId: z.uuid(),
  name: masterName,
  parentBizCompDetailId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  orderId: orderIdField,
  isActive: z.boolean().default(true),
  values: componentValues.default({}),
});
export type BusinessDetailInput = z.infer<typeof businessDetailInput>;
/** A component keeps its type; moving it is a change of parent. */
export const businessDetailUpdate = businessDetailInput.omit({ bizCompMasterId: true });
export type BusinessDetailUpdate = z.infer<typeof businessDetailUpdate>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Field errors of a component's values against its type's fields; empty when valid. Unknown keys are refused. */
export function validateComponentValues(
  fields: readonly DynamicFieldDefinition[],
  values: ComponentValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(values)) if (!byKey.has(key)) errors[`values.${key}`] = ORG_MESSAGES.unknownField;
  for (const field of fields) {
    const value = values[field.key];
    const path = `values.${field.key}`;
    if (value === undefined || value === '') {
      if (field.required) errors[path] = ORG_MESSAGES.fieldRequired;
      continue;
    }
    if (field.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value)))
      errors[path] = ORG_MESSAGES.invalidNumber;
    if (
      field.type === 'date' &&
      !(typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)))
    ) {
      errors[path] = MESSAGES.invalidDate;
    }
    if (field.type === 'select' && !(field.options ?? []).includes(String(value)))
      errors[path] = ORG_MESSAGES.invalidOption;
  }
  return errors;
}

type KindOf = { kind: BizComponentKind } | { bizCompMaster: { kind: BizComponentKind } };
const kindOf = (item: KindOf): BizComponentKind => ('kind' in item ? item.kind : item.bizCompMaster.kind);

/**
 * SPEC §9: organisation items sort by orderId ascending with nulls last, and the Location item
 * goes to the end whatever its orderId. Stable, so equal orderIds keep their given order.
 */
export function sortOrgItems<T extends KindOf & { orderId: number | null }>(items: readonly T[]): T[] {
  const rank = (item: T) =>
    [kindOf(item) === 'LOCATION' ? 1 : 0, item.orderId === null ? 1 : 0, item.orderId ?? 0] as const;
  return [...items].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
  });
}

/** SPEC §6: the Legal Entity tab needs LegalEntitySection, the Holding Company tab HoldingCompanySection. */
export function canSeeComponentKind(kind: BizComponentKind, permissions: PermissionMap): boolean {
  if (kind === 'LEGAL_ENTITY') return hasAccess(permissions, section('ORGANIZATION', 'LegalEntitySection'));
  if (kind === 'HOLDING_COMPANY') return hasAccess(permissions, section('ORGANIZATION', 'HoldingCompanySection'));
  return true;
}

/**
 * Drops the items `keep` refuses and hangs their children on the nearest kept ancestor, so the
 * tree stays whole. The hierarchy view drops Location masters (SPEC §9) and tabs the user may not see.
 */
export function pruneHierarchy<T extends { id: string; parentBizCompDetailId: string | null }>(
  items: readonly T[],
  keep: (item: T) => boolean,
): T[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const keptAncestor = (parentId: string | null): string | null => {
    const seen = new Set<string>();
    for (let id = parentId; id !== null && !seen.has(id);) {
      seen.add(id);
      const parent = byId.get(id);
      if (!parent) return null;
      if (keep(parent)) return parent.id;
      id = parent.parentBizCompDetailId;
    }
    return null;
  };
  return items.filter(keep).map((i) => ({ ...i, parentBizCompDetailId: keptAncestor(i.parentBizCompDetailId) }));
}

/** The hierarchy filter of SPEC §9: no Location components. */
export function filterOrgHierarchy<T extends KindOf & { id: string; parentBizCompDetailId: string | null }>(
  items: readonly T[],
): T[] {
  return pruneHierarchy(items, (i) => kindOf(i) !== 'LOCATION');
}
