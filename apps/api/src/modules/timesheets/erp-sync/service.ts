import { randomUUID } from 'node:crypto';
import { feature, permissionMapOf } from '@tenure/domain/access';
import { PROJECT_STATUSES, type ProjectInput } from '@tenure/domain/timesheets';
import {
  ERP_MESSAGES,
  ERP_SYNC_START_WATERMARK,
  erpTimestamp,
  projectStatusOfErp,
  type ErpSyncSettingsInput,
  type ErpSyncSettingsView,
} from '@tenure/domain/vendors';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import { SYSTEM_SCOPE, auditActor, type Viewer } from '../../../platform/viewer.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import { safeFileName } from '../../../platform/uploads.ts';
import { parseErpFile, type ErpRecord } from './connectors.ts';
import {
  erpRunPage,
  existingProjects,
  insertErpRun,
  lookups,
  readErpSettings,
  upsertErpSettings,
  type ErpSyncReport,
  type Lookups,
  type StoredErpSettings,
} from './queries.ts';
import { createProject, updateProject } from '../projects/service.ts';

/** The job kind of a sync run (its handler in jobs.ts). */
export const ERP_SYNC_JOB = 'timesheet.erpProjectSync';

export const erpSettingsView = (s: StoredErpSettings | undefined): ErpSyncSettingsView => ({
  configured: Boolean(s),
  adapter: s?.adapter ?? null,
  url: s?.url ?? null,
  username: s?.username ?? null,
  hasPassword: Boolean(s?.sealedPassword),
  scheduleEnabled: s?.scheduleEnabled ?? false,
  watermark: s?.watermark ?? ERP_SYNC_START_WATERMARK,
});

/** Saves the connector (a blank password keeps the stored one; the watermark stays). Audited without the password. */
export async function saveErpSettings(
  tx: Tx,
  v: Viewer,
  box: SecretBox,
  input: ErpSyncSettingsInput,
): Promise<ErpSyncSettingsView> {
  const before = await readErpSettings(tx, true);
  const sealedPassword = input.password
    ? box.seal(input.password)
    : input.username
      ? (before?.sealedPassword ?? null)
      : null;
  const values = {
    adapter: input.adapter,
    url: input.url,
    username: input.username,
    sealedPassword,
    scheduleEnabled: input.scheduleEnabled,
    updatedBy: v.userId,
  };
  await upsertErpSettings(tx, v.tenantCode, values);
  const after = erpSettingsView(await readErpSettings(tx));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'erp-sync.settings',
    entity: 'erp_sync_settings',
    entityId: v.tenantCode,
    before: before && erpSettingsView(before),
    after,
  });
  return after;
}

/** The sync acts as a project administrator (EditProject) in the name of whoever started it, or configured it for a scheduled run. */
export const syncViewer = (tenantCode: string, userId: string, requestId: string): Viewer => ({
  userId,
  employeeId: null,
  permissions: permissionMapOf([feature('CLIENTS_AND_PROJECTS', 'EditProject')]),
  tenantCode,
  requestId,
  scope: SYSTEM_SCOPE,
});

const isoDate = (value: string | undefined) =>
  value ? (erpTimestamp(value.length === 10 ? `${value} 00:00:00` : value)?.slice(0, 10) ?? null) : null;

type Checked =
  | { ok: true; input: Omit<ProjectInput, 'projectManagerIds' | 'approverIds' | 'entityIds'>; managerId: string }
  | { ok: false; reason: string };

/** The project an ERP record describes, or why it is refused. */
function checkRecord(r: ErpRecord, found: Lookups): Checked {
  for (const field of ['projectName', 'clientCode', 'startDate', 'billingType', 'projectManager'] as const) {
    if (!r[field]) return { ok: false, reason: ERP_MESSAGES.missingField(field) };
  }
  const startDate = isoDate(r.startDate);
  if (!startDate) return { ok: false, reason: ERP_MESSAGES.invalidDate('startDate') };
  const endDate = r.endDate ? isoDate(r.endDate) : null;
  if (r.endDate && !endDate) return { ok: false, reason: ERP_MESSAGES.invalidDate('endDate') };
  const status = r.status ? projectStatusOfErp(r.status) : 'Active';
  if (!status) return { ok: false, reason: ERP_MESSAGES.invalidStatus(r.status!) };
  const clientId = found.clients.get(r.clientCode!.toLowerCase());
  if (!clientId) return { ok: false, reason: ERP_MESSAGES.unknownClient(r.clientCode!) };
  const billingTypeId = found.billingTypes.get(r.billingType!.toLowerCase());
  if (!billingTypeId) return { ok: false, reason: ERP_MESSAGES.unknownBillingType(r.billingType!) };
  const managerId = found.people.get(r.projectManager!.toLowerCase());
  if (!managerId) return { ok: false, reason: ERP_MESSAGES.unknownManager(r.projectManager!) };
  return {
    ok: true,
    managerId,
    input: {
      clientId,
      code: r.projectNumber!,
      name: r.projectName!,
      description: r.description ?? null,
      projectTypeId: null,
      technologyId: null,
      classificationId: null,
      billingTypeId,
      billingEntityId: null,
      status: status as (typeof PROJECT_STATUSES)[number],
      startDate,
      endDate,
      budgetHours: null,
    },
  };
}

/** The ERP's fields replace ours; what the ERP does not send (type, technology, team, ...) stays; its manager joins the managers. */
function merged(current: ProjectInput, erp: Extract<Checked, { ok: true }>): ProjectInput {
  const {
    projectTypeId: _t,
    technologyId: _te,
    classificationId: _c,
    billingEntityId: _b,
    budgetHours: _h,
    ...fromErp
  } = erp.input;
  const managers = current.projectManagerIds.includes(erp.managerId)
    ? current.projectManagerIds
    : [...current.projectManagerIds, erp.managerId];
  return {
    ...current,
    ...fromErp,
    description: erp.input.description ?? current.description,
    projectManagerIds: managers,
  };
}

const sameProject = (a: ProjectInput, b: ProjectInput) =>
  (['clientId', 'code', 'name', 'description', 'billingTypeId', 'status', 'startDate', 'endDate'] as const).every(
    (k) => a[k] === b[k],
  ) && a.projectManagerIds.length === b.projectManagerIds.length;

const reasonOf = (err: AppError) =>
  err.fieldErrors && Object.keys(err.fieldErrors).length
    ? Object.entries(err.fieldErrors)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ')
    : err.message;

/**
 * Applies the records updated after the watermark, oldest first, each in its own savepoint: a
 * record the project rules refuse is reported with the reason and changes nothing. Projects match
 * by number (the project code, whatever its case). The watermark moves to the newest
 * lastUpdateDate read, refused records included: fixing one in the ERP updates it, so it comes again.
 */
export async function applyErpRecords(
  tx: Tx,
  v: Viewer,
  records: readonly ErpRecord[],
  watermark: string,
): Promise<ErpSyncReport> {
  const report: ErpSyncReport = {
    watermarkBefore: watermark,
    watermarkAfter: watermark,
    received: records.length,
    created: [],
    updated: [],
    unchanged: 0,
    skipped: 0,
    refused: [],
  };
  const latest = new Map<string, { record: ErpRecord; at: string }>();
  for (const r of records) {
    const number = r.projectNumber;
    if (!number) {
      report.refused.push({ projectNumber: '—', reason: ERP_MESSAGES.missingField('projectNumber') });
      continue;
    }
    const at = r.lastUpdateDate ? erpTimestamp(r.lastUpdateDate) : null;
    if (!at) {
      report.refused.push({
        projectNumber: number,
        reason: r.lastUpdateDate
          ? ERP_MESSAGES.invalidDate('lastUpdateDate')
          : ERP_MESSAGES.missingField('lastUpdateDate'),
      });
      continue;
    }
    if (at <= watermark) {
      report.skipped++;
      continue;
    }
    if (at > report.watermarkAfter) report.watermarkAfter = at;
    const seen = latest.get(number.toLowerCase());
    if (seen) report.skipped++;
    if (!seen || seen.at <= at) latest.set(number.toLowerCase(), { record: r, at });
  }
  const wanted = [...latest.values()].sort((a, b) => a.at.localeCompare(b.at)).map((x) => x.record);
  const found = await lookups(tx, wanted);
  const existing = await existingProjects(
    tx,
    wanted.map((r) => r.projectNumber!),
  );
  for (const record of wanted) {
    const number = record.projectNumber!;
    const checked = checkRecord(record, found);
    if (!checked.ok) {
      report.refused.push({ projectNumber: number, reason: checked.reason });
      continue;
    }
    const current = existing.get(number.toLowerCase());
    try {
      if (current) {
        const next = merged(current.input, checked);
        if (sameProject(current.input, next)) {
          report.unchanged++;
          continue;
        }
        await tx.transaction((sp) => updateProject(sp, v, current.id, next));
        report.updated.push(number);
      } else {
        await tx.transaction((sp) =>
          createProject(sp, v, {
            ...checked.input,
            projectManagerIds: [checked.managerId],
            approverIds: [],
            entityIds: [],
          }),
        );
        report.created.push(number);
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      report.refused.push({ projectNumber: number, reason: reasonOf(err) });
    }
  }
  return report;
}

/** Keeps the run's report and the new watermark, in the run's transaction. */
export async function recordErpRun(
  tx: Tx,
  v: Viewer,
  run: {
    executionNumber: number | null;
    trigger: 'schedule' | 'manual';
    adapter: 'file' | 'http';
    fileName: string | null;
    startedBy: string | null;
  },
  report: ErpSyncReport,
): Promise<void> {
  await insertErpRun(tx, v.tenantCode, run, report);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'erp-sync.run',
    entity: 'erp_sync_runs',
    entityId: String(run.executionNumber ?? ''),
    after: {
      created: report.created.length,
      updated: report.updated.length,
      refused: report.refused.length,
      watermark: report.watermarkAfter,
    },
  });
}

/** The tenant's connector settings as the screen shows them. */
export const readErpSettingsView = async (tx: Tx) => erpSettingsView(await readErpSettings(tx));

/** Past runs, latest first. */
export const listErpRuns = (tx: Tx, page: { page: number; size: number }) => erpRunPage(tx, page.page, page.size);

/** What a sync job run on demand is given: a file sync names the stored upload. */
export interface ErpRunParams {
  trigger: 'manual';
  fileKey?: string;
  fileName?: string;
}

/**
 * Readies a sync run on demand: from the configured HTTP endpoint, or (with `file`) from an
 * uploaded file, read once here so a file that is no list of projects is refused at once, not by
 * a failed job; the file is kept for the job. Answers the job's params (the caller queues it).
 */
export async function prepareErpRun(
  tx: Tx,
  _v: Viewer,
  input: { file?: { fileName: string; content: string } },
  deps: { storage: FileStorage; tenantCode: string },
): Promise<ErpRunParams> {
  const settings = await readErpSettings(tx);
  if (!settings) throw badRequest(ERP_MESSAGES.notConfigured, undefined, 'NOT_CONFIGURED');
  if (!input.file) {
    if (settings.adapter !== 'http') throw badRequest(ERP_MESSAGES.notHttpAdapter, undefined, 'NOT_HTTP_ADAPTER');
    return { trigger: 'manual' };
  }
  const fileName = safeFileName(input.file.fileName);
  parseErpFile(input.file.content, fileName);
  const fileKey = `${deps.tenantCode}/erp-sync/${randomUUID()}.${/\.json$/i.test(fileName) ? 'json' : 'csv'}`;
  await deps.storage.put(fileKey, new TextEncoder().encode(input.file.content));
  return { trigger: 'manual', fileKey, fileName };
}

/** Audits a queued sync run. */
export async function auditErpRunStarted(
  tx: Tx,
  v: Viewer,
  input: { executionNumber: number; fileName?: string | undefined },
): Promise<void> {
  await recordAudit(tx, {
    ...auditActor(v),
    action: `${ERP_SYNC_JOB}.started`,
    entity: 'jobs',
    entityId: String(input.executionNumber),
    ...(input.fileName ? { after: { fileName: input.fileName } } : {}),
  });
}
