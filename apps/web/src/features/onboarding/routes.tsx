import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

const onboardingDashboard = needs(section('EMPLOYEE', 'OnboardingDashboard'));

export const onboardingRoutes: readonly FeatureRoute[] = [
  {
    path: '/employee-onboarding',
    label: 'onboarding',
    requires: onboardingDashboard,
    flag: 'onboardingAppDashboard',
    menu: { group: 'onboarding', order: 10 },
    page: () => import('./dashboard/OnboardingDashboardPage.tsx').then((m) => m.OnboardingDashboardPage),
  },
  // The consultant form is a tab of Add Employee (?kind=consultant): the spec has no route of its own for it.
  {
    path: '/add-employee',
    label: 'addEmployee',
    requires: onboardingDashboard,
    flag: 'singleOnboarding',
    menu: { group: 'onboarding', order: 20 },
    page: () => import('./AddEmployeePage.tsx').then((m) => () => <m.AddEmployeePage mode="add" />),
  },
  {
    path: '/employee-job-onboarding',
    label: 'jobOnboarding',
    requires: onboardingDashboard,
    flag: 'drafts',
    menu: { group: 'onboarding', order: 30 },
    page: () => import('./AddEmployeePage.tsx').then((m) => () => <m.AddEmployeePage mode="jobOnboarding" />),
  },
  {
    path: '/bulk-onboarding',
    label: 'bulkOnboarding',
    requires: onboardingDashboard,
    flag: 'bulkOnboarding',
    menu: { group: 'onboarding', order: 40 },
    page: () => import('./bulk/BulkOnboardingPage.tsx').then((m) => () => <m.BulkOnboardingPage kind="employee" />),
  },
  {
    path: '/bulk-consultant-onboarding',
    label: 'bulkConsultantOnboarding',
    requires: needs(section('CONSULTANT', 'ConsultantOnboarding')),
    flag: 'bulkOnboarding',
    menu: { group: 'onboarding', order: 50 },
    page: () => import('./bulk/BulkOnboardingPage.tsx').then((m) => () => <m.BulkOnboardingPage kind="consultant" />),
  },
  {
    path: '/bulk-update',
    label: 'bulkUpdate',
    requires: needs(section('EMPLOYEE', 'OnboardingDashboard'), feature('EMPLOYEE', 'EmployeeProfileHrEdit')),
    flag: 'bulkUpdates',
    menu: { group: 'onboarding', order: 60 },
    page: () => import('./bulk/BulkUpdatePage.tsx').then((m) => m.BulkUpdatePage),
  },
  {
    path: '/activate-employee',
    label: 'activateEmployee',
    requires: needs(section('EMPLOYEE', 'ActivateEmployee')),
    menu: { group: 'onboarding', order: 70 },
    page: () => import('./activation/ActivateEmployeePage.tsx').then((m) => m.ActivateEmployeePage),
  },
  {
    path: '/resigned-employee-list',
    label: 'resignedEmployees',
    requires: needs(section('EMPLOYEE', 'ResignedEmployeeList')),
    menu: { group: 'onboarding', order: 80 },
    page: () => import('./resigned/ResignedEmployeesPage.tsx').then((m) => m.ResignedEmployeesPage),
  },
  // Not in the SPEC's route list: where a checklist task's owner ticks it, reached from My Actions (README Decisions).
  {
    path: '/onboarding-tasks',
    label: 'onboardingTasks',
    requires: {},
    page: () => import('./dashboard/MyOnboardingTasksPage.tsx').then((m) => m.MyOnboardingTasksPage),
  },
];
