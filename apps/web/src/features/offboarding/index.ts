// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { OffboardingRequestDetailPage } from './OffboardingRequestDetailPage.tsx';
export { OffboardingRequestPage } from './OffboardingRequestPage.tsx';
export { OffboardingTasksPage } from './OffboardingTasksPage.tsx';
export { OffboardingDashboardPage } from './dashboard/OffboardingDashboardPage.tsx';
export { OffboardingSetupPage } from './setup/OffboardingSetupPage.tsx';
export { TransferDetailPage } from './transfers/TransferDetailPage.tsx';
export { TransferListPage } from './transfers/TransferListPage.tsx';
