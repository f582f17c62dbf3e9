import ExcelJS from 'exceljs';

/** Bulk files made on the fly for the API suites, the benches and the browser stories (no binaries checked in). */
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
