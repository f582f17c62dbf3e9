import {
  businessDetailUpdate,
  validateComponentValues,
  type BusinessDetailUpdate,
  type ComponentValues,
  type DynamicFieldDefinition,
  type OrgHierarchyItem,
} from '@tenure/domain/org';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';

/** What the component form edits; inputs hold text ('' when empty) until the values are sent. */
export interface ComponentFormValues {
  name: string;
  parentBizCompDetailId: string | null;
  orderId: number | string;
  isActive: boolean;
  values: Record<string, string | number>;
}

export function initialComponentForm(
  item: OrgHierarchyItem | null,
  fields: readonly DynamicFieldDefinition[],
): ComponentFormValues {
  const stored = new Map(item?.businessComponentDetailsList.map((d) => [d.key, d.value]) ?? []);
  return {
    name: item?.name ?? '',
    parentBizCompDetailId: item?.parentBizCompDetailId ?? null,
    orderId: item?.orderId ?? '',
    isActive: item?.isActive ?? true,
    values: Object.fromEntries(fields.map((f) => [f.key, stored.get(f.key) ?? ''])),
  };
}

const toNumber = (value: string | number): number => (typeof value === 'number' ? value : Number(value.trim()));

/** The dynamic values to send: blanks left out, numbers as numbers (an unreadable one stays text, so it is reported). */
export function componentValuesOf(
  fields: readonly DynamicFieldDefinition[],
  form: ComponentFormValues['values'],
): ComponentValues {
  const values: ComponentValues = {};
  for (const field of fields) {
    const raw = form[field.key];
    if (raw === undefined || String(raw).trim() === '') continue;
    if (field.type === 'number') {
      const number = toNumber(raw);
      values[field.key] = Number.isFinite(number) ? number : String(raw);
    } else {
      values[field.key] = String(raw).trim();
    }
  }
  return values;
}

export function toBusinessDetailUpdate(
  form: ComponentFormValues,
  fields: readonly DynamicFieldDefinition[],
): BusinessDetailUpdate {
  return {
    name: form.name,
    parentBizCompDetailId: form.parentBizCompDetailId,
    orderId: form.orderId === '' ? null : toNumber(form.orderId),
    isActive: form.isActive,
    values: componentValuesOf(fields, form.values),
  };
}

/** The server's rules, run in the browser first: the shared schema plus the type's dynamic fields. */
export function validateComponentForm(
  form: ComponentFormValues,
  fields: readonly DynamicFieldDefinition[],
): Record<string, string> {
  const input = toBusinessDetailUpdate(form, fields);
  return { ...zodFormErrors(businessDetailUpdate, input), ...validateComponentValues(fields, input.values) };
}
