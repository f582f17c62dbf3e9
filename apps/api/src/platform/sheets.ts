import type { ErrorCode } from '@tenure/domain/errors';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { isoDay } from '@tenure/domain/dates';
import { spreadsheetSafe } from '@tenure/domain/spreadsheets';
import { ERRORS_COLUMN, UPLOAD_MESSAGES, type UploadRowError } from '@tenure/domain/uploads';
import { AppError, badRequest } from './errors.ts';
import { inflatedChunks, rawZipEntries, zipArchive } from './zip.ts';

/** A spreadsheet row under the heading row: its number as the spreadsheet shows it, and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  headings: string[];
  rows: SheetRow[];
}

export type SheetFileType = 'xlsx' | 'csv';

/** A cell as text: numbers as written, dates as yyyy-MM-dd, rich text and formulas by their text or result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  // Templates neutralise text that looks like a formula with a leading apostrophe.
  return String(value).trim().replace(/^'/, '');
}

/** RFC 4180 CSV (quoted fields with doubled quotes and line breaks, CRLF or LF), a UTF-8 BOM skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const clean = (text: string) => text.trim().replace(/^'/, '');

/**
 * What any uploaded workbook may hold, whatever its compressed size says: a 1 MB file can unpack
 * to gigabytes. Checked while the file is unpacked, before anything parses it: its entries, all of
 * them together unpacked, the texts of its shared-strings table and the rows of its sheets; then,
 * as the sheet is read, the columns and the length of each cell (Excel's own limit).
 */
export const WORKBOOK_LIMITS = {
  entries: 1_000,
  inflatedBytes: 64 * 1024 * 1024,
  sharedStrings: 1_000_000,
  rows: 200_000,
  columns: 1_000,
  cellChars: 32_767,
} as const;

const fileRefusal = (message: string, code: ErrorCode) => badRequest(message, { file: message }, code);
const unreadableWorkbook = () => fileRefusal(UPLOAD_MESSAGES.workbookUnreadable, 'WORKBOOK_UNREADABLE');
const workbookTooLarge = () => fileRefusal(UPLOAD_MESSAGES.workbookTooLarge, 'WORKBOOK_TOO_LARGE');

/**
 * Elements counted while unpacking: the shared-strings table's texts and the sheets' rows. An
 * element's start may be cut between two chunks: `carry` characters (one less than a match) go
 * with the next chunk.
 */
const COUNTED_ELEMENTS = [
  { entry: /^xl\/sharedStrings\.xml$/, element: /<si[\s>]/g, carry: 3, limit: WORKBOOK_LIMITS.sharedStrings },
  { entry: /^xl\/worksheets\/[^/]+\.xml$/, element: /<row[\s>/]/g, carry: 4, limit: WORKBOOK_LIMITS.rows },
];

/**
 * The workbook checked against WORKBOOK_LIMITS by unpacking it (off the event loop, counting the
 * bytes that come out, not the sizes its entries declare), then rebuilt as a zip of exactly the
 * entries checked, still compressed, for exceljs to read: its zip reader walks the entries'
 * headers, and no entry the check did not see can reach it.
 */
async function checkedWorkbook(bytes: Uint8Array): Promise<Buffer[]> {
  const entries = rawZipEntries(bytes, {
    maxEntries: WORKBOOK_LIMITS.entries,
    maxEntryBytes: Number.MAX_SAFE_INTEGER,
    message: UPLOAD_MESSAGES.workbookUnreadable,
    code: 'WORKBOOK_UNREADABLE',
  });
  // What the entries declare is enough to refuse a workbook at once, never to accept one.
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > WORKBOOK_LIMITS.inflatedBytes) throw workbookTooLarge();
  let total = 0;
  const counts = COUNTED_ELEMENTS.map(() => 0);
  for (const entry of entries) {
    const counted = COUNTED_ELEMENTS.findIndex((c) => c.entry.test(entry.name));
    let size = 0;
    let tail = '';
    try {
      for await (const chunk of inflatedChunks(entry)) {
        size += chunk.length;
        total += chunk.length;
        if (total > WORKBOOK_LIMITS.inflatedBytes) throw workbookTooLarge();
        const element = COUNTED_ELEMENTS[counted];
        if (!element) continue;
        const text = tail + chunk.toString('latin1');
        counts[counted]! += text.match(element.element)?.length ?? 0;
        if (counts[counted]! > element.limit) throw workbookTooLarge();
        tail = text.slice(-element.carry);
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unreadableWorkbook(); // data that does not inflate
    }
    if (size !== entry.size) throw unreadableWorkbook();
  }
  return zipArchive(entries);
}

/**
 * A row's cells as text, refused (400) when a value lies beyond WORKBOOK_LIMITS.columns or a cell
 * is longer than WORKBOOK_LIMITS.cellChars.
 */
function rowTexts(rowNumber: number, cells: Iterable<[column: number, text: string]>): string[] {
  const texts: string[] = [];
  for (const [column, text] of cells) {
    if (text === '') continue;
    if (column > WORKBOOK_LIMITS.columns)
      throw fileRefusal(UPLOAD_MESSAGES.tooManyColumns(WORKBOOK_LIMITS.columns), 'TOO_MANY_COLUMNS');
    if (text.length > WORKBOOK_LIMITS.cellChars)
      throw fileRefusal(UPLOAD_MESSAGES.cellTooLong(rowNumber, WORKBOOK_LIMITS.cellChars), 'CELL_TOO_LONG');
    texts[column - 1] = text;
  }
  return Array.from(texts, (text) => text ?? '');
}

/** The cells of a streamed workbook row that hold a value, by column number. */
function workbookCells(row: ExcelJS.Row): [column: number, text: string][] {
  const cells: [number, string][] = [];
  row.eachCell((cell, column) => void cells.push([column, cellText(cell.value)]));
  return cells;
}

/**
 * The first visible sheet of an uploaded workbook (or the CSV), as its heading row and the rows
 * under it that hold anything; refused with 400 when it has no rows or more than `maxRows`, breaks
 * WORKBOOK_LIMITS or cannot be read (exceljs's own errors: a cell without its address…). A
 * workbook is read as a stream, row by row (ExcelJS WorkbookReader), so a 10,000-row file never
 * stands in memory as a workbook model: only its rows' texts are kept. Read it before opening a
 * transaction: nothing here needs the database.
 */
export async function readSheet(bytes: Uint8Array, fileType: SheetFileType, maxRows: number): Promise<Sheet> {
  const tooMany = () => fileRefusal(UPLOAD_MESSAGES.tooManyRows(maxRows), 'TOO_MANY_ROWS');
  let headings: string[] = [];
  const rows: SheetRow[] = [];
  const take = (number: number, cells: string[]) => {
    if (number === 1) headings = cells;
    else if (cells.some((c) => c !== '')) rows.push({ row: number, cells });
    // A file far too long is refused as soon as it shows, not held whole.
    if (rows.length > maxRows) throw tooMany();
  };
  if (fileType === 'csv') {
    parseCsv(new TextDecoder('utf-8').decode(bytes)).forEach((cells, index) =>
      take(
        index + 1,
        rowTexts(
          index + 1,
          cells.map((c, i) => [i + 1, clean(c)]),
        ),
      ),
    );
  } else {
    const archive = await checkedWorkbook(bytes);
    try {
      // Styles are read for their number formats: a date typed in Excel is a number formatted as a date.
      const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(archive), {
        sharedStrings: 'cache',
        styles: 'cache',
        hyperlinks: 'ignore',
        worksheets: 'emit',
        entries: 'ignore',
      });
      let read = false;
      for await (const sheet of workbook) {
        // exceljs sets a streamed sheet's state from the workbook without declaring it.
        const { state } = sheet as unknown as { state?: ExcelJS.WorksheetState };
        if (read || state === 'hidden' || state === 'veryHidden') continue;
        read = true;
        for await (const row of sheet) take(row.number, rowTexts(row.number, workbookCells(row)));
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unreadableWorkbook();
    }
  }
  if (rows.length === 0) throw fileRefusal(UPLOAD_MESSAGES.noRows, 'NO_ROWS');
  if (rows.length > maxRows) throw tooMany();
  return { headings, rows };
}

/**
 * Reads a sheet's cells by the template's headings, whatever order the columns are in (matched
 * case-insensitively); refused with 400 naming a heading the file lacks.
 */
export function columnReader(sheet: Sheet, headings: readonly string[], optional: readonly string[] = []) {
  const positions = new Map(sheet.headings.map((h, i) => [h.trim().toLowerCase(), i]));
  const index = new Map<string, number>();
  for (const heading of headings) {
    const position = positions.get(heading.toLowerCase());
    if (position === undefined) {
      if (optional.includes(heading)) continue;
      throw badRequest(
        UPLOAD_MESSAGES.missingColumn(heading),
        { file: UPLOAD_MESSAGES.missingColumn(heading) },
        'MISSING_COLUMN',
      );
    }
    index.set(heading, position);
  }
  return (row: SheetRow, heading: string): string => {
    const position = index.get(heading);
    return position === undefined ? '' : (row.cells[position] ?? '');
  };
}

export interface TemplateColumn {
  heading: string;
  /** The allowed values, offered as a dropdown (kept on a hidden sheet, so long lists work). */
  choices?: readonly string[];
  /** What goes in the column, as a comment on its heading. */
  hint?: string;
}

/** exceljs keeps range validations in a model its typings do not declare. */
interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}

const LISTS_SHEET = 'Lists';

/**
 * A template workbook: bold headings, example rows, and for each column with choices a dropdown
 * over `rows` rows that refers to that column of a hidden "Lists" sheet (invalid values warn, so a
 * value typed before it exists in Tenure can still be uploaded and reported).
 */
export async function templateWorkbook(
  sheetName: string,
  columns: readonly TemplateColumn[],
  examples: readonly string[][],
  rows: number,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  sheet.columns = columns.map((c) => ({ header: c.heading, width: Math.max(14, c.heading.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const example of examples) sheet.addRow(example.map(spreadsheetSafe));
  const validations = (sheet as unknown as { dataValidations: RangeValidations }).dataValidations;
  let listColumn = 0;
  columns.forEach((column, index) => {
    const letter = sheet.getColumn(index + 1).letter;
    if (column.choices) {
      listColumn++;
      const listLetter = lists.getColumn(listColumn).letter;
      lists.getCell(1, listColumn).value = column.heading;
      column.choices.forEach((choice, i) => (lists.getCell(i + 2, listColumn).value = spreadsheetSafe(choice)));
      const last = Math.max(2, column.choices.length + 1);
      validations.add(`${letter}2:${letter}${rows + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`${LISTS_SHEET}!$${listLetter}$2:$${listLetter}$${last}`],
        showErrorMessage: true,
        errorStyle: 'warning',
      });
    }
    // The heading's comment tells what goes in the column (date format, who may be a manager).
    if (column.hint) sheet.getCell(1, index + 1).note = column.hint;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };

/**
 * The uploaded file given back with its errors: its sheet as read (values only: a formula comes
 * back as its result, text that a spreadsheet would run as a formula stays text, as in the
 * exports), each bad cell filled red with the message as a comment, and an Errors column with
 * every problem of the row. Rows keep their numbers, so the errors' rows match.
 */
export async function annotatedWorkbook(upload: Sheet, errors: readonly UploadRowError[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Upload');
  sheet.getRow(1).values = upload.headings.map(spreadsheetSafe);
  for (const { row, cells } of upload.rows) sheet.getRow(row).values = cells.map(spreadsheetSafe);
  const headingRow = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  headingRow.eachCell((cell, col) => columnOf.set(cellText(cell.value).toLowerCase(), col));
  const errorsColumn = columnOf.get(ERRORS_COLUMN.toLowerCase()) ?? sheet.columnCount + 1;
  headingRow.getCell(errorsColumn).value = ERRORS_COLUMN;
  headingRow.getCell(errorsColumn).font = { bold: true, color: { argb: 'FF9C0006' } };
  sheet.getColumn(errorsColumn).width = 60;

  const byRow = new Map<number, UploadRowError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  for (const [rowNumber, rowErrors] of byRow) {
    const row = sheet.getRow(rowNumber);
    const notes = new Map<number, string[]>();
    for (const error of rowErrors) {
      const col = error.column ? columnOf.get(error.column.toLowerCase()) : undefined;
      if (col !== undefined) notes.set(col, [...(notes.get(col) ?? []), error.message]);
    }
    for (const [col, messages] of notes) {
      const cell = row.getCell(col);
      cell.fill = ERROR_FILL;
      cell.note = messages.join('\n');
    }
    const cell = row.getCell(errorsColumn);
    cell.value = rowErrors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('\n');
    cell.alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
