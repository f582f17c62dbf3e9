// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { AddEmployeePage } from './AddEmployeePage.tsx';
export { ActivateEmployeePage } from './activation/ActivateEmployeePage.tsx';
export { BulkOnboardingPage } from './bulk/BulkOnboardingPage.tsx';
export { BulkUpdatePage } from './bulk/BulkUpdatePage.tsx';
export { MyOnboardingTasksPage } from './dashboard/MyOnboardingTasksPage.tsx';
export { OnboardingDashboardPage } from './dashboard/OnboardingDashboardPage.tsx';
export { ResignedEmployeesPage } from './resigned/ResignedEmployeesPage.tsx';
