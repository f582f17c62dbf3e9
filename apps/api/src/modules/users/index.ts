/** The users module's surface: the only file other modules, the seeds and the server may import. */
export { assertCanGrantRoles, type EntityViewer } from './policy.ts';
export { userRoutes } from './routes.ts';
export { createAccountOnFirstSignIn } from './service.ts';
export { assertSuperAdminRemains, disableEmployeeAccounts, lockSuperAdmins, setAccountActive } from './user-admin.ts';
export { USER_REPORTS } from './reports.ts';
