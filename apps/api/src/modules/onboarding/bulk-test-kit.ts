import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../../../test/multipart.ts';

/** Bulk files made on the fly for the suites, the bench and the browser story (no binaries checked in). */
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

/** Sends a file to a bulk route as the browser does (multipart, field "file"). */
export function sendFile(app: FastifyInstance, url: string, headers: Record<string, string>, bytes: Uint8Array, name = 'upload.xlsx') {
  const body = multipartBody({}, { name, bytes });
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, 'content-type': body.contentType } });
}

/** The cells of a workbook's first sheet, row by row (to read the template or the annotated file back). */
export async function readWorkbook(bytes: Uint8Array | Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}
