/** The onboarding module's surface: the only file other modules, the seeds and the server may import. */
export { createTemplate, startChecklist } from './checklist-service.ts';
export { onboardingLifecycleRoutes } from './lifecycle-routes.ts';
export { onboardingRoutes } from './routes.ts';
