import { financialYearStart, LEAVE_MESSAGES, OPENING_BALANCE_COLUMNS, type FinancialYear } from '@tenure/domain/leave';
import { MESSAGES } from '@tenure/domain/messages';
import type { UploadRowError } from '@tenure/domain/uploads';
import type { leaveLedger } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { toXlsx } from '../../platform/export-files.ts';
import type { Sheet } from '../../platform/sheets.ts';
import type { UploadRule } from '../../platform/uploads.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { leaveTypesByCode, typesWithOpeningBalances } from './leave-types-queries.ts';
import { employeeIdsByNumber, firstActiveEmployeeNumbers, upsertOpeningEntries } from './ledger-queries.ts';
import { todayOfEmployee } from '../employees/index.ts';

const [EMPLOYEE, TYPE, YEAR, BALANCE] = OPENING_BALANCE_COLUMNS;
const EXAMPLE_EMPLOYEES = 3;

/** What the upload route accepts: one .xlsx (the filled-in template), read before any transaction opens. */
export const OPENING_BALANCE_UPLOAD: UploadRule = {
  maxBytes: 5 * 1024 * 1024,
  allowed: ['xlsx'],
  typeMessage: LEAVE_MESSAGES.uploadNotXlsx,
};

/** Opening balances are one entry per employee, type and year: uploading again replaces it. */
const periodKey = (yearStart: string) => `OPENING${yearStart}`;

/** The template: the columns, then example rows of the tenant's first employees and types (balance 0, the year containing HR's today). */
export async function openingBalanceTemplate(tx: Tx, v: Viewer): Promise<Buffer> {
  const numbers = await firstActiveEmployeeNumbers(tx, EXAMPLE_EMPLOYEES);
  const types = await typesWithOpeningBalances(tx);
  const today = await todayOfEmployee(tx, v.employeeId);
  const rows = numbers.flatMap((employee) =>
    types.map((t) => ({
      employee,
      type: t.code,
      year: financialYearStart(t.financialYear as FinancialYear, today),
      balance: 0,
    })),
  );
  return toXlsx(
    'Opening balances',
    [
      { key: 'employee', heading: EMPLOYEE },
      { key: 'type', heading: TYPE },
      { key: 'year', heading: YEAR },
      { key: 'balance', heading: BALANCE },
    ],
    rows,
  );
}

/**
 * Checks every row of the uploaded sheet and applies all or nothing: with any bad row the answer
 * lists each problem (row, column, message) and no balance changes; otherwise the opening entries
 * are upserted in the request's one transaction.
 */
export async function uploadOpeningBalances(
  tx: Tx,
  v: Viewer,
  sheet: Sheet,
): Promise<{ applied: number; errors: UploadRowError[] }> {
  const raw = sheet.rows.map(({ row, cells }) => ({
    row,
    cells: OPENING_BALANCE_COLUMNS.map((_, c) => cells[c] ?? ''),
  }));
  const employeeIds = await employeeIdsByNumber(tx, [...new Set(raw.map((r) => r.cells[0]!).filter(Boolean))]);
  const types = await leaveTypesByCode(tx);

  const errors: UploadRowError[] = [];
  const entries = new Map<string, typeof leaveLedger.$inferInsert>();
  for (const { row, cells } of raw) {
    const [number, code, yearStart, balanceText] = cells as [string, string, string, string];
    const fail = (column: (typeof OPENING_BALANCE_COLUMNS)[number], message: string) =>
      errors.push({ row, column, value: cells[OPENING_BALANCE_COLUMNS.indexOf(column)] ?? '', message });
    const employeeId = employeeIds.get(number);
    if (!employeeId) fail(EMPLOYEE, LEAVE_MESSAGES.unknownEmployee);
    const type = types.get(code.toUpperCase());
    if (!type) fail(TYPE, LEAVE_MESSAGES.unknownLeaveType);
    const validYear =
      /^\d{4}-\d{2}-\d{2}$/.test(yearStart) &&
      (!type || financialYearStart(type.financialYear as FinancialYear, yearStart) === yearStart);
    if (!validYear) fail(YEAR, LEAVE_MESSAGES.invalidYear);
    const balance = balanceText === '' ? NaN : Number(balanceText);
    if (!Number.isFinite(balance)) fail(BALANCE, LEAVE_MESSAGES.numberRequired);
    else if (balance < 0) fail(BALANCE, MESSAGES.negativeValue);
    else if (balance * 2 !== Math.round(balance * 2) || balance > 366) fail(BALANCE, LEAVE_MESSAGES.halfDaySteps);
    if (employeeId && type && validYear && errors.at(-1)?.row !== row) {
      // A later row for the same employee, type and year replaces an earlier one.
      entries.set(`${employeeId}|${type.id}|${yearStart}`, {
        tenantId: v.tenantCode,
        employeeId,
        leaveTypeId: type.id,
        yearStart,
        kind: 'opening',
        days: balance,
        periodKey: periodKey(yearStart),
        note: LEAVE_MESSAGES.noteOpeningUpload,
        createdBy: v.userId,
      });
    }
  }
  if (errors.length > 0) return { applied: 0, errors };

  const values = [...entries.values()];
  await upsertOpeningEntries(tx, values);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'leave.opening-balances.upload',
    entity: 'leave_ledger',
    entityId: null,
    after: { rows: values.length },
  });
  return { applied: values.length, errors: [] };
}
