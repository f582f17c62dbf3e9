import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RolesPage } from '../features/access/index.ts';
import { MyActionsPage } from '../features/actions/index.ts';
import { SetupPage } from '../features/admin/index.ts';
import { HomePage, WebClockPage } from '../features/dashboard/index.ts';
import {
  PayrollRateSetsPage,
  PayrollSimulationDetailsPage,
  PayrollSimulationFormPage,
  PayrollSimulationListPage,
  EsopDocumentPage,
  EsopPage,
  FinanceSetupPage,
  MyFinancePage,
} from '../features/finance/index.ts';
import {
  EmployeeDirectoryPage,
  EmployeeListPage,
  EmployeeProfilePage,
  ReportingTeamPage,
} from '../features/employees/index.ts';
import {
  EmployeeLeavePage,
  LeaveDashboardPage,
  LeaveManagementPage,
  LeaveManagerPage,
} from '../features/leave/index.ts';
import { PolicyLibraryPage, PolicySetupPage } from '../features/policies/index.ts';
import { JobHistoryPage } from '../features/jobs/index.ts';
import {
  ActivateEmployeePage,
  MyOnboardingTasksPage,
  OnboardingDashboardPage,
  ResignedEmployeesPage,
  BulkOnboardingPage,
  BulkUpdatePage,
  AddEmployeePage,
} from '../features/onboarding/index.ts';
import {
  OffboardingRequestDetailPage,
  OffboardingRequestPage,
  OffboardingTasksPage,
  OffboardingDashboardPage,
  OffboardingSetupPage,
  TransferDetailPage,
  TransferListPage,
} from '../features/offboarding/index.ts';
import {
  GoalsApprovalPage,
  GoalsRmViewPage,
  GoalsSettingsPage,
  PerformanceDashboardPage,
  GoalLibraryPage,
  CalibrationPage,
  ManagerReviewPage,
  ReviewCycleEmployeesPage,
  ReviewDetailsPage,
  ReviewSetupPage,
  SelfReviewPage,
  SelfSkillSetPage,
  SkillMatrixPage,
  SkillSetupPage,
  TeamSkillSetPage,
  FrameworksPage,
  ValuesPage,
} from '../features/performance/index.ts';
import {
  BuildingsPage,
  CompanyInformationPage,
  OrgHierarchyPage,
  MasterDataPage,
  OrgStructurePage,
} from '../features/org/index.ts';
import { FeatureFlagsPage } from '../features/tenants/index.ts';
import { AssistantSettingsPage } from '../features/chat/index.ts';
import {
  TimesheetApprovalPage,
  TimesheetHistoryPage,
  TimesheetOverviewPage,
  PendingTimesheetsPage,
  TimesheetFileDetailsPage,
  TimesheetImportsPage,
  TimesheetUploadPage,
  AutoApprovalPage,
  RevenueDetailsPage,
  TimesheetManagementPage,
  WeekTimesheetPage,
  ClientDetailsPage,
  ClientsPage,
  ErpSyncPage,
  MyProjectsPage,
  NewProjectPage,
  ProjectDetailsPage,
  ProjectsPage,
} from '../features/timesheets/index.ts';
import { UserEntitiesAssignmentPage, UserRoleAssignmentPage } from '../features/users/index.ts';
import { VendorDashboardPage } from '../features/vendors/index.ts';
import { EmployeeSurveyPage, ExitSurveyPage, SurveyResultsPage } from '../features/surveys/index.ts';
import type { AccessContext } from '../lib/access/access.ts';
import type { Destination } from '../lib/access/destinations.ts';
import { routeAccess } from '../lib/access/menu.ts';
import { useAccessContext } from '../lib/access/useAccessContext.ts';
import { ComingSoonPage } from './pages/ComingSoonPage.tsx';
import { EmployeesRedirect } from './pages/EmployeesRedirect.tsx';
import { NotAuthorizedPage } from './pages/NotAuthorizedPage.tsx';
import { NotFoundContent } from '../components/NotFoundPage.tsx';
import { ReportGroupPage } from './pages/ReportGroupPage.tsx';

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
