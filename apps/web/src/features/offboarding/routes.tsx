import { feature, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

export const offboardingRoutes: readonly FeatureRoute[] = [
  // Employees resign here; managers (TeamOffboarding) and HR list and decide.
  {
    path: '/offboarding-request',
    label: 'offboardingRequest',
    requires: {
      anyOf: [
        section('OFFBOARDING', 'OffboardingRequest'),
        feature('OFFBOARDING', 'TeamOffboarding'),
        feature('OFFBOARDING', 'SubmitResignationOnBehalf'),
      ],
    },
    flag: 'offboarding',
    menu: { group: 'offboarding', order: 10 },
    page: () => import('./OffboardingRequestPage.tsx').then((m) => m.OffboardingRequestPage),
  },
  // Exit approvers and task owners reach it from My Actions; the API decides who may read it.
  {
    path: '/offboarding-request/:id',
    label: 'offboardingRequestDetails',
    requires: {},
    flag: 'offboarding',
    page: () => import('./OffboardingRequestDetailPage.tsx').then((m) => m.OffboardingRequestDetailPage),
  },
  {
    path: '/offboarding-tasks',
    label: 'offboardingTasks',
    requires: needs(section('OFFBOARDING', 'OffboardingTasks')),
    flag: 'offboardingTasks',
    menu: { group: 'offboarding', order: 20 },
    page: () => import('./OffboardingTasksPage.tsx').then((m) => m.OffboardingTasksPage),
  },
  // Task owners outside HR (IT, finance, managers) open their tasks from My Actions.
  { path: '/offboarding-tasks', label: 'offboardingTasks', requires: {}, flag: 'offboardingTasks' },
  {
    path: '/offboarding-dashboard',
    label: 'offboardingDashboard',
    requires: needs(section('OFFBOARDING', 'OffboardingDashboard')),
    flag: 'offboarding',
    menu: { group: 'offboarding', order: 30 },
    page: () => import('./dashboard/OffboardingDashboardPage.tsx').then((m) => m.OffboardingDashboardPage),
  },
  // Not in the SPEC's route list: where HR sets up exit approvers and task templates (README Decisions).
  {
    path: '/offboarding-setup',
    label: 'offboardingSetup',
    requires: needs(feature('OFFBOARDING', 'SubmitResignationOnBehalf')),
    flag: 'offboarding',
    menu: { group: 'offboarding', order: 40 },
    page: () => import('./setup/OffboardingSetupPage.tsx').then((m) => m.OffboardingSetupPage),
  },
  // HR and managers initiate transfers; approvers (ApproveTransfer) decide them.
  {
    path: '/transfer-request',
    label: 'transferRequests',
    requires: { anyOf: [section('OFFBOARDING', 'TransferRequests'), feature('OFFBOARDING', 'ApproveTransfer')] },
    flag: 'offboardingTransfers',
    menu: { group: 'offboarding', order: 50 },
    page: () => import('./transfers/TransferListPage.tsx').then((m) => m.TransferListPage),
  },
  // Reached from the list and My Actions; the API decides who may read it.
  {
    path: '/transfer-request/:id',
    label: 'transferRequestDetails',
    requires: {},
    flag: 'offboardingTransfers',
    page: () => import('./transfers/TransferDetailPage.tsx').then((m) => m.TransferDetailPage),
  },
];
