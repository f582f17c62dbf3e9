export * from './hours.ts';
export * from './week.ts';
export * from './status.ts';
export * from './rules.ts';
export * from './api.ts';
export { TIMESHEET_MESSAGES } from './messages.ts';
export * from './projects.ts';
export * from './projects-api.ts';
export * from './projects-messages.ts';
