import type { ProviderConfig, TenantInfo } from '@tenure/domain/auth';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { TenantRef } from '../../platform/context.ts';

export async function describeTenant(deps: ModuleDeps, tenant: TenantRef): Promise<TenantInfo> {
  const [row, flags] = await Promise.all([deps.tenants.full(tenant.code), deps.flags.forTenant(tenant)]);
  return {
    tenantCode: tenant.code,
    tenantName: tenant.name,
    logoUrl: row?.logoUrl ?? null,
    payloadEncryption: flags.payloadEncryption,
    dateFormat: row?.dateFormat ?? DEFAULT_DATE_FORMAT,
  };
}

/** Password login is always offered; SSO providers only where the tenant configured one. */
export async function providerConfigOf(deps: ModuleDeps, tenant: TenantRef): Promise<ProviderConfig> {
  const row = await deps.tenants.full(tenant.code);
  const providers = row?.ssoProviders ?? [];
  return { loginTypes: ['password', ...providers.map((p) => p.identifier)], providers };
}
