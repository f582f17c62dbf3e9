import type { FeatureTranslation } from './types.ts';
import { serverMr } from './mr-server.ts';
import { rolesMr } from '../features/access/locales/access-mr.ts';
import { actionsMr } from '../features/actions/locales/actions-mr.ts';
import { mfaSettingsMr } from '../features/auth/locales/mfa-mr.ts';
import { sessionsMr } from '../features/auth/locales/sessions-mr.ts';
import { directoryMr } from '../features/auth/locales/directory-mr.ts';
import { ssoSetupMr } from '../features/auth/locales/sso-setup-mr.ts';
import { assistantSettingsMr, chatMr } from '../features/chat/locales/chat-mr.ts';
import { homeMr } from '../features/dashboard/locales/home-mr.ts';
import { employeesMr } from '../features/employees/locales/employees-mr.ts';
import { auditMr } from '../features/audit/locales/audit-mr.ts';
import { jobsMr } from '../features/jobs/locales/jobs-mr.ts';
import { leaveMr } from '../features/leave/locales/leave-mr.ts';
import { notificationCenterMr } from '../features/notifications/locales/notifications-mr.ts';
import { orgMr } from '../features/org/locales/org-mr.ts';
import { policiesMr } from '../features/policies/locales/policies-mr.ts';
import { reportViewerMr } from '../features/reports/locales/reports-mr.ts';
import { projectsMr } from '../features/timesheets/locales/projects-mr.ts';
import {
  timesheetAutoApprovalMr,
  timesheetRevenueMr,
  timesheetSettingsMr,
} from '../features/timesheets/locales/timesheet-revenue-mr.ts';
import {
  clientApiKeysMr,
  externalApprovalMr,
  timesheetUploadMr,
} from '../features/timesheets/locales/timesheet-upload-mr.ts';
import {
  pendingTimesheetsMr,
  timesheetApprovalsMr,
  timesheetHistoryMr,
  timesheetOverviewMr,
  timesheetWeekMr,
} from '../features/timesheets/locales/timesheet-weeks-mr.ts';
import { vendorsMr } from '../features/vendors/locales/vendors-mr.ts';
import { uploadMr } from './upload-mr.ts';
import { goalsMr } from '../features/performance/locales/performance-goals-mr.ts';
import { reviewsMr } from '../features/performance/locales/performance-reviews-mr.ts';
import { skillsMr } from '../features/performance/locales/skills-mr.ts';
import { surveysMr } from '../features/surveys/locales/surveys-mr.ts';
import { offboardingMr } from '../features/offboarding/locales/offboarding-mr.ts';
import { onboardingMr } from '../features/onboarding/locales/onboarding-mr.ts';
import { onboardingLifecycleMr } from '../features/onboarding/locales/onboarding-lifecycle-mr.ts';
import { journeyMr } from '../features/employees/locales/journey-mr.ts';
import { transfersMr } from '../features/offboarding/locales/transfers-mr.ts';
import { financeMr } from '../features/finance/locales/finance-mr.ts';
import { calibrationStatsMr } from '../features/performance/locales/performance-calibration-mr.ts';
import { frameworksMr } from '../features/performance/locales/frameworks-mr.ts';
import { exitDashboardMr } from '../features/offboarding/locales/exit-dashboard-mr.ts';
import { payrollMr } from '../features/finance/locales/payroll-mr.ts';
import { bulkOnboardingMr, bulkUpdateMr } from '../features/onboarding/locales/bulk-onboarding-mr.ts';
import { featureFlagsMr } from '../features/tenants/locales/feature-flags-mr.ts';
import { utilisationMr } from '../features/reports/locales/utilisation-mr.ts';
import { biDashboardMr } from '../features/reports/locales/report-bi-mr.ts';
import { setupMr } from '../features/admin/locales/setup-mr.ts';
import { usersMr } from '../features/users/locales/users-mr.ts';

/** Marathi texts of the features' pages, fetched with the first signed-in page (the parts still pending: completeness.ts). */
export const mrFeatures: FeatureTranslation = {
  server: serverMr,
  home: homeMr,
  actions: actionsMr,
  leave: leaveMr,
  notificationCenter: notificationCenterMr,
  timesheetWeek: timesheetWeekMr,
  timesheetApprovals: timesheetApprovalsMr,
  timesheetHistory: timesheetHistoryMr,
  timesheetOverview: timesheetOverviewMr,
  pendingTimesheets: pendingTimesheetsMr,
  timesheetUpload: timesheetUploadMr,
  clientApiKeys: clientApiKeysMr,
  externalApproval: externalApprovalMr,
  timesheetRevenue: timesheetRevenueMr,
  timesheetAutoApproval: timesheetAutoApprovalMr,
  timesheetSettings: timesheetSettingsMr,
  projects: projectsMr,
  upload: uploadMr,
  ssoSetup: ssoSetupMr,
  directory: directoryMr,
  mfaSettings: mfaSettingsMr,
  sessions: sessionsMr,
  vendors: vendorsMr,
  org: orgMr,
  employees: employeesMr,
  policies: policiesMr,
  jobs: jobsMr,
  auditLog: auditMr,
  reportViewer: reportViewerMr,
  roles: rolesMr,
  chat: chatMr,
  assistantSettings: assistantSettingsMr,
  goals: goalsMr,
  reviews: reviewsMr,
  skills: skillsMr,
  surveys: surveysMr,
  offboarding: offboardingMr,
  onboarding: onboardingMr,
  onboardingLifecycle: onboardingLifecycleMr,
  journey: journeyMr,
  transfers: transfersMr,
  finance: financeMr,
  calibrationStats: calibrationStatsMr,
  frameworks: frameworksMr,
  exitDashboard: exitDashboardMr,
  payroll: payrollMr,
  bulkOnboarding: bulkOnboardingMr,
  bulkUpdate: bulkUpdateMr,
  featureFlags: featureFlagsMr,
  utilisation: utilisationMr,
  biDashboard: biDashboardMr,
  setup: setupMr,
  users: usersMr,
};
