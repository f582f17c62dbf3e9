/** A field of an audit entry's change: its path (`address.city`), its values as text, and whether it changed. */
export interface DiffLine {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: text as it is, numbers and yes/no as written, lists and the rest as JSON. */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Nested objects become dotted paths ({ address: { city } } → address.city); lists stay one value. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isRecord(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, value);
}

/**
 * The values an entry recorded before and after the change, field by field: every field of either
 * side, in the order they first appear. Values that are not objects (a count, a text) are one line
 * with an empty field name.
 */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const objects = (isRecord(before) || before == null) && (isRecord(after) || after == null);
  if (!objects) {
    const [b, a] = [text(before), text(after)];
    return [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const old = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  if (before != null) flatten(before, '', old);
  if (after != null) flatten(after, '', now);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields.map((field) => {
    const [b, a] = [text(old.get(field)), text(now.get(field))];
    return { field, before: b, after: a, changed: b !== a };
  });
}

/** A day of the date filters as the instant it starts or ends in the reader's own time zone. */
export function dayBoundary(day: string, end: 'start' | 'end'): string {
  return new Date(`${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}`).toISOString();
}
