import { z } from 'zod';
import {
  SENSITIVE_FIELDS,
  isListSection,
  isSensitiveSection,
  sectionInputSchema,
  type EditableSectionKey,
} from '@tenure/domain/employees';
import { MASK_CHARACTER, type Country } from '@tenure/domain/validation';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { SECTION_FIELDS, type FieldKind, type FieldSpec } from './sectionFields.ts';

/**
 * A section form holds strings (and booleans for check boxes), nested like the section
 * (`currentAddress.city`, `entries.0.name`). These functions turn a section as read into form
 * values and form values into the body the API and the shared schema expect.
 */
export type FormValues = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueAt(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), source);
}

function setAt(target: FormValues, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let node = target;
  for (const key of keys) {
    const next = node[key];
    node = isRecord(next) ? next : (node[key] = {});
  }
  node[last] = value;
}

function formValueOf(kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'boolean') return value === true;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** What the API gets for one field: empty text is left out (optional fields are omitted when empty). */
function inputValueOf(kind: FieldKind, value: unknown): unknown {
  if (kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return undefined;
  return kind === 'number' ? Number(text) : text;
}

function fieldsToForm(fields: readonly FieldSpec[], data: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fields) setAt(values, field.path, formValueOf(field.kind, valueAt(data, field.path)));
  return values;
}

/** An address left blank is sent as no address, not as an address of empty lines. */
function formToInput(fields: readonly FieldSpec[], values: unknown): FormValues {
  const input: FormValues = {};
  for (const field of fields) {
    const value = inputValueOf(field.kind, valueAt(values, field.path));
    if (value !== undefined) setAt(input, field.path, value);
  }
  return input;
}

export function emptyEntry(section: EditableSectionKey): FormValues {
  return fieldsToForm(SECTION_FIELDS[section], {});
}

export function toFormValues(section: EditableSectionKey, data: unknown): FormValues {
  const fields = SECTION_FIELDS[section];
  if (!isListSection(section)) return fieldsToForm(fields, data);
  const entries = valueAt(data, 'entries');
  return { entries: Array.isArray(entries) ? entries.map((entry) => fieldsToForm(fields, entry)) : [] };
}

export function toSectionInput(section: EditableSectionKey, values: FormValues): FormValues {
  const fields = SECTION_FIELDS[section];
  if (!isListSection(section)) return formToInput(fields, values);
  const entries = values.entries;
  return { entries: Array.isArray(entries) ? entries.map((entry) => formToInput(fields, entry)) : [] };
}

/** Sensitive fields still holding the masked value they were shown: the server keeps what it has. */
function untouchedMaskedFields(section: EditableSectionKey, initial: FormValues, values: FormValues): string[] {
  if (!isSensitiveSection(section)) return [];
  return SENSITIVE_FIELDS[section].filter((field) => {
    const shown = initial[field];
    return typeof shown === 'string' && shown.includes(MASK_CHARACTER) && values[field] === shown;
  });
}

/** The browser-side check: the shared schema of the employee's country, on the body as it will be sent. */
export function sectionErrors(
  section: EditableSectionKey,
  country: Country,
  initial: FormValues,
  values: FormValues,
): Record<string, string> {
  const errors = zodFormErrors(sectionInputSchema(section, country), toSectionInput(section, values));
  for (const field of untouchedMaskedFields(section, initial, values)) delete errors[field];
  return errors;
}

/** Whether the schema refuses a missing value at this path (list entries by their first entry's shape). */
export function isRequiredField(section: EditableSectionKey, country: Country, path: string): boolean {
  let schema: unknown = sectionInputSchema(section, country);
  const keys = isListSection(section) ? ['entries', '0', ...path.split('.')] : path.split('.');
  for (const key of keys) {
    schema = unwrapOptional(schema);
    if (schema instanceof z.ZodArray) schema = schema.element;
    else if (schema instanceof z.ZodObject) schema = schema.shape[key];
    else return false;
  }
  return schema instanceof z.ZodType && !schema.safeParse(undefined).success;
}

function unwrapOptional(schema: unknown): unknown {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? unwrapOptional(schema.unwrap()) : schema;
}
