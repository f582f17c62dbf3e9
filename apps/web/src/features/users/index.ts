// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { UserEntitiesAssignmentPage } from './UserEntitiesAssignmentPage.tsx';
export { UserRoleAssignmentPage } from './UserRoleAssignmentPage.tsx';
