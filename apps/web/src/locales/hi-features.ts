import type { FeatureTranslation } from './types.ts';
import { serverHi } from './hi-server.ts';
import { rolesHi } from '../features/access/locales/access-hi.ts';
import { actionsHi } from '../features/actions/locales/actions-hi.ts';
import { mfaSettingsHi } from '../features/auth/locales/mfa-hi.ts';
import { sessionsHi } from '../features/auth/locales/sessions-hi.ts';
import { directoryHi } from '../features/auth/locales/directory-hi.ts';
import { ssoSetupHi } from '../features/auth/locales/sso-setup-hi.ts';
import { assistantSettingsHi, chatHi } from '../features/chat/locales/chat-hi.ts';
import { homeHi } from '../features/dashboard/locales/home-hi.ts';
import { employeesHi } from '../features/employees/locales/employees-hi.ts';
import { auditHi } from '../features/audit/locales/audit-hi.ts';
import { jobsHi } from '../features/jobs/locales/jobs-hi.ts';
import { leaveHi } from '../features/leave/locales/leave-hi.ts';
import { notificationCenterHi } from '../features/notifications/locales/notifications-hi.ts';
import { orgHi } from '../features/org/locales/org-hi.ts';
import { policiesHi } from '../features/policies/locales/policies-hi.ts';
import { reportViewerHi } from '../features/reports/locales/reports-hi.ts';
import { projectsHi } from '../features/timesheets/locales/projects-hi.ts';
import {
  timesheetAutoApprovalHi,
  timesheetRevenueHi,
  timesheetSettingsHi,
} from '../features/timesheets/locales/timesheet-revenue-hi.ts';
import {
  clientApiKeysHi,
  externalApprovalHi,
  timesheetUploadHi,
} from '../features/timesheets/locales/timesheet-upload-hi.ts';
import {
  pendingTimesheetsHi,
  timesheetApprovalsHi,
  timesheetHistoryHi,
  timesheetOverviewHi,
  timesheetWeekHi,
} from '../features/timesheets/locales/timesheet-weeks-hi.ts';
import { vendorsHi } from '../features/vendors/locales/vendors-hi.ts';
import { uploadHi } from './upload-hi.ts';
import { goalsHi } from '../features/performance/locales/performance-goals-hi.ts';
import { reviewsHi } from '../features/performance/locales/performance-reviews-hi.ts';
import { skillsHi } from '../features/performance/locales/skills-hi.ts';
import { surveysHi } from '../features/surveys/locales/surveys-hi.ts';
import { offboardingHi } from '../features/offboarding/locales/offboarding-hi.ts';
import { onboardingHi } from '../features/onboarding/locales/onboarding-hi.ts';
import { onboardingLifecycleHi } from '../features/onboarding/locales/onboarding-lifecycle-hi.ts';
import { journeyHi } from '../features/employees/locales/journey-hi.ts';
import { transfersHi } from '../features/offboarding/locales/transfers-hi.ts';
import { financeHi } from '../features/finance/locales/finance-hi.ts';
import { calibrationStatsHi } from '../features/performance/locales/performance-calibration-hi.ts';
import { frameworksHi } from '../features/performance/locales/frameworks-hi.ts';
import { exitDashboardHi } from '../features/offboarding/locales/exit-dashboard-hi.ts';
import { payrollHi } from '../features/finance/locales/payroll-hi.ts';
import { bulkOnboardingHi, bulkUpdateHi } from '../features/onboarding/locales/bulk-onboarding-hi.ts';
import { featureFlagsHi } from '../features/tenants/locales/feature-flags-hi.ts';
import { utilisationHi } from '../features/reports/locales/utilisation-hi.ts';
import { biDashboardHi } from '../features/reports/locales/report-bi-hi.ts';
import { setupHi } from '../features/admin/locales/setup-hi.ts';
import { usersHi } from '../features/users/locales/users-hi.ts';

/** Hindi texts of the features' pages, fetched with the first signed-in page (the parts still pending: completeness.ts). */
export const hiFeatures: FeatureTranslation = {
  server: serverHi,
  home: homeHi,
  actions: actionsHi,
  leave: leaveHi,
  notificationCenter: notificationCenterHi,
  timesheetWeek: timesheetWeekHi,
  timesheetApprovals: timesheetApprovalsHi,
  timesheetHistory: timesheetHistoryHi,
  timesheetOverview: timesheetOverviewHi,
  pendingTimesheets: pendingTimesheetsHi,
  timesheetUpload: timesheetUploadHi,
  clientApiKeys: clientApiKeysHi,
  externalApproval: externalApprovalHi,
  timesheetRevenue: timesheetRevenueHi,
  timesheetAutoApproval: timesheetAutoApprovalHi,
  timesheetSettings: timesheetSettingsHi,
  projects: projectsHi,
  upload: uploadHi,
  ssoSetup: ssoSetupHi,
  directory: directoryHi,
  mfaSettings: mfaSettingsHi,
  sessions: sessionsHi,
  vendors: vendorsHi,
  org: orgHi,
  employees: employeesHi,
  policies: policiesHi,
  jobs: jobsHi,
  auditLog: auditHi,
  reportViewer: reportViewerHi,
  roles: rolesHi,
  chat: chatHi,
  assistantSettings: assistantSettingsHi,
  goals: goalsHi,
  reviews: reviewsHi,
  skills: skillsHi,
  surveys: surveysHi,
  offboarding: offboardingHi,
  onboarding: onboardingHi,
  onboardingLifecycle: onboardingLifecycleHi,
  journey: journeyHi,
  transfers: transfersHi,
  finance: financeHi,
  calibrationStats: calibrationStatsHi,
  frameworks: frameworksHi,
  exitDashboard: exitDashboardHi,
  payroll: payrollHi,
  bulkOnboarding: bulkOnboardingHi,
  bulkUpdate: bulkUpdateHi,
  featureFlags: featureFlagsHi,
  utilisation: utilisationHi,
  biDashboard: biDashboardHi,
  setup: setupHi,
  users: usersHi,
};
