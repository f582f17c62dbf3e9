import { sql } from 'drizzle-orm';
import { feature, permissionMapOf } from '@tenure/domain/access';
import { PROJECT_STATUSES, type ProjectInput } from '@tenure/domain/timesheets';
import {
  ERP_MESSAGES,
  ERP_SYNC_START_WATERMARK,
  erpTimestamp,
  projectStatusOfErp,
  type ErpRefusal,
  type ErpSyncRunView,
  type ErpSyncSettingsInput,
  type ErpSyncSettingsView,
} from '@tenure/domain/vendors';
import { erpSyncRuns, erpSyncSettings } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import type { ErpRecord } from './connectors.ts';
import { createProject, updateProject } from '../projects/service.ts';

export interface StoredErpSettings {
  adapter: 'file' | 'http';
  url: string | null;
  username: string | null;
  sealedPassword: string | null;
  scheduleEnabled: boolean;
  watermark: string;
  updatedBy: string;
}

/** The tenant's sync settings; `lock` makes concurrent runs take turns (each then sees the other's watermark). */
export async function readErpSettings(tx: Tx, lock = false): Promise<StoredErpSettings | undefined> {
  const [row] = await queryRows<StoredErpSettings>(
    tx,
    sql`select adapter, url, username, sealed_password as "sealedPassword", schedule_enabled as "scheduleEnabled",
               to_char(watermark, 'YYYY-MM-DD HH24:MI:SS') as watermark, updated_by as "updatedBy"
          from erp_sync_settings ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

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
export async function saveErpSettings(tx: Tx, v: Viewer, box: SecretBox, input: ErpSyncSettingsInput): Promise<ErpSyncSettingsView> {
  const before = await readErpSettings(tx, true);
  const sealedPassword = input.password ? box.seal(input.password) : input.username ? (before?.sealedPassword ?? null) : null;
  const values = { adapter: input.adapter, url: input.url, username: input.username, sealedPassword, scheduleEnabled: input.scheduleEnabled, updatedBy: v.userId };
  await tx
    .insert(erpSyncSettings)
    .values({ tenantId: v.tenantCode, ...values })
    .onConflictDoUpdate({ target: erpSyncSettings.tenantId, set: { ...values, updatedAt: new Date() } });
  const after = erpSettingsView(await readErpSettings(tx));
  await recordAudit(tx, { ...auditActor(v), action: 'erp-sync.settings', entity: 'erp_sync_settings', entityId: v.tenantCode, before: before && erpSettingsView(before), after });
  return after;
}

/** The sync acts as a project administrator (EditProject) in the name of whoever started it, or configured it for a scheduled run. */
export const syncViewer = (tenantCode: string, userId: string, requestId: string): Viewer => ({
  userId,
  employeeId: null,
  permissions: permissionMapOf([feature('CLIENTS_AND_PROJECTS', 'EditProject')]),
  tenantCode,
  requestId,
});

interface Lookups {
  clients: Map<string, string>;
  billingTypes: Map<string, string>;
  people: Map<string, string>;
}

async function lookups(tx: Tx, records: readonly ErpRecord[]): Promise<Lookups> {
  const wanted = (field: string) => JSON.stringify([...new Set(records.flatMap((r) => (r[field] ? [r[field]!.toLowerCase()] : [])))]);
  const [clients, billingTypes, people] = await Promise.all([
    queryRows<{ key: string; id: string }>(tx, sql`select lower(code) as key, id from clients where lower(code) in (select jsonb_array_elements_text(${wanted('clientCode')}::jsonb))`),
    queryRows<{ key: string; id: string }>(
      tx,
      sql`select lower(k) as key, id from master_values, unnest(array[name, code]) k
           where master_type = 'BillingType' and k is not null and lower(k) in (select jsonb_array_elements_text(${wanted('billingType')}::jsonb))`,
    ),
    queryRows<{ key: string; id: string }>(
      tx,
      sql`select lower(k) as key, id from employees, unnest(array[employee_number, email]) k
           where status <> 'Inactive' and k is not null and lower(k) in (select jsonb_array_elements_text(${wanted('projectManager')}::jsonb))`,
    ),
  ]);
  const map = (rows: { key: string; id: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return { clients: map(clients), billingTypes: map(billingTypes), people: map(people) };
}

interface ExistingProject {
  id: string;
  code: string;
  input: ProjectInput;
}

async function existingProjects(tx: Tx, codes: readonly string[]): Promise<Map<string, ExistingProject>> {
  const rows = await queryRows<ExistingProject>(
    tx,
    sql`select p.id, p.code, json_build_object(
               'clientId', p.client_id, 'code', p.code, 'name', p.name, 'description', p.description,
               'projectTypeId', p.project_type_id, 'technologyId', p.technology_id, 'classificationId', p.classification_id,
               'billingTypeId', p.billing_type_id, 'billingEntityId', p.billing_entity_id, 'status', p.status,
               'startDate', p.start_date::text, 'endDate', p.end_date::text, 'budgetHours', p.budget_hours::float8,
               'projectManagerIds', coalesce((select json_agg(pm.employee_id order by pm.employee_id) from project_managers pm where pm.project_id = p.id), '[]'),
               'approverIds', coalesce((select json_agg(pa.employee_id) from project_approvers pa where pa.project_id = p.id), '[]'),
               'entityIds', coalesce((select json_agg(pe.legal_entity_id) from project_entities pe where pe.project_id = p.id), '[]')) as input
          from projects p where lower(p.code) in (select jsonb_array_elements_text(${JSON.stringify(codes.map((c) => c.toLowerCase()))}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

const isoDate = (value: string | undefined) => (value ? (erpTimestamp(value.length === 10 ? `${value} 00:00:00` : value)?.slice(0, 10) ?? null) : null);

type Checked = { ok: true; input: Omit<ProjectInput, 'projectManagerIds' | 'approverIds' | 'entityIds'>; managerId: string } | { ok: false; reason: string };

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
  const { projectTypeId: _t, technologyId: _te, classificationId: _c, billingEntityId: _b, budgetHours: _h, ...fromErp } = erp.input;
  const managers = current.projectManagerIds.includes(erp.managerId) ? current.projectManagerIds : [...current.projectManagerIds, erp.managerId];
  return { ...current, ...fromErp, description: erp.input.description ?? current.description, projectManagerIds: managers };
}

const sameProject = (a: ProjectInput, b: ProjectInput) =>
  (['clientId', 'code', 'name', 'description', 'billingTypeId', 'status', 'startDate', 'endDate'] as const).every((k) => a[k] === b[k]) &&
  a.projectManagerIds.length === b.projectManagerIds.length;

const reasonOf = (err: AppError) => (err.fieldErrors && Object.keys(err.fieldErrors).length ? Object.entries(err.fieldErrors).map(([f, m]) => `${f}: ${m}`).join('; ') : err.message);

export interface ErpSyncReport {
  watermarkBefore: string;
  watermarkAfter: string;
  received: number;
  created: string[];
  updated: string[];
  unchanged: number;
  skipped: number;
  refused: ErpRefusal[];
}

/**
 * Applies the records updated after the watermark, oldest first, each in its own savepoint: a
 * record the project rules refuse is reported with the reason and changes nothing. Projects match
 * by number (the project code, whatever its case). The watermark moves to the newest
 * lastUpdateDate read, refused records included: fixing one in the ERP updates it, so it comes again.
 */
export async function applyErpRecords(tx: Tx, v: Viewer, records: readonly ErpRecord[], watermark: string): Promise<ErpSyncReport> {
  const report: ErpSyncReport = { watermarkBefore: watermark, watermarkAfter: watermark, received: records.length, created: [], updated: [], unchanged: 0, skipped: 0, refused: [] };
  const latest = new Map<string, { record: ErpRecord; at: string }>();
  for (const r of records) {
    const number = r.projectNumber;
    if (!number) {
      report.refused.push({ projectNumber: '—', reason: ERP_MESSAGES.missingField('projectNumber') });
      continue;
    }
    const at = r.lastUpdateDate ? erpTimestamp(r.lastUpdateDate) : null;
    if (!at) {
      report.refused.push({ projectNumber: number, reason: r.lastUpdateDate ? ERP_MESSAGES.invalidDate('lastUpdateDate') : ERP_MESSAGES.missingField('lastUpdateDate') });
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
  const existing = await existingProjects(tx, wanted.map((r) => r.projectNumber!));
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
        await tx.transaction((sp) => createProject(sp, v, { ...checked.input, projectManagerIds: [checked.managerId], approverIds: [], entityIds: [] }));
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
  run: { executionNumber: number | null; trigger: 'schedule' | 'manual'; adapter: 'file' | 'http'; fileName: string | null; startedBy: string | null },
  report: ErpSyncReport,
): Promise<void> {
  await tx.insert(erpSyncRuns).values({ tenantId: v.tenantCode, ...run, ...report });
  await tx.update(erpSyncSettings).set({ watermark: report.watermarkAfter, updatedAt: new Date() });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'erp-sync.run',
    entity: 'erp_sync_runs',
    entityId: String(run.executionNumber ?? ''),
    after: { created: report.created.length, updated: report.updated.length, refused: report.refused.length, watermark: report.watermarkAfter },
  });
}

/** Past runs, latest first. */
export async function listErpRuns(tx: Tx, page: number, size: number) {
  const rows = await queryRows<Omit<ErpSyncRunView, 'finishedAt'> & { finishedAt: Date | string; total: number }>(
    tx,
    sql`select r.id, r.execution_number as "executionNumber", r.trigger, r.adapter, r.file_name as "fileName",
               coalesce(e.display_name, u.username) as "startedByName",
               to_char(r.watermark_before, 'YYYY-MM-DD HH24:MI:SS') as "watermarkBefore", to_char(r.watermark_after, 'YYYY-MM-DD HH24:MI:SS') as "watermarkAfter",
               r.received, r.created, r.updated, r.unchanged, r.skipped, r.refused, r.created_at as "finishedAt", count(*) over ()::int as total
          from erp_sync_runs r
          left join users u on u.id = r.started_by
          left join employees e on e.id = u.employee_id
         order by r.created_at desc, r.id
         limit ${size} offset ${(page - 1) * size}`,
  );
  return {
    items: rows.map(({ total: _t, finishedAt, ...r }) => ({ ...r, finishedAt: new Date(finishedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
    page,
    size,
  };
}
