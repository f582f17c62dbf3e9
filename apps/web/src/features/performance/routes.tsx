import { feature, hasAccess, section } from '@tenure/domain/access';
import type { AccessRequirement } from '../../lib/access/access.ts';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

/** Managers see their team's skills; HR with Skill Setup sees everyone's (the API scopes the list). */
const teamSkills: AccessRequirement = {
  anyOf: [feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'), section('PERFORMANCE_MANAGEMENT', 'SkillSetup')],
};
const selfReview = needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview'));
const reviewSetup = needs(section('PERFORMANCE_MANAGEMENT', 'PerformanceReviewSetup'));
const frameworks = needs(section('PERFORMANCE_MANAGEMENT', 'PerformanceFrameworks'));
const selfReviewPage = () => import('./reviews/SelfReviewPage.tsx').then((m) => m.SelfReviewPage);

export const performanceRoutes: readonly FeatureRoute[] = [
  {
    path: '/performance',
    label: 'performanceDashboard',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfPerformanceDashboard')),
    flag: 'performanceDashboard',
    menu: { group: 'performance', order: 10 },
    page: () => import('./goals/PerformanceDashboardPage.tsx').then((m) => m.PerformanceDashboardPage),
  },
  // Team Goals and Team Reviews list the caller's reportees: only for someone who has reportees (issue 31 item 11).
  {
    path: '/performance/goals-rm-view',
    label: 'goalsRmView',
    requires: { ...needs(feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')), when: (ctx) => ctx.isReportingManager },
    menu: { group: 'performance', order: 20 },
    page: () => import('./goals/GoalsRmViewPage.tsx').then((m) => m.GoalsRmViewPage),
  },
  {
    path: '/performance/goals-approval-view',
    label: 'goalsApprovalView',
    requires: needs(feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')),
    flag: 'performanceTeamGoalsApproval',
    menu: { group: 'performance', order: 30 },
    page: () => import('./goals/GoalsApprovalPage.tsx').then((m) => m.GoalsApprovalPage),
  },
  {
    path: '/performance/goals-settings',
    label: 'goalsSettings',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'GoalsSettings')),
    flag: 'performanceGoalsSettings',
    menu: { group: 'performance', order: 40 },
    page: () => import('./goals/GoalsSettingsPage.tsx').then((m) => m.GoalsSettingsPage),
  },
  {
    path: '/pmm/goal-library',
    label: 'goalLibrary',
    requires: {
      anyOf: [section('PERFORMANCE_MANAGEMENT', 'GoalLibrary'), feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')],
    },
    flag: 'performanceGoalLibrary',
    menu: { group: 'performance', order: 50 },
    page: () => import('./library/GoalLibraryPage.tsx').then((m) => m.GoalLibraryPage),
  },
  {
    path: '/performance/self-skill-set',
    label: 'mySkills',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'EmpSelfSkillSet')),
    menu: { group: 'performance', order: 60 },
    page: () => import('./skills/SelfSkillSetPage.tsx').then((m) => m.SelfSkillSetPage),
  },
  {
    path: '/performance/rm-team-skill-set',
    label: 'teamSkills',
    requires: {
      ...teamSkills,
      when: (ctx) =>
        ctx.isReportingManager || hasAccess(ctx.permissions, section('PERFORMANCE_MANAGEMENT', 'SkillSetup')),
    },
    menu: { group: 'performance', order: 70 },
    page: () => import('./skills/TeamSkillSetPage.tsx').then((m) => () => <m.TeamSkillSetPage mode="team" />),
  },
  // Reached from My Actions by whoever a skill waits for.
  {
    path: '/performance/skill-set-approval',
    label: 'skillApprovals',
    requires: teamSkills,
    page: () => import('./skills/TeamSkillSetPage.tsx').then((m) => () => <m.TeamSkillSetPage mode="approval" />),
  },
  {
    path: '/performance/skill-setup',
    label: 'skillSetup',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'SkillSetup')),
    flag: 'performanceSkillMatrix',
    menu: { group: 'performance', order: 80 },
    page: () => import('./skills/SkillSetupPage.tsx').then((m) => m.SkillSetupPage),
  },
  {
    path: '/pmm/skill-set-matrix/employee-directory',
    label: 'skillMatrix',
    requires: needs(section('PERFORMANCE_MANAGEMENT', 'SkillMatrix')),
    flag: 'performanceSkillMatrix',
    menu: { group: 'performance', order: 90 },
    page: () => import('./skills/SkillMatrixPage.tsx').then((m) => m.SkillMatrixPage),
  },
  {
    path: '/performance-frameworks',
    label: 'performanceFrameworks',
    requires: frameworks,
    flag: 'performanceSkillMatrix',
    menu: { group: 'performance', order: 100 },
    page: () => import('./frameworks/FrameworksPage.tsx').then((m) => m.FrameworksPage),
  },
  {
    path: '/performance-values',
    label: 'performanceValues',
    requires: frameworks,
    flag: 'performanceSkillMatrix',
    menu: { group: 'performance', order: 110 },
    page: () => import('./frameworks/ValuesPage.tsx').then((m) => m.ValuesPage),
  },
  {
    path: '/performance-review/self',
    label: 'selfReview',
    requires: selfReview,
    flag: 'performanceSelfReview',
    menu: { group: 'performance', order: 120 },
    page: selfReviewPage,
  },
  // The same self review without the sidebar (SPEC §2), for a link sent to the employee.
  {
    path: '/pms-self-review',
    label: 'selfReview',
    requires: selfReview,
    flag: 'performanceSelfReview',
    page: selfReviewPage,
    withoutSidebar: true,
  },
  {
    path: '/performance-review/rm',
    label: 'teamReviews',
    requires: {
      ...needs(feature('PERFORMANCE_MANAGEMENT', 'TeamPerformanceReview')),
      when: (ctx) => ctx.isReportingManager,
    },
    menu: { group: 'performance', order: 130 },
    page: () => import('./reviews/ManagerReviewPage.tsx').then((m) => m.ManagerReviewPage),
  },
  {
    path: '/performance-review/setup',
    label: 'reviewSetup',
    requires: reviewSetup,
    flag: 'performanceReviewSetup',
    menu: { group: 'performance', order: 140 },
    page: () => import('./reviews/ReviewSetupPage.tsx').then((m) => m.ReviewSetupPage),
  },
  {
    path: '/performance-review/setup/:reviewCycleId/employees',
    label: 'reviewCycleEmployees',
    requires: reviewSetup,
    flag: 'performanceReviewSetup',
    page: () => import('./reviews/ReviewCycleEmployeesPage.tsx').then((m) => m.ReviewCycleEmployeesPage),
  },
  {
    path: '/pmm/review-cycle/calibration/:id',
    label: 'calibration',
    requires: needs(feature('PERFORMANCE_MANAGEMENT', 'ReviewCalibration')),
    flag: 'performanceReviewSetup',
    page: () => import('./calibration/CalibrationPage.tsx').then((m) => m.CalibrationPage),
  },
  {
    path: '/review-details',
    label: 'reviewDetails',
    requires: selfReview,
    flag: 'performanceSelfReview',
    menu: { group: 'performance', order: 150 },
    page: () => import('./reviews/ReviewDetailsPage.tsx').then((m) => m.ReviewDetailsPage),
  },
];
