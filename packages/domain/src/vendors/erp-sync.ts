import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { pageOf, pageQuery } from '../paging/index.ts';
import { PROJECT_STATUSES, type ProjectStatus } from '../timesheets/projects.ts';

/**
 * ERP project sync (flag syncProjectsFromOracleERP, SPEC §7 "Oracle project sync (fixed
 * lastUpdateDate 2025-08-01 08:15:15)"): projects read from the ERP by a connector (a file or an
 * HTTP endpoint), only those updated after the watermark, which starts at the spec's date.
 */
export const ERP_SYNC_START_WATERMARK = '2025-08-01 08:15:15';
export const ERP_ADAPTERS = ['file', 'http'] as const;
export type ErpAdapter = (typeof ERP_ADAPTERS)[number];
/** A file or an HTTP answer holds at most this many records. */
export const ERP_MAX_RECORDS = 5_000;
/** The largest file or HTTP answer read (bytes). */
export const ERP_MAX_BYTES = 5 * 1024 * 1024;
/** An HTTP call that takes longer is given up (the run fails and is retried). */
export const ERP_HTTP_TIMEOUT_MS = 30_000;

export const ERP_MESSAGES = {
  notConfigured: 'The ERP project sync is not set up yet.',
  urlRequired: 'The HTTP connector needs the address of the ERP endpoint.',
  invalidUrl: 'Enter an http:// or https:// address.',
  notHttpAdapter: 'The sync is set up to read files: upload a file instead.',
  fileRequired: 'Choose a JSON or CSV file.',
  fileUnreadable: 'The file is neither a JSON list of projects nor a CSV file with a heading row.',
  tooManyRecords: `A sync reads at most ${ERP_MAX_RECORDS.toLocaleString('en')} projects.`,
  httpFailed: (status: number) => `The ERP answered ${status}.`,
  httpUnreadable: 'The ERP answer is not a JSON list of projects.',
  started: 'The sync has started; its report appears below when it is done.',
  // Reasons a record is refused (the report shows them beside the project number).
  missingField: (field: string) => `${field} is missing.`,
  invalidDate: (field: string) => `${field} is not a date.`,
  invalidStatus: (status: string) => `Status "${status}" is not one of ${PROJECT_STATUSES.join(', ')}.`,
  unknownClient: (code: string) => `No client has the code "${code}".`,
  unknownBillingType: (name: string) => `No billing type is called "${name}".`,
  unknownManager: (who: string) => `No active employee has the number or email "${who}".`,
  duplicateInFile: 'The project number appears more than once; the latest update is taken.',
} as const;

/** The settings form: connector, address and credentials (a blank password keeps the stored one), schedule. */
export const erpSyncSettingsInput = z
  .object({
    adapter: z.enum(ERP_ADAPTERS),
    url: z
      .string()
      .trim()
      .max(500, MESSAGES.tooLong)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), ERP_MESSAGES.invalidUrl),
    username: z
      .string()
      .trim()
      .max(200, MESSAGES.tooLong)
      .nullish()
      .transform((v) => v || null),
    password: z
      .string()
      .max(500, MESSAGES.tooLong)
      .nullish()
      .transform((v) => v || null),
    scheduleEnabled: z.boolean().default(false),
  })
  .refine((v) => v.adapter !== 'http' || v.url !== null, { path: ['url'], message: ERP_MESSAGES.urlRequired });
export type ErpSyncSettingsInput = z.infer<typeof erpSyncSettingsInput>;

export const erpSyncSettingsView = z.object({
  configured: z.boolean(),
  adapter: z.enum(ERP_ADAPTERS).nullable(),
  url: z.string().nullable(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  scheduleEnabled: z.boolean(),
  watermark: z.string(),
});
export type ErpSyncSettingsView = z.infer<typeof erpSyncSettingsView>;

/** A file to sync from, read by the browser: its name and text (JSON or CSV). */
export const erpSyncFileInput = z.object({
  fileName: z.string().trim().min(1, ERP_MESSAGES.fileRequired).max(200, MESSAGES.tooLong),
  content: z.string().min(1, ERP_MESSAGES.fileRequired).max(ERP_MAX_BYTES, ERP_MESSAGES.tooManyRecords),
});
export type ErpSyncFileInput = z.infer<typeof erpSyncFileInput>;

export const erpRefusal = z.object({ projectNumber: z.string(), reason: z.string() });
export type ErpRefusal = z.infer<typeof erpRefusal>;

export const erpSyncRunView = z.object({
  id: z.string(),
  executionNumber: z.number().nullable(),
  trigger: z.enum(['schedule', 'manual']),
  adapter: z.enum(ERP_ADAPTERS),
  fileName: z.string().nullable(),
  startedByName: z.string().nullable(),
  watermarkBefore: z.string(),
  watermarkAfter: z.string(),
  received: z.number(),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.number(),
  skipped: z.number(),
  refused: z.array(erpRefusal),
  finishedAt: z.string(),
});
export type ErpSyncRunView = z.infer<typeof erpSyncRunView>;
export const erpSyncRunQuery = pageQuery;
export const erpSyncRunPage = pageOf(erpSyncRunView);

/** Oracle project statuses and ours, compared without case, spaces or underscores. */
const STATUS_ALIASES: Record<string, ProjectStatus> = {
  active: 'Active',
  approved: 'Active',
  onhold: 'OnHold',
  completed: 'Completed',
  closed: 'Closed',
};
export const projectStatusOfErp = (status: string): ProjectStatus | null =>
  STATUS_ALIASES[status.toLowerCase().replace(/[\s_-]/g, '')] ?? null;

/**
 * An ERP date-time as the watermark keeps it ('yyyy-MM-dd HH:mm:ss', the ERP's own clock, no zone):
 * '2025-08-01 08:15:15', '2025-08-01T08:15:15', with fractions or a zone dropped; null when not one.
 */
export function erpTimestamp(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(value.trim());
  if (!m) return null;
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2]!;
  const parsed = new Date(`${m[1]}T${time}Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== `${m[1]}T${time}`
    ? null
    : `${m[1]} ${time}`;
}
