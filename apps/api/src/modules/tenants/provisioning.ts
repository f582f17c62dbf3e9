import { sql } from 'drizzle-orm';
import { adminUsernameOf, hostTakenMessage, TENANT_MESSAGES, type CreateTenant, type CreateTenantResponse, type TenantSummary } from '@tenure/domain/tenants';
import { legalEntities, userEntities, userEntityRoles, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Config } from '../../platform/config.ts';
import { APP_ROLE, queryRows, withTenant, type Db, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { UNSET_PASSWORD_HASH } from '../../platform/secrets.ts';
import { mailSetPasswordLink, tenantOrigin } from '../../platform/set-password-links.ts';
import { installDefaultRoles } from '../access/index.ts';
import { installCompanyStructure } from '../org/index.ts';
import { installPolicies, NEW_TENANT_PLANS } from '../policies/index.ts';
import { installTaskCatalogue } from '../timesheets/index.ts';

/** What the operator's work needs; the API and the command line both provide it. */
export interface OperatorDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'>;
  /** Called after a tenant's state or hosts changed (the API forgets its tenant lookups). */
  onTenantChanged?: () => void;
}

/** Serialises the operator's changes, so two of them cannot both claim a free host or code. */
const OPERATOR_LOCK = 724202;

interface TenantRow {
  code: string;
  name: string;
  hosts: string[];
  preset: string;
  is_active: boolean;
  created_at: Date | string;
}

const summaryOf = (row: TenantRow): TenantSummary => ({
  code: row.code,
  name: row.name,
  hosts: row.hosts,
  preset: row.preset,
  isActive: row.is_active,
  createdAt: new Date(row.created_at).toISOString(),
});

const selectTenants = sql`select code, name, hosts, preset, is_active, created_at from tenants`;

export async function listTenants(db: Db): Promise<TenantSummary[]> {
  return (await queryRows<TenantRow>(db, sql`${selectTenants} order by code`)).map(summaryOf);
}

/**
 * A new company in one transaction: the tenant, its first legal entity, the default roles, the
 * organisation structure's component types and company tree, the nine policy types with a default
 * plan each, and a super admin with no password yet, who is mailed a one-time invitation link.
 * Any refusal (code or host taken, unknown country) leaves nothing behind.
 */
export async function provisionTenant(deps: OperatorDeps, input: CreateTenant, requestId?: string): Promise<CreateTenantResponse> {
  const username = adminUsernameOf(input.adminEmail);
  const { tenant, mailId } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OPERATOR_LOCK})`);
    const [taken] = await queryRows<{ code: string }>(tx, sql`select code from tenants where code = ${input.code}`);
    if (taken) throw conflict(TENANT_MESSAGES.tenantCodeTaken, { code: TENANT_MESSAGES.tenantCodeTaken }, 'TENANT_CODE_TAKEN');
    await refuseHostsOfOthers(tx, input.hosts, null);
    const country = input.entity.code.split('-')[0]!;
    const [known] = await queryRows<{ id: string }>(tx, sql`select id from countries where id = ${country}`);
    if (!known) throw badRequest(TENANT_MESSAGES.unknownEntityCountry, { 'entity.code': TENANT_MESSAGES.unknownEntityCountry });

    const [row] = await queryRows<TenantRow>(
      tx,
      sql`insert into tenants (code, name, hosts, preset, country_id) values (${input.code}, ${input.name}, ${sql.param(input.hosts)}::text[], ${input.preset}, ${country})
          returning code, name, hosts, preset, is_active, created_at`,
    );
    // The tenant's own rows go in as the request role, through row-level security like any write.
    await enterTenant(tx, input.code);
    const tenantId = input.code;
    const [entity] = await tx
      .insert(legalEntities)
      .values({ tenantId, code: input.entity.code, name: input.entity.name, isHoldingCompany: true })
      .returning({ id: legalEntities.id, code: legalEntities.code, name: legalEntities.name });
    const roleIds = await installDefaultRoles(tx, tenantId);
    await installCompanyStructure(tx, tenantId, input.name, [entity!]);
    await installPolicies(tx, tenantId, NEW_TENANT_PLANS);
    await installTaskCatalogue(tx, tenantId);

    const [admin] = await tx
      .insert(users)
      .values({ tenantId, username, email: input.adminEmail, passwordHash: UNSET_PASSWORD_HASH, employeeId: null })
      .returning({ id: users.id, username: users.username, email: users.email });
    const [mapping] = await tx.insert(userEntities).values({ tenantId, userId: admin!.id, legalEntityId: entity!.id, isDefault: true }).returning({ id: userEntities.id });
    await tx.insert(userEntityRoles).values({ tenantId, userEntityId: mapping!.id, roleId: roleIds.get('SUPER_ADMIN')! });

    const tenant = summaryOf(row!);
    await recordAudit(tx, {
      tenantCode: tenantId,
      actorUserId: null,
      action: 'tenant.provision',
      entity: 'tenant',
      entityId: tenantId,
      before: null,
      after: { ...tenant, legalEntity: input.entity, admin: { username, email: input.adminEmail } },
      requestId,
    });
    const mailId = await mailSetPasswordLink(tx, deps.mailer, {
      tenant: { code: tenantId, name: input.name },
      user: admin!,
      purpose: 'invite',
      origin: tenantOrigin(input.hosts[0]!, deps.config),
      actorUserId: null,
    });
    return { tenant, mailId };
  });
  deps.onTenantChanged?.();
  await deps.mailer.deliver(tenant.code, mailId);
  const [mail] = await withTenant(deps.db, { tenantCode: tenant.code }, (tx) =>
    queryRows<{ body: string; sent_at: Date | null }>(tx, sql`select body, sent_at from mail_outbox where id = ${mailId}`),
  );
  const delivered = mail?.sent_at != null;
  return {
    tenant,
    admin: { username, email: input.adminEmail },
    invitation: { to: input.adminEmail, delivered, body: delivered ? null : (mail?.body ?? null) },
  };
}

/** Suspends (its users cannot log in, their sessions stop; data kept) or resumes a tenant. */
export async function setTenantActive(deps: OperatorDeps, code: string, active: boolean, requestId?: string): Promise<TenantSummary> {
  const tenant = await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<TenantRow>(
      tx,
      sql`update tenants set is_active = ${active}, updated_at = now() where code = ${code} and is_active = ${!active}
          returning code, name, hosts, preset, is_active, created_at`,
    );
    if (!row) {
      await tenantOrNotFound(tx, code);
      throw conflict(active ? TENANT_MESSAGES.notSuspended : TENANT_MESSAGES.alreadySuspended, undefined, active ? 'TENANT_NOT_SUSPENDED' : 'TENANT_ALREADY_SUSPENDED');
    }
    await enterTenant(tx, code);
    await recordAudit(tx, {
      tenantCode: code,
      actorUserId: null,
      action: active ? 'tenant.resume' : 'tenant.suspend',
      entity: 'tenant',
      entityId: code,
      before: { isActive: !active },
      after: { isActive: active },
      requestId,
    });
    return summaryOf(row);
  });
  deps.onTenantChanged?.();
  return tenant;
}

/** Replaces a tenant's hosts; each host belongs to at most one tenant. */
export async function setTenantHosts(deps: OperatorDeps, code: string, hosts: string[], requestId?: string): Promise<TenantSummary> {
  const tenant = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OPERATOR_LOCK})`);
    const before = await tenantOrNotFound(tx, code);
    await refuseHostsOfOthers(tx, hosts, code);
    const [row] = await queryRows<TenantRow>(
      tx,
      sql`update tenants set hosts = ${sql.param(hosts)}::text[], updated_at = now() where code = ${code} returning code, name, hosts, preset, is_active, created_at`,
    );
    await enterTenant(tx, code);
    await recordAudit(tx, { tenantCode: code, actorUserId: null, action: 'tenant.hosts', entity: 'tenant', entityId: code, before: { hosts: before.hosts }, after: { hosts }, requestId });
    return summaryOf(row!);
  });
  deps.onTenantChanged?.();
  return tenant;
}

/** From here on the transaction runs as the request role inside the tenant (row-level security). */
async function enterTenant(tx: Tx, code: string): Promise<void> {
  await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${code}, true)`);
}

async function tenantOrNotFound(tx: Tx, code: string): Promise<TenantRow> {
  const [row] = await queryRows<TenantRow>(tx, sql`${selectTenants} where code = ${code}`);
  if (!row) throw notFound(TENANT_MESSAGES.tenantNotFound, 'TENANT_NOT_FOUND');
  return row;
}

async function refuseHostsOfOthers(tx: Tx, hosts: string[], ownCode: string | null): Promise<void> {
  const [clash] = await queryRows<{ code: string; host: string }>(
    tx,
    sql`select t.code, h.host from tenants t cross join lateral unnest(t.hosts) as h(host)
        where h.host = any(${sql.param(hosts)}::text[]) and t.code is distinct from ${ownCode} order by h.host limit 1`,
  );
  if (clash) {
    const message = hostTakenMessage(clash.host, clash.code);
    throw conflict(message, { hosts: message }, 'HOST_TAKEN');
  }
}
