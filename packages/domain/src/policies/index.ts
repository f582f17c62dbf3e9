export * from './types.ts';
export * from './settings.ts';
export * from './plans.ts';
export * from './holidays.ts';
export * from './documents.ts';
export * from './work-calendar.ts';
export * from './shift-time.ts';
export { POLICY_MESSAGES } from './messages.ts';
