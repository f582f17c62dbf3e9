import { feature, hasAccess, section } from '@tenure/domain/access';
import type { AccessRequirement } from '../../lib/access/access.ts';
import { approvesTeamTimesheets, needs, type FeatureRoute, type PublicRoute } from '../../lib/access/routes.ts';

const timesheets = section('TIMESHEET', 'Timesheets');
const ownProjects: AccessRequirement = {
  ...needs(timesheets, section('TIMESHEET', 'AssignedProjectList')),
  when: (ctx) => ctx.isEmployee,
};
const bulkUpload = needs(feature('TIMESHEET', 'BulkUploadOption'));
const teamTimesheets: AccessRequirement = {
  ...needs(section('WORK_TIMESHEET', 'TeamTimesheets')),
  when: approvesTeamTimesheets,
};
const clients = needs(section('CLIENTS_AND_PROJECTS', 'Clients'));

const myProjectsPage = () => import('./projects/MyProjectsPage.tsx').then((m) => m.MyProjectsPage);
const weekPage = () => import('./week/WeekTimesheetPage.tsx').then((m) => m.WeekTimesheetPage);
const historyPage = () => import('./history/TimesheetHistoryPage.tsx').then((m) => m.TimesheetHistoryPage);
const uploadPage = () => import('./upload/TimesheetUploadPage.tsx').then((m) => m.TimesheetUploadPage);
const teamApprovalsPage = () =>
  import('./approvals/TimesheetApprovalPage.tsx').then((m) => () => <m.TimesheetApprovalPage all={false} />);

export const timesheetsRoutes: readonly FeatureRoute[] = [
  {
    path: '/my-projects',
    label: 'myProjects',
    requires: ownProjects,
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 10 },
    page: myProjectsPage,
  },
  {
    path: '/allocated-projects',
    label: 'allocatedProjects',
    requires: ownProjects,
    flag: 'timesheet',
    page: myProjectsPage,
  },
  {
    path: '/manage-projects',
    label: 'manageProjects',
    requires: { ...needs(timesheets), when: (ctx) => ctx.assignedAsProjectManager },
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 20 },
    page: () => import('./projects/ProjectsPage.tsx').then((m) => () => <m.ProjectsPage managedOnly />),
  },
  // Reached from the project lists: whoever reads a project (its managers, approvers, team, administrators).
  {
    path: '/projects-details/:id',
    label: 'projectDetails',
    requires: { anyOf: [section('CLIENTS_AND_PROJECTS', 'Projects'), section('TIMESHEET', 'AssignedProjectList')] },
    flag: 'timesheet',
    page: () => import('./projects/ProjectPages.tsx').then((m) => m.ProjectDetailsPage),
  },
  {
    path: '/timesheet-submission',
    label: 'submitTimesheet',
    requires: {
      ...needs(timesheets, section('TIMESHEET', 'TimesheetSubmit')),
      when: (ctx) => ctx.isEmployee || hasAccess(ctx.permissions, feature('TIMESHEET', 'SubmitEmployeeTimesheet')),
    },
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 30 },
    page: weekPage,
  },
  {
    path: '/timesheet-history',
    label: 'timesheetHistory',
    requires: { ...needs(timesheets, section('TIMESHEET', 'TimesheetHistory')), when: (ctx) => ctx.isEmployee },
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 40 },
    page: historyPage,
  },
  {
    path: '/timesheet-bulk-upload',
    label: 'timesheetBulkUpload',
    requires: needs(timesheets, feature('TIMESHEET', 'BulkUploadOption')),
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 50 },
    page: () => import('./upload/TimesheetImportsPage.tsx').then((m) => m.TimesheetImportsPage),
  },
  {
    path: '/new-timesheet-bulk-upload',
    label: 'timesheetBulkUpload',
    requires: bulkUpload,
    flag: 'timesheet',
    page: uploadPage,
  },
  {
    path: '/timesheet-file-upload',
    label: 'timesheetBulkUpload',
    requires: bulkUpload,
    flag: 'timesheet',
    page: uploadPage,
  },
  {
    path: '/timesheet-file-details/:id',
    label: 'timesheetBulkUpload',
    requires: bulkUpload,
    flag: 'timesheet',
    page: () => import('./upload/TimesheetFileDetailsPage.tsx').then((m) => m.TimesheetFileDetailsPage),
  },
  {
    path: '/timesheet-approval',
    label: 'teamTimesheets',
    requires: teamTimesheets,
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 60 },
    page: teamApprovalsPage,
  },
  { path: '/timesheet', label: 'weeklyTimesheet', requires: needs(timesheets), flag: 'timesheet', page: weekPage },
  {
    path: '/timesheets/history',
    label: 'timesheetHistory',
    requires: needs(timesheets, section('TIMESHEET', 'TimesheetHistory')),
    flag: 'timesheet',
    page: historyPage,
  },
  {
    path: '/timesheets/:id',
    label: 'timesheetDetails',
    requires: needs(timesheets),
    flag: 'timesheet',
    page: weekPage,
  },
  {
    path: '/approval-timesheet',
    label: 'approvalTimesheet',
    requires: teamTimesheets,
    flag: 'timesheet',
    page: teamApprovalsPage,
  },
  {
    path: '/admin-timesheet-approval',
    label: 'adminTimesheetApproval',
    requires: needs(section('WORK_TIMESHEET', 'AdminTimesheetApproval')),
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 70 },
    page: () => import('./approvals/TimesheetApprovalPage.tsx').then((m) => () => <m.TimesheetApprovalPage all />),
  },
  {
    path: '/timesheet-overview',
    label: 'timesheetOverview',
    requires: { anyOf: [section('WORK_TIMESHEET', 'TeamTimesheets'), section('WORK_TIMESHEET', 'TimesheetOverview')] },
    flag: 'timesheet',
    menu: { group: 'timesheet', order: 80 },
    page: () => import('./overview/TimesheetOverviewPage.tsx').then((m) => m.TimesheetOverviewPage),
  },
  {
    path: '/pending-timesheets',
    label: 'pendingTimesheets',
    requires: needs(section('WORK_TIMESHEET', 'PendingTimesheets')),
    flag: 'pendingTimeSheets',
    menu: { group: 'timesheet', order: 90 },
    page: () => import('./pending/PendingTimesheetsPage.tsx').then((m) => m.PendingTimesheetsPage),
  },
  {
    path: '/timesheet-revenue-details',
    label: 'revenueDetails',
    requires: needs(section('WORK_TIMESHEET', 'RevenueDetails')),
    flag: 'revenue',
    menu: { group: 'timesheet', order: 110 },
    page: () => import('./revenue/RevenueDetailsPage.tsx').then((m) => m.RevenueDetailsPage),
  },
  {
    path: '/timesheet-auto-approval',
    label: 'timesheetAutoApproval',
    requires: needs(section('WORK_TIMESHEET', 'TimesheetAutoApproval')),
    flag: 'autoApproval',
    menu: { group: 'timesheet', order: 120 },
    page: () => import('./auto-approval/AutoApprovalPage.tsx').then((m) => m.AutoApprovalPage),
  },
  {
    path: '/timesheet-management',
    label: 'timesheetSetup',
    requires: needs(section('ADMINISTRATION', 'TimesheetSetup')),
    flag: 'timesheet',
    menu: { group: 'setup', order: 90 },
    page: () => import('./settings/TimesheetManagementPage.tsx').then((m) => m.TimesheetManagementPage),
  },
  {
    path: '/clients',
    label: 'clients',
    requires: clients,
    flag: 'timesheet',
    menu: { group: 'setup', order: 100 },
    page: () => import('./clients/ClientsPage.tsx').then((m) => m.ClientsPage),
  },
  {
    path: '/clients-details',
    label: 'clientDetails',
    requires: clients,
    flag: 'timesheet',
    page: () => import('./clients/ClientDetailsPage.tsx').then((m) => m.ClientDetailsPage),
  },
  {
    path: '/projects',
    label: 'projects',
    requires: needs(section('CLIENTS_AND_PROJECTS', 'Projects'), feature('CLIENTS_AND_PROJECTS', 'EditProject')),
    flag: 'timesheet',
    menu: { group: 'setup', order: 110 },
    page: () => import('./projects/ProjectsPage.tsx').then((m) => () => <m.ProjectsPage managedOnly={false} />),
  },
  {
    path: '/project-details',
    label: 'projectDetails',
    requires: needs(feature('CLIENTS_AND_PROJECTS', 'EditProject')),
    flag: 'timesheet',
    page: () => import('./projects/ProjectPages.tsx').then((m) => m.NewProjectPage),
  },
  // Not in the SPEC's route list: the ERP project sync of SPEC §7 beside the projects it feeds (README Decisions).
  {
    path: '/erp-project-sync',
    label: 'erpProjectSync',
    requires: needs(feature('CLIENTS_AND_PROJECTS', 'SyncOracleProjects')),
    flag: 'syncProjectsFromOracleERP',
    menu: { group: 'setup', order: 120 },
    page: () => import('./erp-sync/ErpSyncPage.tsx').then((m) => m.ErpSyncPage),
  },
];

export const timesheetsPublicRoutes: readonly PublicRoute[] = [
  // A client's approver opens it from a signed link; no Tenure account (SPEC §6 external approver).
  {
    path: '/external-approval',
    page: () => import('./external/ExternalApprovalPage.tsx').then((m) => m.ExternalApprovalPage),
  },
];
