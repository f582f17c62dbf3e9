import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RolesPage } from '../features/access/roles/RolesPage.tsx';
import { MyActionsPage } from '../features/actions/MyActionsPage.tsx';
import { SetupPage } from '../features/admin/SetupPage.tsx';
import { HomePage } from '../features/dashboard/HomePage.tsx';
import { PayrollRateSetsPage } from '../features/finance/payroll/PayrollRateSetsPage.tsx';
import { PayrollSimulationDetailsPage } from '../features/finance/payroll/PayrollSimulationDetailsPage.tsx';
import { PayrollSimulationFormPage } from '../features/finance/payroll/PayrollSimulationFormPage.tsx';
import { PayrollSimulationListPage } from '../features/finance/payroll/PayrollSimulationListPage.tsx';
import { WebClockPage } from '../features/dashboard/clock/WebClockPage.tsx';
import { EmployeeDirectoryPage } from '../features/employees/directory/EmployeeDirectoryPage.tsx';
import { EmployeeListPage } from '../features/employees/list/EmployeeListPage.tsx';
import { EmployeeProfilePage } from '../features/employees/profile/EmployeeProfilePage.tsx';
import { ReportingTeamPage } from '../features/employees/team/ReportingTeamPage.tsx';
import { EmployeeLeavePage } from '../features/leave/EmployeeLeavePage.tsx';
import { LeaveDashboardPage } from '../features/leave/LeaveDashboardPage.tsx';
import { LeaveManagementPage } from '../features/leave/LeaveManagementPage.tsx';
import { LeaveManagerPage } from '../features/leave/LeaveManagerPage.tsx';
import { PolicyLibraryPage } from '../features/policies/PolicyLibraryPage.tsx';
import { JobHistoryPage } from '../features/jobs/JobHistoryPage.tsx';
import { ActivateEmployeePage } from '../features/onboarding/activation/ActivateEmployeePage.tsx';
import { MyOnboardingTasksPage } from '../features/onboarding/dashboard/MyOnboardingTasksPage.tsx';
import { OnboardingDashboardPage } from '../features/onboarding/dashboard/OnboardingDashboardPage.tsx';
import { ResignedEmployeesPage } from '../features/onboarding/resigned/ResignedEmployeesPage.tsx';
import { OffboardingRequestDetailPage } from '../features/offboarding/OffboardingRequestDetailPage.tsx';
import { OffboardingRequestPage } from '../features/offboarding/OffboardingRequestPage.tsx';
import { OffboardingTasksPage } from '../features/offboarding/OffboardingTasksPage.tsx';
import { OffboardingDashboardPage } from '../features/offboarding/dashboard/OffboardingDashboardPage.tsx';
import { OffboardingSetupPage } from '../features/offboarding/setup/OffboardingSetupPage.tsx';
import { TransferDetailPage } from '../features/offboarding/transfers/TransferDetailPage.tsx';
import { TransferListPage } from '../features/offboarding/transfers/TransferListPage.tsx';
import { GoalsApprovalPage } from '../features/performance/goals/GoalsApprovalPage.tsx';
import { GoalsRmViewPage } from '../features/performance/goals/GoalsRmViewPage.tsx';
import { GoalsSettingsPage } from '../features/performance/goals/GoalsSettingsPage.tsx';
import { PerformanceDashboardPage } from '../features/performance/goals/PerformanceDashboardPage.tsx';
import { GoalLibraryPage } from '../features/performance/library/GoalLibraryPage.tsx';
import { CalibrationPage } from '../features/performance/calibration/CalibrationPage.tsx';
import { ManagerReviewPage } from '../features/performance/reviews/ManagerReviewPage.tsx';
import { ReviewCycleEmployeesPage } from '../features/performance/reviews/ReviewCycleEmployeesPage.tsx';
import { ReviewDetailsPage } from '../features/performance/reviews/ReviewDetailsPage.tsx';
import { ReviewSetupPage } from '../features/performance/reviews/ReviewSetupPage.tsx';
import { SelfReviewPage } from '../features/performance/reviews/SelfReviewPage.tsx';
import { BulkOnboardingPage } from '../features/onboarding/bulk/BulkOnboardingPage.tsx';
import { BulkUpdatePage } from '../features/onboarding/bulk/BulkUpdatePage.tsx';
import { PolicySetupPage } from '../features/policies/PolicySetupPage.tsx';
import { BuildingsPage } from '../features/org/buildings/BuildingsPage.tsx';
import { CompanyInformationPage } from '../features/org/company/CompanyInformationPage.tsx';
import { OrgHierarchyPage } from '../features/org/hierarchy/OrgHierarchyPage.tsx';
import { MasterDataPage } from '../features/org/masters/MasterDataPage.tsx';
import { OrgStructurePage } from '../features/org/structure/OrgStructurePage.tsx';
import { FeatureFlagsPage } from '../features/tenants/FeatureFlagsPage.tsx';
import { AssistantSettingsPage } from '../features/chat/settings/AssistantSettingsPage.tsx';
import { TimesheetApprovalPage } from '../features/timesheets/approvals/TimesheetApprovalPage.tsx';
import { TimesheetHistoryPage } from '../features/timesheets/history/TimesheetHistoryPage.tsx';
import { TimesheetOverviewPage } from '../features/timesheets/overview/TimesheetOverviewPage.tsx';
import { PendingTimesheetsPage } from '../features/timesheets/pending/PendingTimesheetsPage.tsx';
import { TimesheetFileDetailsPage } from '../features/timesheets/upload/TimesheetFileDetailsPage.tsx';
import { TimesheetImportsPage } from '../features/timesheets/upload/TimesheetImportsPage.tsx';
import { TimesheetUploadPage } from '../features/timesheets/upload/TimesheetUploadPage.tsx';
import { AutoApprovalPage } from '../features/timesheets/auto-approval/AutoApprovalPage.tsx';
import { RevenueDetailsPage } from '../features/timesheets/revenue/RevenueDetailsPage.tsx';
import { TimesheetManagementPage } from '../features/timesheets/settings/TimesheetManagementPage.tsx';
import { WeekTimesheetPage } from '../features/timesheets/week/WeekTimesheetPage.tsx';
import { UserEntitiesAssignmentPage } from '../features/users/UserEntitiesAssignmentPage.tsx';
import { UserRoleAssignmentPage } from '../features/users/UserRoleAssignmentPage.tsx';
import { ClientDetailsPage } from '../features/timesheets/clients/ClientDetailsPage.tsx';
import { ClientsPage } from '../features/timesheets/clients/ClientsPage.tsx';
import { ErpSyncPage } from '../features/timesheets/erp-sync/ErpSyncPage.tsx';
import { VendorDashboardPage } from '../features/vendors/VendorDashboardPage.tsx';
import { EmployeeSurveyPage } from '../features/surveys/EmployeeSurveyPage.tsx';
import { ExitSurveyPage } from '../features/surveys/ExitSurveyPage.tsx';
import { SurveyResultsPage } from '../features/surveys/SurveyResultsPage.tsx';
import { MyProjectsPage } from '../features/timesheets/projects/MyProjectsPage.tsx';
import { NewProjectPage, ProjectDetailsPage } from '../features/timesheets/projects/ProjectPages.tsx';
import { ProjectsPage } from '../features/timesheets/projects/ProjectsPage.tsx';
import type { AccessContext } from './navigation/access.ts';
import type { Destination } from './navigation/destinations.ts';
import { routeAccess } from './navigation/menu.ts';
import { useAccessContext } from './navigation/useAccessContext.ts';
import { ComingSoonPage } from './pages/ComingSoonPage.tsx';
import { EmployeesRedirect } from './pages/EmployeesRedirect.tsx';
import { NotAuthorizedPage } from './pages/NotAuthorizedPage.tsx';
import { NotFoundContent } from './pages/NotFoundPage.tsx';
import { ReportGroupPage } from './pages/ReportGroupPage.tsx';
import { AddEmployeePage } from '../features/onboarding/AddEmployeePage.tsx';
import { SelfSkillSetPage } from '../features/performance/skills/SelfSkillSetPage.tsx';
import { SkillMatrixPage } from '../features/performance/skills/SkillMatrixPage.tsx';
import { SkillSetupPage } from '../features/performance/skills/SkillSetupPage.tsx';
import { TeamSkillSetPage } from '../features/performance/skills/TeamSkillSetPage.tsx';
import { FrameworksPage } from '../features/performance/frameworks/FrameworksPage.tsx';
import { EsopDocumentPage } from '../features/finance/EsopDocumentPage.tsx';
import { EsopPage } from '../features/finance/EsopPage.tsx';
import { FinanceSetupPage } from '../features/finance/FinanceSetupPage.tsx';
import { MyFinancePage } from '../features/finance/MyFinancePage.tsx';
import { ValuesPage } from '../features/performance/frameworks/ValuesPage.tsx';

/** Renders a destination's page only when the tenant has it and the user holds its access key. */
export function GuardedPage({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const access = useAccessContext();
  if (access.status === 'loading') {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('app.loading')} />
      </Center>
    );
  }
  switch (routeAccess(destination.path, access.ctx)) {
    case 'notFound':
      return <NotFoundContent />;
    case 'notAuthorized':
      return <NotAuthorizedPage />;
    case 'allowed':
      return <DestinationPage destination={destination} ctx={access.ctx} />;
  }
}

function DestinationPage({ destination, ctx }: { destination: Destination; ctx: AccessContext }) {
  switch (destination.page) {
    case 'home':
      return <HomePage />;
    case 'selfSkillSet':
      return <SelfSkillSetPage />;
    case 'teamSkills':
      return <TeamSkillSetPage mode="team" />;
    case 'skillApprovals':
      return <TeamSkillSetPage mode="approval" />;
    case 'skillSetup':
      return <SkillSetupPage />;
    case 'skillMatrix':
      return <SkillMatrixPage />;
    case 'performanceFrameworks':
      return <FrameworksPage />;
    case 'performanceValues':
      return <ValuesPage />;
    case 'reportGroup':
      return <ReportGroupPage path={destination.path} />;
    case 'orgStructure':
      return <OrgStructurePage />;
    case 'orgHierarchy':
      return <OrgHierarchyPage />;
    case 'masterData':
      return <MasterDataPage />;
    case 'buildings':
      return <BuildingsPage />;
    case 'companyInformation':
      return <CompanyInformationPage />;
    case 'myProfile':
      return <EmployeeProfilePage self />;
    case 'employeeProfile':
      return <EmployeeProfilePage self={false} />;
    case 'employeeList':
      return <EmployeeListPage />;
    case 'employeeDirectory':
      return <EmployeeDirectoryPage />;
    case 'reportingTeam':
      return <ReportingTeamPage />;
    case 'myActions':
      return <MyActionsPage />;
    case 'employeeHome':
      return <EmployeesRedirect ctx={ctx} />;
    case 'webClock':
      return <WebClockPage />;
    case 'addEmployee':
      return <AddEmployeePage mode="add" />;
    case 'jobOnboarding':
      return <AddEmployeePage mode="jobOnboarding" />;
    case 'leaveDashboard':
      return <LeaveDashboardPage />;
    case 'employeeLeave':
      return <EmployeeLeavePage />;
    case 'leaveManager':
      return <LeaveManagerPage />;
    case 'leaveManagement':
      return <LeaveManagementPage />;
    case 'policySetup':
      return <PolicySetupPage />;
    case 'policyLibrary':
      return <PolicyLibraryPage />;
    case 'setupChecklist':
      return <SetupPage ctx={ctx} />;
    case 'featureFlags':
      return <FeatureFlagsPage />;
    case 'roleManagement':
      return <RolesPage />;
    case 'userRoleAssignment':
      return <UserRoleAssignmentPage />;
    case 'userEntitiesAssignment':
      return <UserEntitiesAssignmentPage />;
    case 'jobHistory':
      return <JobHistoryPage />;
    case 'onboardingDashboard':
      return <OnboardingDashboardPage />;
    case 'activateEmployee':
      return <ActivateEmployeePage />;
    case 'resignedEmployees':
      return <ResignedEmployeesPage />;
    case 'onboardingTasks':
      return <MyOnboardingTasksPage />;
    case 'offboardingRequest':
      return <OffboardingRequestPage />;
    case 'offboardingRequestDetails':
      return <OffboardingRequestDetailPage />;
    case 'offboardingTasks':
      return <OffboardingTasksPage />;
    case 'offboardingDashboard':
      return <OffboardingDashboardPage />;
    case 'offboardingSetup':
      return <OffboardingSetupPage />;
    case 'transferRequests':
      return <TransferListPage />;
    case 'transferRequestDetails':
      return <TransferDetailPage />;
    case 'bulkOnboarding':
      return <BulkOnboardingPage kind="employee" />;
    case 'bulkConsultantOnboarding':
      return <BulkOnboardingPage kind="consultant" />;
    case 'bulkUpdate':
      return <BulkUpdatePage />;
    case 'timesheetWeek':
      return <WeekTimesheetPage />;
    case 'timesheetApprovals':
      return <TimesheetApprovalPage all={false} />;
    case 'adminTimesheetApprovals':
      return <TimesheetApprovalPage all />;
    case 'timesheetHistory':
      return <TimesheetHistoryPage />;
    case 'timesheetOverview':
      return <TimesheetOverviewPage />;
    case 'pendingTimesheets':
      return <PendingTimesheetsPage />;
    case 'revenueDetails':
      return <RevenueDetailsPage />;
    case 'timesheetAutoApproval':
      return <AutoApprovalPage />;
    case 'timesheetManagement':
      return <TimesheetManagementPage />;
    case 'clients':
      return <ClientsPage />;
    case 'vendorDashboard':
      return <VendorDashboardPage />;
    case 'erpProjectSync':
      return <ErpSyncPage />;
    case 'clientDetails':
      return <ClientDetailsPage />;
    case 'projects':
      return <ProjectsPage managedOnly={false} />;
    case 'manageProjects':
      return <ProjectsPage managedOnly />;
    case 'projectNew':
      return <NewProjectPage />;
    case 'projectDetails':
      return <ProjectDetailsPage />;
    case 'myProjects':
      return <MyProjectsPage />;
    case 'timesheetImports':
      return <TimesheetImportsPage />;
    case 'timesheetUpload':
      return <TimesheetUploadPage />;
    case 'timesheetFileDetails':
      return <TimesheetFileDetailsPage />;
    case 'employeeSurvey':
      return <EmployeeSurveyPage ctx={ctx} />;
    case 'surveyResults':
      return <SurveyResultsPage />;
    case 'exitSurvey':
      return <ExitSurveyPage ctx={ctx} />;
    case 'performanceDashboard':
      return <PerformanceDashboardPage />;
    case 'goalsRmView':
      return <GoalsRmViewPage />;
    case 'goalsApprovalView':
      return <GoalsApprovalPage />;
    case 'goalsSettings':
      return <GoalsSettingsPage />;
    case 'goalLibrary':
      return <GoalLibraryPage />;
    case 'myFinance':
      return <MyFinancePage />;
    case 'esop':
      return <EsopPage />;
    case 'esopDocument':
      return <EsopDocumentPage />;
    case 'financeSetup':
      return <FinanceSetupPage ctx={ctx} />;
    case 'payrollSimulations':
      return <PayrollSimulationListPage />;
    case 'payrollSimulationForm':
      return <PayrollSimulationFormPage />;
    case 'payrollSimulationDetails':
      return <PayrollSimulationDetailsPage />;
    case 'payrollRateSets':
      return <PayrollRateSetsPage />;
    case 'selfReview':
      return <SelfReviewPage />;
    case 'teamReviews':
      return <ManagerReviewPage />;
    case 'reviewSetup':
      return <ReviewSetupPage />;
    case 'reviewCycleEmployees':
      return <ReviewCycleEmployeesPage />;
    case 'calibration':
      return <CalibrationPage />;
    case 'reviewDetails':
      return <ReviewDetailsPage />;
    case 'assistantSettings':
      return <AssistantSettingsPage />;
    case 'comingSoon':
    case 'report':
      return <ComingSoonPage label={destination.label} />;
  }
}
