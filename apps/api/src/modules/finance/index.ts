/** The finance module's surface: the only file other modules, the seeds and the server may import. */
export { isEsopAllotted } from './esop-allotment.ts';
export { esopInfoRoutes } from './esop-info-routes.ts';
export { payrollRoutes } from './payroll-routes.ts';
export { financeRoutes } from './routes.ts';
