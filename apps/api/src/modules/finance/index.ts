/** The finance module's surface: the only file other modules, the seeds and the server may import. */
export { isEsopAllotted } from './esop-queries.ts';
export { esopInfoRoutes, financeRoutes, payrollRoutes } from './routes.ts';
