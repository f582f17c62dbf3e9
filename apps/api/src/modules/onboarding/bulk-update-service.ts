import { parseDate, type DateFormat } from '@tenure/domain/dates';
import {
  BULK_MESSAGES,
  BULK_UPDATE_COLUMNS,
  BULK_UPDATE_MESSAGES,
  EFFECTIVE_DATE_HEADING,
  EMPLOYEE_NUMBER_HEADING,
  type BulkUpdateColumn,
  type BulkUpdateField,
  type BulkUpdateKind,
  type BulkUpdateResult,
  type BulkUpdateValidationView,
} from '@tenure/domain/onboarding';
import { UPLOAD_MESSAGES, type UploadRowError } from '@tenure/domain/uploads';
import { countryOfEntity, patterns, phoneField } from '@tenure/domain/validation';
import { recordAudits, type AuditEntry } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { columnReader, type Sheet } from '../../platform/sheets.ts';
import { loadBulkLookups } from './bulk-lookups.ts';
import {
  detachFromManagers,
  mergeContactSections,
  peopleNamed,
  reportingLines,
  setDepartments,
  setEmployeeColumn,
  setLocations,
  setManager,
} from './bulk-queries.ts';

export interface BulkUpdateSettings {
  kind: BulkUpdateKind;
  dateFormat: DateFormat;
  /** The last effective date allowed (the server's day, yyyy-MM-dd). */
  today: string;
}

interface Person {
  id: string;
  employeeNumber: string;
  email: string;
  active: boolean;
  entityCode: string;
  managerId: string | null;
  values: Record<BulkUpdateField, string | null>;
}

export interface FieldChange {
  employeeId: string;
  employeeNumber: string;
  field: BulkUpdateField;
  /** What is stored (an id for department, location and manager). */
  value: string;
  /** As the file and the audit trail name it. */
  before: string | null;
  after: string;
  effectiveDate: string;
}

export interface BulkUpdateCheck {
  view: BulkUpdateValidationView;
  changes: FieldChange[];
}

/** The people a file names (its rows and their new managers), with the values a bulk update may change. */
async function findPeople(tx: Tx, refs: string[]): Promise<Person[]> {
  const rows = await peopleNamed(tx, refs);
  return rows.map(
    ({
      designation,
      jobTitle,
      grade,
      employmentType,
      manager,
      department,
      location,
      mobilePhone,
      alternatePhone,
      personalEmail,
      ...person
    }) => ({
      ...person,
      values: {
        designation,
        jobTitle,
        grade,
        employmentType,
        manager,
        department,
        location,
        mobilePhone,
        alternatePhone,
        personalEmail,
      },
    }),
  );
}

/**
 * The dry run of a bulk update, and the check its job repeats: every row's employee, effective
 * date and values (lookups read once, the people in one query), the changes it makes (a field
 * whose value is already the employee's is no change), and for managers no loop in the result.
 */
export async function checkBulkUpdate(tx: Tx, settings: BulkUpdateSettings, sheet: Sheet): Promise<BulkUpdateCheck> {
  const columns = BULK_UPDATE_COLUMNS[settings.kind];
  const cell = columnReader(sheet, [EMPLOYEE_NUMBER_HEADING, EFFECTIVE_DATE_HEADING, ...columns.map((c) => c.heading)]);
  const lookups = await loadBulkLookups(tx);
  const managerRefs = columns.some((c) => c.field === 'manager') ? sheet.rows.map((r) => cell(r, 'Manager')) : [];
  const people = await findPeople(
    tx,
    [...sheet.rows.map((r) => cell(r, EMPLOYEE_NUMBER_HEADING)), ...managerRefs].filter(Boolean),
  );
  const byNumber = new Map(people.map((p) => [p.employeeNumber.toLowerCase(), p]));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const nameOf = (field: BulkUpdateField, id: string | null) => {
    if (!id) return null;
    const index = field === 'department' ? lookups.indexes.department : lookups.indexes.location;
    return index.list().find((name) => index.find(name) === id) ?? id;
  };

  const errors: UploadRowError[] = [];
  const changes: FieldChange[] = [];
  const firstRowOf = new Map<string, number>();
  let unchanged = 0;
  for (const row of sheet.rows) {
    const fail = (column: string, value: string, message: string) =>
      errors.push({ row: row.row, column, value, message });
    const number = cell(row, EMPLOYEE_NUMBER_HEADING);
    const person = number ? byNumber.get(number.toLowerCase()) : undefined;
    if (!number) fail(EMPLOYEE_NUMBER_HEADING, '', UPLOAD_MESSAGES.required);
    else if (!person) fail(EMPLOYEE_NUMBER_HEADING, number, BULK_UPDATE_MESSAGES.unknownEmployee(number));
    else if (firstRowOf.has(person.id))
      fail(EMPLOYEE_NUMBER_HEADING, number, BULK_UPDATE_MESSAGES.duplicateEmployee(firstRowOf.get(person.id)!));
    else firstRowOf.set(person.id, row.row);
    const dateText = cell(row, EFFECTIVE_DATE_HEADING);
    const effectiveDate = dateText ? parseDate(dateText, settings.dateFormat) : null;
    if (!dateText) fail(EFFECTIVE_DATE_HEADING, '', UPLOAD_MESSAGES.required);
    else if (!effectiveDate) fail(EFFECTIVE_DATE_HEADING, dateText, BULK_MESSAGES.invalidDate(settings.dateFormat));
    else if (effectiveDate > settings.today)
      fail(EFFECTIVE_DATE_HEADING, dateText, BULK_UPDATE_MESSAGES.effectiveDateInFuture);

    const rowChanges: FieldChange[] = [];
    for (const column of columns) {
      const text = cell(row, column.heading);
      if (text === '') continue;
      const resolved = resolveValue(column, text, person, { lookups, byNumber, byEmail });
      if ('message' in resolved) {
        fail(column.heading, text, resolved.message);
        continue;
      }
      if (!person || !effectiveDate) continue;
      const before = person.values[column.field];
      if (before === resolved.value) continue;
      const named = column.field === 'department' || column.field === 'location';
      rowChanges.push({
        employeeId: person.id,
        employeeNumber: person.employeeNumber,
        field: column.field,
        value: resolved.value,
        before: named ? nameOf(column.field, before) : before,
        after: resolved.shown,
        effectiveDate,
      });
    }
    if (errors.at(-1)?.row === row.row) continue;
    if (rowChanges.length === 0) unchanged++;
    changes.push(...rowChanges);
  }
  const managerChanges = changes.filter((c) => c.field === 'manager');
  if (managerChanges.length) {
    for (const loop of await managerLoops(tx, managerChanges)) {
      errors.push({
        row: firstRowOf.get(loop.employeeId)!,
        column: 'Manager',
        value: loop.after,
        message: BULK_UPDATE_MESSAGES.managerLoop,
      });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  const changed = new Set(changes.map((c) => c.employeeId));
  const view: BulkUpdateValidationView = {
    rows: sheet.rows.length,
    toChange: errors.length ? 0 : changed.size,
    changes: errors.length ? 0 : changes.length,
    unchanged,
    errors,
  };
  return { view, changes: errors.length ? [] : changes };
}

interface ResolveContext {
  lookups: Awaited<ReturnType<typeof loadBulkLookups>>;
  byNumber: Map<string, Person>;
  byEmail: Map<string, Person>;
}

function resolveValue(
  column: BulkUpdateColumn,
  text: string,
  person: Person | undefined,
  ctx: ResolveContext,
): { value: string; shown: string } | { message: string } {
  switch (column.field) {
    case 'designation':
    case 'employmentType':
    case 'department':
    case 'location': {
      const index = ctx.lookups.indexes[column.lookup as 'designation' | 'employmentType' | 'department' | 'location'];
      const found = index.find(text);
      if (found === 'ambiguous') return { message: BULK_MESSAGES.ambiguousValue(column.heading, text) };
      if (found === undefined)
        return { message: BULK_MESSAGES.unknownValue(column.heading, text, index.suggest(text)) };
      return {
        value: found,
        shown: index.list().find((name) => name.toLowerCase() === text.trim().toLowerCase()) ?? text,
      };
    }
    case 'manager': {
      const manager = ctx.byNumber.get(text.toLowerCase()) ?? ctx.byEmail.get(text.toLowerCase());
      if (!manager) return { message: BULK_MESSAGES.unknownManager(text) };
      if (!manager.active) return { message: BULK_MESSAGES.inactiveManager };
      if (person && manager.id === person.id) return { message: BULK_UPDATE_MESSAGES.selfManager };
      return { value: manager.employeeNumber, shown: manager.employeeNumber };
    }
    case 'mobilePhone':
    case 'alternatePhone': {
      const parsed = phoneField(countryOfEntity(person?.entityCode ?? null)).safeParse(text);
      return parsed.success ? { value: parsed.data, shown: parsed.data } : { message: parsed.error.issues[0]!.message };
    }
    case 'personalEmail':
      return patterns.email.test(text)
        ? { value: text.trim(), shown: text.trim() }
        : { message: BULK_MESSAGES.invalidEmail };
    default:
      return text.length > 100 ? { message: BULK_MESSAGES.tooLong(column.heading) } : { value: text, shown: text };
  }
}

/** The manager changes that would close a reporting loop, checked on the whole tenant's lines after every change. */
async function managerLoops(tx: Tx, managerChanges: FieldChange[]): Promise<FieldChange[]> {
  const lines = await reportingLines(tx);
  const idOfNumber = new Map(lines.map((l) => [l.number, l.id]));
  const managerOf = new Map(lines.map((l) => [l.id, l.managerId]));
  for (const change of managerChanges) managerOf.set(change.employeeId, idOfNumber.get(change.value) ?? null);
  return managerChanges.filter((change) => {
    const seen = new Set<string>();
    for (let at = managerOf.get(change.employeeId) ?? null; at; at = managerOf.get(at) ?? null) {
      if (at === change.employeeId) return true;
      if (seen.has(at)) return false;
      seen.add(at);
    }
    return false;
  });
}

const COLUMN_OF: Partial<Record<BulkUpdateField, string>> = {
  designation: 'designation',
  jobTitle: 'job_title',
  grade: 'grade',
  employmentType: 'employment_type',
  mobilePhone: 'phone',
};
const CONTACT_FIELDS: readonly BulkUpdateField[] = ['mobilePhone', 'alternatePhone', 'personalEmail'];

/**
 * Applies checked changes set-based (one statement per field), managers by detaching the changed
 * people then placing each under their new manager (the hierarchy triggers carry the subtrees),
 * and writes one audit entry per changed field.
 */
export async function applyBulkUpdate(
  tx: Tx,
  actor: { tenantCode: string; userId: string | null },
  changes: FieldChange[],
  progress: (share: number) => void,
): Promise<Omit<BulkUpdateResult, 'rows'>> {
  const byField = new Map<BulkUpdateField, FieldChange[]>();
  for (const change of changes) byField.set(change.field, [...(byField.get(change.field) ?? []), change]);
  const ids = (list: FieldChange[]) => list.map((c) => c.employeeId);
  const values = (list: FieldChange[]) => list.map((c) => c.value);
  for (const [field, list] of byField) {
    const column = COLUMN_OF[field];
    if (column) {
      await setEmployeeColumn(tx, column, ids(list), values(list));
    }
  }
  const departments = byField.get('department') ?? [];
  if (departments.length) {
    await setDepartments(tx, ids(departments), values(departments));
  }
  const locations = byField.get('location') ?? [];
  if (locations.length) {
    await setLocations(tx, ids(locations), values(locations));
  }
  progress(0.4);
  const contact = changes.filter((c) => CONTACT_FIELDS.includes(c.field));
  if (contact.length) {
    const documents = new Map<string, Record<string, string>>();
    for (const c of contact)
      documents.set(c.employeeId, { ...(documents.get(c.employeeId) ?? {}), [c.field]: c.value });
    const rows = [...documents].map(([employeeId, data]) => ({ employee_id: employeeId, data }));
    await mergeContactSections(tx, actor, rows);
  }
  const managers = byField.get('manager') ?? [];
  if (managers.length) {
    await detachFromManagers(tx, ids(managers));
    for (const [i, change] of managers.entries()) {
      await setManager(tx, change.employeeId, change.value);
      progress(0.4 + (0.5 * (i + 1)) / managers.length);
    }
  }
  const entries: AuditEntry[] = changes.map((c) => ({
    tenantCode: actor.tenantCode,
    actorUserId: actor.userId,
    action: 'employee.bulk-update',
    entity: 'employee',
    entityId: c.employeeId,
    before: { field: c.field, value: c.before, effectiveDate: c.effectiveDate },
    after: { field: c.field, value: c.after, effectiveDate: c.effectiveDate },
  }));
  await recordAudits(tx, entries);
  return { employees: new Set(ids(changes)).size, changes: changes.length };
}
