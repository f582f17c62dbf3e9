import {
  REPORT_GROUPS,
  feature,
  hasAccess,
  section,
  type AccessKey,
  type ReportAccessKey,
} from '@tenure/domain/access';
import type { FlagKey } from '@tenure/domain/flags';
import type { AccessRequirement } from './access.ts';

/** The sidebar groups of SPEC §6, in menu order. */
export const MENU_GROUPS = [
  'dashboard',
  'leaves',
  'timesheet',
  'performance',
  'myActions',
  'organization',
  'myFinance',
  'onboarding',
  'offboarding',
  'setup',
  'reports',
] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

export type NavLabelKey =
  | 'dashboard'
  | 'leaveDashboard'
  | 'holidayCalendar'
  | 'myProjects'
  | 'manageProjects'
  | 'submitTimesheet'
  | 'timesheetHistory'
  | 'timesheetBulkUpload'
  | 'teamTimesheets'
  | 'performanceDashboard'
  | 'weeklyTimesheet'
  | 'timesheetDetails'
  | 'approvalTimesheet'
  | 'adminTimesheetApproval'
  | 'timesheetOverview'
  | 'pendingTimesheets'
  | 'revenueDetails'
  | 'timesheetAutoApproval'
  | 'mySkills'
  | 'skillSetup'
  | 'teamSkills'
  | 'skillApprovals'
  | 'skillMatrix'
  | 'performanceFrameworks'
  | 'performanceValues'
  | 'selfReview'
  | 'myActions'
  | 'organizationStructure'
  | 'organizationHierarchy'
  | 'employeeDirectory'
  | 'policyLibrary'
  | 'myPay'
  | 'esop'
  | 'onboarding'
  | 'setupEmployees'
  | 'setupLeaveManagement'
  | 'masterData'
  | 'buildings'
  | 'editCompanyInformation'
  | 'payrollSimulation'
  | 'setupPolicies'
  | 'timesheetSetup'
  | 'userManagement'
  | 'setupChecklist'
  | 'featureFlags'
  | 'userRoleAssignment'
  | 'userEntitiesAssignment'
  | 'allocationReports'
  | 'clientsAndProjectsReports'
  | 'employeeManagementReports'
  | 'leaveAttendanceReports'
  | 'timesheetReports'
  | 'userManagementReports'
  | 'utilizationReports'
  | 'myProfile'
  | 'employeeProfile'
  | 'reportingTeam'
  | 'webClock'
  | 'teamLeave'
  | 'applyLeave'
  | 'policyType'
  | 'employees'
  | 'jobHistory'
  | 'addEmployee'
  | 'jobOnboarding'
  | 'activateEmployee'
  | 'resignedEmployees'
  | 'onboardingTasks'
  | 'offboardingRequest'
  | 'offboardingRequestDetails'
  | 'offboardingTasks'
  | 'offboardingDashboard'
  | 'offboardingSetup'
  | 'transferRequests'
  | 'transferRequestDetails'
  | 'bulkOnboarding'
  | 'bulkConsultantOnboarding'
  | 'bulkUpdate'
  | 'clients'
  | 'clientDetails'
  | 'projects'
  | 'projectDetails'
  | 'allocatedProjects'
  | 'vendorDashboard'
  | 'erpProjectSync'
  | 'employeeSurvey'
  | 'surveyResults'
  | 'exitSurvey'
  | 'exitSurveyResponses'
  | 'bulkOnboarding'
  | 'bulkConsultantOnboarding'
  | 'bulkUpdate'
  | 'goalsSettings'
  | 'goalsRmView'
  | 'goalsApprovalView'
  | 'goalLibrary'
  | 'financeSetup'
  | 'esopDocument'
  | 'payrollSimulationForm'
  | 'payrollSimulationDetails'
  | 'payrollRateSets'
  | 'reviewSetup'
  | 'reviewCycleEmployees'
  | 'teamReviews'
  | 'calibration'
  | 'reviewDetails'
  | 'assistantSettings';

export type PageKind =
  | 'home'
  | 'comingSoon'
  | 'reportGroup'
  | 'report'
  | 'orgStructure'
  | 'orgHierarchy'
  | 'masterData'
  | 'buildings'
  | 'companyInformation'
  | 'myProfile'
  | 'employeeProfile'
  | 'employeeList'
  | 'employeeDirectory'
  | 'reportingTeam'
  | 'webClock'
  | 'leaveDashboard'
  | 'employeeLeave'
  | 'leaveManager'
  | 'leaveManagement'
  | 'policySetup'
  | 'policyLibrary'
  | 'myActions'
  | 'employeeHome'
  | 'setupChecklist'
  | 'featureFlags'
  | 'roleManagement'
  | 'userRoleAssignment'
  | 'userEntitiesAssignment'
  | 'jobHistory'
  | 'addEmployee'
  | 'jobOnboarding'
  | 'onboardingDashboard'
  | 'activateEmployee'
  | 'resignedEmployees'
  | 'onboardingTasks'
  | 'offboardingRequest'
  | 'offboardingRequestDetails'
  | 'offboardingTasks'
  | 'offboardingDashboard'
  | 'offboardingSetup'
  | 'transferRequests'
  | 'transferRequestDetails'
  | 'bulkOnboarding'
  | 'bulkConsultantOnboarding'
  | 'bulkUpdate'
  | 'timesheetWeek'
  | 'timesheetApprovals'
  | 'adminTimesheetApprovals'
  | 'timesheetHistory'
  | 'timesheetOverview'
  | 'pendingTimesheets'
  | 'revenueDetails'
  | 'timesheetAutoApproval'
  | 'timesheetManagement'
  | 'clients'
  | 'clientDetails'
  | 'projects'
  | 'manageProjects'
  | 'projectNew'
  | 'projectDetails'
  | 'myProjects'
  | 'timesheetImports'
  | 'timesheetUpload'
  | 'timesheetFileDetails'
  | 'vendorDashboard'
  | 'erpProjectSync'
  | 'employeeSurvey'
  | 'surveyResults'
  | 'exitSurvey'
  | 'bulkOnboarding'
  | 'bulkConsultantOnboarding'
  | 'bulkUpdate'
  | 'skillSetup'
  | 'selfSkillSet'
  | 'teamSkills'
  | 'skillApprovals'
  | 'skillMatrix'
  | 'performanceFrameworks'
  | 'performanceValues'
  | 'performanceDashboard'
  | 'goalsSettings'
  | 'goalsRmView'
  | 'goalsApprovalView'
  | 'goalLibrary'
  | 'myFinance'
  | 'esop'
  | 'esopDocument'
  | 'financeSetup'
  | 'payrollSimulations'
  | 'payrollSimulationForm'
  | 'payrollSimulationDetails'
  | 'payrollRateSets'
  | 'selfReview'
  | 'reviewSetup'
  | 'reviewCycleEmployees'
  | 'teamReviews'
  | 'calibration'
  | 'reviewDetails'
  | 'assistantSettings';

/**
 * One place a user can go: the route table. The router, the guards and the sidebar all read it.
 * Several destinations may share a path (a tab of one page); the page is open to whoever may
 * reach any of them.
 */
export interface Destination {
  path: string;
  /** Query string of the menu link, for a destination that is a tab of a page. */
  search?: string;
  label: NavLabelKey | { report: ReportAccessKey };
  requires: AccessRequirement;
  flag?: FlagKey;
  menu?: MenuGroupId;
  page: PageKind;
}

export interface MenuGroupSpec {
  id: MenuGroupId;
  requires?: AccessRequirement;
  flag?: FlagKey;
}

const needs = (...all: AccessKey[]): AccessRequirement => ({ all });

/** Pages shown with the header only (SPEC §2 /pms-self-review "no sidebar"). */
export const PAGES_WITHOUT_SIDEBAR: readonly string[] = ['/pms-self-review'];

const teamTimesheetsFor = (ctx: { isReportingManager: boolean; isDesignatedApprover: boolean }) =>
  ctx.isReportingManager || ctx.isDesignatedApprover;

/** SPEC §6 "My Actions": MyTeam plus one of the team roles or team features. */
const TEAM_FEATURES: readonly AccessKey[] = [
  feature('LEAVE_MANAGEMENT', 'TeamLeave'),
  feature('PERFORMANCE_MANAGEMENT', 'TeamGoals'),
  feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'),
  feature('PERFORMANCE_MANAGEMENT', 'TeamPerformanceReview'),
  feature('OFFBOARDING', 'TeamOffboarding'),
];

export const MENU_GROUP_SPECS: readonly MenuGroupSpec[] = [
  { id: 'dashboard' },
  { id: 'leaves', requires: { when: (ctx) => !ctx.isContractor } },
  { id: 'timesheet', requires: needs(section('TIMESHEET', 'Timesheets')), flag: 'timesheet' },
  { id: 'performance' },
  { id: 'myActions' },
  { id: 'organization' },
  { id: 'myFinance', requires: needs(section('FINANCE', 'MyFinance')), flag: 'myFinance' },
  { id: 'onboarding' },
  { id: 'offboarding', flag: 'offboarding' },
  { id: 'setup' },
  { id: 'reports', requires: needs(section('REPORTS', 'NavigationReports')), flag: 'reports' },
];

const REPORT_GROUP_LABELS: Record<(typeof REPORT_GROUPS)[number]['route'], NavLabelKey> = {
  '/allocation-report': 'allocationReports',
  '/clients-and-projects': 'clientsAndProjectsReports',
  '/employee-management-report': 'employeeManagementReports',
  '/leave-attendance-reports': 'leaveAttendanceReports',
  '/timesheet-reports': 'timesheetReports',
  '/user-management-reports': 'userManagementReports',
  '/utilization-reports': 'utilizationReports',
};

const reportsMenu = section('REPORTS', 'NavigationReports');

const REPORT_DESTINATIONS: Destination[] = REPORT_GROUPS.flatMap((group) => {
  const keys = group.reports.map((report) => section('REPORTS', report.accessKey));
  const label = REPORT_GROUP_LABELS[group.route];
  return [
    {
      path: group.route,
      label,
      requires: { all: [reportsMenu], anyOf: keys },
      flag: 'reports',
      menu: 'reports',
      page: 'reportGroup',
    },
    ...group.reports.map((report): Destination => ({
      path: report.route,
      label: { report: report.accessKey },
      requires: needs(reportsMenu, section('REPORTS', report.accessKey)),
      flag: 'reports',
      page: 'report',
    })),
  ];
});

export const DESTINATIONS: readonly Destination[] = [
  {
    path: '/home',
    label: 'dashboard',
    requires: needs(section('DASHBOARD', 'Dashboard')),
    flag: 'dashboard',
    menu: 'dashboard',
    page: 'home',
  },
  {
    path: '/home/web-clockinout-details',
    label: 'webClock',
    requires: needs(section('DASHBOARD', 'Dashboard')),
    flag: 'dashboard',
    page: 'webClock',
  },

  {
    path: '/leave-dashboard',
    label: 'leaveDashboard',
    requires: { ...needs(section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard')), when: (ctx) => !ctx.isContractor },
    menu: 'leaves',
    page: 'leaveDashboard',
  },
  {
    path: '/leave-dashboard',
    search: '?tab=holiday-calendar',
    label: 'holidayCalendar',
    requires: { ...needs(section('LEAVE_MANAGEMENT', 'EmpSelfLeaveHolidayList')), when: (ctx) => !ctx.isContractor },
    menu: 'leaves',
    page: 'leaveDashboard',
  },
  {
    path: '/employee-leave',
    label: 'applyLeave',
    requires: { ...needs(section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard')), when: (ctx) => !ctx.isContractor },
    page: 'employeeLeave',
  },

  {
    path: '/my-projects',
    label: 'myProjects',
    requires: {
      ...needs(section('TIMESHEET', 'Timesheets'), section('TIMESHEET', 'AssignedProjectList')),
      when: (ctx) => ctx.isEmployee,
    },
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'myProjects',
  },
  {
    path: '/allocated-projects',
    label: 'allocatedProjects',
    requires: {
      ...needs(section('TIMESHEET', 'Timesheets'), section('TIMESHEET', 'AssignedProjectList')),
      when: (ctx) => ctx.isEmployee,
    },
    flag: 'timesheet',
    page: 'myProjects',
  },
  {
    path: '/manage-projects',
    label: 'manageProjects',
    requires: { ...needs(section('TIMESHEET', 'Timesheets')), when: (ctx) => ctx.assignedAsProjectManager },
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'manageProjects',
  },
  // Reached from the project lists: whoever reads a project (its managers, approvers, team, administrators).
  {
    path: '/projects-details/:id',
    label: 'projectDetails',
    requires: { anyOf: [section('CLIENTS_AND_PROJECTS', 'Projects'), section('TIMESHEET', 'AssignedProjectList')] },
    flag: 'timesheet',
    page: 'projectDetails',
  },
  {
    path: '/timesheet-submission',
    label: 'submitTimesheet',
    requires: {
      ...needs(section('TIMESHEET', 'Timesheets'), section('TIMESHEET', 'TimesheetSubmit')),
      when: (ctx) => ctx.isEmployee || hasAccess(ctx.permissions, feature('TIMESHEET', 'SubmitEmployeeTimesheet')),
    },
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'timesheetWeek',
  },
  {
    path: '/timesheet-history',
    label: 'timesheetHistory',
    requires: {
      ...needs(section('TIMESHEET', 'Timesheets'), section('TIMESHEET', 'TimesheetHistory')),
      when: (ctx) => ctx.isEmployee,
    },
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'timesheetHistory',
  },
  {
    path: '/timesheet-bulk-upload',
    label: 'timesheetBulkUpload',
    requires: needs(section('TIMESHEET', 'Timesheets'), feature('TIMESHEET', 'BulkUploadOption')),
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'timesheetImports',
  },
  {
    path: '/new-timesheet-bulk-upload',
    label: 'timesheetBulkUpload',
    requires: needs(feature('TIMESHEET', 'BulkUploadOption')),
    flag: 'timesheet',
    page: 'timesheetUpload',
  },
  {
    path: '/timesheet-file-upload',
    label: 'timesheetBulkUpload',
    requires: needs(feature('TIMESHEET', 'BulkUploadOption')),
    flag: 'timesheet',
    page: 'timesheetUpload',
  },
  {
    path: '/timesheet-file-details/:id',
    label: 'timesheetBulkUpload',
    requires: needs(feature('TIMESHEET', 'BulkUploadOption')),
    flag: 'timesheet',
    page: 'timesheetFileDetails',
  },
  {
    path: '/timesheet-approval',
    label: 'teamTimesheets',
    requires: { ...needs(section('WORK_TIMESHEET', 'TeamTimesheets')), when: teamTimesheetsFor },
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'timesheetApprovals',
  },
  {
    path: '/timesheet',
    label: 'weeklyTimesheet',
    requires: needs(section('TIMESHEET', 'Timesheets')),
    flag: 'timesheet',
    page: 'timesheetWeek',
  },
  {
    path: '/timesheets/history',
    label: 'timesheetHistory',
    requires: needs(section('TIMESHEET', 'Timesheets'), section('TIMESHEET', 'TimesheetHistory')),
    flag: 'timesheet',
    page: 'timesheetHistory',
  },
  {
    path: '/timesheets/:id',
    label: 'timesheetDetails',
    requires: needs(section('TIMESHEET', 'Timesheets')),
    flag: 'timesheet',
    page: 'timesheetWeek',
  },
  {
    path: '/approval-timesheet',
    label: 'approvalTimesheet',
    requires: { ...needs(section('WORK_TIMESHEET', 'TeamTimesheets')), when: teamTimesheetsFor },
    flag: 'timesheet',
    page: 'timesheetApprovals',
  },
  {
    path: '/admin-timesheet-approval',
    label: 'adminTimesheetApproval',
    requires: needs(section('WORK_TIMESHEET', 'AdminTimesheetApproval')),
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'adminTimesheetApprovals',
  },
  {
    path: '/timesheet-overview',
    label: 'timesheetOverview',
    requires: { anyOf: [section('WORK_TIMESHEET', 'TeamTimesheets'), section('WORK_TIMESHEET', 'TimesheetOverview')] },
    flag: 'timesheet',
    menu: 'timesheet',
    page: 'timesheetOverview',
  },
  {
    path: '/pending-timesheets',
    label: 'pendingTimesheets',
    requires: needs(section('WORK_TIMESHEET', 'PendingTimesheets')),
    flag: 'pendingTimeSheets',
    menu: 'timesheet',
    page: 'pendingTimesheets',
  },
  {
    path: '/vendor-dashboard',
    label: 'vendorDashboard',
    requires: needs(section('CLIENTS_AND_PROJECTS', 'VendorDashboard')),
    flag: 'vendorDashboard',
    menu: 'timesheet',
    page: 'vendorDashboard',
  },
  {
    path: '/timesheet-revenue-details',
    label: 'revenueDetails',
    requires: needs(section('WORK_TIMESHEET', 'RevenueDetails')),
    flag: 'revenue',
    menu: 'timesheet',
    page: 'revenueDetails',
  },
  {
    path: '/timesheet-auto-approval',
    label: 'timesheetAutoApproval',
    requires: needs(section('WORK_TIMESHEET', 'TimesheetAutoApproval')),
    flag: 'autoApproval',
    menu: 'timesheet',
    page: 'timesheetAutoApproval',
  },

  {
    path: '/performance',
    label: 'performanceDashboard',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfPerformanceDashboard')),
    flag: 'performanceDashboard',
    menu: 'performance',
    page: 'performanceDashboard',
  },
  // Team Goals and Team Reviews list the caller's reportees: only for someone who has reportees (issue 31 item 11).
  {
    path: '/performance/goals-rm-view',
    label: 'goalsRmView',
    requires: { ...needs(feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')), when: (ctx) => ctx.isReportingManager },
    menu: 'performance',
    page: 'goalsRmView',
  },
  {
    path: '/performance/goals-approval-view',
    label: 'goalsApprovalView',
    requires: needs(feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')),
    flag: 'performanceTeamGoalsApproval',
    menu: 'performance',
    page: 'goalsApprovalView',
  },
  {
    path: '/performance/goals-settings',
    label: 'goalsSettings',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'GoalsSettings')),
    flag: 'performanceGoalsSettings',
    menu: 'performance',
    page: 'goalsSettings',
  },
  {
    path: '/pmm/goal-library',
    label: 'goalLibrary',
    requires: {
      anyOf: [section('PERFORMANCE_MANAGEMENT', 'GoalLibrary'), feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')],
    },
    flag: 'performanceGoalLibrary',
    menu: 'performance',
    page: 'goalLibrary',
  },
  {
    path: '/performance/self-skill-set',
    label: 'mySkills',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfSkillSet')),
    menu: 'performance',
    page: 'selfSkillSet',
  },
  // Managers see their team's skills; HR with Skill Setup sees everyone's (the API scopes the list).
  {
    path: '/performance/rm-team-skill-set',
    label: 'teamSkills',
    requires: {
      anyOf: [feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'), section('PERFORMANCE_MANAGEMENT', 'SkillSetup')],
      when: (ctx) =>
        ctx.isReportingManager || hasAccess(ctx.permissions, section('PERFORMANCE_MANAGEMENT', 'SkillSetup')),
    },
    menu: 'performance',
    page: 'teamSkills',
  },
  // Reached from My Actions by whoever a skill waits for.
  {
    path: '/performance/skill-set-approval',
    label: 'skillApprovals',
    requires: {
      anyOf: [feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'), section('PERFORMANCE_MANAGEMENT', 'SkillSetup')],
    },
    page: 'skillApprovals',
  },
  {
    path: '/performance/skill-setup',
    label: 'skillSetup',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'SkillSetup')),
    flag: 'performanceSkillMatrix',
    menu: 'performance',
    page: 'skillSetup',
  },
  {
    path: '/pmm/skill-set-matrix/employee-directory',
    label: 'skillMatrix',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'SkillMatrix')),
    flag: 'performanceSkillMatrix',
    menu: 'performance',
    page: 'skillMatrix',
  },
  {
    path: '/performance-frameworks',
    label: 'performanceFrameworks',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'PerformanceFrameworks')),
    flag: 'performanceSkillMatrix',
    menu: 'performance',
    page: 'performanceFrameworks',
  },
  {
    path: '/performance-values',
    label: 'performanceValues',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'PerformanceFrameworks')),
    flag: 'performanceSkillMatrix',
    menu: 'performance',
    page: 'performanceValues',
  },
  {
    path: '/performance-review/self',
    label: 'selfReview',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview')),
    flag: 'performanceSelfReview',
    menu: 'performance',
    page: 'selfReview',
  },
  // The same self review without the sidebar (SPEC §2), for a link sent to the employee.
  {
    path: '/pms-self-review',
    label: 'selfReview',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview')),
    flag: 'performanceSelfReview',
    page: 'selfReview',
  },
  {
    path: '/performance-review/rm',
    label: 'teamReviews',
    requires: {
      ...needs(feature('PERFORMANCE_MANAGEMENT', 'TeamPerformanceReview')),
      when: (ctx) => ctx.isReportingManager,
    },
    menu: 'performance',
    page: 'teamReviews',
  },
  {
    path: '/performance-review/setup',
    label: 'reviewSetup',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'PerformanceReviewSetup')),
    flag: 'performanceReviewSetup',
    menu: 'performance',
    page: 'reviewSetup',
  },
  {
    path: '/performance-review/setup/:reviewCycleId/employees',
    label: 'reviewCycleEmployees',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'PerformanceReviewSetup')),
    flag: 'performanceReviewSetup',
    page: 'reviewCycleEmployees',
  },
  {
    path: '/pmm/review-cycle/calibration/:id',
    label: 'calibration',
    requires: needs(feature('PERFORMANCE_MANAGEMENT', 'ReviewCalibration')),
    flag: 'performanceReviewSetup',
    page: 'calibration',
  },
  {
    path: '/review-details',
    label: 'reviewDetails',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview')),
    flag: 'performanceSelfReview',
    menu: 'performance',
    page: 'reviewDetails',
  },
  // Everyone answers the open surveys addressed to them; survey HR also builds questionnaires and launches surveys there.
  {
    path: '/employee-survey',
    label: 'employeeSurvey',
    requires: { anyOf: [section('SURVEYS', 'EmployeeSurvey'), feature('SURVEYS', 'ManageSurveys')] },
    flag: 'employeeSurvey',
    menu: 'performance',
    page: 'employeeSurvey',
  },
  {
    path: '/employee-survey/:id',
    label: 'surveyResults',
    requires: needs(feature('SURVEYS', 'ManageSurveys')),
    flag: 'employeeSurvey',
    page: 'surveyResults',
  },

  {
    path: '/my-actions',
    label: 'myActions',
    requires: {
      ...needs(section('EMPLOYEE', 'MyTeam')),
      when: (ctx) => teamTimesheetsFor(ctx) || TEAM_FEATURES.some((key) => hasAccess(ctx.permissions, key)),
    },
    menu: 'myActions',
    page: 'myActions',
  },
  // The inbox itself is open to every user (HR decides leave without a team); the menu entry follows SPEC §6.
  { path: '/my-actions', label: 'myActions', requires: {}, page: 'myActions' },
  {
    path: '/leave-manager',
    label: 'teamLeave',
    requires: {
      ...needs(section('EMPLOYEE', 'MyTeam'), feature('LEAVE_MANAGEMENT', 'TeamLeave')),
      when: (ctx) => ctx.isReportingManager,
    },
    menu: 'myActions',
    page: 'leaveManager',
  },

  {
    path: '/organization-structure',
    label: 'organizationStructure',
    requires: needs(section('ORGANIZATION', 'Organization')),
    menu: 'organization',
    page: 'orgStructure',
  },
  // The chart reads only what the organization API gives anyone with Organization, so it is no Setup page.
  {
    path: '/organization-hierarchy',
    label: 'organizationHierarchy',
    requires: needs(section('ORGANIZATION', 'Organization')),
    menu: 'organization',
    page: 'orgHierarchy',
  },
  {
    path: '/employee-directory',
    label: 'employeeDirectory',
    requires: needs(section('ORGANIZATION', 'EmployeeDirectory')),
    flag: 'employeeDirectory',
    menu: 'organization',
    page: 'employeeDirectory',
  },
  {
    path: '/policy-document',
    label: 'policyLibrary',
    requires: needs(section('ORGANIZATION', 'PolicyLibrary')),
    menu: 'organization',
    page: 'policyLibrary',
  },

  {
    path: '/my-finance',
    label: 'myPay',
    requires: needs(section('FINANCE', 'MyFinance'), section('FINANCE', 'MyPay')),
    flag: 'myFinance',
    menu: 'myFinance',
    page: 'myFinance',
  },
  {
    path: '/esop',
    label: 'esop',
    requires: {
      ...needs(section('FINANCE', 'MyFinance'), section('FINANCE', 'ESOP')),
      when: (ctx) => ctx.isEsopAllotted,
    },
    flag: 'esop',
    menu: 'myFinance',
    page: 'esop',
  },
  // SPEC §2 /docs/: the ESOP user manual and FAQ, for holders of a grant and ESOP HR.
  {
    path: '/docs/:document',
    label: 'esopDocument',
    requires: { when: (ctx) => ctx.isEsopAllotted || hasAccess(ctx.permissions, feature('FINANCE', 'ManageEsop')) },
    flag: 'esop',
    page: 'esopDocument',
  },

  {
    path: '/employee-onboarding',
    label: 'onboarding',
    requires: needs(section('EMPLOYEE', 'OnboardingDashboard')),
    flag: 'onboardingAppDashboard',
    menu: 'onboarding',
    page: 'onboardingDashboard',
  },
  // The consultant form is a tab of Add Employee (?kind=consultant): the spec has no route of its own for it.
  {
    path: '/add-employee',
    label: 'addEmployee',
    requires: needs(section('EMPLOYEE', 'OnboardingDashboard')),
    flag: 'singleOnboarding',
    menu: 'onboarding',
    page: 'addEmployee',
  },
  {
    path: '/employee-job-onboarding',
    label: 'jobOnboarding',
    requires: needs(section('EMPLOYEE', 'OnboardingDashboard')),
    flag: 'drafts',
    menu: 'onboarding',
    page: 'jobOnboarding',
  },
  {
    path: '/bulk-onboarding',
    label: 'bulkOnboarding',
    requires: needs(section('EMPLOYEE', 'OnboardingDashboard')),
    flag: 'bulkOnboarding',
    menu: 'onboarding',
    page: 'bulkOnboarding',
  },
  {
    path: '/bulk-consultant-onboarding',
    label: 'bulkConsultantOnboarding',
    requires: needs(section('CONSULTANT', 'ConsultantOnboarding')),
    flag: 'bulkOnboarding',
    menu: 'onboarding',
    page: 'bulkConsultantOnboarding',
  },
  {
    path: '/bulk-update',
    label: 'bulkUpdate',
    requires: needs(section('EMPLOYEE', 'OnboardingDashboard'), feature('EMPLOYEE', 'EmployeeProfileHrEdit')),
    flag: 'bulkUpdates',
    menu: 'onboarding',
    page: 'bulkUpdate',
  },
  {
    path: '/activate-employee',
    label: 'activateEmployee',
    requires: needs(section('EMPLOYEE', 'ActivateEmployee')),
    menu: 'onboarding',
    page: 'activateEmployee',
  },
  {
    path: '/resigned-employee-list',
    label: 'resignedEmployees',
    requires: needs(section('EMPLOYEE', 'ResignedEmployeeList')),
    menu: 'onboarding',
    page: 'resignedEmployees',
  },
  // Not in the SPEC's route list: where a checklist task's owner ticks it, reached from My Actions (README Decisions).
  { path: '/onboarding-tasks', label: 'onboardingTasks', requires: {}, page: 'onboardingTasks' },

  // Employees resign here; managers (TeamOffboarding) and HR list and decide.
  {
    path: '/offboarding-request',
    label: 'offboardingRequest',
    requires: {
      anyOf: [
        section('OFFBOARDING', 'OffboardingRequest'),
        feature('OFFBOARDING', 'TeamOffboarding'),
        feature('OFFBOARDING', 'SubmitResignationOnBehalf'),
      ],
    },
    flag: 'offboarding',
    menu: 'offboarding',
    page: 'offboardingRequest',
  },
  // Exit approvers and task owners reach it from My Actions; the API decides who may read it.
  {
    path: '/offboarding-request/:id',
    label: 'offboardingRequestDetails',
    requires: {},
    flag: 'offboarding',
    page: 'offboardingRequestDetails',
  },
  {
    path: '/offboarding-tasks',
    label: 'offboardingTasks',
    requires: needs(section('OFFBOARDING', 'OffboardingTasks')),
    flag: 'offboardingTasks',
    menu: 'offboarding',
    page: 'offboardingTasks',
  },
  // Task owners outside HR (IT, finance, managers) open their tasks from My Actions.
  {
    path: '/offboarding-tasks',
    label: 'offboardingTasks',
    requires: {},
    flag: 'offboardingTasks',
    page: 'offboardingTasks',
  },
  {
    path: '/offboarding-dashboard',
    label: 'offboardingDashboard',
    requires: needs(section('OFFBOARDING', 'OffboardingDashboard')),
    flag: 'offboarding',
    menu: 'offboarding',
    page: 'offboardingDashboard',
  },
  // Not in the SPEC's route list: where HR sets up exit approvers and task templates (README Decisions).
  {
    path: '/offboarding-setup',
    label: 'offboardingSetup',
    requires: needs(feature('OFFBOARDING', 'SubmitResignationOnBehalf')),
    flag: 'offboarding',
    menu: 'offboarding',
    page: 'offboardingSetup',
  },
  // HR and managers initiate transfers; approvers (ApproveTransfer) decide them.
  {
    path: '/transfer-request',
    label: 'transferRequests',
    requires: { anyOf: [section('OFFBOARDING', 'TransferRequests'), feature('OFFBOARDING', 'ApproveTransfer')] },
    flag: 'offboardingTransfers',
    menu: 'offboarding',
    page: 'transferRequests',
  },
  // Reached from the list and My Actions; the API decides who may read it.
  {
    path: '/transfer-request/:id',
    label: 'transferRequestDetails',
    requires: {},
    flag: 'offboardingTransfers',
    page: 'transferRequestDetails',
  },
  // SPEC §6: the exit survey only for Resigned users with one assigned; HR and managers read the responses on the same page.
  {
    path: '/offboarding-feedback',
    label: 'exitSurvey',
    requires: { ...needs(section('OFFBOARDING', 'ExitSurvey')), when: (ctx) => ctx.hasExitSurvey },
    flag: 'offboardingExitSurvey',
    menu: 'offboarding',
    page: 'exitSurvey',
  },
  {
    path: '/offboarding-feedback',
    label: 'exitSurveyResponses',
    requires: {
      anyOf: [feature('OFFBOARDING', 'SubmitResignationOnBehalf'), feature('OFFBOARDING', 'TeamOffboarding')],
    },
    flag: 'offboardingExitSurvey',
    menu: 'offboarding',
    page: 'exitSurvey',
  },

  {
    path: '/setup',
    label: 'setupChecklist',
    requires: needs(section('ADMINISTRATION', 'SetupChecklist')),
    menu: 'setup',
    page: 'setupChecklist',
  },
  {
    path: '/employees',
    label: 'setupEmployees',
    requires: needs(section('ADMINISTRATION', 'SetupEmployees'), section('EMPLOYEE', 'HrEmployeeList')),
    menu: 'setup',
    page: 'employeeList',
  },
  {
    path: '/leave-management',
    label: 'setupLeaveManagement',
    requires: needs(section('ADMINISTRATION', 'SetupLeaveManagement')),
    menu: 'setup',
    page: 'leaveManagement',
  },
  {
    path: '/master-data',
    label: 'masterData',
    requires: needs(section('ADMINISTRATION', 'MasterData')),
    menu: 'setup',
    page: 'masterData',
  },
  {
    path: '/building',
    label: 'buildings',
    requires: needs(section('ADMINISTRATION', 'MasterData')),
    menu: 'setup',
    page: 'buildings',
  },
  {
    path: '/edit-company-information',
    label: 'editCompanyInformation',
    requires: needs(feature('ORGANIZATION', 'EditCompanyInformation')),
    menu: 'setup',
    page: 'companyInformation',
  },
  {
    path: '/payroll-simulation',
    label: 'payrollSimulation',
    requires: needs(section('ADMINISTRATION', 'PayrollSimulation')),
    flag: 'payrollSimulation',
    menu: 'setup',
    page: 'payrollSimulations',
  },
  {
    path: '/payroll-simulation-form',
    label: 'payrollSimulationForm',
    requires: needs(section('ADMINISTRATION', 'PayrollSimulation')),
    flag: 'payrollSimulation',
    page: 'payrollSimulationForm',
  },
  {
    path: '/payroll-simulation-details',
    label: 'payrollSimulationDetails',
    requires: needs(section('ADMINISTRATION', 'PayrollSimulation')),
    flag: 'payrollSimulation',
    page: 'payrollSimulationDetails',
  },
  // Not in the SPEC's route list: HR's editor of the statutory rates the simulations use (issue 21; README Decisions).
  {
    path: '/payroll-simulation-rates',
    label: 'payrollRateSets',
    requires: needs(section('ADMINISTRATION', 'PayrollSimulation')),
    flag: 'payrollSimulation',
    page: 'payrollRateSets',
  },
  {
    path: '/policy',
    label: 'setupPolicies',
    requires: needs(section('ADMINISTRATION', 'SetupPolicies')),
    menu: 'setup',
    page: 'policySetup',
  },
  {
    path: '/policy/:route',
    label: 'policyType',
    requires: needs(section('ADMINISTRATION', 'SetupPolicies')),
    page: 'policySetup',
  },
  {
    path: '/timesheet-management',
    label: 'timesheetSetup',
    requires: needs(section('ADMINISTRATION', 'TimesheetSetup')),
    flag: 'timesheet',
    menu: 'setup',
    page: 'timesheetManagement',
  },
  {
    path: '/clients',
    label: 'clients',
    requires: needs(section('CLIENTS_AND_PROJECTS', 'Clients')),
    flag: 'timesheet',
    menu: 'setup',
    page: 'clients',
  },
  {
    path: '/clients-details',
    label: 'clientDetails',
    requires: needs(section('CLIENTS_AND_PROJECTS', 'Clients')),
    flag: 'timesheet',
    page: 'clientDetails',
  },
  {
    path: '/projects',
    label: 'projects',
    requires: needs(section('CLIENTS_AND_PROJECTS', 'Projects'), feature('CLIENTS_AND_PROJECTS', 'EditProject')),
    flag: 'timesheet',
    menu: 'setup',
    page: 'projects',
  },
  {
    path: '/project-details',
    label: 'projectDetails',
    requires: needs(feature('CLIENTS_AND_PROJECTS', 'EditProject')),
    flag: 'timesheet',
    page: 'projectNew',
  },
  // Not in the SPEC's route list: the ERP project sync of SPEC §7 beside the projects it feeds (README Decisions).
  {
    path: '/erp-project-sync',
    label: 'erpProjectSync',
    requires: needs(feature('CLIENTS_AND_PROJECTS', 'SyncOracleProjects')),
    flag: 'syncProjectsFromOracleERP',
    menu: 'setup',
    page: 'erpProjectSync',
  },
  {
    path: '/user-access-role-management',
    label: 'userManagement',
    requires: needs(section('ADMINISTRATION', 'SetupUserManagement'), feature('ADMINISTRATION', 'ManageRoles')),
    menu: 'setup',
    page: 'roleManagement',
  },
  {
    path: '/user-role-assignment',
    label: 'userRoleAssignment',
    requires: needs(
      section('ADMINISTRATION', 'SetupUserManagement'),
      feature('ADMINISTRATION', 'ManageUserEntityRoles'),
    ),
    menu: 'setup',
    page: 'userRoleAssignment',
  },
  {
    path: '/user-entities-assignment',
    label: 'userEntitiesAssignment',
    requires: needs(
      section('ADMINISTRATION', 'SetupUserManagement'),
      feature('ADMINISTRATION', 'ManageUserEntityRoles'),
    ),
    menu: 'setup',
    page: 'userEntitiesAssignment',
  },
  // The spec has no route for the flag page; it sits in the Setup menu beside the other tenant settings.
  {
    path: '/feature-flags',
    label: 'featureFlags',
    requires: needs(feature('ADMINISTRATION', 'ManageFeatureFlags')),
    menu: 'setup',
    page: 'featureFlags',
  },
  // Not in the SPEC's route list: the job history of issue 14 (README Decisions).
  {
    path: '/job-history',
    label: 'jobHistory',
    requires: needs(section('ADMINISTRATION', 'ViewJobs')),
    menu: 'setup',
    page: 'jobHistory',
  },
  // Not in the SPEC's route list: where HR uploads payslips, grants options and sets the pay and ESOP links (README Decisions).
  {
    path: '/finance-setup',
    label: 'financeSetup',
    requires: { anyOf: [feature('FINANCE', 'ManagePay'), feature('FINANCE', 'ManageEsop')] },
    flag: 'myFinance',
    menu: 'setup',
    page: 'financeSetup',
  },

  ...REPORT_DESTINATIONS,

  {
    path: '/my-profile',
    label: 'myProfile',
    requires: { when: (ctx) => ctx.isEmployee },
    flag: 'employeeProfile',
    page: 'myProfile',
  },
  // Colleague names link here from the header search and from the directory, so either opens it.
  {
    path: '/employee-profile',
    label: 'employeeProfile',
    requires: { anyOf: [feature('EMPLOYEE', 'EmployeeGlobalSearch'), section('ORGANIZATION', 'EmployeeDirectory')] },
    flag: 'employeeProfile',
    page: 'employeeProfile',
  },
  // SPEC §2 /employee: "the employees" — HR's employee list when open to the user, else the directory.
  {
    path: '/employee',
    label: 'employees',
    requires: { anyOf: [section('EMPLOYEE', 'HrEmployeeList'), section('ORGANIZATION', 'EmployeeDirectory')] },
    page: 'employeeHome',
  },
  {
    path: '/reporting-team',
    label: 'reportingTeam',
    requires: { ...needs(section('EMPLOYEE', 'MyTeam')), when: (ctx) => ctx.isReportingManager },
    page: 'reportingTeam',
  },
  // Not in the SPEC's route list: the HR assistant's settings (issue 22), under the key its API checks; reachable with the chatbot off, to turn it on.
  {
    path: '/assistant-settings',
    label: 'assistantSettings',
    requires: needs(feature('ADMINISTRATION', 'ManageFeatureFlags')),
    menu: 'setup',
    page: 'assistantSettings',
  },
];
