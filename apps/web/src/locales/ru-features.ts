import type { FeatureTranslation } from './types.ts';
import { serverRu } from './ru-server.ts';
import { rolesRu } from '../features/access/locales/access-ru.ts';
import { actionsRu } from '../features/actions/locales/actions-ru.ts';
import { mfaSettingsRu } from '../features/auth/locales/mfa-ru.ts';
import { sessionsRu } from '../features/auth/locales/sessions-ru.ts';
import { directoryRu } from '../features/auth/locales/directory-ru.ts';
import { ssoSetupRu } from '../features/auth/locales/sso-setup-ru.ts';
import { assistantSettingsRu, chatRu } from '../features/chat/locales/chat-ru.ts';
import { homeRu } from '../features/dashboard/locales/home-ru.ts';
import { employeesRu } from '../features/employees/locales/employees-ru.ts';
import { auditRu } from '../features/audit/locales/audit-ru.ts';
import { jobsRu } from '../features/jobs/locales/jobs-ru.ts';
import { leaveRu } from '../features/leave/locales/leave-ru.ts';
import { notificationCenterRu } from '../features/notifications/locales/notifications-ru.ts';
import { orgRu } from '../features/org/locales/org-ru.ts';
import { policiesRu } from '../features/policies/locales/policies-ru.ts';
import { reportViewerRu } from '../features/reports/locales/reports-ru.ts';
import { projectsRu } from '../features/timesheets/locales/projects-ru.ts';
import {
  timesheetAutoApprovalRu,
  timesheetRevenueRu,
  timesheetSettingsRu,
} from '../features/timesheets/locales/timesheet-revenue-ru.ts';
import {
  clientApiKeysRu,
  externalApprovalRu,
  timesheetUploadRu,
} from '../features/timesheets/locales/timesheet-upload-ru.ts';
import {
  pendingTimesheetsRu,
  timesheetApprovalsRu,
  timesheetHistoryRu,
  timesheetOverviewRu,
  timesheetWeekRu,
} from '../features/timesheets/locales/timesheet-weeks-ru.ts';
import { vendorsRu } from '../features/vendors/locales/vendors-ru.ts';
import { uploadRu } from './upload-ru.ts';
import { goalsRu } from '../features/performance/locales/performance-goals-ru.ts';
import { reviewsRu } from '../features/performance/locales/performance-reviews-ru.ts';
import { skillsRu } from '../features/performance/locales/skills-ru.ts';
import { surveysRu } from '../features/surveys/locales/surveys-ru.ts';
import { offboardingRu } from '../features/offboarding/locales/offboarding-ru.ts';
import { onboardingRu } from '../features/onboarding/locales/onboarding-ru.ts';
import { onboardingLifecycleRu } from '../features/onboarding/locales/onboarding-lifecycle-ru.ts';
import { journeyRu } from '../features/employees/locales/journey-ru.ts';
import { transfersRu } from '../features/offboarding/locales/transfers-ru.ts';
import { financeRu } from '../features/finance/locales/finance-ru.ts';
import { calibrationStatsRu } from '../features/performance/locales/performance-calibration-ru.ts';
import { frameworksRu } from '../features/performance/locales/frameworks-ru.ts';
import { exitDashboardRu } from '../features/offboarding/locales/exit-dashboard-ru.ts';
import { payrollRu } from '../features/finance/locales/payroll-ru.ts';
import { bulkOnboardingRu, bulkUpdateRu } from '../features/onboarding/locales/bulk-onboarding-ru.ts';
import { featureFlagsRu } from '../features/tenants/locales/feature-flags-ru.ts';
import { utilisationRu } from '../features/reports/locales/utilisation-ru.ts';
import { biDashboardRu } from '../features/reports/locales/report-bi-ru.ts';
import { setupRu } from '../features/admin/locales/setup-ru.ts';
import { usersRu } from '../features/users/locales/users-ru.ts';

/** Russian texts of the features' pages, fetched with the first signed-in page (the parts still pending: completeness.ts). */
export const ruFeatures: FeatureTranslation = {
  server: serverRu,
  home: homeRu,
  actions: actionsRu,
  leave: leaveRu,
  notificationCenter: notificationCenterRu,
  timesheetWeek: timesheetWeekRu,
  timesheetApprovals: timesheetApprovalsRu,
  timesheetHistory: timesheetHistoryRu,
  timesheetOverview: timesheetOverviewRu,
  pendingTimesheets: pendingTimesheetsRu,
  timesheetUpload: timesheetUploadRu,
  clientApiKeys: clientApiKeysRu,
  externalApproval: externalApprovalRu,
  timesheetRevenue: timesheetRevenueRu,
  timesheetAutoApproval: timesheetAutoApprovalRu,
  timesheetSettings: timesheetSettingsRu,
  projects: projectsRu,
  upload: uploadRu,
  ssoSetup: ssoSetupRu,
  directory: directoryRu,
  mfaSettings: mfaSettingsRu,
  sessions: sessionsRu,
  vendors: vendorsRu,
  org: orgRu,
  employees: employeesRu,
  policies: policiesRu,
  jobs: jobsRu,
  auditLog: auditRu,
  reportViewer: reportViewerRu,
  roles: rolesRu,
  chat: chatRu,
  assistantSettings: assistantSettingsRu,
  goals: goalsRu,
  reviews: reviewsRu,
  skills: skillsRu,
  surveys: surveysRu,
  offboarding: offboardingRu,
  onboarding: onboardingRu,
  onboardingLifecycle: onboardingLifecycleRu,
  journey: journeyRu,
  transfers: transfersRu,
  finance: financeRu,
  calibrationStats: calibrationStatsRu,
  frameworks: frameworksRu,
  exitDashboard: exitDashboardRu,
  payroll: payrollRu,
  bulkOnboarding: bulkOnboardingRu,
  bulkUpdate: bulkUpdateRu,
  featureFlags: featureFlagsRu,
  utilisation: utilisationRu,
  biDashboard: biDashboardRu,
  setup: setupRu,
  users: usersRu,
};
