export * from './employee-row.ts';
export * from './age.ts';
export * from './numbers.ts';
export * from './drafts.ts';
export * from './views.ts';
export { ONBOARDING_MESSAGES } from './messages.ts';
export * from './bulk.ts';
export * from './bulk-update.ts';
