/** API contract of role and user-entity-role administration (SPEC §7 Auth: roles, entities, user-entity-roles). */
import { z } from 'zod';
import { permissionMapSchema } from './permission-map.ts';

/** Texts of role administration, shown by the server and the browser alike. */
export const ACCESS_MESSAGES = {
  nameUsed: 'This name is already used',
  superAdminProtected: 'The Super Admin role cannot be disabled or deleted.',
  superAdminKeysFixed: 'The Super Admin role always grants every key; only its name and description can change.',
  alreadyDisabled: 'This role is already disabled.',
  alreadyActive: 'This role is already active.',
  nameRequired: 'Role name is Required!',
  unknownUser: 'Unknown user.',
  unknownLegalEntity: 'Unknown legal entity.',
  unknownRole: 'Unknown role.',
  selfRevoke: 'You cannot remove your own role in the organization you are working in.',
} as const;

/** A role's name may be this long at most; the editor counts down to it. */
export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;

export const roleNameField = z
  .string()
  .trim()
  .min(1, ACCESS_MESSAGES.nameRequired)
  .min(2, 'Too Short!')
  .max(ROLE_NAME_MAX, 'Too Long!');

/** Texts built from values; kept apart from ACCESS_MESSAGES, which holds plain strings. */
export const ACCESS_TEXTS = {
  /** 403 when a role would grant keys its editor does not hold themself. */
  roleNameTaken: (name: string) => `A role named "${name}" already exists.`,
  keysNotHeld: (keys: readonly string[]) => `You cannot grant access you do not hold yourself: ${keys.join(', ')}.`,
  /** 409 when deleting a role that users still hold. */
  roleInUse: (name: string, holders: number) =>
    `"${name}" is held by ${holders} ${holders === 1 ? 'user' : 'users'} and cannot be deleted; disable it instead.`,
} as const;

export const roleInput = z.object({
  name: roleNameField,
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX, 'Too Long!').default(''),
  permissions: permissionMapSchema,
});
export type RoleInput = z.infer<typeof roleInput>;

export const roleView = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  permissions: permissionMapSchema,
  isActive: z.boolean(),
  /** How many users hold the role in any legal entity; a held role cannot be deleted. */
  userCount: z.number().int(),
});
export type RoleView = z.infer<typeof roleView>;

export const legalEntityView = z.object({
  id: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  isHoldingCompany: z.boolean(),
});

/** Grants a user a set of roles in one legal entity (creating the user-entity mapping if needed). */
export const userEntityRolesInput = z.object({
  userId: z.uuid(),
  legalEntityCode: z.string().min(1),
  roleIds: z.array(z.uuid()).min(1, 'Choose at least one role'),
});

export const userEntityRoleView = z.object({
  userEntityMappingId: z.string(),
  userId: z.string(),
  userName: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  roles: z.array(z.object({ userEntityRoleId: z.string(), roleId: z.string(), roleName: z.string() })),
});
export type UserEntityRoleView = z.infer<typeof userEntityRoleView>;

export const effectivePermissionsView = z.object({
  userEntityMappingId: z.string(),
  legalEntityCode: z.string(),
  permissions: permissionMapSchema,
  isDesignatedApprover: z.boolean(),
  assignedAsProjectManager: z.boolean(),
  isEsopAllotted: z.boolean(),
});
export type EffectivePermissionsView = z.infer<typeof effectivePermissionsView>;
