import ExcelJS from 'exceljs';
import { spreadsheetSafe } from '@tenure/domain/spreadsheets';

export interface ExportColumn<T> {
  key: keyof T;
  heading: string;
}

type Cell = string | number | null | undefined;

/** RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. */
function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = spreadsheetSafe(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV with a header row and CRLF line ends; a UTF-8 BOM so Excel reads accents (San José) right. */
export function toCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): Buffer {
  const lines = [
    columns.map((c) => csvField(c.heading)),
    ...rows.map((row) => columns.map((c) => csvField(row[c.key] as Cell))),
  ];
  return Buffer.from(`\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx<T>(
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.heading,
    key: String(c.key),
    width: Math.max(12, c.heading.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c) => [String(c.key), spreadsheetSafe(String(row[c.key] ?? ''))])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
