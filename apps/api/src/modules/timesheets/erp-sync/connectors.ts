import { ERP_HTTP_TIMEOUT_MS, ERP_MAX_BYTES, ERP_MAX_RECORDS, ERP_MESSAGES } from '@tenure/domain/vendors';
import { badRequest } from '../../../platform/errors.ts';
import { parseCsv } from '../../../platform/sheets.ts';

/** One project as the ERP sends it: field names compared without case, spaces or punctuation. */
export type ErpRecord = Record<string, string>;

/** Where projects come from: everything updated after the watermark (a connector may send more; the sync filters again). */
export interface ErpConnector {
  projectsSince(watermark: string): Promise<ErpRecord[]>;
}

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Oracle's names and ours for the same field. */
const ALIASES: Record<string, string> = {
  projectnumber: 'projectNumber',
  projectcode: 'projectNumber',
  projectname: 'projectName',
  name: 'projectName',
  clientcode: 'clientCode',
  customernumber: 'clientCode',
  status: 'status',
  projectstatus: 'status',
  startdate: 'startDate',
  enddate: 'endDate',
  completiondate: 'endDate',
  billingtype: 'billingType',
  projectmanager: 'projectManager',
  projectmanageremail: 'projectManager',
  description: 'description',
  lastupdatedate: 'lastUpdateDate',
};

function normalise(raw: Record<string, unknown>): ErpRecord {
  const record: ErpRecord = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = ALIASES[keyOf(name)];
    if (field && value !== null && value !== undefined && String(value).trim() !== '')
      record[field] = String(value).trim();
  }
  return record;
}

function recordsOfJson(value: unknown): ErpRecord[] | null {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? ((value as { items?: unknown; projects?: unknown }).items ?? (value as { projects?: unknown }).projects)
      : null;
  if (!Array.isArray(list)) return null;
  if (list.length > ERP_MAX_RECORDS) throw badRequest(ERP_MESSAGES.tooManyRecords);
  return list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map(normalise);
}

/** A JSON list (or `{ items }`) or a CSV file with a heading row. */
export function parseErpFile(content: string, fileName: string): ErpRecord[] {
  if (/\.json$/i.test(fileName) || /^\s*[[{]/.test(content)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw badRequest(ERP_MESSAGES.fileUnreadable, { file: ERP_MESSAGES.fileUnreadable });
    }
    const records = recordsOfJson(parsed);
    if (!records) throw badRequest(ERP_MESSAGES.fileUnreadable, { file: ERP_MESSAGES.fileUnreadable });
    return records;
  }
  const [headings, ...rows] = parseCsv(content.replace(/^\uFEFF/, '')).filter((row) =>
    row.some((cell) => cell.trim() !== ''),
  );
  if (!headings || !headings.some((h) => ALIASES[keyOf(h)] === 'projectNumber'))
    throw badRequest(ERP_MESSAGES.fileUnreadable, { file: ERP_MESSAGES.fileUnreadable });
  if (rows.length > ERP_MAX_RECORDS) throw badRequest(ERP_MESSAGES.tooManyRecords);
  return rows.map((row) => normalise(Object.fromEntries(headings.map((h, i) => [h, row[i] ?? '']))));
}

/** The file adapter: the records of an uploaded file. */
export const fileConnector = (content: string, fileName: string): ErpConnector => ({
  projectsSince: async () => parseErpFile(content, fileName),
});

export interface HttpConnectorSettings {
  url: string;
  username: string | null;
  password: string | null;
}

/**
 * The HTTP adapter: GET the configured address with `lastUpdateDate` (the watermark, SPEC §7's
 * format) and basic authentication when a username is set; the answer is a JSON list or `{ items }`.
 */
export function httpConnector(settings: HttpConnectorSettings, fetchImpl: typeof fetch = fetch): ErpConnector {
  return {
    async projectsSince(watermark) {
      const url = new URL(settings.url);
      url.searchParams.set('lastUpdateDate', watermark);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (settings.username)
        headers.authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password ?? ''}`).toString('base64')}`;
      const response = await fetchImpl(url, {
        headers,
        signal: AbortSignal.timeout(ERP_HTTP_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(ERP_MESSAGES.httpFailed(response.status));
      const text = await response.text();
      if (text.length > ERP_MAX_BYTES) throw new Error(ERP_MESSAGES.tooManyRecords);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(ERP_MESSAGES.httpUnreadable);
      }
      const records = recordsOfJson(parsed);
      if (!records) throw new Error(ERP_MESSAGES.httpUnreadable);
      return records;
    },
  };
}
