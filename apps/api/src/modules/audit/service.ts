import type { Writable } from 'node:stream';
import {
  AUDIT_ACTOR_NAMES,
  AUDIT_EXPORT_COLUMNS,
  AUDIT_EXPORT_HEADINGS,
  AUDIT_EXPORT_MAX_ROWS,
  actorKindOf,
  auditExportFileName,
  type AuditActorOption,
  type AuditEntryRow,
  type AuditEntryView,
  type AuditExportQuery,
  type AuditLogPage,
  type AuditLogQuery,
} from '@tenure/domain/audit';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { csvStream, xlsxStream } from '../../platform/export-files.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanReadAuditLog, visibleEntry } from './policy.ts';
import * as q from './queries.ts';

const rowView = (r: q.AuditEntryRecord): AuditEntryRow => ({
  id: r.id,
  at: new Date(r.created_at).toISOString(),
  actor: {
    kind: actorKindOf(r.actor_user_id, r.action),
    userId: r.actor_user_id,
    username: r.username,
    employeeName: r.employee_name,
  },
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  requestId: r.request_id,
});

/** GET /api/audit-log: a page of the tenant's entries matching the filters, with the total. */
export async function listAuditLog(tx: Tx, v: Viewer, query: AuditLogQuery): Promise<AuditLogPage> {
  assertCanReadAuditLog(v);
  const { page, size, ...filters } = query;
  const { rows, total } = await q.auditPage(tx, filters, { limit: size, offset: (page - 1) * size });
  return { items: rows.map(rowView), total, page, size };
}

/** GET /api/audit-log/:id: one entry with the values before and after the change. */
export async function auditEntryDetail(tx: Tx, v: Viewer, { id }: { id: string }): Promise<AuditEntryView> {
  const row = visibleEntry(v, await q.auditEntry(tx, id));
  return { ...rowView(row), before: row.before ?? null, after: row.after ?? null };
}

/** The action families in the tenant's log (the "what" filter's choices). */
export async function auditActionFamilies(tx: Tx, v: Viewer): Promise<string[]> {
  assertCanReadAuditLog(v);
  return q.actionFamilies(tx);
}

/** Accounts matching a search, for the "who" filter. */
export async function auditActorOptions(
  tx: Tx,
  v: Viewer,
  { search }: { search: string },
): Promise<AuditActorOption[]> {
  assertCanReadAuditLog(v);
  const rows = await q.actorOptions(tx, search);
  return rows.map((r) => ({ userId: r.id, username: r.username, employeeName: r.employee_name }));
}

const MIME_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** A spreadsheet cell holds at most 32,767 characters: longer values are cut with a mark. */
const CELL_LIMIT = 32_000;
const BATCH = 2_000;

const jsonCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT)}…` : text;
};

export interface PreparedAuditExport {
  query: AuditExportQuery;
  fileName: string;
  mimeType: string;
}

/** Checks an export before its file starts (a refusal is still an error answer, not a broken file). */
export function prepareAuditExport(v: Viewer, query: AuditExportQuery): PreparedAuditExport {
  assertCanReadAuditLog(v);
  return { query, fileName: auditExportFileName(new Date(), query.format), mimeType: MIME_TYPES[query.format] };
}

/**
 * GET /api/audit-log/export: every matching entry (at most AUDIT_EXPORT_MAX_ROWS) in the filters'
 * order, read in batches after the last one read (keyset) and written to `out` as it comes, with the
 * headings in the reader's language. Audited with the filters and the number of rows.
 */
export async function writeAuditExport(tx: Tx, v: Viewer, job: PreparedAuditExport, out: Writable): Promise<number> {
  const { format, language, ...filters } = job.query;
  const headings = AUDIT_EXPORT_COLUMNS.map((c) => AUDIT_EXPORT_HEADINGS[language][c]);
  const file = format === 'csv' ? csvStream(out, headings) : xlsxStream(out, 'Audit log', headings);
  const names = AUDIT_ACTOR_NAMES[language];
  let rows = 0;
  let cursor: q.AuditCursor | null = null;
  while (rows < AUDIT_EXPORT_MAX_ROWS) {
    const batch = await q.auditBatch(tx, filters, cursor, Math.min(BATCH, AUDIT_EXPORT_MAX_ROWS - rows));
    for (const r of batch) {
      const kind = actorKindOf(r.actor_user_id, r.action);
      await file.row([
        new Date(r.created_at).toISOString(),
        kind === 'user' ? r.username : names[kind],
        r.employee_name,
        r.action,
        r.entity,
        r.entity_id,
        jsonCell(r.before),
        jsonCell(r.after),
        r.request_id,
      ]);
    }
    rows += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    cursor = { at: last.cursor_at, id: last.id };
  }
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'audit.export',
    entity: 'audit_log',
    entityId: null,
    after: { format, filters, rows },
  });
  await file.end();
  return rows;
}
