// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { TimesheetApprovalPage } from './approvals/TimesheetApprovalPage.tsx';
export { AutoApprovalPage } from './auto-approval/AutoApprovalPage.tsx';
export { ClientDetailsPage } from './clients/ClientDetailsPage.tsx';
export { ClientsPage } from './clients/ClientsPage.tsx';
export { ErpSyncPage } from './erp-sync/ErpSyncPage.tsx';
export { ExternalApprovalPage } from './external/ExternalApprovalPage.tsx';
export { TimesheetHistoryPage } from './history/TimesheetHistoryPage.tsx';
export { TimesheetOverviewPage } from './overview/TimesheetOverviewPage.tsx';
export { PendingTimesheetsPage } from './pending/PendingTimesheetsPage.tsx';
export { MyProjectsPage } from './projects/MyProjectsPage.tsx';
export { NewProjectPage, ProjectDetailsPage } from './projects/ProjectPages.tsx';
export { ProjectsPage } from './projects/ProjectsPage.tsx';
export { RevenueDetailsPage } from './revenue/RevenueDetailsPage.tsx';
export { TimesheetManagementPage } from './settings/TimesheetManagementPage.tsx';
export { TimesheetFileDetailsPage } from './upload/TimesheetFileDetailsPage.tsx';
export { TimesheetImportsPage } from './upload/TimesheetImportsPage.tsx';
export { TimesheetUploadPage } from './upload/TimesheetUploadPage.tsx';
export { WeekTimesheetPage } from './week/WeekTimesheetPage.tsx';
