// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { EsopDocumentPage } from './EsopDocumentPage.tsx';
export { EsopPage } from './EsopPage.tsx';
export { FinanceSetupPage } from './FinanceSetupPage.tsx';
export { MyFinancePage } from './MyFinancePage.tsx';
export { PayrollRateSetsPage } from './payroll/PayrollRateSetsPage.tsx';
export { PayrollSimulationDetailsPage } from './payroll/PayrollSimulationDetailsPage.tsx';
export { PayrollSimulationFormPage } from './payroll/PayrollSimulationFormPage.tsx';
export { PayrollSimulationListPage } from './payroll/PayrollSimulationListPage.tsx';
