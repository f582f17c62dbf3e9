/** API contract of role and user-entity-role administration (SPEC §7 Auth: roles, entities, user-entity-roles). */
import { z } from 'zod';
import { permissionMapSchema } from './permission-map.ts';

/** Texts of role administration, shown by the server and the browser alike. */
export const ACCESS_MESSAGES = {
  roleNameTaken: (name: string) => `A role named "${name}" already exists.`,
  nameUsed: 'This name is already used',
  superAdminProtected: 'The Super Admin role cannot be disabled.',
  unknownUser: 'Unknown user.',
  unknownLegalEntity: 'Unknown legal entity.',
  unknownRole: 'Unknown role.',
  selfRevoke: 'You cannot remove your own role in the organization you are working in.',
} as const;

export const roleNameField = z.string().trim().min(2, 'Too Short!').max(60, 'Too Long!');

export const roleInput = z.object({
  name: roleNameField,
  description: z.string().trim().max(300, 'Too Long!').default(''),
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
