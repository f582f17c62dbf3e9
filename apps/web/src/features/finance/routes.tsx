import { feature, hasAccess, section } from '@tenure/domain/access';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

const payrollSimulation = needs(section('ADMINISTRATION', 'PayrollSimulation'));

export const financeRoutes: readonly FeatureRoute[] = [
  {
    path: '/my-finance',
    label: 'myPay',
    requires: needs(section('FINANCE', 'MyFinance'), section('FINANCE', 'MyPay')),
    flag: 'myFinance',
    menu: { group: 'myFinance', order: 10 },
    page: () => import('./MyFinancePage.tsx').then((m) => m.MyFinancePage),
  },
  {
    path: '/esop',
    label: 'esop',
    requires: {
      ...needs(section('FINANCE', 'MyFinance'), section('FINANCE', 'ESOP')),
      when: (ctx) => ctx.isEsopAllotted,
    },
    flag: 'esop',
    menu: { group: 'myFinance', order: 20 },
    page: () => import('./EsopPage.tsx').then((m) => m.EsopPage),
  },
  // SPEC §2 /docs/: the ESOP user manual and FAQ, for holders of a grant and ESOP HR.
  {
    path: '/docs/:document',
    label: 'esopDocument',
    requires: { when: (ctx) => ctx.isEsopAllotted || hasAccess(ctx.permissions, feature('FINANCE', 'ManageEsop')) },
    flag: 'esop',
    page: () => import('./EsopDocumentPage.tsx').then((m) => m.EsopDocumentPage),
  },
  {
    path: '/payroll-simulation',
    label: 'payrollSimulation',
    requires: payrollSimulation,
    flag: 'payrollSimulation',
    menu: { group: 'setup', order: 70 },
    page: () => import('./payroll/PayrollSimulationListPage.tsx').then((m) => m.PayrollSimulationListPage),
  },
  {
    path: '/payroll-simulation-form',
    label: 'payrollSimulationForm',
    requires: payrollSimulation,
    flag: 'payrollSimulation',
    page: () => import('./payroll/PayrollSimulationFormPage.tsx').then((m) => m.PayrollSimulationFormPage),
  },
  {
    path: '/payroll-simulation-details',
    label: 'payrollSimulationDetails',
    requires: payrollSimulation,
    flag: 'payrollSimulation',
    page: () => import('./payroll/PayrollSimulationDetailsPage.tsx').then((m) => m.PayrollSimulationDetailsPage),
  },
  // Not in the SPEC's route list: HR's editor of the statutory rates the simulations use (issue 21; README Decisions).
  {
    path: '/payroll-simulation-rates',
    label: 'payrollRateSets',
    requires: payrollSimulation,
    flag: 'payrollSimulation',
    page: () => import('./payroll/PayrollRateSetsPage.tsx').then((m) => m.PayrollRateSetsPage),
  },
  // Not in the SPEC's route list: where HR uploads payslips, grants options and sets the pay and ESOP links (README Decisions).
  {
    path: '/finance-setup',
    label: 'financeSetup',
    requires: { anyOf: [feature('FINANCE', 'ManagePay'), feature('FINANCE', 'ManageEsop')] },
    flag: 'myFinance',
    menu: { group: 'setup', order: 180 },
    page: () => import('./FinanceSetupPage.tsx').then((m) => m.FinanceSetupPage),
  },
];
