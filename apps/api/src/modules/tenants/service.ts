import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ProviderConfig, TenantInfo } from '@tenure/domain/auth';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import type { FlagOverrideRequest } from '@tenure/domain/flags';
import type { ModuleDeps } from '../../app.ts';
import { tenantFlags } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { TenantRef } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';

export async function describeTenant(deps: ModuleDeps, tenant: TenantRef): Promise<TenantInfo> {
  const [row, flags] = await Promise.all([deps.tenants.full(tenant.code), deps.flags.forTenant(tenant)]);
  return { tenantCode: tenant.code, tenantName: tenant.name, logoUrl: row?.logoUrl ?? null, payloadEncryption: flags.payloadEncryption, dateFormat: row?.dateFormat ?? DEFAULT_DATE_FORMAT };
}

/** Password login is always offered; SSO providers only where the tenant configured one. */
export async function providerConfigOf(deps: ModuleDeps, tenant: TenantRef): Promise<ProviderConfig> {
  const row = await deps.tenants.full(tenant.code);
  const providers = row?.ssoProviders ?? [];
  return { loginTypes: ['password', ...providers.map((p) => p.identifier)], providers };
}

export async function overrideFlag(tx: Tx, request: FastifyRequest, body: FlagOverrideRequest): Promise<void> {
  const tenantCode = request.tenant!.code;
  const [before] = await tx
    .select({ enabled: tenantFlags.enabled })
    .from(tenantFlags)
    .where(and(eq(tenantFlags.tenantId, tenantCode), eq(tenantFlags.flag, body.flag)));
  await tx
    .insert(tenantFlags)
    .values({ tenantId: tenantCode, flag: body.flag, enabled: body.enabled })
    .onConflictDoUpdate({ target: [tenantFlags.tenantId, tenantFlags.flag], set: { enabled: body.enabled, updatedAt: new Date() } });
  await recordAudit(tx, {
    tenantCode,
    actorUserId: request.auth!.userId,
    action: 'flags.override',
    entity: 'tenant_flag',
    entityId: body.flag,
    before: before ?? null,
    after: { enabled: body.enabled },
    requestId: request.id,
  });
}
