import { PASSWORD_LOGIN, type ProviderConfig, type TenantInfo } from '@tenure/domain/auth';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { TenantRef } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { enabledProviders } from '../auth/index.ts';

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

/** Password login is always offered (super admins keep it when SSO is required); SSO providers where the tenant enabled one. */
export async function providerConfigOf(tx: Tx): Promise<ProviderConfig> {
  const providers = await enabledProviders(tx);
  return { loginTypes: [PASSWORD_LOGIN, ...new Set(providers.map((p) => p.identifier))], providers };
}
