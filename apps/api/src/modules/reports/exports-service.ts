import type { Writable } from 'node:stream';
import { nextExportBatch, REPORT_EXPORT_BATCH, reportFileName, type ReportExportQuery } from '@tenure/domain/reports';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { planForTheirValues } from '../../platform/reports.ts';
import { csvStream, xlsxStream } from '../../platform/export-files.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { reportPdf, type ShownPage } from './exports-pdf.ts';
import { auditedFilters, resolveReportRequest, shownRow, type ResolvedRequest } from './reports-service.ts';

const MIME_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export interface PreparedExport extends ResolvedRequest {
  format: ReportExportQuery['format'];
  fileName: string;
  mimeType: string;
  /** When the file was asked for: its name's stamp and a PDF's "generated at". */
  at: Date;
  /** The page on screen: what a PDF holds (CSV and XLSX hold every row). */
  shown: ShownPage;
}

/** Checks an export before its file starts (a refusal is still an error answer, not a broken file). */
export async function prepareReportExport(
  tx: Tx,
  v: Viewer,
  key: string,
  input: ReportExportQuery,
  workingEntityId: string,
): Promise<PreparedExport> {
  const { format, page, size, ...request } = input;
  const resolved = await resolveReportRequest(tx, v, key, request, workingEntityId);
  const at = new Date();
  return {
    ...resolved,
    format,
    fileName: reportFileName(resolved.report.key, at, format),
    mimeType: MIME_TYPES[format],
    at,
    shown: { page, size },
  };
}

/** The export's audit entry (who, report, filters, format, revealed, rows; a PDF's page). */
const auditExport = (tx: Tx, v: Viewer, job: PreparedExport, rows: number) =>
  recordAudit(tx, {
    ...auditActor(v),
    action: 'report.export',
    entity: 'report',
    entityId: job.report.key,
    after: {
      format: job.format,
      filters: auditedFilters(job),
      revealed: job.reveal,
      rows,
      ...(job.format === 'pdf' ? job.shown : {}),
    },
  });

/**
 * GET /api/reports/{key}/export: CSV and XLSX hold every matching row, in the screen's order and
 * masking, read in growing batches (nextExportBatch) and written to `out` as it comes; a PDF holds the
 * page on screen. Audited with the filters and the number of rows (written with the transaction's
 * commit, after the last row).
 */
export async function writeReportExport(tx: Tx, v: Viewer, job: PreparedExport, out: Writable): Promise<number> {
  await planForTheirValues(tx);
  if (job.format === 'pdf') {
    const { bytes, rows } = await reportPdf(tx, v, job, job.shown, job.at);
    await auditExport(tx, v, job, rows);
    await new Promise<void>((resolve) => out.end(bytes, resolve));
    return rows;
  }
  const { report, filters, sort, reveal } = job;
  const headings = job.columns.map((c) => c.heading);
  const file = job.format === 'csv' ? csvStream(out, headings) : xlsxStream(out, report.title.slice(0, 31), headings);
  let rows = 0;
  for (let batch = REPORT_EXPORT_BATCH; ; batch = nextExportBatch(batch)) {
    const { items } = await report.query(tx, v, filters, sort, { limit: batch, offset: rows });
    for (const item of items) {
      const shown = shownRow(report, item, reveal);
      await file.row(job.columns.map((c) => shown[c.key] ?? null));
    }
    rows += items.length;
    if (items.length < batch) break;
  }
  await auditExport(tx, v, job, rows);
  await file.end();
  return rows;
}
