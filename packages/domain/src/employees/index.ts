export * from './search.ts';
export * from './sections.ts';
export * from './section-schemas.ts';
export * from './profile.ts';
export * from './list.ts';
export * from './team.ts';
export * from './calendar.ts';
export * from './documents.ts';
export { EMPLOYEE_MESSAGES } from './messages.ts';
