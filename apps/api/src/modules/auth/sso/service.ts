import {
  ENTRA_AUTHORITY,
  SSO_CALLBACK_PATH,
  SSO_LOGIN_TTL_MINUTES,
  SSO_MESSAGES,
  identityProviderInput,
  loginTypeOf,
  type IdentityProviderView,
  type ProviderConfig,
  type SessionInfo,
  type SsoSettings,
  type SsoSetup,
} from '@tenure/domain/auth';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit.ts';
import type { TenantRef } from '../../../platform/context.ts';
import { withTenant, type Tx } from '../../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import { sha256 } from '../../../platform/secrets.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { createAccountOnFirstSignIn } from '../../users/index.ts';
import { syncGroupRoles } from '../directory/group-roles.ts';
import { startSession, type ClientInfo } from '../service.ts';
import type { OidcClients, ProviderClient } from './oidc.ts';
import * as q from './queries.ts';

/** What the sign-in and the setup need besides the platform: the relying party and the sealing box. */
export interface SsoServices {
  clients: OidcClients;
  secrets: SecretBox;
}

const DEFAULT_SETTINGS: SsoSettings = { requireSso: false, createUsersOnFirstSignIn: false, allowedEmailDomains: [] };

const viewOf = (row: q.ProviderRow, origin: string): IdentityProviderView => ({
  id: row.id,
  kind: row.kind,
  loginType: loginTypeOf(row.kind),
  displayName: row.displayName,
  issuer: row.issuer,
  clientId: row.clientId,
  hasClientSecret: row.clientSecretSealed !== null,
  allowedTenantIds: row.allowedTenantIds,
  emailClaim: row.emailClaim,
  groupsClaim: row.groupsClaim,
  enabled: row.enabled,
  redirectUri: origin + SSO_CALLBACK_PATH,
});

/** Where a provider sends the browser after ending its session: the tenant's home page. */
const postLogoutRedirectUri = (origin: string) => `${origin}/`;

const settingsOf = (row: q.SettingsRow | undefined): SsoSettings =>
  row
    ? {
        requireSso: row.requireSso,
        createUsersOnFirstSignIn: row.createUsersOnFirstSignIn,
        allowedEmailDomains: row.allowedEmailDomains,
      }
    : DEFAULT_SETTINGS;

export async function readSetup(tx: Tx, origin: string): Promise<SsoSetup> {
  const [settings, providers] = await Promise.all([q.readSettings(tx), q.listProviders(tx)]);
  return {
    settings: settingsOf(settings),
    providers: providers.map((p) => viewOf(p, origin)),
    redirectUri: origin + SSO_CALLBACK_PATH,
    postLogoutRedirectUri: postLogoutRedirectUri(origin),
  };
}

export async function saveSettings(tx: Tx, v: Viewer, input: SsoSettings): Promise<SsoSettings> {
  const before = settingsOf(await q.readSettings(tx));
  await q.saveSettings(tx, v.tenantCode, { ...input, updatedBy: v.userId });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'sso.settings',
    entity: 'sso_settings',
    entityId: v.tenantCode,
    before,
    after: input,
  });
  return input;
}

type ProviderInput = z.output<typeof identityProviderInput>;

/** The stored columns of a provider as typed; the Entra preset always has Microsoft's multi-tenant authority. */
async function columnsOf(services: SsoServices, input: ProviderInput) {
  const issuer = input.kind === 'entra' ? ENTRA_AUTHORITY : input.issuer!;
  const reach = await services.clients.check(issuer, input.clientId);
  if (reach !== 'ok') {
    const message = reach === 'insecure' ? SSO_MESSAGES.insecureIssuer : SSO_MESSAGES.discoveryFailed;
    throw badRequest(message, { issuer: message });
  }
  return {
    kind: input.kind,
    displayName: input.displayName,
    issuer,
    clientId: input.clientId,
    allowedTenantIds: input.kind === 'entra' ? [...new Set(input.allowedTenantIds.map((t) => t.toLowerCase()))] : [],
    emailClaim: input.emailClaim,
    groupsClaim: input.groupsClaim,
    enabled: input.enabled,
  };
}

/** A secret typed seals; absent keeps what is stored; blank removes it. */
const sealedSecret = (services: SsoServices, typed: string | undefined, stored: string | null) =>
  typed === undefined ? stored : typed ? services.secrets.seal(typed) : null;

export async function createProvider(
  tx: Tx,
  v: Viewer,
  services: SsoServices,
  input: ProviderInput,
  origin: string,
): Promise<IdentityProviderView> {
  if (input.kind === 'entra' && !input.clientSecret)
    throw badRequest(SSO_MESSAGES.clientSecretRequired, { clientSecret: SSO_MESSAGES.clientSecretRequired });
  const row = await q.insertProvider(tx, {
    tenantId: v.tenantCode,
    ...(await columnsOf(services, input)),
    clientSecretSealed: sealedSecret(services, input.clientSecret, null),
    updatedBy: v.userId,
  });
  const after = viewOf(row, origin);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'sso.provider.create',
    entity: 'identity_provider',
    entityId: row.id,
    after,
  });
  return after;
}

export async function updateProvider(
  tx: Tx,
  v: Viewer,
  services: SsoServices,
  id: string,
  input: ProviderInput,
  origin: string,
): Promise<IdentityProviderView> {
  const before = await q.findProvider(tx, id);
  if (!before) throw notFound();
  const row = await q.updateProvider(tx, id, {
    ...(await columnsOf(services, input)),
    clientSecretSealed: sealedSecret(services, input.clientSecret, before.clientSecretSealed),
    updatedBy: v.userId,
  });
  const after = viewOf(row!, origin);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'sso.provider.update',
    entity: 'identity_provider',
    entityId: id,
    before: viewOf(before, origin),
    after,
  });
  return after;
}

export async function deleteProvider(tx: Tx, v: Viewer, id: string, origin: string): Promise<void> {
  const before = await q.findProvider(tx, id);
  if (!before || !(await q.deleteProvider(tx, id))) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'sso.provider.delete',
    entity: 'identity_provider',
    entityId: id,
    before: viewOf(before, origin),
  });
}

/** The login page's SSO options (SPEC §3 provider config): identifier, provider id, button text and client id. */
export async function enabledProviders(tx: Tx): Promise<ProviderConfig['providers']> {
  const rows = await q.listProviders(tx);
  return rows
    .filter((p) => p.enabled)
    .map((p) => ({
      identifier: loginTypeOf(p.kind),
      values: [
        { key: 'providerId', value: p.id },
        { key: 'displayName', value: p.displayName },
        { key: 'clientId', value: p.clientId },
        ...(p.kind === 'entra' ? [{ key: 'tenantId', value: p.allowedTenantIds.join(',') }] : []),
      ],
    }));
}

const clientOf = (services: SsoServices, row: q.ProviderRow): ProviderClient => ({
  id: row.id,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecret: row.clientSecretSealed ? services.secrets.open(row.clientSecretSealed) : null,
  updatedAt: row.updatedAt,
});

/**
 * Starts a sign-in at a provider: state, nonce and PKCE verifier are kept server-side for
 * SSO_LOGIN_TTL_MINUTES, bound to a random value the browser keeps (so a callback carried to
 * another browser is refused), and the browser is sent to the provider's authorisation page.
 */
export async function startSignIn(
  deps: ModuleDeps,
  tenant: TenantRef,
  services: SsoServices,
  input: { providerId: string; binding: string },
  origin: string,
): Promise<{ authorizationUrl: string }> {
  const row = await withTenant(deps.db, { tenantCode: tenant.code }, (tx) => q.findProvider(tx, input.providerId));
  if (!row?.enabled) throw notFound(SSO_MESSAGES.providerUnknown);
  const redirectUri = origin + SSO_CALLBACK_PATH;
  const started = await services.clients.start(clientOf(services, row), redirectUri).catch(() => {
    throw new AppError(401, 'SSO_FAILED', SSO_MESSAGES.signInFailed);
  });
  await withTenant(deps.db, { tenantCode: tenant.code }, (tx) =>
    q.insertLogin(tx, {
      stateHash: sha256(started.state),
      tenantId: tenant.code,
      providerId: row.id,
      bindingHash: sha256(input.binding),
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
      redirectUri,
      expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MINUTES * 60_000),
    }),
  );
  return { authorizationUrl: started.authorizationUrl };
}

/** Why a sign-in was refused: recorded in the audit log, answered with the message the person sees. */
type Refusal = { reason: string; code: 'SSO_REFUSED' | 'SSO_FAILED' | 'SSO_STATE_INVALID'; message: string };
const refusal = (reason: string, message: string, code: Refusal['code'] = 'SSO_REFUSED'): Refusal => ({
  reason,
  code,
  message,
});
const STATUS = { SSO_REFUSED: 403, SSO_FAILED: 401, SSO_STATE_INVALID: 400 } as const;

/**
 * Finishes a sign-in the provider sent back: the state is redeemed once, the code exchanged with
 * the PKCE verifier, the ID token checked (openid-client: signature, issuer, audience, expiry,
 * nonce), then the tenant's rules decide who gets in (`admit`). The session is Tenure's own,
 * issued as for a password login, with the provider's login type. Every refusal is audited.
 */
export async function completeSignIn(
  deps: ModuleDeps,
  tenant: TenantRef,
  services: SsoServices,
  input: { callbackQuery: string; binding: string },
  client: ClientInfo,
): Promise<SessionInfo> {
  const params = new URLSearchParams(input.callbackQuery);
  const state = params.get('state') ?? '';
  const outcome = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const login = state ? await q.redeemLogin(tx, sha256(state)) : undefined;
    const provider = login && (await q.findProvider(tx, login.providerId));
    return login && provider?.enabled && login.bindingHash === sha256(input.binding) ? { login, provider } : null;
  });
  if (!outcome)
    throw await refuse(deps, tenant, null, client, refusal('state', SSO_MESSAGES.stateInvalid, 'SSO_STATE_INVALID'));

  const { login, provider } = outcome;
  const callback = new URL(login.redirectUri);
  callback.search = params.toString();
  let claims: Record<string, unknown>;
  try {
    claims = await services.clients.finish(clientOf(services, provider), callback, {
      state,
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw await refuse(
      deps,
      tenant,
      provider.id,
      client,
      refusal(`token: ${detail}`, SSO_MESSAGES.signInFailed, 'SSO_FAILED'),
    );
  }

  const identity = identityOf(provider, claims);
  if ('reason' in identity) throw await refuse(deps, tenant, provider.id, client, identity);
  const admitted = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const userId = await admit(tx, tenant, identity.email);
    if (typeof userId !== 'string') return userId;
    if (identity.groups) {
      const actor = { tenantCode: tenant.code, actorUserId: null, requestId: client.requestId };
      await syncGroupRoles(tx, actor, { userId, providerId: provider.id, via: 'sign-in', groups: identity.groups });
    }
    return startSession(deps, tx, tenant, userId, client, 'auth.login.sso', {
      loginType: loginTypeOf(provider.kind),
      providerId: provider.id,
    });
  });
  if ('reason' in admitted) throw await refuse(deps, tenant, provider.id, client, admitted, identity);
  return admitted;
}

/**
 * The person the verified ID token names. Entra: the directory (`tid`) must be one the tenant
 * lists — the multi-tenant authority accepts every work account in the world. The email comes
 * from the provider's configured claim; the standard `email` claim counts only with
 * `email_verified`, any other claim (Entra's `preferred_username`) is the directory's own.
 * The groups come from the provider's groups claim (Entra: the groups' object ids); a token
 * without it says the person is in no group, except when Entra left the groups out for having too
 * many (`_claim_names.groups`, the "overage"): then nothing is known and the roles stay as they are.
 */
function identityOf(
  provider: q.ProviderRow,
  claims: Record<string, unknown>,
): { email: string; tid?: string; groups?: string[] } | Refusal {
  const tid = typeof claims.tid === 'string' ? claims.tid.toLowerCase() : undefined;
  if (provider.kind === 'entra' && (!tid || !provider.allowedTenantIds.includes(tid)))
    return refusal(`directory ${tid ?? 'none'}`, SSO_MESSAGES.directoryRefused);
  const value = claims[provider.emailClaim];
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const verified = provider.emailClaim !== 'email' || provider.kind === 'entra' || claims.email_verified === true;
  if (!email.includes('@') || !verified) return refusal('email not verified', SSO_MESSAGES.emailUnverified);
  const groups = groupsOf(claims, provider.groupsClaim);
  return { email, ...(tid ? { tid } : {}), ...(groups ? { groups } : {}) };
}

function groupsOf(claims: Record<string, unknown>, claim: string): string[] | undefined {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string' && g.length <= 256);
  if (typeof value === 'string') return [value];
  const overage = claims._claim_names;
  if (typeof overage === 'object' && overage !== null && claim in overage) return undefined;
  return [];
}

/**
 * Who gets in: the active account with this email whose employee still works here (accounts
 * without an employee record, such as administrators', too). Without an account, an employee
 * working here with this work email gets one when the tenant allows it for the email's domain.
 */
async function admit(tx: Tx, tenant: TenantRef, email: string): Promise<string | Refusal> {
  const account = await q.findAccountByEmail(tx, email);
  if (account) {
    if (!account.isActive) return refusal('account deactivated', SSO_MESSAGES.accountDeactivated);
    if (account.employed === false) return refusal('employee left', SSO_MESSAGES.employeeLeft);
    return account.userId;
  }
  const settings = settingsOf(await q.readSettings(tx));
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!settings.createUsersOnFirstSignIn || !settings.allowedEmailDomains.includes(domain))
    return refusal('unknown person', SSO_MESSAGES.unknownPerson);
  const employeeId = await q.findEmployeeWithoutAccount(tx, email);
  const created = employeeId ? await createAccountOnFirstSignIn(tx, tenant.code, { employeeId, email }) : null;
  return created?.id ?? refusal('no employee for first sign-in', SSO_MESSAGES.unknownPerson);
}

/** Audits a refusal in a transaction of its own (it must stay when the answer is an error) and makes the error. */
async function refuse(
  deps: ModuleDeps,
  tenant: TenantRef,
  providerId: string | null,
  client: ClientInfo,
  why: Refusal,
  identity?: { email: string; tid?: string },
): Promise<AppError> {
  await withTenant(deps.db, { tenantCode: tenant.code }, (tx) =>
    recordAudit(tx, {
      tenantCode: tenant.code,
      actorUserId: null,
      action: 'auth.sso.refused',
      entity: 'identity_provider',
      entityId: providerId,
      after: { reason: why.reason, ip: client.ip, ...identity },
      requestId: client.requestId,
    }),
  );
  return new AppError(STATUS[why.code], why.code, why.message);
}

/** Where the browser ends the provider's session at logout; null when the provider has no end-session endpoint. */
export async function providerEndSessionUrl(
  deps: ModuleDeps,
  tenant: TenantRef,
  services: SsoServices,
  providerId: string,
  origin: string,
): Promise<string | null> {
  const row = await withTenant(deps.db, { tenantCode: tenant.code }, (tx) => q.findProvider(tx, providerId));
  if (!row) return null;
  return services.clients.endSessionUrl(clientOf(services, row), postLogoutRedirectUri(origin)).catch(() => null);
}
