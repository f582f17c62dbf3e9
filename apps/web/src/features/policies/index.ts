// The feature's only surface: its routes (the app shell assembles the router and the menu from them) and what other features may use; the rest is private.
export { policiesRoutes } from './routes.tsx';
export { usePolicyTypes } from './api.ts';
export { PlanList } from './setup/PlanList.tsx';
export { settingsSummary } from './setup/settingsSummary.ts';
