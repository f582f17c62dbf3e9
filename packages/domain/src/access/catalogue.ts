import type { ModuleKey } from './modules.ts';
import { REPORT_ACCESS_KEYS } from './reports.ts';

/**
 * Every access key a role can grant (SPEC §6), per module.
 * A section gates a screen: a route, a menu entry or a tab of a screen.
 * A feature gates an action on a screen or a data scope beyond the user's own records
 * (team, other employees, tenant administration).
 */
export interface ModuleCatalogue {
  label: string;
  sections: readonly string[];
  features: readonly string[];
}

export const CATALOGUE = {
  DASHBOARD: {
    label: 'Dashboard',
    sections: ['Dashboard'],
    features: ['ShowChatbot'],
  },
  ORGANIZATION: {
    label: 'Organization',
    // LegalEntitySection and HoldingCompanySection are tabs of the org structure screen.
    sections: ['Organization', 'EmployeeDirectory', 'PolicyLibrary', 'LegalEntitySection', 'HoldingCompanySection'],
    features: ['EditCompanyInformation'],
  },
  EMPLOYEE: {
    label: 'Employee',
    // MyTeam is the My Actions screen; what appears inside it is decided by the Team* features.
    sections: ['MyTeam', 'HrEmployeeList', 'OnboardingDashboard', 'ResignedEmployeeList', 'ActivateEmployee'],
    features: ['EmployeeGlobalSearch', 'EmployeeProfileEdit', 'EmployeeProfileHrEdit', 'EmployeeSensitiveReveal'],
  },
  CONSULTANT: {
    label: 'Consultant',
    sections: ['ConsultantList', 'ConsultantOnboarding'],
    features: ['EditConsultant'],
  },
  LEAVE_MANAGEMENT: {
    label: 'Leave Management',
    sections: ['EmpSelfLeaveDashboard', 'EmpSelfLeaveHolidayList', 'HrLeaveManagement'],
    features: ['TeamLeave', 'CancelApprovedLeave'],
  },
  POLICIES: {
    label: 'Policies',
    sections: ['MyPolicies'],
    features: ['AssignPolicies'],
  },
  TIMESHEET: {
    label: 'Timesheet',
    // The user's own timesheets. SubmitEmployeeTimesheet lets a non-employee user submit too.
    sections: ['Timesheets', 'AssignedProjectList', 'TimesheetSubmit', 'TimesheetHistory'],
    features: ['SubmitEmployeeTimesheet', 'BulkUploadOption'],
  },
  WORK_TIMESHEET: {
    label: 'Work Timesheet',
    // Other people's timesheets: approval, overview, revenue and auto-approval.
    sections: [
      'TeamTimesheets',
      'PendingTimesheets',
      'TimesheetOverview',
      'AdminTimesheetApproval',
      'RevenueDetails',
      'TimesheetAutoApproval',
    ],
    features: ['ApproveTeamTimesheet', 'RevenueGlobalAccess'],
  },
  CLIENTS_AND_PROJECTS: {
    label: 'Clients & Projects',
    sections: ['Clients', 'Projects', 'ManageProjects', 'VendorDashboard'],
    features: ['EditClient', 'EditProject', 'ManageProjectTeam', 'ManageProjectTasks', 'SyncOracleProjects'],
  },
  PERFORMANCE_MANAGEMENT: {
    label: 'Performance Management',
    sections: [
      'EmpSelfPerformanceDashboard',
      'EmpSelfSkillSet',
      'EmpSelfReview',
      'GoalsSettings',
      'SkillSetup',
      'SkillMatrix',
      'PerformanceReviewSetup',
      'PerformanceFrameworks',
      'GoalLibrary',
    ],
    features: ['TeamGoals', 'TeamSkills', 'TeamPerformanceReview', 'ReviewCalibration'],
  },
  OFFBOARDING: {
    label: 'Offboarding',
    sections: ['OffboardingRequest', 'ExitSurvey', 'OffboardingDashboard', 'OffboardingTasks', 'TransferRequests'],
    features: ['TeamOffboarding', 'SubmitResignationOnBehalf', 'ApproveTransfer'],
  },
  FINANCE: {
    label: 'My Finance',
    sections: ['MyFinance', 'MyPay', 'ESOP'],
    // ManagePay: payslips, pay and tax links; ManageEsop: grants, exercise decisions, ESOP documents and links.
    features: ['ManagePay', 'ManageEsop'],
  },
  REPORTS: {
    label: 'Reports',
    // NavigationReports shows the Reports menu; each report has its own key (./reports.ts).
    sections: ['NavigationReports', ...REPORT_ACCESS_KEYS],
    features: [],
  },
  ADMINISTRATION: {
    label: 'Administration',
    // The Setup menu of SPEC §6, user management, master data and platform administration.
    sections: [
      'SetupEmployees',
      'SetupLeaveManagement',
      'MasterData',
      'SetupOrganizationStructure',
      'PayrollSimulation',
      'SetupPolicies',
      'TimesheetSetup',
      'SetupUserManagement',
      // The setup checklist (/setup): the state of every setup area of the tenant.
      'SetupChecklist',
      'ViewMailOutbox',
      'ViewJobs',
      // The audit log page (issue 36): every recorded change of the tenant, filtered and exported.
      'ViewAuditLog',
    ],
    // ManageUsers: create accounts for employees, deactivate, reactivate, unlock and force resets.
    features: ['ManageRoles', 'ManageUserEntityRoles', 'ManageFeatureFlags', 'ManageUsers', 'ManageJobs'],
  },
  SURVEYS: {
    label: 'Surveys',
    // EmployeeSurvey: answer the open surveys addressed to one; ManageSurveys: questionnaires, surveys and results.
    sections: ['EmployeeSurvey'],
    features: ['ManageSurveys'],
  },
} as const satisfies Record<ModuleKey, ModuleCatalogue>;

export type SectionOf<M extends ModuleKey> = (typeof CATALOGUE)[M]['sections'][number];
export type FeatureOf<M extends ModuleKey> = (typeof CATALOGUE)[M]['features'][number];
