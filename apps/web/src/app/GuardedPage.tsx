import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RolesPage } from '../features/access/roles/RolesPage.tsx';
import { MyActionsPage } from '../features/actions/MyActionsPage.tsx';
import { SetupPage } from '../features/admin/SetupPage.tsx';
import { HomePage } from '../features/dashboard/HomePage.tsx';
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
import { BulkOnboardingPage } from '../features/onboarding/bulk/BulkOnboardingPage.tsx';
import { BulkUpdatePage } from '../features/onboarding/bulk/BulkUpdatePage.tsx';
import { PolicySetupPage } from '../features/policies/PolicySetupPage.tsx';
import { BuildingsPage } from '../features/org/buildings/BuildingsPage.tsx';
import { CompanyInformationPage } from '../features/org/company/CompanyInformationPage.tsx';
import { OrgHierarchyPage } from '../features/org/hierarchy/OrgHierarchyPage.tsx';
import { MasterDataPage } from '../features/org/masters/MasterDataPage.tsx';
import { OrgStructurePage } from '../features/org/structure/OrgStructurePage.tsx';
import { FeatureFlagsPage } from '../features/tenants/FeatureFlagsPage.tsx';
import { UserEntitiesAssignmentPage } from '../features/users/UserEntitiesAssignmentPage.tsx';
import { UserRoleAssignmentPage } from '../features/users/UserRoleAssignmentPage.tsx';
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

/** Renders a destination's page only when the tenant has it and the user holds its access key. */
export function GuardedPage({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const access = useAccessContext();
  if (access.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
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
    case 'bulkOnboarding':
      return <BulkOnboardingPage kind="employee" />;
    case 'bulkConsultantOnboarding':
      return <BulkOnboardingPage kind="consultant" />;
    case 'bulkUpdate':
      return <BulkUpdatePage />;
    case 'comingSoon':
    case 'report':
      return <ComingSoonPage label={destination.label} />;
  }
}
