/** The leave module's surface: the only file other modules, the seeds and the server may import. */
export { balanceFigures } from './leave-balances.ts';
export { applicablePairs, probationEnd } from './leave-eligibility.ts';
export { leaveRoutes } from './routes.ts';
