/**
 * A tenant's directory (issue 36): the identity provider's groups mapped to roles per legal entity,
 * and the SCIM 2.0 provisioning token its SCIM client calls with.
 */
import { z } from 'zod';

export const DIRECTORY_MESSAGES = {
  groupRequired: 'Enter the group as your identity provider sends it (Entra ID: the group’s object id).',
  legalEntityRequired: 'Choose a legal entity.',
  roleRequired: 'Choose a role.',
  unknownLegalEntity: 'Unknown legal entity.',
  unknownRole: 'Unknown role.',
  unknownProvider: 'Unknown identity provider.',
  mappingExists: 'This group already grants this role in this legal entity.',
  tokenRevoked: 'The SCIM token was revoked: the identity provider can no longer provision users.',
  noToken: 'There is no SCIM token to revoke.',
} as const;

/** Where an SCIM client (the identity provider's provisioning) calls: the tenant URL to give it, after the host. */
export const SCIM_BASE_PATH = '/api/scim/v2';

export const groupRoleMappingInput = z.object({
  /** Null: the group counts from every provider and from SCIM. */
  providerId: z.uuid(DIRECTORY_MESSAGES.unknownProvider).nullable(),
  group: z.string().trim().min(1, DIRECTORY_MESSAGES.groupRequired).max(256, DIRECTORY_MESSAGES.groupRequired),
  legalEntityCode: z.string().trim().min(1, DIRECTORY_MESSAGES.legalEntityRequired).max(50),
  roleId: z.uuid(DIRECTORY_MESSAGES.roleRequired),
});
export type GroupRoleMappingInput = z.infer<typeof groupRoleMappingInput>;

export const groupRoleMappingView = z.object({
  id: z.string(),
  providerId: z.string().nullable(),
  /** The provider's name on the login page; null for "any provider". */
  providerName: z.string().nullable(),
  group: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  /** How many grants the mapping holds now. */
  grants: z.number().int(),
});
export type GroupRoleMappingView = z.infer<typeof groupRoleMappingView>;

/** The SCIM token as the setup page sees it: never the token itself (shown once, when issued). */
export const scimTokenView = z.object({
  active: z.boolean(),
  providerId: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ScimTokenView = z.infer<typeof scimTokenView>;

export const scimTokenInput = z.object({
  /** Groups pushed with the token map roles as this provider's groups (and the mappings for any provider). */
  providerId: z.uuid(DIRECTORY_MESSAGES.unknownProvider).nullable(),
});
export type ScimTokenInput = z.infer<typeof scimTokenInput>;

/** A new token, shown once. */
export const scimTokenIssued = scimTokenView.extend({ token: z.string() });
export type ScimTokenIssued = z.infer<typeof scimTokenIssued>;

export const directorySetup = z.object({
  mappings: z.array(groupRoleMappingView),
  scim: scimTokenView,
  /** The path after the tenant's host that the SCIM client calls (its "tenant URL"). */
  scimPath: z.string(),
});
export type DirectorySetup = z.infer<typeof directorySetup>;
