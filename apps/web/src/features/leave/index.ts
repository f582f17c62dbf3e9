// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { EmployeeLeavePage } from './EmployeeLeavePage.tsx';
export { LeaveDashboardPage } from './LeaveDashboardPage.tsx';
export { LeaveManagementPage } from './LeaveManagementPage.tsx';
export { LeaveManagerPage } from './LeaveManagerPage.tsx';
export { useBalances } from './setupApi.ts';
export { LoadedBalances } from './shared/LoadedBalances.tsx';
