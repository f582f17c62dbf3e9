// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { CalibrationPage } from './calibration/CalibrationPage.tsx';
export { FrameworksPage } from './frameworks/FrameworksPage.tsx';
export { ValuesPage } from './frameworks/ValuesPage.tsx';
export { GoalsApprovalPage } from './goals/GoalsApprovalPage.tsx';
export { GoalsRmViewPage } from './goals/GoalsRmViewPage.tsx';
export { GoalsSettingsPage } from './goals/GoalsSettingsPage.tsx';
export { PerformanceDashboardPage } from './goals/PerformanceDashboardPage.tsx';
export { GoalLibraryPage } from './library/GoalLibraryPage.tsx';
export { ManagerReviewPage } from './reviews/ManagerReviewPage.tsx';
export { ReviewCycleEmployeesPage } from './reviews/ReviewCycleEmployeesPage.tsx';
export { ReviewDetailsPage } from './reviews/ReviewDetailsPage.tsx';
export { ReviewSetupPage } from './reviews/ReviewSetupPage.tsx';
export { SelfReviewPage } from './reviews/SelfReviewPage.tsx';
export { SelfSkillSetPage } from './skills/SelfSkillSetPage.tsx';
export { SkillMatrixPage } from './skills/SkillMatrixPage.tsx';
export { SkillSetupPage } from './skills/SkillSetupPage.tsx';
export { TeamSkillSetPage } from './skills/TeamSkillSetPage.tsx';
