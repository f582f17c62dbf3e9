export * from './leave-types.ts';
export * from './requests.ts';
export * from './comp-off.ts';
export * from './day-count.ts';
export * from './accrual.ts';
export * from './balances.ts';
export * from './optional-holidays.ts';
export { LEAVE_MESSAGES } from './messages.ts';
