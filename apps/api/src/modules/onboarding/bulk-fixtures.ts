import ExcelJS from 'exceljs';
import { BULK_COLUMNS } from '@tenure/domain/onboarding';

/** Bulk files made on the fly for the API suites, the bench and the browser story (no binaries checked in). */
export type Cells = readonly (string | number)[];

export async function xlsxFile(headings: Cells, rows: readonly Cells[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Upload');
  sheet.addRow([...headings]);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export function csvFile(headings: Cells, rows: readonly Cells[]): Uint8Array {
  const field = (v: string | number) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return new TextEncoder().encode([headings, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n');
}

/** A workbook read back (the template, the annotated file). */
export async function readWorkbook(bytes: Uint8Array | Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}


export const EMPLOYEE_HEADINGS = BULK_COLUMNS.employee.map((c) => c.heading);
export const CONSULTANT_HEADINGS = BULK_COLUMNS.consultant.map((c) => c.heading);

/**
 * Joiners of the demo's Bengaluru entity, valid by the Indian rules, in the employee template's
 * column order: `tag` keeps the emails of one file apart from another's, `first` numbers them.
 */
export function joinerRows(count: number, { tag = 'bulk', first = 1, joining = `${new Date().toISOString().slice(0, 7)}-01` } = {}): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    const cells: Record<string, string> = {
      'First Name': 'Asha',
      'Last Name': `Verma ${tag} ${n}`,
      Gender: 'Female',
      'Date of Birth': '1994-05-12',
      'National ID': `2${String(n).padStart(11, '0')}`,
      'Work Email': `${tag}.joiner${n}@demo.tenure.test`,
      'Mobile Phone': `9${String(n).padStart(9, '0')}`,
      'Legal Entity': 'IN-KA-01',
      Department: 'Engineering',
      Location: 'Bengaluru',
      Designation: 'Software Engineer',
      Manager: 'EMP0003',
      'Employment Type': 'Full Time',
      'Date of Joining': joining,
    };
    return EMPLOYEE_HEADINGS.map((h) => cells[h] ?? '');
  });
}

/** A copy of `rows` with one cell replaced (row index, heading, value). */
export function withCell(rows: readonly string[][], index: number, heading: string, value: string, headings: readonly string[] = EMPLOYEE_HEADINGS): string[][] {
  return rows.map((r, i) => (i === index ? r.map((c, j) => (headings[j] === heading ? value : c)) : [...r]));
}
