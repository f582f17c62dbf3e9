import { desc, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

export interface SetupCounts {
  hasName: boolean;
  hasLogo: boolean;
  hasAddress: boolean;
  legalEntities: number;
  locations: number;
  departments: number;
  designations: number;
  policyTypes: number;
  policyTypesWithDefault: number;
  leaveTypes: number;
  holidayCalendars: number;
  roles: number;
  users: number;
  flagOverrides: number;
  recentFailedJobs: number;
}

/** How many days back a failed job still marks the jobs line. */
export const FAILED_JOB_DAYS = 7;

/**
 * Every count of the setup checklist in one statement, straight from the tables (row-level security
 * keeps them to the tenant; the tenants row is readable by all, so it is picked by code).
 * A holiday calendar counts once it has a day.
 */
export async function setupCounts(tx: Tx, tenantCode: string): Promise<SetupCounts> {
  const [row] = await queryRows<SetupCounts>(
    tx,
    sql`select btrim(t.name) <> '' as "hasName",
               t.logo_key is not null as "hasLogo",
               coalesce(btrim(t.address_line), '') <> '' and coalesce(btrim(t.city), '') <> '' and t.country_id is not null as "hasAddress",
               (select count(*)::int from legal_entities where is_active) as "legalEntities",
               (select count(*)::int from locations where is_active) as "locations",
               (select count(*)::int from departments where is_active) as "departments",
               (select count(*)::int from master_values where is_active and master_type = 'Designation') as "designations",
               (select count(*)::int from policy_types) as "policyTypes",
               (select count(distinct policy_type_id)::int from policy_plans where is_default) as "policyTypesWithDefault",
               (select count(*)::int from leave_types where is_active) as "leaveTypes",
               (select count(*)::int from policy_plans p join policy_types pt on pt.id = p.policy_type_id
                 where pt.key = 'holiday' and exists (select 1 from policy_holidays h where h.plan_id = p.id)) as "holidayCalendars",
               (select count(*)::int from roles where is_active) as "roles",
               (select count(*)::int from users where is_active) as "users",
               (select count(*)::int from tenant_flags) as "flagOverrides",
               (select count(*)::int from jobs where status = 'failed' and created_at > now() - make_interval(days => ${FAILED_JOB_DAYS})) as "recentFailedJobs"
        from tenants t where t.code = ${tenantCode}`,
  );
  return row!;
}

/** A page of the tenant's outgoing mail, newest first, with the total. */
export async function mailOutboxPage(tx: Tx, page: number, size: number) {
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  const items = await tx
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(size)
    .offset((page - 1) * size);
  return { items, total: total?.n ?? 0 };
}
