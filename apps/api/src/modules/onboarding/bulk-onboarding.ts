import { parseDate, type DateFormat } from '@tenure/domain/dates';
import {
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  OPTIONAL_HEADINGS,
  parseOnboardingRow,
  type BulkColumn,
  type BulkOnboardingKind,
  type BulkValidationView,
  type OnboardingRow,
} from '@tenure/domain/onboarding';
import { UPLOAD_MESSAGES, type UploadRowError } from '@tenure/domain/uploads';
import type { Tx } from '../../platform/db.ts';
import { columnReader, readSheet, type SheetFileType } from '../../platform/sheets.ts';
import { findPeople, loadBulkLookups, type BulkLookups, type PeopleFound } from './bulk-lookups.ts';

/** What a bulk file is checked with besides the tenant's data: the tenant's date format and flags. */
export interface BulkSettings {
  kind: BulkOnboardingKind;
  dateFormat: DateFormat;
  /** autoEmployeeNumberGeneration: numbers in the file are ignored, Tenure gives them. */
  autoNumbers: boolean;
}

interface ParsedRow {
  row: number;
  employeeNumber: string;
  email: string;
  manager: string;
  raw: Record<string, Record<string, unknown>>;
  /** Headings already reported for this row: the row schema's own complaint about them would repeat it. */
  failed: Set<string>;
}

export interface BulkCheck {
  view: BulkValidationView;
  /** The rows to create, managers before their reportees (empty when there are errors). */
  rows: OnboardingRow[];
}

const setPath = (target: Record<string, Record<string, unknown>>, path: string, value: unknown) => {
  const [group, field] = path.split('.') as [string, string];
  (target[group] ??= {})[field] = value;
};

/**
 * The dry run, and the check a load repeats in its own transaction: reads the file, resolves
 * every lookup against the tenant's values (read once), checks uniqueness within the file and
 * against Tenure (one query for all rows), then every row with the single form's rules.
 */
export async function checkBulkFile(tx: Tx, settings: BulkSettings, bytes: Uint8Array, fileType: SheetFileType): Promise<BulkCheck> {
  const columns = BULK_COLUMNS[settings.kind];
  const sheet = await readSheet(bytes, fileType, BULK_MAX_ROWS);
  const cell = columnReader(
    sheet,
    columns.map((c) => c.heading),
    OPTIONAL_HEADINGS,
  );
  const lookups = await loadBulkLookups(tx);
  const errors: UploadRowError[] = [];
  const fail = (parsed: ParsedRow, column: BulkColumn | null, value: string, message: string) => {
    errors.push({ row: parsed.row, column: column?.heading ?? null, value, message });
    if (column) parsed.failed.add(column.heading);
  };

  const parsed = sheet.rows.map((sheetRow) => {
    const row: ParsedRow = { row: sheetRow.row, employeeNumber: '', email: '', manager: '', raw: {}, failed: new Set() };
    for (const column of columns) {
      const value = cell(sheetRow, column.heading);
      if (value === '') continue;
      if (column.lookup === 'manager') row.manager = value;
      else if (column.lookup) {
        const resolved = resolveLookup(lookups, column, value);
        if ('message' in resolved) fail(row, column, value, resolved.message);
        else setPath(row.raw, column.path, resolved.value);
      } else if (column.date) {
        const day = parseDate(value, settings.dateFormat);
        if (day) setPath(row.raw, column.path, day);
        else fail(row, column, value, BULK_MESSAGES.invalidDate(settings.dateFormat));
      } else setPath(row.raw, column.path, value);
    }
    // A consultant's contract is in the currency of their legal entity unless the file names one.
    if (settings.kind === 'consultant' && !row.raw.contract?.currencyId) {
      const entity = lookups.indexes.legalEntity.find(String(row.raw.job?.legalEntityCode ?? ''));
      if (typeof entity === 'object' && entity.currencyId) setPath(row.raw, 'contract.currencyId', entity.currencyId);
    }
    row.employeeNumber = settings.autoNumbers ? '' : String(row.raw.job?.employeeNumber ?? '');
    if (settings.autoNumbers) delete row.raw.job?.employeeNumber;
    row.email = String(row.raw.job?.workEmail ?? '').toLowerCase();
    return row;
  });

  const people = await findPeople(
    tx,
    [...parsed.map((p) => p.employeeNumber), ...parsed.map((p) => p.manager)].filter(Boolean),
    [...parsed.map((p) => p.email), ...parsed.map((p) => p.manager.toLowerCase())].filter(Boolean),
  );
  const heading = (path: string) => columns.find((c) => c.path === path)!;
  const numberColumn = heading('job.employeeNumber');
  const emailColumn = heading('job.workEmail');
  const managerColumn = heading('job.managerEmployeeNumber');

  const alreadyOnboarded: BulkValidationView['alreadyOnboarded'] = [];
  const fresh: ParsedRow[] = [];
  for (const row of parsed) {
    const existing = (row.employeeNumber && people.byNumber.get(row.employeeNumber.toLowerCase())) || (row.email && people.byEmail.get(row.email));
    if (existing) alreadyOnboarded.push({ row: row.row, employeeNumber: existing.employeeNumber, workEmail: existing.email });
    else fresh.push(row);
  }
  checkUniqueInFile(fresh, (r) => r.employeeNumber.toLowerCase(), numberColumn, fail);
  checkUniqueInFile(fresh, (r) => r.email, emailColumn, fail);
  for (const row of fresh) {
    if (!settings.autoNumbers && !row.employeeNumber && !row.failed.has(numberColumn.heading)) fail(row, numberColumn, '', UPLOAD_MESSAGES.required);
    if (row.email && people.accountEmails.has(row.email)) fail(row, emailColumn, row.email, BULK_MESSAGES.emailHasAccount);
  }
  resolveManagers(fresh, people, managerColumn, fail);

  const rows: OnboardingRow[] = [];
  for (const row of fresh) {
    const result = parseOnboardingRow(row.raw);
    if (result.success) {
      rows.push(result.data);
      continue;
    }
    for (const issue of result.error.issues) {
      const column = columns.find((c) => c.path === issue.path.slice(0, 2).join('.')) ?? null;
      if (column && row.failed.has(column.heading)) continue;
      const value = column ? String((row.raw[issue.path[0] as string] ?? {})[issue.path[1] as string] ?? '') : '';
      fail(row, column, column?.lookup ? '' : value, issue.message);
    }
  }
  errors.sort((a, b) => a.row - b.row);
  const view: BulkValidationView = { rows: parsed.length, toCreate: errors.length ? 0 : rows.length, alreadyOnboarded, errors };
  return { view, rows: errors.length ? [] : managersFirst(rows) };
}

function resolveLookup(lookups: BulkLookups, column: BulkColumn, value: string): { value: unknown } | { message: string } {
  const lookup = column.lookup as Exclude<BulkColumn['lookup'], 'manager' | undefined>;
  const index = lookups.indexes[lookup];
  const found = index.find(value);
  if (found === 'ambiguous') return { message: BULK_MESSAGES.ambiguousValue(column.heading, value) };
  if (found === undefined) return { message: BULK_MESSAGES.unknownValue(column.heading, value, index.suggest(value)) };
  return { value: typeof found === 'string' ? found : found.code };
}

function checkUniqueInFile(rows: ParsedRow[], key: (r: ParsedRow) => string, column: BulkColumn, fail: (r: ParsedRow, c: BulkColumn, v: string, m: string) => void) {
  const first = new Map<string, number>();
  for (const row of rows) {
    const value = key(row);
    if (!value) continue;
    const seen = first.get(value);
    if (seen === undefined) first.set(value, row.row);
    else fail(row, column, value, BULK_MESSAGES.duplicateInFile(column.heading, seen));
  }
}

/**
 * A manager is an active person in Tenure or a row of the file (also further down), named by
 * employee number or work email; a row's manager becomes its employee number, and reporting lines
 * within the file must not loop.
 */
function resolveManagers(rows: ParsedRow[], people: PeopleFound, column: BulkColumn, fail: (r: ParsedRow, c: BulkColumn, v: string, m: string) => void) {
  const inFile = new Map<string, ParsedRow>();
  for (const row of rows) {
    if (row.employeeNumber) inFile.set(row.employeeNumber.toLowerCase(), row);
    if (row.email) inFile.set(row.email, row);
  }
  const managerOf = new Map<ParsedRow, ParsedRow>();
  for (const row of rows) {
    if (!row.manager) continue;
    const key = row.manager.toLowerCase();
    const fileManager = inFile.get(key);
    const existing = people.byNumber.get(key) ?? people.byEmail.get(key);
    if (fileManager) {
      if (!fileManager.employeeNumber) fail(row, column, row.manager, BULK_MESSAGES.managerInFileWithoutNumber);
      else {
        setPath(row.raw, column.path, fileManager.employeeNumber);
        managerOf.set(row, fileManager);
      }
    } else if (!existing) fail(row, column, row.manager, BULK_MESSAGES.unknownManager(row.manager));
    else if (!existing.active) fail(row, column, row.manager, BULK_MESSAGES.inactiveManager);
    else setPath(row.raw, column.path, existing.employeeNumber);
  }
  for (const row of managerOf.keys()) {
    const seen = new Set<ParsedRow>([row]);
    for (let next = managerOf.get(row); next; next = managerOf.get(next)) {
      if (next === row) {
        fail(row, column, row.manager, BULK_MESSAGES.managerLoop);
        break;
      }
      if (seen.has(next)) break;
      seen.add(next);
    }
  }
}

/** The rows ordered so that a manager in the file comes before everyone reporting to them. */
function managersFirst(rows: OnboardingRow[]): OnboardingRow[] {
  const byNumber = new Map(rows.filter((r) => r.job.employeeNumber).map((r) => [r.job.employeeNumber!.toLowerCase(), r]));
  const ordered: OnboardingRow[] = [];
  const placed = new Set<OnboardingRow>();
  const place = (row: OnboardingRow) => {
    if (placed.has(row)) return;
    placed.add(row);
    const manager = row.job.managerEmployeeNumber && byNumber.get(row.job.managerEmployeeNumber.toLowerCase());
    if (manager) place(manager);
    ordered.push(row);
  };
  rows.forEach(place);
  return ordered;
}
