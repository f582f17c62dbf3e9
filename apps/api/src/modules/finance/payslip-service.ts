import { sql } from 'drizzle-orm';
import { FINANCE_MESSAGES, FINANCE_PDF_MAX_BYTES, MAX_PAYSLIPS_PER_UPLOAD, type HrPayslipView, type PayslipUploadView, type PayslipView } from '@tenure/domain/finance';
import { MESSAGES, fileTooLargeMessage } from '@tenure/domain/messages';
import type { UploadRowError } from '@tenure/domain/uploads';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { checkFileContent } from '../../platform/file-content.ts';
import { detectFileType } from '../../platform/file-types.ts';
import { safeFileName, type UploadSet } from '../../platform/uploads.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { readZip } from '../../platform/zip.ts';
import { employeesByNumber, managesPay, type EmployeeRef } from './access.ts';

type PayslipRow = PayslipView & { uploadedAt: Date | string };
const asView = <T extends PayslipRow>(row: T): T & { uploadedAt: string } => ({ ...row, uploadedAt: new Date(row.uploadedAt).toISOString() });
const COLUMNS = sql`p.id, p.month, p.file_name as "fileName", p.size_bytes as "sizeBytes", p.uploaded_at as "uploadedAt"`;

/** One's own payslips, latest month first. */
export async function myPayslips(tx: Tx, v: Viewer): Promise<PayslipView[]> {
  const employeeId = requireEmployee(v);
  const rows = await queryRows<PayslipRow>(tx, sql`select ${COLUMNS} from payslips p where p.employee_id = ${employeeId} order by p.month desc`);
  return rows.map(asView);
}

/** HR's list of one month's payslips. */
export async function payslipsOfMonth(tx: Tx, query: { month: string; search?: string | undefined }): Promise<HrPayslipView[]> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await queryRows<PayslipRow & { employeeNumber: string; displayName: string }>(
    tx,
    sql`select ${COLUMNS}, e.employee_number as "employeeNumber", e.display_name as "displayName"
          from payslips p join employees e on e.id = p.employee_id
         where p.month = ${query.month} ${search ? sql`and (e.employee_number ilike ${search} or e.display_name ilike ${search})` : sql``}
         order by e.employee_number`,
  );
  return rows.map(({ employeeNumber, displayName, ...row }) => ({ ...asView(row), employee: { employeeNumber, displayName } }));
}

/**
 * A payslip's file, for its employee or for HR holding ManagePay; to anyone else it does not
 * exist (404, so its id tells nothing).
 */
export async function payslipFile(tx: Tx, v: Viewer, id: string) {
  const [row] = await queryRows<{ employeeId: string; fileName: string; content: Uint8Array }>(
    tx,
    sql`select employee_id as "employeeId", file_name as "fileName", content from payslips where id = ${id}`,
  );
  if (!row || (row.employeeId !== v.employeeId && !managesPay(v))) throw notFound();
  return { fileName: row.fileName, bytes: row.content };
}

export async function deletePayslip(tx: Tx, v: Viewer, id: string) {
  const [row] = await queryRows<{ month: string; employeeId: string; fileName: string }>(
    tx,
    sql`delete from payslips where id = ${id} returning month, employee_id as "employeeId", file_name as "fileName"`,
  );
  if (!row) throw notFound();
  await recordAudit(tx, { ...auditActor(v), action: 'finance.payslip.delete', entity: 'payslips', entityId: id, before: row });
}

interface CheckedPayslip {
  row: number;
  fileName: string;
  bytes: Uint8Array;
  employee: EmployeeRef;
  replaces: boolean;
}

/** The PDFs of an upload: the files sent, then each .zip's entries, numbered in that order (row 1 is the first file). */
function payslipFiles(upload: UploadSet): { fileName: string; bytes: Uint8Array }[] {
  const files = [...upload.files, ...upload.archives.flatMap((archive) =>
    readZip(archive.bytes, { maxEntries: MAX_PAYSLIPS_PER_UPLOAD, maxEntryBytes: FINANCE_PDF_MAX_BYTES, message: FINANCE_MESSAGES.zipUnreadable })
      .filter((entry) => !entry.name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX'))
      .map((entry) => ({ fileName: safeFileName(entry.name), bytes: entry.bytes })),
  )];
  if (files.length === 0) throw badRequest(FINANCE_MESSAGES.payslipsRequired, { file: FINANCE_MESSAGES.payslipsRequired });
  if (files.length > MAX_PAYSLIPS_PER_UPLOAD) throw badRequest(FINANCE_MESSAGES.tooManyFiles, { file: FINANCE_MESSAGES.tooManyFiles });
  return files;
}

/** The words of a file name that could be an employee number: "Payslip_EMP0006_2026-05.pdf" → PAYSLIP, EMP0006, 2026, 05. */
const nameTokens = (fileName: string) => fileName.replace(/\.pdf$/i, '').toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);

/**
 * The dry run of a bulk upload: every file matched to the employee whose number its name holds,
 * each problem as a row error (the row is the file's place in the upload); nothing is written.
 */
export async function checkPayslipUpload(tx: Tx, month: string, upload: UploadSet): Promise<{ view: PayslipUploadView; checked: CheckedPayslip[] }> {
  const files = payslipFiles(upload);
  const known = await employeesByNumber(tx, [...new Set(files.flatMap((f) => nameTokens(f.fileName)))]);
  const byNumber = new Map(known.map((e) => [e.employeeNumber.toUpperCase(), e]));
  const existing = new Set(
    (await queryRows<{ employeeId: string }>(tx, sql`select employee_id as "employeeId" from payslips where month = ${month}`)).map((r) => r.employeeId),
  );
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
    if (file.bytes.length > FINANCE_PDF_MAX_BYTES) return fail('File', fileTooLargeMessage(FINANCE_PDF_MAX_BYTES / (1024 * 1024)));
    const matches = [...new Set(nameTokens(file.fileName).map((t) => byNumber.get(t)).filter((e): e is EmployeeRef => e !== undefined))];
    if (matches.length === 0) return fail('Employee number', FINANCE_MESSAGES.noEmployeeNumber);
    if (matches.length > 1) return fail('Employee number', FINANCE_MESSAGES.severalEmployeeNumbers);
    const employee = matches[0]!;
    if (seen.has(employee.id)) return fail('Employee number', FINANCE_MESSAGES.duplicateInUpload);
    seen.add(employee.id);
    checked.push({ row, fileName: file.fileName, bytes: file.bytes, employee, replaces: existing.has(employee.id) });
  });
  const rows = checked.map(({ row, fileName, employee, replaces }) => ({ row, fileName, employee: { employeeNumber: employee.employeeNumber, displayName: employee.displayName }, replaces }));
  return { view: { month, rows, errors }, checked };
}

/** Writes checked payslips in the caller's transaction: a month's payslip of the same employee is replaced. */
export async function writePayslips(tx: Tx, v: Viewer, month: string, payslips: readonly Omit<CheckedPayslip, 'row'>[]) {
  for (const p of payslips) {
    await tx.execute(sql`
      insert into payslips (tenant_id, employee_id, month, file_name, content, size_bytes, uploaded_by)
      values (${v.tenantCode}, ${p.employee.id}, ${month}, ${p.fileName}, ${Buffer.from(p.bytes)}, ${p.bytes.length}, ${v.employeeId})
      on conflict (employee_id, month) do update
        set file_name = excluded.file_name, content = excluded.content, size_bytes = excluded.size_bytes, uploaded_by = excluded.uploaded_by, uploaded_at = now()`);
  }
  const replaced = payslips.filter((p) => p.replaces).length;
  const result = { month, created: payslips.length - replaced, replaced };
  await recordAudit(tx, { ...auditActor(v), action: 'finance.payslips.upload', entity: 'payslips', entityId: month, after: { ...result, employees: payslips.map((p) => p.employee.employeeNumber) } });
  return result;
}

/** A bulk upload: checked again, then all its payslips written in one transaction, or none when any file has an error. */
export async function loadPayslipUpload(tx: Tx, v: Viewer, month: string, upload: UploadSet): Promise<{ refused: PayslipUploadView } | { loaded: Awaited<ReturnType<typeof writePayslips>> }> {
  const { view, checked } = await checkPayslipUpload(tx, month, upload);
  if (view.errors.length > 0) return { refused: view };
  return { loaded: await writePayslips(tx, v, month, checked) };
}
