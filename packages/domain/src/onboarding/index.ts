export * from './lifecycle.ts';
export * from './checklist.ts';
export { LIFECYCLE_MESSAGES } from './lifecycle-messages.ts';
