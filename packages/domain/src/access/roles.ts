import { feature, section, type AccessKey } from './access-key.ts';
import { CATALOGUE } from './catalogue.ts';
import { MODULES } from './modules.ts';
import { mergePermissionMaps, permissionMapOf, type PermissionMap } from './permission-map.ts';
import { REPORT_ACCESS_KEYS, SENSITIVE_REPORT_ACCESS_KEYS, type ReportAccessKey } from './reports.ts';

/**
 * Roles seeded in every new tenant. A user holds several (manager01: EMPLOYEE + REPORTING_MANAGER)
 * and the effective map is their merge, so each role only carries what it adds to EMPLOYEE.
 * HR_DIRECTOR includes HR_EXECUTIVE so a director needs one HR role, not two.
 */
export const ROLE_CODES = [
  'SUPER_ADMIN',
  'HR_DIRECTOR',
  'HR_EXECUTIVE',
  'REPORTING_MANAGER',
  'EMPLOYEE',
  'PROJECT_MANAGER',
  'DESIGNATED_APPROVER',
  'CONSULTANT',
] as const;

export type RoleCode = (typeof ROLE_CODES)[number];

export interface SeededRole {
  name: string;
  description: string;
  grants: PermissionMap;
}

const report = (key: ReportAccessKey): AccessKey => section('REPORTS', key);

/** Self-service shared by employees and consultants; leave is added for employees only (SPEC §6). */
const SELF_SERVICE: readonly AccessKey[] = [
  section('DASHBOARD', 'Dashboard'),
  feature('DASHBOARD', 'ShowChatbot'),
  section('TIMESHEET', 'Timesheets'),
  section('TIMESHEET', 'AssignedProjectList'),
  section('TIMESHEET', 'TimesheetSubmit'),
  section('TIMESHEET', 'TimesheetHistory'),
  section('PERFORMANCE_MANAGEMENT', 'EmpSelfPerformanceDashboard'),
  section('PERFORMANCE_MANAGEMENT', 'EmpSelfSkillSet'),
  section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview'),
  section('ORGANIZATION', 'Organization'),
  section('ORGANIZATION', 'EmployeeDirectory'),
  section('ORGANIZATION', 'PolicyLibrary'),
  section('POLICIES', 'MyPolicies'),
  section('FINANCE', 'MyFinance'),
  section('FINANCE', 'MyPay'),
  section('FINANCE', 'ESOP'),
  section('OFFBOARDING', 'OffboardingRequest'),
  section('OFFBOARDING', 'ExitSurvey'),
  section('SURVEYS', 'EmployeeSurvey'),
  feature('EMPLOYEE', 'EmployeeGlobalSearch'),
  feature('EMPLOYEE', 'EmployeeProfileEdit'),
];

const EMPLOYEE_LEAVE: readonly AccessKey[] = [
  section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'),
  section('LEAVE_MANAGEMENT', 'EmpSelfLeaveHolidayList'),
];

/** Approving the team's timesheets, shared by reporting managers, approvers and project managers. */
const TEAM_TIMESHEETS: readonly AccessKey[] = [
  section('EMPLOYEE', 'MyTeam'),
  section('WORK_TIMESHEET', 'TeamTimesheets'),
  section('WORK_TIMESHEET', 'PendingTimesheets'),
  feature('WORK_TIMESHEET', 'ApproveTeamTimesheet'),
];

const HR_EXECUTIVE: readonly AccessKey[] = [
  section('EMPLOYEE', 'HrEmployeeList'),
  section('EMPLOYEE', 'OnboardingDashboard'),
  section('EMPLOYEE', 'ResignedEmployeeList'),
  section('EMPLOYEE', 'ActivateEmployee'),
  feature('EMPLOYEE', 'EmployeeProfileHrEdit'),
  section('CONSULTANT', 'ConsultantList'),
  section('CONSULTANT', 'ConsultantOnboarding'),
  feature('CONSULTANT', 'EditConsultant'),
  section('LEAVE_MANAGEMENT', 'HrLeaveManagement'),
  feature('LEAVE_MANAGEMENT', 'CancelApprovedLeave'),
  feature('POLICIES', 'AssignPolicies'),
  feature('TIMESHEET', 'BulkUploadOption'),
  section('OFFBOARDING', 'OffboardingDashboard'),
  section('OFFBOARDING', 'OffboardingTasks'),
  section('OFFBOARDING', 'TransferRequests'),
  feature('OFFBOARDING', 'SubmitResignationOnBehalf'),
  section('ADMINISTRATION', 'SetupEmployees'),
  section('ADMINISTRATION', 'SetupLeaveManagement'),
  // Revenue of the entities they work in (issue 17); rates and period close need RevenueGlobalAccess.
  section('WORK_TIMESHEET', 'RevenueDetails'),
  feature('SURVEYS', 'ManageSurveys'),
  section('REPORTS', 'NavigationReports'),
  feature('FINANCE', 'ManagePay'),
  ...REPORT_ACCESS_KEYS.filter((key) => !(SENSITIVE_REPORT_ACCESS_KEYS as readonly string[]).includes(key)).map(report),
];

const HR_DIRECTOR: readonly AccessKey[] = [
  ...HR_EXECUTIVE,
  ...SENSITIVE_REPORT_ACCESS_KEYS.map(report),
  feature('EMPLOYEE', 'EmployeeSensitiveReveal'),
  feature('OFFBOARDING', 'ApproveTransfer'),
  section('ORGANIZATION', 'LegalEntitySection'),
  section('ORGANIZATION', 'HoldingCompanySection'),
  feature('ORGANIZATION', 'EditCompanyInformation'),
  section('ADMINISTRATION', 'MasterData'),
  section('ADMINISTRATION', 'SetupOrganizationStructure'),
  section('ADMINISTRATION', 'SetupPolicies'),
  section('ADMINISTRATION', 'TimesheetSetup'),
  section('ADMINISTRATION', 'PayrollSimulation'),
  section('ADMINISTRATION', 'ViewAuditLog'),
  section('PERFORMANCE_MANAGEMENT', 'GoalsSettings'),
  section('PERFORMANCE_MANAGEMENT', 'SkillSetup'),
  section('PERFORMANCE_MANAGEMENT', 'SkillMatrix'),
  section('PERFORMANCE_MANAGEMENT', 'PerformanceReviewSetup'),
  section('PERFORMANCE_MANAGEMENT', 'PerformanceFrameworks'),
  section('PERFORMANCE_MANAGEMENT', 'GoalLibrary'),
  feature('PERFORMANCE_MANAGEMENT', 'ReviewCalibration'),
  section('WORK_TIMESHEET', 'TimesheetOverview'),
  section('WORK_TIMESHEET', 'AdminTimesheetApproval'),
  feature('WORK_TIMESHEET', 'RevenueGlobalAccess'),
  section('WORK_TIMESHEET', 'TimesheetAutoApproval'),
  feature('FINANCE', 'ManageEsop'),
];

/** Super admin holds every key of the catalogue, including ones added later. */
const EVERYTHING: readonly AccessKey[] = MODULES.flatMap((module) => [
  ...CATALOGUE[module].sections.map((name) => ({ module, section: name }) as AccessKey),
  ...CATALOGUE[module].features.map((name) => ({ module, feature: name }) as AccessKey),
]);

export const SEEDED_ROLES: Record<RoleCode, SeededRole> = {
  SUPER_ADMIN: {
    name: 'Super Admin',
    description: 'Every screen and action, including roles, user-entity roles, feature flags and the mail outbox.',
    grants: permissionMapOf(EVERYTHING),
  },
  HR_DIRECTOR: {
    name: 'HR Director',
    description: 'HR executive access plus organisation, policy and performance setup, all reports and sensitive data.',
    grants: permissionMapOf(HR_DIRECTOR),
  },
  HR_EXECUTIVE: {
    name: 'HR Executive',
    description:
      'Employee list, onboarding, employee and leave setup, HR leave and offboarding, non-sensitive reports.',
    grants: permissionMapOf(HR_EXECUTIVE),
  },
  REPORTING_MANAGER: {
    name: 'Reporting Manager',
    description: "My Team with approval of the team's leave, timesheets, goals, skills, reviews and resignations.",
    grants: permissionMapOf([
      ...TEAM_TIMESHEETS,
      section('WORK_TIMESHEET', 'TimesheetOverview'),
      feature('LEAVE_MANAGEMENT', 'TeamLeave'),
      feature('PERFORMANCE_MANAGEMENT', 'TeamGoals'),
      feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'),
      feature('PERFORMANCE_MANAGEMENT', 'TeamPerformanceReview'),
      feature('OFFBOARDING', 'TeamOffboarding'),
      // Managers initiate transfers of their (indirect) reportees; HR directors approve them.
      section('OFFBOARDING', 'TransferRequests'),
    ]),
  },
  EMPLOYEE: {
    name: 'Employee',
    description: 'Self-service: dashboard, own leave, timesheets, performance, profile, organisation and finance.',
    grants: permissionMapOf([...SELF_SERVICE, ...EMPLOYEE_LEAVE]),
  },
  PROJECT_MANAGER: {
    name: 'Project Manager',
    description: 'Manage Projects for the projects they lead: team, tasks, team timesheets and allocation report.',
    grants: permissionMapOf([
      ...TEAM_TIMESHEETS,
      section('WORK_TIMESHEET', 'TimesheetOverview'),
      section('CLIENTS_AND_PROJECTS', 'Projects'),
      section('CLIENTS_AND_PROJECTS', 'ManageProjects'),
      feature('CLIENTS_AND_PROJECTS', 'ManageProjectTeam'),
      feature('CLIENTS_AND_PROJECTS', 'ManageProjectTasks'),
      section('REPORTS', 'NavigationReports'),
      report('TrResourceProjectAllocationReport'),
    ]),
  },
  DESIGNATED_APPROVER: {
    name: 'Designated Approver',
    description: 'Approves the timesheets of the employees assigned to them.',
    grants: permissionMapOf(TEAM_TIMESHEETS),
  },
  CONSULTANT: {
    name: 'Consultant',
    description: 'Self-service of a consultant or contractor: like Employee but without leave.',
    grants: permissionMapOf(SELF_SERVICE),
  },
};

/** The effective permissions of a user holding these seeded roles. */
export function permissionsOfRoles(codes: readonly RoleCode[]): PermissionMap {
  return mergePermissionMaps(codes.map((code) => SEEDED_ROLES[code].grants));
}
