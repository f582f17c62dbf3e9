import { randomBytes } from 'node:crypto';
import {
  ENTRA_AUTHORITY,
  SSO_CALLBACK_PATH,
  SSO_LOGIN_TTL_MINUTES,
  SSO_MESSAGES,
  identityProviderInput,
  loginTypeOf,
  samlAcsPath,
  samlMetadataPath,
  type IdentityProviderView,
  type ProviderConfig,
  type SessionInfo,
  type SsoSettings,
  type SsoSetup,
} from '@tenure/domain/auth';
import type { z } from 'zod';
import type { SamlAnswer, SamlSubject } from '../../../db/schema/index.ts';
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
import * as saml from './saml.ts';

/** What the sign-in and the setup need besides the platform: the relying party, the sealing box, whether http is allowed. */
export interface SsoServices {
  clients: OidcClients;
  secrets: SecretBox;
  allowHttp: boolean;
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
  ssoUrl: row.ssoUrl,
  sloUrl: row.sloUrl,
  certificates: row.certificates,
  groupsAttribute: row.groupsAttribute,
  spEntityId: row.kind === 'saml' ? origin + samlMetadataPath(row.id) : '',
  acsUrl: row.kind === 'saml' ? origin + samlAcsPath(row.id) : '',
});

/** A SAML provider with this tenant's URLs: the SP entity id (where its metadata is read) and the ACS. */
const samlOf = (row: q.ProviderRow, origin: string): saml.SamlProvider => ({
  idpEntityId: row.issuer,
  ssoUrl: row.ssoUrl,
  sloUrl: row.sloUrl,
  certificates: row.certificates,
  emailClaim: row.emailClaim,
  spEntityId: origin + samlMetadataPath(row.id),
  acsUrl: origin + samlAcsPath(row.id),
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

const NO_SAML = { ssoUrl: '', sloUrl: '', certificates: [], groupsAttribute: '' };

/** The stored columns of a provider as typed; the Entra preset always has Microsoft's multi-tenant authority. */
async function columnsOf(services: SsoServices, input: ProviderInput) {
  if (input.kind === 'saml') return samlColumnsOf(services, input);
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
    ...NO_SAML,
  };
}

/**
 * A SAML provider's columns: from its metadata XML when uploaded (what is typed for the logout URL
 * wins), else as typed; every certificate must be an X.509 certificate, the URLs https (unless this
 * server allows http). The IdP's entity id is kept as the provider's issuer.
 */
function samlColumnsOf(services: SsoServices, input: ProviderInput) {
  const invalid = (field: string, message: string) => badRequest(message, { [field]: message });
  let typed = {
    entityId: input.issuer ?? '',
    ssoUrl: input.ssoUrl,
    sloUrl: input.sloUrl,
    certificates: [] as string[],
  };
  if (input.metadataXml?.trim()) {
    const metadata = saml.parseIdpMetadata(input.metadataXml);
    if (!metadata) throw invalid('metadataXml', SSO_MESSAGES.metadataInvalid);
    typed = { ...metadata, sloUrl: input.sloUrl || metadata.sloUrl };
  } else {
    const certificates = input.certificates.map(saml.normalizeCertificate);
    if (certificates.some((c) => c === null)) throw invalid('certificates', SSO_MESSAGES.certificateInvalid);
    typed.certificates = certificates as string[];
  }
  for (const field of ['ssoUrl', 'sloUrl'] as const) {
    const url = typed[field];
    if (url && !URL.canParse(url))
      throw invalid(field, SSO_MESSAGES[field === 'ssoUrl' ? 'ssoUrlInvalid' : 'sloUrlInvalid']);
    if (url && !services.allowHttp && new URL(url).protocol !== 'https:')
      throw invalid(field, SSO_MESSAGES.insecureIssuer);
  }
  return {
    kind: input.kind,
    displayName: input.displayName,
    issuer: typed.entityId,
    clientId: '',
    allowedTenantIds: [],
    emailClaim: input.emailClaim,
    enabled: input.enabled,
    ssoUrl: typed.ssoUrl,
    sloUrl: typed.sloUrl,
    certificates: typed.certificates,
    groupsAttribute: input.groupsAttribute,
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
 * Starts a sign-in at a provider: the state (SAML: the RelayState) and what the answer is checked
 * against (OpenID Connect: nonce and PKCE verifier; SAML: the AuthnRequest's ID) are kept
 * server-side for SSO_LOGIN_TTL_MINUTES, bound to a random value the browser keeps (so an answer
 * carried to another browser is refused), and the browser is sent to the provider.
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
  const started = await (row.kind === 'saml' ? startSaml(row, origin) : startOidc(services, row, redirectUri)).catch(
    () => {
      throw new AppError(401, 'SSO_FAILED', SSO_MESSAGES.signInFailed);
    },
  );
  await withTenant(deps.db, { tenantCode: tenant.code }, (tx) =>
    q.insertLogin(tx, {
      stateHash: sha256(started.state),
      tenantId: tenant.code,
      providerId: row.id,
      bindingHash: sha256(input.binding),
      redirectUri,
      expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MINUTES * 60_000),
      ...started.checks,
    }),
  );
  return { authorizationUrl: started.authorizationUrl };
}

async function startOidc(services: SsoServices, row: q.ProviderRow, redirectUri: string) {
  const { authorizationUrl, state, nonce, codeVerifier } = await services.clients.start(
    clientOf(services, row),
    redirectUri,
  );
  return { authorizationUrl, state, checks: { nonce, codeVerifier } };
}

async function startSaml(row: q.ProviderRow, origin: string) {
  const state = randomBytes(32).toString('base64url');
  const { url, requestId } = await saml.samlAuthorizeUrl(samlOf(row, origin), state);
  return { authorizationUrl: url, state, checks: { requestId } };
}

/** Why a sign-in was refused: recorded in the audit log (once: `audited` when already), answered with the message the person sees. */
type Refusal = {
  reason: string;
  code: 'SSO_REFUSED' | 'SSO_FAILED' | 'SSO_STATE_INVALID';
  message: string;
  audited?: true;
};
const refusal = (reason: string, message: string, code: Refusal['code'] = 'SSO_REFUSED'): Refusal => ({
  reason,
  code,
  message,
});
const STATUS = { SSO_REFUSED: 403, SSO_FAILED: 401, SSO_STATE_INVALID: 400 } as const;

/** The person a provider vouched for: the email linked to an account, the groups it named (for the role mapping). */
export interface SsoIdentity {
  email: string;
  groups?: string[];
  /** Entra: the directory the person signed in from. */
  tid?: string;
  /** SAML: whom the IdP signed in, kept with the session for the LogoutRequest. */
  samlSubject?: SamlSubject;
}

/**
 * Finishes a sign-in the provider sent back: the state is redeemed once and must come from the
 * browser that started it. OpenID Connect: the code is exchanged with the PKCE verifier and the ID
 * token checked (openid-client: signature, issuer, audience, expiry, nonce). SAML: the Assertion
 * Consumer Service has already checked the response; the browser brings the handoff it was given
 * there. Then `signInAs`. Every refusal is audited.
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
  const identity =
    provider.kind === 'saml'
      ? samlIdentity(login, params.get('handoff') ?? '')
      : await oidcIdentity(services, provider, login, params);
  if ('reason' in identity) throw await refuse(deps, tenant, provider.id, client, identity);
  return signInAs(deps, tenant, provider, identity, client);
}

async function oidcIdentity(
  services: SsoServices,
  provider: q.ProviderRow,
  login: q.LoginRow,
  params: URLSearchParams,
): Promise<SsoIdentity | Refusal> {
  if (!login.nonce || !login.codeVerifier) return refusal('state', SSO_MESSAGES.stateInvalid, 'SSO_STATE_INVALID');
  const callback = new URL(login.redirectUri);
  callback.search = params.toString();
  try {
    const claims = await services.clients.finish(clientOf(services, provider), callback, {
      state: params.get('state') ?? '',
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
    });
    return identityOf(provider, claims);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return refusal(`token: ${detail}`, SSO_MESSAGES.signInFailed, 'SSO_FAILED');
  }
}

/** What the ACS made of the IdP's response, to the browser holding the handoff it was given there. */
function samlIdentity(login: q.LoginRow, handoff: string): SsoIdentity | Refusal {
  const answer = login.answer;
  if (!answer || !login.handoffHash || login.handoffHash !== sha256(handoff))
    return refusal('state', SSO_MESSAGES.stateInvalid, 'SSO_STATE_INVALID');
  if ('refusal' in answer)
    return { ...refusal('at the ACS', answer.refusal.message, answer.refusal.code), audited: true };
  return { ...answer.identity, samlSubject: answer.subject };
}

/**
 * The part of a sign-in every kind of provider shares, once the provider has vouched for a person:
 * the tenant's rules decide who gets in (`admit`), and the session is Tenure's own, issued as for a
 * password login, with the provider's login type. A refusal is audited.
 */
export async function signInAs(
  deps: ModuleDeps,
  tenant: TenantRef,
  provider: q.ProviderRow,
  identity: SsoIdentity,
  client: ClientInfo,
): Promise<SessionInfo> {
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
      providerSession: identity.samlSubject ?? null,
    });
  });
  if ('reason' in admitted) throw await refuse(deps, tenant, provider.id, client, admitted, identity);
  return admitted;
}

/**
 * The SAML Assertion Consumer Service: the IdP's response (HTTP-POST) to a sign-in this provider
 * started, found by its RelayState. The response is checked (saml.ts: signed assertion, issuer,
 * audience, InResponseTo the stored request, validity window) and its answer stored once on the
 * sign-in; the browser goes on to the callback page with a single-use handoff, where it completes
 * the sign-in as an OpenID Connect one does. A response with no sign-in waiting for it (replayed,
 * expired, unsolicited) is refused. Refusals are audited here; the callback page shows them.
 * Returns where the browser goes.
 */
export async function receiveSamlResponse(
  deps: ModuleDeps,
  tenant: TenantRef,
  providerId: string,
  input: { SAMLResponse: string; RelayState: string },
  origin: string,
  client: ClientInfo,
): Promise<string> {
  const callback = new URL(origin + SSO_CALLBACK_PATH);
  const stateHash = sha256(input.RelayState);
  const pending = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const login = await q.pendingSamlLogin(tx, stateHash, providerId);
    const provider = login && (await q.findProvider(tx, providerId));
    return login && provider?.enabled && provider.kind === 'saml' ? { login, provider } : null;
  });
  const replayed = async () => {
    await auditRefusal(deps, tenant, providerId, client, 'saml: no sign-in waiting for this response');
    callback.searchParams.set('error', 'saml');
    return callback.href;
  };
  if (!pending) return replayed();

  const { login, provider } = pending;
  let answer: SamlAnswer;
  try {
    const profile = await saml.samlVerifiedProfile(samlOf(provider, origin), login.requestId ?? '', input.SAMLResponse);
    const person = saml.samlPerson(profile, provider.emailClaim, provider.groupsAttribute);
    if (person) answer = { identity: { email: person.email, groups: person.groups }, subject: person.subject };
    else {
      await auditRefusal(deps, tenant, provider.id, client, 'email not in assertion');
      answer = { refusal: { code: 'SSO_REFUSED', message: SSO_MESSAGES.emailUnverified } };
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await auditRefusal(deps, tenant, provider.id, client, `assertion: ${detail}`);
    answer = { refusal: { code: 'SSO_FAILED', message: SSO_MESSAGES.signInFailed } };
  }
  const handoff = randomBytes(32).toString('base64url');
  const stored = await withTenant(deps.db, { tenantCode: tenant.code }, (tx) =>
    q.answerSamlLogin(tx, stateHash, answer, sha256(handoff)),
  );
  if (!stored) return replayed();
  callback.searchParams.set('state', input.RelayState);
  callback.searchParams.set('handoff', handoff);
  return callback.href;
}

/** Tenure's SP metadata for a SAML provider of the tenant, to register at the IdP. */
export async function samlServiceProviderMetadata(
  deps: ModuleDeps,
  tenant: TenantRef,
  providerId: string,
  origin: string,
) {
  const row = await withTenant(deps.db, { tenantCode: tenant.code }, (tx) => q.findProvider(tx, providerId));
  if (row?.kind !== 'saml') throw notFound(SSO_MESSAGES.providerUnknown);
  return saml.samlMetadata(samlOf(row, origin));
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
function identityOf(provider: q.ProviderRow, claims: Record<string, unknown>): SsoIdentity | Refusal {
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

/** Audits a refusal (unless already) and makes the error the person gets. */
async function refuse(
  deps: ModuleDeps,
  tenant: TenantRef,
  providerId: string | null,
  client: ClientInfo,
  why: Refusal,
  identity?: SsoIdentity,
): Promise<AppError> {
  if (!why.audited) await auditRefusal(deps, tenant, providerId, client, why.reason, identity);
  return new AppError(STATUS[why.code], why.code, why.message);
}

/** Records a refused sign-in, in a transaction of its own (it must stay when the answer is an error). */
async function auditRefusal(
  deps: ModuleDeps,
  tenant: TenantRef,
  providerId: string | null,
  client: ClientInfo,
  reason: string,
  identity?: SsoIdentity,
) {
  await withTenant(deps.db, { tenantCode: tenant.code }, (tx) =>
    recordAudit(tx, {
      tenantCode: tenant.code,
      actorUserId: null,
      action: 'auth.sso.refused',
      entity: 'identity_provider',
      entityId: providerId,
      after: {
        reason,
        ip: client.ip,
        ...(identity ? { email: identity.email, ...(identity.tid ? { tid: identity.tid } : {}) } : {}),
      },
      requestId: client.requestId,
    }),
  );
}

/**
 * Where the browser ends the provider's session at logout: OpenID Connect, the end-session endpoint;
 * SAML, a LogoutRequest to the IdP's single logout URL. Null when the provider has neither.
 */
export async function providerEndSessionUrl(
  deps: ModuleDeps,
  tenant: TenantRef,
  services: SsoServices,
  via: { providerId: string | null; providerSession?: SamlSubject | null },
  origin: string,
): Promise<string | null> {
  const row =
    via.providerId &&
    (await withTenant(deps.db, { tenantCode: tenant.code }, (tx) => q.findProvider(tx, via.providerId!)));
  if (!row) return null;
  if (row.kind === 'saml')
    return row.sloUrl && via.providerSession
      ? saml.samlLogoutUrl(samlOf(row, origin), via.providerSession, '').catch(() => null)
      : null;
  return services.clients.endSessionUrl(clientOf(services, row), postLogoutRedirectUri(origin)).catch(() => null);
}
