/** The policies module's surface: the only file other modules, the seeds and the server may import. */
export { effectivePlanOf, effectivePlans, effectivePlansByPlace, probationEnd } from './effective-plans.ts';
export { holidaysOfPlan } from './holiday-queries.ts';
export { employeeHolidays } from './holiday-service.ts';
export { pdfText } from './pdf-text.ts';
export { PAGE_BREAK, searchPolicyPassages, type PolicyPassage } from './policy-search.ts';
export { policyRoutes } from './routes.ts';
export { loadWorkCalendar, toWorkCalendar, workCalendarQuery, type WorkCalendarRow } from './work-calendar.ts';
export { installPolicies, NEW_TENANT_PLANS, STANDARD_PLANS, type PlanToInstall } from './defaults.ts';
export { POLICY_REPORTS } from './reports.ts';
