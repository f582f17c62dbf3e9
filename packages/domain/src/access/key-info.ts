import { CATALOGUE } from './catalogue.ts';
import { MODULES, type ModuleKey } from './modules.ts';
import { REPORT_PAGES } from './reports.ts';

/** What the role editor shows for one access key: a readable name and what holding it allows. */
export interface AccessKeyInfo {
  name: string;
  description: string;
}

/** Names and one-line descriptions of every non-report key of the catalogue (a test checks none is missing). */
const KEY_INFO: Record<string, AccessKeyInfo> = {
  Dashboard: { name: 'Dashboard', description: 'Open the home dashboard.' },
  ShowChatbot: { name: 'Chatbot', description: 'Use the HR assistant chatbot.' },

  Organization: { name: 'Organization', description: 'See the organisation structure and hierarchy.' },
  EmployeeDirectory: {
    name: 'Employee directory',
    description: 'Browse colleagues in the directory and open their public profiles.',
  },
  PolicyLibrary: { name: 'Policy library', description: 'Read the policy documents of the legal entity.' },
  LegalEntitySection: {
    name: 'Legal Entity tab',
    description: 'See the Legal Entity tab of the organisation structure.',
  },
  HoldingCompanySection: {
    name: 'Holding Company tab',
    description: 'See the Holding Company tab of the organisation structure.',
  },
  EditCompanyInformation: {
    name: 'Edit company information',
    description: 'Change the company profile, logo and quick links.',
  },

  MyTeam: { name: 'My Actions', description: 'Open My Actions with the team items the other keys allow.' },
  HrEmployeeList: {
    name: 'Employee list (HR)',
    description: 'See every employee of the tenant in the HR employee list.',
  },
  OnboardingDashboard: { name: 'Onboarding', description: 'Open the onboarding dashboard.' },
  ResignedEmployeeList: { name: 'Resigned employees', description: 'See the list of resigned employees.' },
  ActivateEmployee: { name: 'Activate employees', description: 'Search inactive employees and activate them again.' },
  EmployeeGlobalSearch: { name: 'Employee search', description: 'Search employees from the header.' },
  EmployeeProfileEdit: {
    name: 'Edit own profile',
    description: "Change the self-editable sections of one's own profile.",
  },
  EmployeeProfileHrEdit: {
    name: 'Edit any profile (HR)',
    description: "Change every section of any employee's profile.",
  },
  EmployeeSensitiveReveal: {
    name: 'Reveal sensitive data',
    description: 'Show masked national ID, passport, bank and tax numbers (audited).',
  },

  ConsultantList: { name: 'Consultants', description: 'See the list of consultants and contractors.' },
  ConsultantOnboarding: { name: 'Consultant onboarding', description: 'Onboard consultants, one or in bulk.' },
  EditConsultant: { name: 'Edit consultants', description: 'Change consultant and contractor records.' },

  EmpSelfLeaveDashboard: {
    name: 'Leave dashboard',
    description: "Apply for leave and see one's own balances and requests.",
  },
  EmpSelfLeaveHolidayList: {
    name: 'Holiday calendar',
    description: 'See the holiday calendar and take optional holidays.',
  },
  HrLeaveManagement: {
    name: 'Leave management (HR)',
    description: 'See and decide every leave request of the tenant.',
  },
  TeamLeave: { name: 'Team leave', description: "Decide the leave requests of one's whole reporting line." },
  CancelApprovedLeave: {
    name: 'Cancel approved leave',
    description: 'Cancel an approved leave request and give the days back.',
  },

  MyPolicies: { name: 'My policies', description: 'See the policies that apply to oneself.' },
  AssignPolicies: {
    name: 'Assign policies',
    description: 'Assign policy plans to employees, departments, locations and entities.',
  },

  Timesheets: { name: 'Timesheets', description: 'Open the timesheet menu.' },
  AssignedProjectList: { name: 'My projects', description: 'See the projects one is allocated to.' },
  TimesheetSubmit: { name: 'Submit timesheet', description: "Fill in and submit one's weekly timesheet." },
  TimesheetHistory: { name: 'Timesheet history', description: "See one's past timesheets." },
  SubmitEmployeeTimesheet: {
    name: 'Submit without employee record',
    description: 'Submit timesheets as a user who is not an employee.',
  },
  BulkUploadOption: { name: 'Timesheet bulk upload', description: 'Upload timesheets from a file.' },

  TeamTimesheets: { name: 'Team timesheets', description: "See the timesheets of one's team." },
  PendingTimesheets: { name: 'Pending timesheets', description: 'See who has not submitted a timesheet.' },
  TimesheetOverview: { name: 'Timesheet overview', description: 'See hours across projects and teams.' },
  AdminTimesheetApproval: { name: 'Admin timesheet approval', description: "Approve or reject anyone's timesheet." },
  RevenueDetails: { name: 'Revenue details', description: 'See and update project revenue.' },
  TimesheetAutoApproval: {
    name: 'Timesheet auto-approval',
    description: 'Choose whose timesheets are approved automatically.',
  },
  ApproveTeamTimesheet: {
    name: 'Approve team timesheets',
    description: "Approve or reject the timesheets of one's team.",
  },
  RevenueGlobalAccess: {
    name: 'Revenue of all entities',
    description: "See revenue across every legal entity, not only one's own.",
  },

  Clients: { name: 'Clients', description: 'See the clients.' },
  Projects: { name: 'Projects', description: 'See the projects.' },
  ManageProjects: { name: 'Manage projects', description: 'Open the project management pages.' },
  VendorDashboard: { name: 'Vendor dashboard', description: 'See the vendor dashboard.' },
  EditClient: { name: 'Edit clients', description: 'Create and change clients.' },
  EditProject: { name: 'Edit projects', description: 'Create and change projects.' },
  ManageProjectTeam: { name: 'Manage project teams', description: 'Allocate people to projects.' },
  ManageProjectTasks: { name: 'Manage project tasks', description: 'Choose and create the tasks of a project.' },
  SyncOracleProjects: { name: 'Sync projects from ERP', description: 'Import projects from the Oracle ERP.' },

  EmpSelfPerformanceDashboard: { name: 'Performance dashboard', description: "See one's own goals and reviews." },
  EmpSelfSkillSet: { name: 'My skills', description: "Record one's own skills." },
  EmpSelfReview: { name: 'Self review', description: "Fill in one's self review." },
  GoalsSettings: { name: 'Goal settings', description: 'Set up goal types and goal rules.' },
  SkillSetup: { name: 'Skill setup', description: 'Set up skills, categories and proficiency levels.' },
  SkillMatrix: { name: 'Skill matrix', description: 'See the skill matrix of the organisation.' },
  PerformanceReviewSetup: { name: 'Review cycle setup', description: 'Create, launch and manage review cycles.' },
  PerformanceFrameworks: { name: 'Performance frameworks', description: 'Set up frameworks, KPIs and values.' },
  GoalLibrary: { name: 'Goal library', description: 'Browse the library of sample goals.' },
  TeamGoals: { name: 'Team goals', description: "See and approve the goals of one's team." },
  TeamSkills: { name: 'Team skills', description: "See and approve the skills of one's team." },
  TeamPerformanceReview: { name: 'Team reviews', description: "Review the members of one's team." },
  ReviewCalibration: { name: 'Calibration', description: 'Calibrate the ratings of a review cycle.' },

  OffboardingRequest: { name: 'Resignation', description: "Submit and withdraw one's own resignation." },
  ExitSurvey: { name: 'Exit survey', description: 'Fill in an assigned exit survey.' },
  OffboardingDashboard: { name: 'Offboarding dashboard', description: 'See every exit request.' },
  OffboardingTasks: { name: 'Offboarding tasks', description: 'Set up and complete exit tasks.' },
  TransferRequests: { name: 'Transfer requests', description: 'See transfer requests.' },
  TeamOffboarding: { name: 'Team offboarding', description: "Decide the resignations of one's team." },
  SubmitResignationOnBehalf: { name: 'Resign on behalf', description: 'Submit a resignation for another employee.' },
  ApproveTransfer: { name: 'Approve transfers', description: 'Approve or reject transfer requests.' },

  MyFinance: { name: 'My Finance', description: 'Open the My Finance menu.' },
  MyPay: { name: 'My pay', description: "See one's own pay." },
  ESOP: { name: 'ESOP', description: "See one's stock options when allotted." },
  ManagePay: {
    name: 'Manage pay',
    description: 'Upload and read payslips; set the pay and tax links of each country.',
  },
  ManageEsop: {
    name: 'Manage ESOP',
    description: 'Grant stock options, decide exercise requests, upload the ESOP manual and FAQ, set the ESOP links.',
  },

  NavigationReports: { name: 'Reports menu', description: 'Open the Reports menu; each report needs its own key too.' },

  SetupEmployees: { name: 'Set up employees', description: 'Open the HR employee list in the Setup menu.' },
  SetupLeaveManagement: { name: 'Set up leave', description: 'Manage leave types, balances and accruals.' },
  MasterData: { name: 'Master data', description: 'Manage locations, departments, geography and other masters.' },
  SetupOrganizationStructure: {
    name: 'Set up organisation structure',
    description: 'Change the organisation structure and legal entities.',
  },
  PayrollSimulation: { name: 'Payroll simulation', description: 'Run payroll simulations.' },
  SetupPolicies: { name: 'Set up policies', description: 'Create and change policy plans.' },
  TimesheetSetup: { name: 'Set up timesheets', description: 'Manage timesheet settings.' },
  SetupUserManagement: { name: 'User management', description: 'Open role and user administration in the Setup menu.' },
  SetupChecklist: { name: 'Setup checklist', description: 'See the state of every setup area of the company.' },
  ViewMailOutbox: { name: 'Mail outbox', description: 'Read the mail the platform has sent or queued.' },
  ManageRoles: { name: 'Manage roles', description: 'Create, change, copy, disable and delete roles.' },
  ManageUserEntityRoles: {
    name: 'Assign roles',
    description: 'Give users roles in legal entities and take them away.',
  },
  ManageFeatureFlags: { name: 'Feature flags', description: "Turn the tenant's features on and off." },
  ManageUsers: {
    name: 'Manage user accounts',
    description: 'Create accounts for employees, deactivate, reactivate, unlock and force password resets.',
  },
  ViewJobs: { name: 'Job history', description: 'See background and scheduled jobs with their progress and errors.' },
  ManageJobs: { name: 'Manage jobs', description: 'Cancel queued jobs.' },
  ViewAuditLog: {
    name: 'Audit log',
    description: 'Read and export every recorded change of the company: who, what, which record, when.',
  },
  EmployeeSurvey: {
    name: 'Employee survey',
    description: 'Answer the open pulse and engagement surveys addressed to one.',
  },
  ManageSurveys: {
    name: 'Manage surveys',
    description: 'Build questionnaires, launch employee surveys and read their results.',
  },
};

const REPORT_INFO: Record<string, AccessKeyInfo> = Object.fromEntries(
  REPORT_PAGES.map((report) => [
    report.accessKey,
    { name: report.title, description: `Open the ${report.title} in the Reports menu.` },
  ]),
);

/** 'EmployeeProfileEdit' → 'Employee profile edit': for a key added to the catalogue without its text yet. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function accessKeyInfo(key: string): AccessKeyInfo {
  return KEY_INFO[key] ?? REPORT_INFO[key] ?? { name: humanize(key), description: '' };
}

/** Keys of the catalogue that still lack a name and description (kept empty by a test). */
export function undescribedAccessKeys(): string[] {
  return MODULES.flatMap((module: ModuleKey) => [...CATALOGUE[module].sections, ...CATALOGUE[module].features]).filter(
    (key) => !KEY_INFO[key] && !REPORT_INFO[key],
  );
}
