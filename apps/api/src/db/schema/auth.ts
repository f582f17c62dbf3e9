import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PermissionMap } from '@tenure/domain/access';
import type { MfaPolicy, ProviderKind } from '@tenure/domain/auth';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { legalEntities } from './org.ts';

/** SAML: whom the IdP signed in, as a LogoutRequest names them. */
export interface SamlSubject {
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
}

/** SAML: what the Assertion Consumer Service made of a response: the person, or why it was refused (audited there). */
export type SamlAnswer =
  | { identity: { email: string; groups: string[] }; subject: SamlSubject }
  | { refusal: { code: 'SSO_REFUSED' | 'SSO_FAILED'; message: string } };

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    employeeId: uuid('employee_id'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the user reads Tenure in (@tenure/domain LANGUAGE_CODES); null until they choose one. */
    language: text('language'),
    /** The id an identity provider's SCIM client keeps for this account (SCIM `externalId`). */
    scimExternalId: text('scim_external_id'),
    /** When an identity provider's SCIM client took the account over (created or linked it); null: not provisioned. */
    scimLinkedAt: timestamp('scim_linked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('users_employee_id_fk', t, t.employeeId, employees),
    uniqueIndex('users_username').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_email').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_scim_external_id').on(t.tenantId, t.scimExternalId),
    // The account of an employee: who to notify of a request or a decision.
    index('users_employee').on(t.employeeId),
    tenantIsolation('users'),
  ],
);

/** A role grants sectionAccess/featureAccess keys per module (catalogue in @tenure/domain/access). */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<PermissionMap>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'roles_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('roles_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('roles'),
  ],
);

/** The legal entities a user may work in; its id is the spec's userEntityMappingId. */
export const userEntities = pgTable(
  'user_entities',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_entities_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('user_entities_user_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantReference('user_entities_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    uniqueIndex('user_entities_pair').on(t.tenantId, t.userId, t.legalEntityId),
    tenantIsolation('user_entities'),
  ],
);

export const userEntityRoles = pgTable(
  'user_entity_roles',
  {
    id: id(),
    tenantId: tenantId(),
    userEntityId: uuid('user_entity_id').notNull(),
    roleId: uuid('role_id').notNull(),
    /**
     * The group mapping this grant came from (identity provider groups, issue 36); null for a grant
     * an admin made. Only grants with a source are added and removed by the group sync, and a
     * mapping's grants go with it.
     */
    sourceMappingId: uuid('source_mapping_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_entity_roles_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('user_entity_roles_user_entity_id_fk', t, t.userEntityId, userEntities).onDelete('cascade'),
    tenantReference('user_entity_roles_role_id_fk', t, t.roleId, roles),
    tenantReference('user_entity_roles_source_mapping_id_fk', t, t.sourceMappingId, groupRoleMappings).onDelete(
      'cascade',
    ),
    uniqueIndex('user_entity_roles_pair').on(t.tenantId, t.userEntityId, t.roleId),
    tenantIsolation('user_entity_roles'),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** SPEC §3 loginType: `password`, or the login type of the identity provider that signed the user in. */
    loginType: text('login_type').notNull().default('password'),
    identityProviderId: uuid('identity_provider_id'),
    /** SAML: the NameID and session index the IdP named, for the LogoutRequest at logout. */
    providerSession: jsonb('provider_session').$type<SamlSubject>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sessions_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('sessions_user_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantReference('sessions_identity_provider_id_fk', t, t.identityProviderId, identityProviders).onDelete(
      'set null',
    ),
    uniqueIndex('sessions_token').on(t.tenantId, t.tokenHash),
    index('sessions_user').on(t.userId),
    tenantIsolation('sessions'),
  ],
);

/** Failed logins, counted per username and per IP in a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    tenantId: tenantId(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'login_failures_pkey', columns: [t.tenantId, t.id] }),
    index('login_failures_username').on(t.tenantId, t.username, t.createdAt),
    index('login_failures_ip').on(t.tenantId, t.ip, t.createdAt),
    tenantIsolation('login_failures'),
  ],
);

export const passwordOtps = pgTable(
  'password_otps',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'password_otps_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('password_otps_user_id_fk', t, t.userId, users).onDelete('cascade'),
    index('password_otps_user').on(t.userId, t.createdAt),
    tenantIsolation('password_otps'),
  ],
);

/**
 * One-time set-password links (invitations of new users, resets forced by an admin); only the
 * token's SHA-256 is stored. A link is consumed once, and issuing a new one retires the older.
 */
export const setPasswordLinks = pgTable(
  'set_password_links',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<'invite' | 'reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'set_password_links_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('set_password_links_user_id_fk', t, t.userId, users).onDelete('cascade'),
    uniqueIndex('set_password_links_token').on(t.tenantId, t.tokenHash),
    index('set_password_links_user').on(t.userId),
    tenantIsolation('set_password_links'),
  ],
);

/**
 * A tenant's identity providers (issue 36): OpenID Connect (the Microsoft Entra ID preset or any
 * issuer) or SAML 2.0, whose IdP entity id is kept in `issuer`.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').$type<ProviderKind>().notNull(),
    displayName: text('display_name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** Sealed with platform/sealed-secrets; never sent back. */
    clientSecretSealed: text('client_secret_sealed'),
    /** Entra: the directory ids (`tid`) accepted. */
    allowedTenantIds: text('allowed_tenant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailClaim: text('email_claim').notNull().default('email'),
    /** The ID token claim listing the person's groups (Entra: `groups`, with the groups' object ids). */
    groupsClaim: text('groups_claim').notNull().default('groups'),
    enabled: boolean('enabled').notNull().default(true),
    /** SAML: the IdP's sign-on URL (HTTP-Redirect), its logout URL ('' when none), its signing certificates (PEM). */
    ssoUrl: text('sso_url').notNull().default(''),
    sloUrl: text('slo_url').notNull().default(''),
    certificates: text('certificates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SAML: the attribute whose values are the person's groups. */
    groupsAttribute: text('groups_attribute').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    primaryKey({ name: 'identity_providers_pkey', columns: [t.tenantId, t.id] }),
    index('identity_providers_tenant').on(t.tenantId),
    tenantIsolation('identity_providers'),
  ],
);

/** A tenant's sign-in rules; no row: the defaults (password login on, no accounts made on first sign-in). */
export const ssoSettings = pgTable(
  'sso_settings',
  {
    tenantId: tenantId().primaryKey(),
    requireSso: boolean('require_sso').notNull().default(false),
    createUsersOnFirstSignIn: boolean('create_users_on_first_sign_in').notNull().default(false),
    allowedEmailDomains: text('allowed_email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  () => [tenantIsolation('sso_settings')],
);

/**
 * Sign-ins started at a provider and not yet come back: state (hashed), nonce, PKCE verifier and the
 * browser's binding, each used once (deleted when redeemed) and only until expiry. SAML: the state is
 * the RelayState, `requestId` the AuthnRequest's ID the response must answer; the Assertion Consumer
 * Service stores the checked `answer` once and a hashed handoff the browser brings to complete it.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').notNull(),
    tenantId: tenantId(),
    providerId: uuid('provider_id').notNull(),
    bindingHash: text('binding_hash').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    redirectUri: text('redirect_uri').notNull(),
    requestId: text('request_id'),
    answer: jsonb('answer').$type<SamlAnswer>(),
    handoffHash: text('handoff_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sso_logins_pkey', columns: [t.tenantId, t.stateHash] }),
    tenantReference('sso_logins_provider_id_fk', t, t.providerId, identityProviders).onDelete('cascade'),
    index('sso_logins_expiry').on(t.expiresAt),
    tenantIsolation('sso_logins'),
  ],
);

/**
 * A user's authenticator (issue 36, MFA): the TOTP secret sealed with platform/sealed-secrets. Until
 * confirmed with a code it guards nothing; once confirmed, password logins ask for a code.
 * lastUsedStep is the time step of the last code accepted: a code is never accepted twice.
 */
export const mfaEnrolments = pgTable(
  'mfa_enrolments',
  {
    userId: uuid('user_id').notNull(),
    tenantId: tenantId(),
    secretSealed: text('secret_sealed').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mfa_enrolments_pkey', columns: [t.tenantId, t.userId] }),
    tenantReference('mfa_enrolments_user_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantIsolation('mfa_enrolments'),
  ],
);

/** Single-use recovery codes of a user's MFA; only their SHA-256 is stored. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mfa_recovery_codes_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('mfa_recovery_codes_user_id_fk', t, t.userId, users).onDelete('cascade'),
    uniqueIndex('mfa_recovery_codes_hash').on(t.tenantId, t.userId, t.codeHash),
    tenantIsolation('mfa_recovery_codes'),
  ],
);

/**
 * Logins whose password was right and that wait for the second factor (or for an enrolment the
 * policy requires); only the token's SHA-256 is stored, and the row is deleted when redeemed.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    tokenHash: text('token_hash').notNull(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<'verify' | 'enrol'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mfa_challenges_pkey', columns: [t.tenantId, t.tokenHash] }),
    tenantReference('mfa_challenges_user_id_fk', t, t.userId, users).onDelete('cascade'),
    index('mfa_challenges_expiry').on(t.expiresAt),
    tenantIsolation('mfa_challenges'),
  ],
);

/** A tenant's MFA policy; no row: optional (whoever enrols is asked). */
export const mfaSettings = pgTable(
  'mfa_settings',
  {
    tenantId: tenantId().primaryKey(),
    policy: text('policy').$type<MfaPolicy>().notNull().default('optional'),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  () => [tenantIsolation('mfa_settings')],
);

/**
 * A tenant's group → role mappings (issue 36): a person in the group, as the identity provider
 * names it (Entra: the group's object id; others: its name), holds the role in the legal entity.
 * No provider: the group counts from any provider and from SCIM.
 */
export const groupRoleMappings = pgTable(
  'group_role_mappings',
  {
    id: id(),
    tenantId: tenantId(),
    providerId: uuid('provider_id'),
    groupValue: text('group_value').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    roleId: uuid('role_id').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ name: 'group_role_mappings_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('group_role_mappings_provider_id_fk', t, t.providerId, identityProviders).onDelete('cascade'),
    tenantReference('group_role_mappings_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    tenantReference('group_role_mappings_role_id_fk', t, t.roleId, roles),
    uniqueIndex('group_role_mappings_unique').on(
      t.tenantId,
      sql`coalesce(${t.providerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.groupValue,
      t.legalEntityId,
      t.roleId,
    ),
    tenantIsolation('group_role_mappings'),
  ],
);

/**
 * The groups a directory last said a user is in, per source: a provider's sign-in (`sign-in`, the
 * ID token's groups claim) or SCIM (`scim`, the SCIM groups the user is a member of). The group
 * sync grants the roles of every source's groups, so one source never takes away what another gave.
 */
export const directoryGroups = pgTable(
  'directory_groups',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    providerId: uuid('provider_id'),
    via: text('via').$type<'sign-in' | 'scim'>().notNull(),
    groups: text('groups').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'directory_groups_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('directory_groups_user_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantReference('directory_groups_provider_id_fk', t, t.providerId, identityProviders).onDelete('cascade'),
    uniqueIndex('directory_groups_source').on(
      t.tenantId,
      t.userId,
      sql`coalesce(${t.providerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.via,
    ),
    tenantIsolation('directory_groups'),
  ],
);

/**
 * A tenant's SCIM bearer tokens (issue 36): only their SHA-256 is stored; the token alone names its
 * tenant. At most one is live (a new one revokes the old). Groups pushed with it map roles as the
 * groups of `providerId` (and the mappings for any provider).
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    providerId: uuid('provider_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'scim_tokens_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('scim_tokens_provider_id_fk', t, t.providerId, identityProviders).onDelete('set null'),
    uniqueIndex('scim_tokens_hash').on(t.tenantId, t.tokenHash),
    tenantIsolation('scim_tokens'),
  ],
);

/** Groups an identity provider pushes through SCIM, with their members (their roles come from the mappings). */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: id(),
    tenantId: tenantId(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'scim_groups_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('scim_groups_name').on(t.tenantId, sql`lower(${t.displayName})`),
    tenantIsolation('scim_groups'),
  ],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    tenantId: tenantId(),
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantReference('scim_group_members_group_id_fk', t, t.groupId, scimGroups).onDelete('cascade'),
    tenantReference('scim_group_members_user_id_fk', t, t.userId, users).onDelete('cascade'),
    primaryKey({ name: 'scim_group_members_pkey', columns: [t.tenantId, t.groupId, t.userId] }),
    index('scim_group_members_user').on(t.userId),
    tenantIsolation('scim_group_members'),
  ],
);
