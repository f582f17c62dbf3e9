import { REPORT_GROUPS, type ReportAccessKey } from '@tenure/domain/access';
import { CATALOGUE_TEXTS } from '@tenure/domain/errors';
import { MESSAGES, NOTIFICATION_TITLES } from '@tenure/domain/messages';
import { rolesEn } from '../features/access/locales/access-en.ts';
import { actionsEn } from '../features/actions/locales/actions-en.ts';
import { bulkOnboardingEn, bulkUpdateEn } from '../features/onboarding/locales/bulk-onboarding-en.ts';
import { employeesEn } from '../features/employees/locales/employees-en.ts';
import { homeEn } from '../features/dashboard/locales/home-en.ts';
import { jobsEn } from '../features/jobs/locales/jobs-en.ts';
import { onboardingLifecycleEn } from '../features/onboarding/locales/onboarding-lifecycle-en.ts';
import { leaveEn } from '../features/leave/locales/leave-en.ts';
import { notificationCenterEn } from '../features/notifications/locales/notifications-en.ts';
import { offboardingEn } from '../features/offboarding/locales/offboarding-en.ts';
import { exitDashboardEn } from '../features/offboarding/locales/exit-dashboard-en.ts';
import { journeyEn } from '../features/employees/locales/journey-en.ts';
import { skillsEn } from '../features/performance/locales/skills-en.ts';
import { frameworksEn } from '../features/performance/locales/frameworks-en.ts';
import { transfersEn } from '../features/offboarding/locales/transfers-en.ts';
import { surveysEn } from '../features/surveys/locales/surveys-en.ts';
import { goalsEn } from '../features/performance/locales/performance-goals-en.ts';
import { reviewsEn } from '../features/performance/locales/performance-reviews-en.ts';
import { onboardingEn } from '../features/onboarding/locales/onboarding-en.ts';
import { orgEn } from '../features/org/locales/org-en.ts';
import { policiesEn } from '../features/policies/locales/policies-en.ts';
import { projectsEn } from '../features/timesheets/locales/projects-en.ts';
import { setupEn } from '../features/admin/locales/setup-en.ts';
import { featureFlagsEn } from '../features/tenants/locales/feature-flags-en.ts';
import { uploadEn } from './upload-en.ts';
import {
  clientApiKeysEn,
  externalApprovalEn,
  timesheetUploadEn,
} from '../features/timesheets/locales/timesheet-upload-en.ts';
import {
  pendingTimesheetsEn,
  timesheetApprovalsEn,
  timesheetHistoryEn,
  timesheetOverviewEn,
  timesheetWeekEn,
} from '../features/timesheets/locales/timesheet-weeks-en.ts';
import { usersEn } from '../features/users/locales/users-en.ts';
import { vendorsEn } from '../features/vendors/locales/vendors-en.ts';
import {
  timesheetAutoApprovalEn,
  timesheetRevenueEn,
  timesheetSettingsEn,
} from '../features/timesheets/locales/timesheet-revenue-en.ts';
import { financeEn } from '../features/finance/locales/finance-en.ts';
import { assistantSettingsEn, chatEn } from '../features/chat/locales/chat-en.ts';
import { payrollEn } from '../features/finance/locales/payroll-en.ts';
import { calibrationStatsEn } from '../features/performance/locales/performance-calibration-en.ts';

/** Report titles come from the report catalogue of @tenure/domain/access. */
const reportTitles = Object.fromEntries(
  REPORT_GROUPS.flatMap((group) => group.reports.map((report) => [report.accessKey, report.title])),
) as Record<ReportAccessKey, string>;

/** English, complete. Spec texts come from @tenure/domain/messages so they are never retyped. */
export const en = {
  app: {
    name: 'Tenure',
    loading: 'Loading…',
    close: 'Close',
    skipToContent: 'Skip to main content',
    version: 'Version {{version}}',
    copyright: '© {{year}} Tenure HR',
  },
  /** The calendar of every date picker. */
  dates: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
    clear: 'Clear date',
  },
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
    mr: 'मराठी',
    pt: 'Português',
    ru: 'Русский',
  },
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    leaves: 'Leaves',
    leaveDashboard: 'Leave Dashboard',
    holidayCalendar: 'Holiday Calendar',
    timesheet: 'Timesheet',
    myProjects: 'My Projects',
    manageProjects: 'Manage Projects',
    clients: 'Clients',
    clientDetails: 'Client Details',
    projects: 'Projects',
    projectDetails: 'Project Details',
    allocatedProjects: 'Allocated Projects',
    submitTimesheet: 'Submit Timesheet',
    timesheetHistory: 'Timesheet History',
    timesheetBulkUpload: 'Bulk Upload',
    teamTimesheets: 'Team Timesheets',
    weeklyTimesheet: 'Timesheet',
    timesheetDetails: 'Timesheet Details',
    approvalTimesheet: 'Timesheet Approval',
    adminTimesheetApproval: 'Admin Timesheet Approval',
    timesheetOverview: 'Timesheet Overview',
    pendingTimesheets: 'Pending Timesheets',
    revenueDetails: 'Revenue Details',
    timesheetAutoApproval: 'Auto-Approval',
    performance: 'Performance',
    performanceDashboard: 'Performance Dashboard',
    mySkills: 'My Skill Set',
    skillSetup: 'Skill Setup',
    teamSkills: 'Team Skill Sets',
    skillApprovals: 'Skill Set Approval',
    skillMatrix: 'Skill Matrix',
    performanceFrameworks: 'Performance Frameworks',
    performanceValues: 'Company Values',
    selfReview: 'Self Review',
    myActions: 'My Actions',
    employees: 'Employees',
    organization: 'Organization',
    organizationStructure: 'Organization Structure',
    organizationHierarchy: 'Organization Hierarchy',
    employeeDirectory: 'Employee Directory',
    policyLibrary: 'Policy Library',
    myFinance: 'My Finance',
    myPay: 'My Pay',
    esop: 'ESOP',
    financeSetup: 'Finance Setup',
    esopDocument: 'ESOP Document',
    onboarding: 'Onboarding',
    setup: 'Setup',
    setupEmployees: 'Employees',
    setupLeaveManagement: 'Leave Management',
    masterData: 'Master Data',
    buildings: 'Buildings',
    editCompanyInformation: 'Company Information',
    payrollSimulation: 'Payroll Simulation',
    setupPolicies: 'Policies',
    timesheetSetup: 'Timesheet Setup',
    userManagement: 'User Management',
    setupChecklist: 'Setup Checklist',
    featureFlags: 'Feature Flags',
    userRoleAssignment: 'User Role Assignment',
    userEntitiesAssignment: 'User Entities Assignment',
    jobHistory: 'Job History',
    activateEmployee: 'Search Inactive Employee',
    resignedEmployees: 'Resigned Employees',
    onboardingTasks: 'Onboarding Tasks',
    offboarding: 'Offboarding',
    offboardingRequest: 'Resignation',
    offboardingRequestDetails: 'Resignation Details',
    offboardingTasks: 'Offboarding Tasks',
    offboardingDashboard: 'Offboarding Dashboard',
    offboardingSetup: 'Offboarding Setup',
    transferRequests: 'Transfers',
    transferRequestDetails: 'Transfer Details',
    employeeSurvey: 'Employee Survey',
    surveyResults: 'Survey Results',
    exitSurvey: 'Exit Survey',
    exitSurveyResponses: 'Exit Survey Responses',
    bulkOnboarding: 'Bulk Onboarding',
    bulkConsultantOnboarding: 'Bulk Consultant Onboarding',
    bulkUpdate: 'Bulk Update',
    vendorDashboard: 'Vendor Dashboard',
    erpProjectSync: 'ERP Project Sync',
    goalsSettings: 'Goal Settings',
    goalsRmView: 'Team Goals',
    goalsApprovalView: 'Team Goals Approval',
    goalLibrary: 'Goal Library',
    reviewSetup: 'Review Cycles',
    reviewCycleEmployees: 'Review Cycle Employees',
    teamReviews: 'Team Reviews',
    calibration: 'Calibration',
    reviewDetails: 'Review Details',
    reports: 'Reports',
    allocationReports: 'Allocation',
    clientsAndProjectsReports: 'Clients & Projects',
    employeeManagementReports: 'Employee Management',
    leaveAttendanceReports: 'Leave & Attendance',
    timesheetReports: 'Timesheet',
    userManagementReports: 'User Management',
    utilizationReports: 'Utilization',
    myProfile: 'My Profile',
    employeeProfile: 'Employee Profile',
    reportingTeam: 'Reporting Team',
    teamLeave: 'Team Leave',
    applyLeave: 'Apply Leave',
    addEmployee: 'Add Employee',
    jobOnboarding: 'Job Onboarding',
    policyType: 'Policy',
    webClock: 'Web Clock-in',
    payrollSimulationForm: 'Payroll Simulation Form',
    payrollSimulationDetails: 'Payroll Simulation Details',
    payrollRateSets: 'Payroll Rate Sets',
    assistantSettings: 'HR Assistant',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
  },
  header: {
    search: 'Search employees',
    searchPlaceholder: 'Search for employee...',
    searchConsultantPlaceholder: 'Search for consultant...',
    /** On a phone the header has room for a word. */
    searchShortPlaceholder: 'Search...',
    searching: 'Searching…',
    userMenu: 'Account menu',
    profile: 'Profile',
    switchOrganization: 'Switch Organization',
    logout: 'Logout',
    noEntity: 'No organization selected',
  },
  switchOrganization: {
    title: 'Switch Organization',
    description: 'Choose the legal entity you want to work in. Pages and data will reload for it.',
    entity: 'Organization',
    current: 'Current: {{name}}',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  login: {
    title: 'Sign in to {{tenant}}',
    subtitle: 'Use your work username or email address.',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    signIn: 'Sign in',
    signInWithSso: 'Sign in with single sign-on',
    forgotPassword: 'Forgot password?',
    or: 'or',
    introTitle: 'Your people, their work and time — in one place.',
    introText:
      'Tenure brings employee records, leave, timesheets, performance and reports together for every legal entity you manage.',
    introPoints: {
      selfService: 'Self-service for leave, timesheets and profiles',
      approvals: 'Fast approvals for managers and project leads',
      insights: 'Reports across entities in the US, India, Singapore and Costa Rica',
    },
  },
  forgotPassword: {
    title: 'Reset your password',
    description: 'Enter your username. We will send a one-time password to your registered email.',
    sendOtp: 'Send one-time password',
    otp: 'One-time password',
    newPassword: 'New password',
    resetPassword: 'Reset password',
    cancel: 'Cancel',
  },
  setPassword: {
    inviteTitle: 'Welcome to {{tenant}}',
    resetTitle: 'Choose a new password',
    intro: 'Choose the password for your username {{username}}.',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    rules: 'At least 7 characters, with a letter, a digit and a special character.',
    submit: 'Set password',
    checking: 'Checking your link…',
    toLogin: 'Go to the login page',
  },
  home: homeEn,
  employees: employeesEn,
  pages: {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    notAuthorizedTitle: 'Access denied',
    comingSoonTitle: 'Coming soon',
    comingSoonText: 'This page is being built and will be available in a later release.',
    backHome: 'Back to home',
  },
  org: orgEn,
  actions: actionsEn,
  roles: rolesEn,
  leave: leaveEn,
  onboarding: onboardingEn,
  timesheetWeek: timesheetWeekEn,
  timesheetApprovals: timesheetApprovalsEn,
  timesheetHistory: timesheetHistoryEn,
  timesheetOverview: timesheetOverviewEn,
  pendingTimesheets: pendingTimesheetsEn,
  timesheetUpload: timesheetUploadEn,
  clientApiKeys: clientApiKeysEn,
  externalApproval: externalApprovalEn,
  timesheetRevenue: timesheetRevenueEn,
  timesheetAutoApproval: timesheetAutoApprovalEn,
  timesheetSettings: timesheetSettingsEn,
  jobs: jobsEn,
  onboardingLifecycle: onboardingLifecycleEn,
  offboarding: offboardingEn,
  exitDashboard: exitDashboardEn,
  journey: journeyEn,
  skills: skillsEn,
  frameworks: frameworksEn,
  transfers: transfersEn,
  surveys: surveysEn,
  goals: goalsEn,
  reviews: reviewsEn,
  upload: uploadEn,
  bulkOnboarding: bulkOnboardingEn,
  bulkUpdate: bulkUpdateEn,
  projects: projectsEn,
  policies: policiesEn,
  setup: setupEn,
  featureFlags: featureFlagsEn,
  users: usersEn,
  vendors: vendorsEn,
  reports: reportTitles,
  notifications: NOTIFICATION_TITLES,
  notificationCenter: notificationCenterEn,
  messages: MESSAGES,
  /** Every server message by its catalogue key (@tenure/domain/errors): English; other languages translate what they can. */
  server: CATALOGUE_TEXTS,
  finance: financeEn,
  /** The PDF viewer of components/PdfPreviewModal. */
  pdf: { download: 'Download' },
  chat: chatEn,
  payroll: payrollEn,
  assistantSettings: assistantSettingsEn,
  calibrationStats: calibrationStatsEn,
};

export type Translation = typeof en;
