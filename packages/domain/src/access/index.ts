export { MODULES, type ModuleKey } from './modules.ts';
export { CATALOGUE, type FeatureOf, type ModuleCatalogue, type SectionOf } from './catalogue.ts';
export { accessKeyInfo, undescribedAccessKeys, type AccessKeyInfo } from './key-info.ts';
export {
  REPORT_ACCESS_KEYS,
  REPORT_GROUPS,
  REPORT_PAGES,
  SENSITIVE_REPORT_ACCESS_KEYS,
  reportAccessKeyOf,
  type ReportAccessKey,
  type ReportPage,
} from './reports.ts';
export { describeAccessKey, feature, section, type AccessKey, type FeatureKey, type SectionKey } from './access-key.ts';
export {
  hasAccess,
  isEmptyPermissionMap,
  keysNotHeld,
  mergePermissionMaps,
  permissionMapOf,
  permissionMapSchema,
  type ModulePermissions,
  type PermissionMap,
} from './permission-map.ts';
export { ROLE_CODES, SEEDED_ROLES, permissionsOfRoles, type RoleCode, type SeededRole } from './roles.ts';
export { CONTRACTOR_EMPLOYMENT_TYPES, EMPLOYMENT_TYPES, isContractor, type EmploymentType } from './employment.ts';
export {
  ACCESS_MESSAGES,
  ACCESS_TEXTS,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
  effectivePermissionsView,
  legalEntityView,
  roleInput,
  roleNameField,
  roleView,
  userEntityRoleView,
  userEntityRolesInput,
  type EffectivePermissionsView,
  type RoleInput,
  type RoleView,
  type UserEntityRoleView,
} from './api.ts';
