import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const employeesRoutes: readonly FeatureRoute[] = [
  {
    path: '/employee-directory',
    label: 'employeeDirectory',
    requires: needs(section('ORGANIZATION', 'EmployeeDirectory')),
    flag: 'employeeDirectory',
    menu: { group: 'organization', order: 30 },
    page: () => import('./directory/EmployeeDirectoryPage.tsx').then((m) => m.EmployeeDirectoryPage),
  },
  {
    path: '/employees',
    label: 'setupEmployees',
    requires: needs(section('ADMINISTRATION', 'SetupEmployees'), section('EMPLOYEE', 'HrEmployeeList')),
    menu: { group: 'setup', order: 20 },
    page: () => import('./list/EmployeeListPage.tsx').then((m) => m.EmployeeListPage),
  },
  {
    path: '/my-profile',
    label: 'myProfile',
    requires: { when: (ctx) => ctx.isEmployee },
    flag: 'employeeProfile',
    page: () => import('./profile/EmployeeProfilePage.tsx').then((m) => () => <m.EmployeeProfilePage self />),
  },
  // Colleague names link here from the header search and from the directory, so either opens it.
  {
    path: '/employee-profile',
    label: 'employeeProfile',
    requires: { anyOf: [feature('EMPLOYEE', 'EmployeeGlobalSearch'), section('ORGANIZATION', 'EmployeeDirectory')] },
    flag: 'employeeProfile',
    page: () => import('./profile/EmployeeProfilePage.tsx').then((m) => () => <m.EmployeeProfilePage self={false} />),
  },
  // SPEC §2 /employee: "the employees" — HR's employee list when open to the user, else the directory.
  {
    path: '/employee',
    label: 'employees',
    requires: { anyOf: [section('EMPLOYEE', 'HrEmployeeList'), section('ORGANIZATION', 'EmployeeDirectory')] },
    page: () => import('./EmployeesRedirect.tsx').then((m) => m.EmployeesRedirect),
  },
  {
    path: '/reporting-team',
    label: 'reportingTeam',
    requires: { ...needs(section('EMPLOYEE', 'MyTeam')), when: (ctx) => ctx.isReportingManager },
    page: () => import('./team/ReportingTeamPage.tsx').then((m) => m.ReportingTeamPage),
  },
];
