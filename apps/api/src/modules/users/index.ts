/** The users module's surface: the only file other modules, the seeds and the server may import. */
export { userRoutes } from './routes.ts';
export { assertCanGrantRoles, assertSuperAdminRemains, disableEmployeeAccounts, lockSuperAdmins } from './user-admin.ts';
