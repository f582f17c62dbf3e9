import { OUTSIDE_MANAGER01, type ModuleProbes, type ProbeContext } from './probe.ts';

const idOf = (c: ProbeContext, employeeNumber: string) =>
  c.value(`select id from employees where employee_number = $1`, employeeNumber);

/** Employees, home and finance: the caller's own pages, a manager's team. */
export const peopleProbes: ModuleProbes = {
  probes: {
    'GET /api/hrms/hris/employee/my-team': {
      as: 'manager01',
      url: '/api/hrms/hris/employee/my-team?indirect=true',
      without: OUTSIDE_MANAGER01,
    },
    'GET /api/home/dashboard': { implicit: "the caller's own dashboard" },
    'GET /api/home/clock': { implicit: "the caller's own clock" },
    'POST /api/home/clock/in': { implicit: 'the caller clocks in' },
    'POST /api/home/clock/out': { implicit: 'the caller clocks out' },
    'GET /api/hrms/finance/my-finance': { implicit: "the caller's own pay links" },
    'GET /api/hrms/finance/payslips/mine': { implicit: "the caller's own payslips" },
    'PUT /api/hrms/finance/tax-declaration': { implicit: "the caller's own declaration" },
    'GET /api/hrms/finance/esop/mine': { implicit: "the caller's own grants" },
    'POST /api/hrms/finance/esop/exercise-requests': { implicit: 'the caller exercises their own options' },
    'GET /api/hrms/hris/employee/esop/:employeeId': {
      as: 'employee01',
      url: async (c) => `/api/hrms/hris/employee/esop/${await idOf(c, 'EMP0005')}`,
      expect: 403,
    },
  },
};
