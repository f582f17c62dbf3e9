import { sql } from 'drizzle-orm';
import type { ProjectInput } from '@tenure/domain/timesheets';
import type { ErpRefusal, ErpSyncRunView } from '@tenure/domain/vendors';
import { erpSyncRuns, erpSyncSettings } from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import type { ErpRecord } from './connectors.ts';

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

/** Stores the tenant's connector settings (the watermark stays). */
export async function upsertErpSettings(
  tx: Tx,
  tenantId: string,
  values: {
    adapter: 'file' | 'http';
    url: string | null;
    username: string | null;
    sealedPassword: string | null;
    scheduleEnabled: boolean;
    updatedBy: string;
  },
): Promise<void> {
  await tx
    .insert(erpSyncSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: erpSyncSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

export interface Lookups {
  clients: Map<string, string>;
  billingTypes: Map<string, string>;
  people: Map<string, string>;
}

export async function lookups(tx: Tx, records: readonly ErpRecord[]): Promise<Lookups> {
  const wanted = (field: string) =>
    JSON.stringify([...new Set(records.flatMap((r) => (r[field] ? [r[field]!.toLowerCase()] : [])))]);
  const [clients, billingTypes, people] = await Promise.all([
    queryRows<{ key: string; id: string }>(
      tx,
      sql`select lower(code) as key, id from clients where lower(code) in (select jsonb_array_elements_text(${wanted('clientCode')}::jsonb))`,
    ),
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

export interface ExistingProject {
  id: string;
  code: string;
  input: ProjectInput;
}

export async function existingProjects(tx: Tx, codes: readonly string[]): Promise<Map<string, ExistingProject>> {
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

/** Keeps a run's report and moves the watermark on. */
export async function insertErpRun(
  tx: Tx,
  tenantId: string,
  run: {
    executionNumber: number | null;
    trigger: 'schedule' | 'manual';
    adapter: 'file' | 'http';
    fileName: string | null;
    startedBy: string | null;
  },
  report: ErpSyncReport,
): Promise<void> {
  await tx.insert(erpSyncRuns).values({ tenantId, ...run, ...report });
  await tx.update(erpSyncSettings).set({ watermark: report.watermarkAfter, updatedAt: new Date() });
}

/** Past runs, latest first. */
export async function erpRunPage(tx: Tx, page: number, size: number) {
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
