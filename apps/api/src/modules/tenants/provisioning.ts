import {
  adminUsernameOf,
  hostTakenMessage,
  TENANT_MESSAGES,
  type CreateTenant,
  type CreateTenantResponse,
  type TenantSummary,
} from '@tenure/domain/tenants';
import { recordAudit } from '../../platform/audit.ts';
import type { Config } from '../../platform/config.ts';
import { tenantDb, withTenant, type Db, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { mailSetPasswordLink, tenantOrigin } from '../../platform/set-password-links.ts';
import { installDefaultRoles } from '../access/index.ts';
import { installCompanyStructure } from '../org/index.ts';
import { installPolicies, NEW_TENANT_PLANS } from '../policies/index.ts';
import { installTaskCatalogue } from '../timesheets/index.ts';
import * as q from './provisioning-queries.ts';

/** What the operator's work needs; the API and the command line both provide it. */
export interface OperatorDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'>;
  /** Called after a tenant's state or hosts changed (the API forgets its tenant lookups). */
  onTenantChanged?: () => void;
}

const summaryOf = (row: q.TenantRow): TenantSummary => ({
  code: row.code,
  name: row.name,
  hosts: row.hosts,
  preset: row.preset,
  isActive: row.is_active,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listTenants(db: Db): Promise<TenantSummary[]> {
  return (await q.allTenants(db)).map(summaryOf);
}

/**
 * A new company in one transaction: the tenant, its first legal entity, the default roles, the
 * organisation structure's component types and company tree, the nine policy types with a default
 * plan each, and a super admin with no password yet, who is mailed a one-time invitation link.
 * Any refusal (code or host taken, unknown country) leaves nothing behind.
 */
export async function provisionTenant(
  deps: OperatorDeps,
  input: CreateTenant,
  requestId?: string,
): Promise<CreateTenantResponse> {
  const username = adminUsernameOf(input.adminEmail);
  const { tenant, mailId } = await deps.db.transaction(async (tx) => {
    await q.lockOperator(tx);
    if (await q.tenantCodeTaken(tx, input.code))
      throw conflict(TENANT_MESSAGES.tenantCodeTaken, { code: TENANT_MESSAGES.tenantCodeTaken }, 'TENANT_CODE_TAKEN');
    await refuseHostsOfOthers(tx, input.hosts, null);
    const country = input.entity.code.split('-')[0]!;
    if (!(await q.countryExists(tx, country)))
      throw badRequest(TENANT_MESSAGES.unknownEntityCountry, { 'entity.code': TENANT_MESSAGES.unknownEntityCountry });

    const row = await q.insertTenant(tx, { ...input, country });
    // The tenant's own rows go in as the request role, through row-level security like any write.
    await q.enterTenant(tx, input.code);
    const tenantId = input.code;
    const entity = await q.insertHoldingEntity(tx, tenantId, input.entity);
    const roleIds = await installDefaultRoles(tx, tenantId);
    await installCompanyStructure(tx, tenantId, input.name, [entity]);
    await installPolicies(tx, tenantId, NEW_TENANT_PLANS);
    await installTaskCatalogue(tx, tenantId);

    const admin = await q.insertSuperAdmin(tx, tenantId, {
      username,
      email: input.adminEmail,
      legalEntityId: entity.id,
      roleId: roleIds.get('SUPER_ADMIN')!,
    });

    const tenant = summaryOf(row);
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
      user: admin,
      purpose: 'invite',
      origin: tenantOrigin(input.hosts[0]!, deps.config),
      actorUserId: null,
    });
    return { tenant, mailId };
  });
  deps.onTenantChanged?.();
  await deps.mailer.deliver(tenant.code, mailId);
  const mail = await withTenant(deps.db, { tenantCode: tenant.code }, (tx) => q.outboxMail(tx, mailId));
  const delivered = mail?.sent_at != null;
  return {
    tenant,
    admin: { username, email: input.adminEmail },
    invitation: { to: input.adminEmail, delivered, body: delivered ? null : (mail?.body ?? null) },
  };
}

/** Suspends (its users cannot log in, their sessions stop; data kept) or resumes a tenant. */
export async function setTenantActive(
  deps: OperatorDeps,
  code: string,
  active: boolean,
  requestId?: string,
): Promise<TenantSummary> {
  const tenant = await changeTenantRow(deps.db, code, async (tx, audited) => {
    const row = await q.setActive(tx, code, active);
    if (!row) {
      await tenantOrNotFound(tx, code);
      throw conflict(
        active ? TENANT_MESSAGES.notSuspended : TENANT_MESSAGES.alreadySuspended,
        undefined,
        active ? 'TENANT_NOT_SUSPENDED' : 'TENANT_ALREADY_SUSPENDED',
      );
    }
    if (!audited) return summaryOf(row);
    await q.enterTenant(tx, code);
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
export async function setTenantHosts(
  deps: OperatorDeps,
  code: string,
  hosts: string[],
  requestId?: string,
): Promise<TenantSummary> {
  const tenant = await changeTenantRow(deps.db, code, async (tx, audited) => {
    await q.lockOperator(tx);
    const before = await tenantOrNotFound(tx, code);
    await refuseHostsOfOthers(tx, hosts, code);
    const row = await q.setHosts(tx, code, hosts);
    if (!audited) return summaryOf(row);
    await q.enterTenant(tx, code);
    await recordAudit(tx, {
      tenantCode: code,
      actorUserId: null,
      action: 'tenant.hosts',
      entity: 'tenant',
      entityId: code,
      before: { hosts: before.hosts },
      after: { hosts },
      requestId,
    });
    return summaryOf(row);
  });
  deps.onTenantChanged?.();
  return tenant;
}

/**
 * A change of a tenant's own row by the operator, in one transaction per cluster: on the home
 * database, whose directory every process reads hosts and state from, and, when the tenant lives on
 * another cluster (platform/placement.ts), the same change there with its audit entry (`audited`),
 * so that none of the tenant's rows is written at home. The home's answer is returned.
 */
async function changeTenantRow<T>(
  home: Db,
  code: string,
  change: (tx: Tx, audited: boolean) => Promise<T>,
): Promise<T> {
  const placed = await tenantDb(home, code);
  if (placed === home) return home.transaction((tx) => change(tx, true));
  const result = await home.transaction((tx) => change(tx, false));
  await placed.transaction((tx) => change(tx, true));
  return result;
}

async function tenantOrNotFound(tx: Tx, code: string): Promise<q.TenantRow> {
  const row = await q.findTenant(tx, code);
  if (!row) throw notFound(TENANT_MESSAGES.tenantNotFound, 'TENANT_NOT_FOUND');
  return row;
}

export async function refuseHostsOfOthers(tx: Tx, hosts: string[], ownCode: string | null): Promise<void> {
  const clash = await q.hostOfOthers(tx, hosts, ownCode);
  if (clash) {
    const message = hostTakenMessage(clash.host, clash.code);
    throw conflict(message, { hosts: message }, 'HOST_TAKEN');
  }
}
