/**
 * User administration (SPEC §2 /user-role-assignment, /user-entities-assignment; SPEC §7 Auth):
 * the accounts of a tenant, their entities and roles per entity, and the account actions.
 */
import { z } from 'zod';
import { usernameField } from '../auth/index.ts';
import { pageOf, pageQuery } from '../paging/index.ts';
import { patterns } from '../validation/patterns.ts';

export const USER_STATUSES = ['Active', 'Deactivated', 'Locked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Texts of user administration, shown by the server and the browser alike. */
export const USER_MESSAGES = {
  usernameTaken: 'This username is already used',
  emailTaken: 'This email is already used',
  employeeHasAccount: 'This employee already has a user account.',
  unknownEmployee: 'Unknown employee.',
  employeeWithoutEmail: 'The employee has no work email: enter one.',
  lastSuperAdmin: 'This is the last active Super Admin: give another active user the Super Admin role first.',
  selfDeactivate: 'You cannot deactivate your own account.',
  alreadyDeactivated: 'This user is already deactivated.',
  alreadyActive: 'This user is already active.',
  notLocked: 'This user is not locked.',
  deactivatedUser: 'This user is deactivated: reactivate them first.',
  selfRevoke: 'You cannot remove your own roles or access in the organization you are working in.',
  noUsersChosen: 'Choose at least one user, or a department, location or entity.',
  invalidEmail: 'Invalid Email!',
} as const;

/** The 403 of a grant carrying keys the granting user does not hold; names the keys. */
export const keysNotHeldMessage = (keys: readonly string[]) =>
  `You cannot grant access you do not hold yourself: ${keys.join(', ')}.`;

/** Filters shared by the user list and the bulk role change ("every user of this department"). */
export const userFilters = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
  legalEntityCode: z.string().trim().min(1).max(50).optional(),
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  roleId: z.uuid().optional(),
});
export type UserFilters = z.infer<typeof userFilters>;

export const userListQuery = pageQuery.extend(userFilters.shape);
export type UserListQuery = z.infer<typeof userListQuery>;

export const userEntityAccess = z.object({
  userEntityMappingId: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  roles: z.array(
    z.object({ userEntityRoleId: z.string(), roleId: z.string(), roleName: z.string(), code: z.string().nullable() }),
  ),
});
export type UserEntityAccess = z.infer<typeof userEntityAccess>;

export const userRow = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  lastLoginAt: z.string().nullable(),
  /** Two-factor authentication is on (an admin can reset it for a lost phone). */
  mfaEnabled: z.boolean(),
  entities: z.array(userEntityAccess),
});
export type UserRow = z.infer<typeof userRow>;

export const userPage = pageOf(userRow);
export type UserPage = z.infer<typeof userPage>;

const emailField = z.string().trim().max(254).regex(patterns.email, USER_MESSAGES.invalidEmail);

/**
 * A new account for an employee. The email defaults to the employee's work email; the account
 * gets the employee's legal entity with the given roles (default: Employee, or Consultant for a
 * contractor).
 */
export const createUserInput = z.object({
  employeeId: z.uuid(),
  username: usernameField,
  email: emailField.optional(),
  roleIds: z.array(z.uuid()).optional(),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const employeeWithoutAccount = z.object({
  employeeId: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  legalEntityCode: z.string(),
});
export type EmployeeWithoutAccount = z.infer<typeof employeeWithoutAccount>;

/**
 * Assigns or removes roles in one entity for a selection of users, or for every user matching
 * the filters (department, location, entity...).
 */
export const bulkRolesInput = z.object({
  action: z.enum(['assign', 'remove']),
  legalEntityCode: z.string().trim().min(1),
  roleIds: z.array(z.uuid()).min(1, 'Choose at least one role'),
  userIds: z.array(z.uuid()).max(1000).optional(),
  filters: userFilters.optional(),
});
export type BulkRolesInput = z.infer<typeof bulkRolesInput>;

/** Gives or removes access to legal entities (user_entities) for one user. */
export const userEntitiesInput = z.object({
  action: z.enum(['give', 'remove']),
  legalEntityCodes: z.array(z.string().trim().min(1)).min(1, 'Choose at least one entity'),
});
export type UserEntitiesInput = z.infer<typeof userEntitiesInput>;

export const roleOption = z.object({ id: z.string(), name: z.string(), code: z.string().nullable() });
export type RoleOption = z.infer<typeof roleOption>;

export const changeCount = z.object({ users: z.number(), changed: z.number() });
export type ChangeCount = z.infer<typeof changeCount>;

/** "Why can this user see this": each key the user holds in an entity with the roles granting it. */
export const effectiveKeysView = z.object({
  userId: z.string(),
  username: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  modules: z.array(
    z.object({
      module: z.string(),
      label: z.string(),
      keys: z.array(z.object({ kind: z.enum(['section', 'feature']), key: z.string(), roles: z.array(z.string()) })),
    }),
  ),
  /** The roles held in the entity because of a directory group (issue 36): which group, through which provider (null: any). */
  fromGroups: z.array(z.object({ roleName: z.string(), group: z.string(), providerName: z.string().nullable() })),
});
export type EffectiveKeysView = z.infer<typeof effectiveKeysView>;
