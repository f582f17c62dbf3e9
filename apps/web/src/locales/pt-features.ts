import type { FeatureTranslation } from './types.ts';
import { serverPt } from './pt-server.ts';
import { rolesPt } from '../features/access/locales/access-pt.ts';
import { actionsPt } from '../features/actions/locales/actions-pt.ts';
import { mfaSettingsPt } from '../features/auth/locales/mfa-pt.ts';
import { sessionsPt } from '../features/auth/locales/sessions-pt.ts';
import { directoryPt } from '../features/auth/locales/directory-pt.ts';
import { ssoSetupPt } from '../features/auth/locales/sso-setup-pt.ts';
import { assistantSettingsPt, chatPt } from '../features/chat/locales/chat-pt.ts';
import { homePt } from '../features/dashboard/locales/home-pt.ts';
import { employeesPt } from '../features/employees/locales/employees-pt.ts';
import { auditPt } from '../features/audit/locales/audit-pt.ts';
import { jobsPt } from '../features/jobs/locales/jobs-pt.ts';
import { leavePt } from '../features/leave/locales/leave-pt.ts';
import { notificationCenterPt } from '../features/notifications/locales/notifications-pt.ts';
import { orgPt } from '../features/org/locales/org-pt.ts';
import { policiesPt } from '../features/policies/locales/policies-pt.ts';
import { reportViewerPt } from '../features/reports/locales/reports-pt.ts';
import { projectsPt } from '../features/timesheets/locales/projects-pt.ts';
import {
  timesheetAutoApprovalPt,
  timesheetRevenuePt,
  timesheetSettingsPt,
} from '../features/timesheets/locales/timesheet-revenue-pt.ts';
import {
  clientApiKeysPt,
  externalApprovalPt,
  timesheetUploadPt,
} from '../features/timesheets/locales/timesheet-upload-pt.ts';
import {
  pendingTimesheetsPt,
  timesheetApprovalsPt,
  timesheetHistoryPt,
  timesheetOverviewPt,
  timesheetWeekPt,
} from '../features/timesheets/locales/timesheet-weeks-pt.ts';
import { vendorsPt } from '../features/vendors/locales/vendors-pt.ts';
import { uploadPt } from './upload-pt.ts';
import { goalsPt } from '../features/performance/locales/performance-goals-pt.ts';
import { reviewsPt } from '../features/performance/locales/performance-reviews-pt.ts';
import { skillsPt } from '../features/performance/locales/skills-pt.ts';
import { surveysPt } from '../features/surveys/locales/surveys-pt.ts';
import { offboardingPt } from '../features/offboarding/locales/offboarding-pt.ts';
import { onboardingPt } from '../features/onboarding/locales/onboarding-pt.ts';
import { onboardingLifecyclePt } from '../features/onboarding/locales/onboarding-lifecycle-pt.ts';
import { journeyPt } from '../features/employees/locales/journey-pt.ts';
import { transfersPt } from '../features/offboarding/locales/transfers-pt.ts';
import { financePt } from '../features/finance/locales/finance-pt.ts';
import { calibrationStatsPt } from '../features/performance/locales/performance-calibration-pt.ts';
import { frameworksPt } from '../features/performance/locales/frameworks-pt.ts';
import { exitDashboardPt } from '../features/offboarding/locales/exit-dashboard-pt.ts';
import { payrollPt } from '../features/finance/locales/payroll-pt.ts';
import { bulkOnboardingPt, bulkUpdatePt } from '../features/onboarding/locales/bulk-onboarding-pt.ts';
import { featureFlagsPt } from '../features/tenants/locales/feature-flags-pt.ts';
import { utilisationPt } from '../features/reports/locales/utilisation-pt.ts';
import { biDashboardPt } from '../features/reports/locales/report-bi-pt.ts';
import { setupPt } from '../features/admin/locales/setup-pt.ts';
import { usersPt } from '../features/users/locales/users-pt.ts';

/** Brazilian Portuguese texts of the features' pages, fetched with the first signed-in page (the parts still pending: completeness.ts). */
export const ptFeatures: FeatureTranslation = {
  server: serverPt,
  home: homePt,
  actions: actionsPt,
  leave: leavePt,
  notificationCenter: notificationCenterPt,
  timesheetWeek: timesheetWeekPt,
  timesheetApprovals: timesheetApprovalsPt,
  timesheetHistory: timesheetHistoryPt,
  timesheetOverview: timesheetOverviewPt,
  pendingTimesheets: pendingTimesheetsPt,
  timesheetUpload: timesheetUploadPt,
  clientApiKeys: clientApiKeysPt,
  externalApproval: externalApprovalPt,
  timesheetRevenue: timesheetRevenuePt,
  timesheetAutoApproval: timesheetAutoApprovalPt,
  timesheetSettings: timesheetSettingsPt,
  projects: projectsPt,
  upload: uploadPt,
  ssoSetup: ssoSetupPt,
  directory: directoryPt,
  mfaSettings: mfaSettingsPt,
  sessions: sessionsPt,
  vendors: vendorsPt,
  org: orgPt,
  employees: employeesPt,
  policies: policiesPt,
  jobs: jobsPt,
  auditLog: auditPt,
  reportViewer: reportViewerPt,
  roles: rolesPt,
  chat: chatPt,
  assistantSettings: assistantSettingsPt,
  goals: goalsPt,
  reviews: reviewsPt,
  skills: skillsPt,
  surveys: surveysPt,
  offboarding: offboardingPt,
  onboarding: onboardingPt,
  onboardingLifecycle: onboardingLifecyclePt,
  journey: journeyPt,
  transfers: transfersPt,
  finance: financePt,
  calibrationStats: calibrationStatsPt,
  frameworks: frameworksPt,
  exitDashboard: exitDashboardPt,
  payroll: payrollPt,
  bulkOnboarding: bulkOnboardingPt,
  bulkUpdate: bulkUpdatePt,
  featureFlags: featureFlagsPt,
  utilisation: utilisationPt,
  biDashboard: biDashboardPt,
  setup: setupPt,
  users: usersPt,
};
