import {
  FINANCE_MESSAGES,
  FINANCE_PDF_MAX_BYTES,
  MAX_PAYSLIPS_PER_UPLOAD,
  type HrPayslipView,
  type PayslipUploadView,
  type PayslipView,
} from '@tenure/domain/finance';
import { MESSAGES, fileTooLargeMessage } from '@tenure/domain/messages';
import type { UploadRowError } from '@tenure/domain/uploads';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { checkFileContent } from '../../platform/file-content.ts';
import { detectFileType } from '../../platform/file-types.ts';
import { safeFileName, type UploadSet } from '../../platform/uploads.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { readZip } from '../../platform/zip.ts';
import { canReadPayslip } from './policy.ts';
import * as q from './queries.ts';

const asView = <T extends q.PayslipRow>(row: T): T & { uploadedAt: string } => ({
  ...row,
  uploadedAt: new Date(row.uploadedAt).toISOString(),
});

/** One's own payslips, latest month first. */
export async function myPayslips(tx: Tx, v: Viewer): Promise<PayslipView[]> {
  const employeeId = requireEmployee(v);
  const rows = await q.payslipsOf(tx, employeeId);
  return rows.map(asView);
}

/** HR's list of one month's payslips. */
export async function payslipsOfMonth(
  tx: Tx,
  _v: Viewer,
  query: { month: string; search?: string | undefined },
): Promise<HrPayslipView[]> {
  const rows = await q.payslipsOfMonth(tx, query.month, query.search);
  return rows.map(({ employeeNumber, displayName, ...row }) => ({
    ...asView(row),
    employee: { employeeNumber, displayName },
  }));
}

/**
 * A payslip's file, for its employee or for HR holding ManagePay; to anyone else it does not
 * exist (404, so its id tells nothing).
 */
export async function payslipFile(tx: Tx, v: Viewer, id: string) {
  const row = await q.findPayslipFile(tx, id);
  if (!row || !canReadPayslip(v, row.employeeId)) throw notFound();
  return { fileName: row.fileName, bytes: row.content };
}

export async function deletePayslip(tx: Tx, v: Viewer, id: string) {
  const row = await q.deletePayslipRow(tx, id);
  if (!row) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'finance.payslip.delete',
    entity: 'payslips',
    entityId: id,
    before: row,
  });
}

/** A bulk upload as read from the request: the month field and the files. */
export interface PayslipUpload {
  month: string;
  upload: UploadSet;
}

interface CheckedPayslip {
  row: number;
  fileName: string;
  bytes: Uint8Array;
  employee: q.EmployeeRef;
  replaces: boolean;
}

/** The PDFs of an upload: the files sent, then each .zip's entries, numbered in that order (row 1 is the first file). */
function payslipFiles(upload: UploadSet): { fileName: string; bytes: Uint8Array }[] {
  const files = [
    ...upload.files,
    ...upload.archives.flatMap((archive) =>
      readZip(archive.bytes, {
        maxEntries: MAX_PAYSLIPS_PER_UPLOAD,
        maxEntryBytes: FINANCE_PDF_MAX_BYTES,
        message: FINANCE_MESSAGES.zipUnreadable,
      })
        .filter((entry) => !entry.name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX'))
        .map((entry) => ({ fileName: safeFileName(entry.name), bytes: entry.bytes })),
    ),
  ];
  if (files.length === 0)
    throw badRequest(FINANCE_MESSAGES.payslipsRequired, { file: FINANCE_MESSAGES.payslipsRequired });
  if (files.length > MAX_PAYSLIPS_PER_UPLOAD)
    throw badRequest(FINANCE_MESSAGES.tooManyFiles, { file: FINANCE_MESSAGES.tooManyFiles });
  return files;
}

/** The words of a file name that could be an employee number: "Payslip_EMP0006_2026-05.pdf" → PAYSLIP, EMP0006, 2026, 05. */
const nameTokens = (fileName: string) =>
  fileName
    .replace(/\.pdf$/i, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/**
 * The dry run of a bulk upload: every file matched to the employee whose number its name holds,
 * each problem as a row error (the row is the file's place in the upload); nothing is written.
 */
async function checkPayslipUpload(
  tx: Tx,
  month: string,
  upload: UploadSet,
): Promise<{ view: PayslipUploadView; checked: CheckedPayslip[] }> {
  const files = payslipFiles(upload);
  const known = await q.employeesByNumber(tx, [...new Set(files.flatMap((f) => nameTokens(f.fileName)))]);
  const byNumber = new Map(known.map((e) => [e.employeeNumber.toUpperCase(), e]));
  const existing = await q.employeesWithPayslip(tx, month);
  const errors: UploadRowError[] = [];
  const checked: CheckedPayslip[] = [];
  const seen = new Set<string>();
  files.forEach((file, i) => {
    const row = i + 1;
    const fail = (column: string, message: string) => errors.push({ row, column, value: file.fileName, message });
    const type = detectFileType(file.bytes, file.fileName);
    if (type !== 'pdf') return fail('File', FINANCE_MESSAGES.notPdf);
    const problem = checkFileContent(file.bytes, 'pdf');
    if (problem) return fail('File', MESSAGES[problem]);
    if (file.bytes.length > FINANCE_PDF_MAX_BYTES)
      return fail('File', fileTooLargeMessage(FINANCE_PDF_MAX_BYTES / (1024 * 1024)));
    const matches = [
      ...new Set(
        nameTokens(file.fileName)
          .map((t) => byNumber.get(t))
          .filter((e): e is q.EmployeeRef => e !== undefined),
      ),
    ];
    if (matches.length === 0) return fail('Employee number', FINANCE_MESSAGES.noEmployeeNumber);
    if (matches.length > 1) return fail('Employee number', FINANCE_MESSAGES.severalEmployeeNumbers);
    const employee = matches[0]!;
    if (seen.has(employee.id)) return fail('Employee number', FINANCE_MESSAGES.duplicateInUpload);
    seen.add(employee.id);
    checked.push({ row, fileName: file.fileName, bytes: file.bytes, employee, replaces: existing.has(employee.id) });
  });
  const rows = checked.map(({ row, fileName, employee, replaces }) => ({
    row,
    fileName,
    employee: { employeeNumber: employee.employeeNumber, displayName: employee.displayName },
    replaces,
  }));
  return { view: { month, rows, errors }, checked };
}

/** The dry run's answer: what would be stored, and every file's problem. */
export const validatePayslipUpload = async (tx: Tx, _v: Viewer, input: PayslipUpload) =>
  (await checkPayslipUpload(tx, input.month, input.upload)).view;

/** Writes checked payslips in the caller's transaction: a month's payslip of the same employee is replaced. */
async function writePayslips(tx: Tx, v: Viewer, month: string, payslips: readonly Omit<CheckedPayslip, 'row'>[]) {
  for (const p of payslips)
    await q.upsertPayslip(tx, v.tenantCode, v.employeeId, month, {
      employeeId: p.employee.id,
      fileName: p.fileName,
      bytes: p.bytes,
    });
  const replaced = payslips.filter((p) => p.replaces).length;
  const result = { month, created: payslips.length - replaced, replaced };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'finance.payslips.upload',
    entity: 'payslips',
    entityId: month,
    after: { ...result, employees: payslips.map((p) => p.employee.employeeNumber) },
  });
  return result;
}

/** A bulk upload: checked again, then all its payslips written in one transaction, or none when any file has an error. */
export async function loadPayslipUpload(
  tx: Tx,
  v: Viewer,
  input: PayslipUpload,
): Promise<{ refused: PayslipUploadView } | { loaded: Awaited<ReturnType<typeof writePayslips>> }> {
  const { month } = input;
  const { view, checked } = await checkPayslipUpload(tx, month, input.upload);
  if (view.errors.length > 0) return { refused: view };
  return { loaded: await writePayslips(tx, v, month, checked) };
}
