// The feature's only surface: the pages the app shell renders and what other features may use; the rest is private.
export { PolicyLibraryPage } from './PolicyLibraryPage.tsx';
export { PolicySetupPage } from './PolicySetupPage.tsx';
export { usePolicyTypes } from './api.ts';
export { PlanList } from './setup/PlanList.tsx';
export { settingsSummary } from './setup/settingsSummary.ts';
