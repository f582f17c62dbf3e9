import { parseDate, type DateFormat } from '@tenure/domain/dates';
import {
  BULK_COLUMNS,
  BULK_MESSAGES,
  OPTIONAL_HEADINGS,
  countryOfRow,
  onboardingRowFor,
  type BulkColumn,
  type BulkLookup,
  type BulkOnboardingKind,
  type BulkValidationView,
  type OnboardingRow,
} from '@tenure/domain/onboarding';
import type { UploadRowError } from '@tenure/domain/uploads';
import type { Country } from '@tenure/domain/validation';
import type { Tx } from '../../platform/db.ts';
import { columnReader, type Sheet, type SheetRow } from '../../platform/sheets.ts';
import { findPeople, loadBulkLookups, type BulkLookups } from './bulk-lookups.ts';
import { resolveRows, type OnboardingFlags } from './onboarding-references.ts';
import { onboardingEntities } from './policy.ts';

/** What a bulk file is checked with besides the tenant's data: who loads it, the tenant's date format and flags. */
export interface BulkSettings {
  kind: BulkOnboardingKind;
  dateFormat: DateFormat;
  flags: OnboardingFlags;
  /** The person loading: only the legal entities where they may onboard this kind may be named (policy's onboardingEntities). */
  actorUserId: string;
}

interface ParsedRow {
  row: number;
  cells: SheetRow;
  employeeNumber: string;
  email: string;
  raw: Record<string, Record<string, unknown>>;
  /** Headings already reported for this row: a later complaint about them would repeat it. */
  failed: Set<string>;
}

export interface BulkCheck {
  view: BulkValidationView;
  /** The rows to create (empty when there are errors). */
  rows: OnboardingRow[];
}

const setPath = (target: ParsedRow['raw'], path: string, value: unknown) => {
  const [group, field] = path.split('.') as [string, string];
  (target[group] ??= {})[field] = value;
};

/**
 * The dry run, and the check a load repeats in its own transaction: reads the file, resolves
 * every lookup against the tenant's values (read once), sets aside the rows already onboarded
 * (same employee number or work email: one query for all rows), then checks the rest with the
 * single form's rules and the onboarding service's own checks (uniqueness, managers, plans),
 * which also read everything they need at once.
 */
export async function checkBulkFile(tx: Tx, settings: BulkSettings, sheet: Sheet): Promise<BulkCheck> {
  const columns = BULK_COLUMNS[settings.kind];
  const cell = columnReader(
    sheet,
    columns.map((c) => c.heading),
    OPTIONAL_HEADINGS,
  );
  const lookups = await loadBulkLookups(tx);
  const autoNumbers = settings.flags.autoEmployeeNumberGeneration;
  const errors: UploadRowError[] = [];
  const fail = (parsed: ParsedRow, column: BulkColumn | null, value: string, message: string) => {
    errors.push({ row: parsed.row, column: column?.heading ?? null, value, message });
    if (column) parsed.failed.add(column.heading);
  };

  const parsed = sheet.rows.map((sheetRow) => {
    const row: ParsedRow = {
      row: sheetRow.row,
      cells: sheetRow,
      employeeNumber: '',
      email: '',
      raw: {},
      failed: new Set(),
    };
    for (const column of columns) {
      const value = cell(sheetRow, column.heading);
      if (value === '') continue;
      // A manager is named by employee number or work email, in Tenure or further down the file.
      if (column.lookup === 'manager')
        setPath(
          row.raw,
          value.includes('@') ? 'job.managerEmail' : column.path,
          value.includes('@') ? value.toLowerCase() : value,
        );
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
    // With automatic numbers Tenure numbers people: a number in the file is not theirs.
    if (autoNumbers) delete row.raw.job?.employeeNumber;
    row.employeeNumber = String(row.raw.job?.employeeNumber ?? '');
    row.email = String(row.raw.job?.workEmail ?? '').toLowerCase();
    return row;
  });

  const people = await findPeople(
    tx,
    parsed.map((p) => p.employeeNumber).filter(Boolean),
    parsed.map((p) => p.email).filter(Boolean),
  );
  const alreadyOnboarded: BulkValidationView['alreadyOnboarded'] = [];
  const fresh: ParsedRow[] = [];
  for (const row of parsed) {
    const existing =
      (row.employeeNumber && people.byNumber.get(row.employeeNumber.toLowerCase())) ||
      (row.email && people.byEmail.get(row.email));
    if (existing)
      alreadyOnboarded.push({ row: row.row, employeeNumber: existing.employeeNumber, workEmail: existing.email });
    else fresh.push(row);
  }

  const columnOf = (path: readonly PropertyKey[]) => {
    const dotted = path.slice(0, 2).join('.');
    return (
      columns.find((c) => c.path === (dotted === 'job.managerEmail' ? 'job.managerEmployeeNumber' : dotted)) ?? null
    );
  };
  const valueOf = (row: ParsedRow, column: BulkColumn | null) => (column ? cell(row.cells, column.heading) : '');
  const valid: { row: ParsedRow; data: OnboardingRow }[] = [];
  // One schema per country for the whole file: building one per row (as parseOnboardingRow does) costs more than the parse.
  const schemas = new Map<Country, ReturnType<typeof onboardingRowFor>>();
  const schemaOf = (country: Country) =>
    schemas.get(country) ?? schemas.set(country, onboardingRowFor(country)).get(country)!;
  for (const row of fresh) {
    const result = schemaOf(countryOfRow(row.raw)).safeParse(row.raw);
    if (result.success) {
      if (row.failed.size === 0) valid.push({ row, data: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const column = columnOf(issue.path);
      if (!column || !row.failed.has(column.heading)) fail(row, column, valueOf(row, column), issue.message);
    }
  }
  const checked = await resolveRows(
    tx,
    valid.map((v) => v.data),
    settings.flags,
    onboardingEntities(settings.actorUserId, settings.kind),
  );
  for (const problem of checked.errors) {
    const row = valid[problem.row]!.row;
    const column = columnOf(problem.field.split('.'));
    if (!column || !row.failed.has(column.heading)) fail(row, column, valueOf(row, column), problem.message);
  }
  errors.sort((a, b) => a.row - b.row);
  const view: BulkValidationView = {
    rows: parsed.length,
    toCreate: errors.length ? 0 : valid.length,
    alreadyOnboarded,
    errors,
  };
  return { view, rows: errors.length ? [] : valid.map((v) => v.data) };
}

function resolveLookup(
  lookups: BulkLookups,
  column: BulkColumn,
  value: string,
): { value: unknown } | { message: string } {
  const index = lookups.indexes[column.lookup as Exclude<BulkLookup, 'manager'>];
  const found = index.find(value);
  if (found === 'ambiguous') return { message: BULK_MESSAGES.ambiguousValue(column.heading, value) };
  if (found === undefined) return { message: BULK_MESSAGES.unknownValue(column.heading, value, index.suggest(value)) };
  return { value: typeof found === 'string' ? found : found.code };
}
