/** The timesheets module's surface: the only file other modules, the seeds and the server may import. */
export { timesheetRoutes } from './routes.ts';
export { projectLineApprover } from './weeks/queries.ts';
export { refreshWeeks } from './weeks/service.ts';
export { installTaskCatalogue } from './defaults.ts';
export { TIMESHEET_REPORTS } from './reports/index.ts';
export { AUTO_APPROVAL_RULES } from './auto-approval/service.ts';
export {
  bookedByProject,
  utilisationByProject,
  utilisationOf,
  workedInPeriod,
  type BookedHours,
  type PersonUtilisation,
  type ProjectBooking,
  type UtilisationPeriod,
} from './utilisation/engine.ts';
export { utilisationPersonDays } from './utilisation/person-days.ts';
