/** The leave module's surface: the only file other modules, the seeds and the server may import. */
export { applicablePairs } from './leave-types-queries.ts';
export { balanceFigures } from './ledger-queries.ts';
export { leaveRoutes } from './routes.ts';
export { LEAVE_REPORTS } from './reports.ts';
