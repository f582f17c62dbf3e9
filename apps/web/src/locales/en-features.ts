import { CATALOGUE_TEXTS } from '@tenure/domain/errors';
import { rolesEn } from '../features/access/locales/access-en.ts';
import { actionsEn } from '../features/actions/locales/actions-en.ts';
import { bulkOnboardingEn, bulkUpdateEn } from '../features/onboarding/locales/bulk-onboarding-en.ts';
import { employeesEn } from '../features/employees/locales/employees-en.ts';
import { homeEn } from '../features/dashboard/locales/home-en.ts';
import { auditEn } from '../features/audit/locales/audit-en.ts';
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
import { mfaSettingsEn } from '../features/auth/locales/mfa-en.ts';
import { sessionsEn } from '../features/auth/locales/sessions-en.ts';
import { directoryEn } from '../features/auth/locales/directory-en.ts';
import { ssoSetupEn } from '../features/auth/locales/sso-setup-en.ts';
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
import { reportViewerEn } from '../features/reports/locales/reports-en.ts';
import { biDashboardEn } from '../features/reports/locales/report-bi-en.ts';
import { utilisationEn } from '../features/reports/locales/utilisation-en.ts';

/** English texts of the features' pages: fetched with the first signed-in page, not with the login page. */
export const enFeatures = {
  /** Every server message by its catalogue key (@tenure/domain/errors): English; other languages translate what they can. */
  server: CATALOGUE_TEXTS,
  home: homeEn,
  employees: employeesEn,
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
  auditLog: auditEn,
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
  sessions: sessionsEn,
  ssoSetup: ssoSetupEn,
  directory: directoryEn,
  mfaSettings: mfaSettingsEn,
  vendors: vendorsEn,
  notificationCenter: notificationCenterEn,
  finance: financeEn,
  chat: chatEn,
  payroll: payrollEn,
  assistantSettings: assistantSettingsEn,
  calibrationStats: calibrationStatsEn,
  reportViewer: reportViewerEn,
  biDashboard: biDashboardEn,
  utilisation: utilisationEn,
};

export type EnglishFeatureTexts = typeof enFeatures;

/** The whole message catalogue comes with these texts (the login page knows the general messages only). */
export { messageKeyOf } from '@tenure/domain/errors';
