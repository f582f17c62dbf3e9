import type { FlagKey } from './keys.ts';

/** The areas the feature-flag page groups flags by, in page order. */
export const FLAG_AREAS = [
  'people',
  'onboarding',
  'timesheet',
  'performance',
  'offboarding',
  'finance',
  'assistant',
  'platform',
] as const;
export type FlagArea = (typeof FLAG_AREAS)[number];

/**
 * Each flag's area and its readable name in English (the description is FLAG_DESCRIPTIONS); the flag page
 * shows both in the reader's language (apps/web tenants locales).
 */
export const FLAG_INFO: Record<FlagKey, { area: FlagArea; name: string }> = {
  dashboard: { area: 'people', name: 'Dashboard' },
  employeeProfile: { area: 'people', name: 'Employee profile' },
  employeeDirectory: { area: 'people', name: 'Employee directory' },
  reports: { area: 'people', name: 'Reports' },
  employeeLifecycleJourney: { area: 'people', name: 'Employee lifecycle journey' },
  employeeSurvey: { area: 'people', name: 'Employee survey' },
  onboardingAppDashboard: { area: 'onboarding', name: 'Onboarding dashboard' },
  singleOnboarding: { area: 'onboarding', name: 'Single onboarding' },
  bulkOnboarding: { area: 'onboarding', name: 'Bulk onboarding' },
  drafts: { area: 'onboarding', name: 'Onboarding drafts' },
  ageRestrictionPopups: { area: 'onboarding', name: 'Age restriction pop-ups' },
  autoEmployeeNumberGeneration: { area: 'onboarding', name: 'Automatic employee numbers' },
  gradeAndLevelInOnboarding: { area: 'onboarding', name: 'Grade and level in onboarding' },
  bulkUpdates: { area: 'onboarding', name: 'Bulk updates' },
  timesheet: { area: 'timesheet', name: 'Timesheets' },
  estimatedHours: { area: 'timesheet', name: 'Estimated hours' },
  plpEstimatedHours: { area: 'timesheet', name: 'Project-level estimated hours' },
  revenue: { area: 'timesheet', name: 'Revenue details' },
  autoApproval: { area: 'timesheet', name: 'Timesheet auto-approval' },
  timesheetHistoryLog: { area: 'timesheet', name: 'Timesheet history log' },
  pendingTimeSheets: { area: 'timesheet', name: 'Pending timesheets' },
  impactOfMultipleAllocations: { area: 'timesheet', name: 'Impact of multiple allocations' },
  restrictHistoricalTimeSheetEdit: { area: 'timesheet', name: 'Lock past timesheets' },
  projectSetupHistoryLogs: { area: 'timesheet', name: 'Project setup history log' },
  physicalDeleteResource: { area: 'timesheet', name: 'Delete project resources' },
  syncProjectsFromOracleERP: { area: 'timesheet', name: 'Oracle ERP project sync' },
  vendorDashboard: { area: 'timesheet', name: 'Vendor dashboard' },
  performanceDashboard: { area: 'performance', name: 'Performance dashboard' },
  performanceGoalsSettings: { area: 'performance', name: 'Goal settings' },
  performanceSkillMatrix: { area: 'performance', name: 'Skill matrix' },
  performanceSelfReview: { area: 'performance', name: 'Self review' },
  performanceTeamGoalsApproval: { area: 'performance', name: 'Team goals approval' },
  performanceReviewSetup: { area: 'performance', name: 'Review setup' },
  performanceGoalLibrary: { area: 'performance', name: 'Goal library' },
  offboarding: { area: 'offboarding', name: 'Offboarding' },
  offboardingExitSurvey: { area: 'offboarding', name: 'Exit survey' },
  offboardingTasks: { area: 'offboarding', name: 'Offboarding tasks' },
  offboardingTransfers: { area: 'offboarding', name: 'Transfers' },
  myFinance: { area: 'finance', name: 'My Finance' },
  esop: { area: 'finance', name: 'ESOP' },
  payrollSimulation: { area: 'finance', name: 'Payroll simulation' },
  chatbot: { area: 'assistant', name: 'Chatbot' },
  newAIChatbot: { area: 'assistant', name: 'New AI chatbot' },
  streamingChatbot: { area: 'assistant', name: 'Streaming chatbot' },
  payloadEncryption: { area: 'platform', name: 'Payload encryption' },
};

/**
 * Flags whose change every signed-in user feels at once (the whole home page, every profile, every
 * request body): the flag page asks before changing them.
 */
export const RISKY_FLAGS: readonly FlagKey[] = ['dashboard', 'employeeProfile', 'payloadEncryption'];
