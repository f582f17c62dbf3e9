import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetSafe } from '@tenure/domain/spreadsheets';

export interface ExportColumn<T> {
  key: keyof T;
  heading: string;
}

type Cell = string | number | boolean | null | undefined;

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

/** Rows written to a file as they come (an export of any size without holding it in memory). */
export interface SheetStream {
  row(cells: readonly Cell[]): Promise<void>;
  /** Writes what is left and ends the stream. */
  end(): Promise<void>;
}

/** Waits until `out` takes more (back-pressure); refuses once the reader went away. */
async function written(out: Writable, accepted: boolean): Promise<void> {
  if (accepted) return;
  if (out.destroyed) throw new Error('The export was cancelled');
  await Promise.race([
    once(out, 'drain'),
    once(out, 'close').then(() => Promise.reject(new Error('The export was cancelled'))),
  ]);
}

/** CSV as toCsv writes it (BOM, CRLF, formula-looking text neutralised), a line at a time. */
export function csvStream(out: Writable, headings: readonly string[]): SheetStream {
  let start = '\uFEFF';
  const line = (cells: readonly Cell[]) => {
    const text = `${start}${cells.map(csvField).join(',')}\r\n`;
    start = '';
    return written(out, out.write(text, 'utf8'));
  };
  const header = line(headings);
  return {
    row: async (cells) => {
      await header;
      await line(cells);
    },
    end: async () => {
      await header;
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/** An XLSX workbook of one sheet, written with exceljs' streaming writer (numbers stay numbers). */
export function xlsxStream(out: Writable, sheetName: string, headings: readonly string[]): SheetStream {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = headings.map((heading) => ({ header: heading, width: Math.max(12, heading.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  return {
    row: async (cells) => {
      if (out.destroyed) throw new Error('The export was cancelled');
      sheet.addRow(cells.map((c) => (typeof c === 'string' ? spreadsheetSafe(c) : (c ?? null)))).commit();
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
