import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { financialYearStart, LEAVE_MESSAGES, OPENING_BALANCE_COLUMNS, type FinancialYear } from '@tenure/domain/leave';
import { MESSAGES } from '@tenure/domain/messages';
import type { UploadRowError } from '@tenure/domain/uploads';
import { employees, leaveLedger, leaveTypes } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { toXlsx } from '../../platform/export-files.ts';
import { readSheet, WORKBOOK_LIMITS, type Sheet } from '../../platform/sheets.ts';
import { readUpload } from '../../platform/uploads.ts';
import { today } from './dates.ts';

const [EMPLOYEE, TYPE, YEAR, BALANCE] = OPENING_BALANCE_COLUMNS;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const EXAMPLE_EMPLOYEES = 3;
const INSERT_BATCH = 1000;

/** Opening balances are one entry per employee, type and year: uploading again replaces it. */
const periodKey = (yearStart: string) => `OPENING${yearStart}`;

/** The template: the columns, then example rows of the tenant's first employees and types (balance 0). */
export async function openingBalanceTemplate(tx: Tx): Promise<Buffer> {
  const people = await tx.select({ number: employees.employeeNumber }).from(employees).where(eq(employees.status, 'Active')).orderBy(asc(employees.employeeNumber)).limit(EXAMPLE_EMPLOYEES);
  const types = await tx.select().from(leaveTypes).where(eq(leaveTypes.isCompOff, false)).orderBy(asc(leaveTypes.code));
  const rows = people.flatMap((p) =>
    types.map((t) => ({ employee: p.number, type: t.code, year: financialYearStart(t.financialYear as FinancialYear, today()), balance: 0 })),
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

/** The uploaded workbook's first visible sheet, read (a bad file refused) before any transaction opens. */
export async function readOpeningBalanceFile(request: FastifyRequest): Promise<Sheet> {
  const upload = await readUpload(request, { maxBytes: UPLOAD_MAX_BYTES, allowed: ['xlsx'], typeMessage: LEAVE_MESSAGES.uploadNotXlsx });
  return readSheet(upload.bytes, 'xlsx', WORKBOOK_LIMITS.rows);
}

/**
 * Checks every row and applies all or nothing: with any bad row the answer lists each problem
 * (row, column, message) and no balance changes; otherwise the opening entries are upserted in
 * the request's one transaction.
 */
export async function uploadOpeningBalances(tx: Tx, v: Viewer, sheet: Sheet): Promise<{ applied: number; errors: UploadRowError[] }> {
  const raw = sheet.rows.map(({ row, cells }) => ({ row, cells: OPENING_BALANCE_COLUMNS.map((_, c) => cells[c] ?? '') }));

  const numbers = [...new Set(raw.map((r) => r.cells[0]!).filter(Boolean))];
  const people = numbers.length ? await tx.select({ id: employees.id, number: employees.employeeNumber }).from(employees).where(inArray(employees.employeeNumber, numbers)) : [];
  const employeeIds = new Map(people.map((p) => [p.number, p.id]));
  const types = new Map((await tx.select().from(leaveTypes)).map((t) => [t.code, t]));

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
    const validYear = /^\d{4}-\d{2}-\d{2}$/.test(yearStart) && (!type || financialYearStart(type.financialYear as FinancialYear, yearStart) === yearStart);
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
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    await tx
      .insert(leaveLedger)
      .values(values.slice(i, i + INSERT_BATCH))
      .onConflictDoUpdate({
        target: [leaveLedger.tenantId, leaveLedger.employeeId, leaveLedger.leaveTypeId, leaveLedger.kind, leaveLedger.periodKey],
        targetWhere: sql`period_key is not null`,
        set: { days: sql`excluded.days`, note: sql`excluded.note`, createdBy: sql`excluded.created_by` },
      });
  }
  await recordAudit(tx, { ...auditActor(v), action: 'leave.opening-balances.upload', entity: 'leave_ledger', entityId: null, after: { rows: values.length } });
  return { applied: values.length, errors: [] };
}
