import { OUTSIDE_MANAGER01, type ModuleProbes, type ProbeContext } from './probe.ts';

const base = '/api/hrms/leave-attendance';
/** An optional holiday employee01 has not taken (someone else may have): giving it back finds no choice of theirs. */
const othersHoliday = async (c: ProbeContext) =>
  `${base}/optional-holidays/${await c.value(
    `select h.id from policy_holidays h where not exists (
       select 1 from optional_holiday_choices o join employees e on e.id = o.employee_id
        where o.holiday_id = h.id and e.employee_number = 'EMP0006') order by h.id limit 1`,
  )}`;

export const leaveProbes: ModuleProbes = {
  probes: {
    [`GET ${base}/leave-request`]: { implicit: "the caller's own requests" },
    [`POST ${base}/leave-request`]: { implicit: 'the caller applies for themselves' },
    [`POST ${base}/leave-request/document`]: { implicit: "a document for the caller's own application" },
    [`GET ${base}/comp-off-request`]: { implicit: "the caller's own comp-off requests" },
    [`POST ${base}/comp-off-request`]: { implicit: 'the caller requests comp-off for themselves' },
    [`GET ${base}/optional-holidays`]: { implicit: "the caller's own optional holidays" },
    [`POST ${base}/optional-holidays`]: { implicit: 'the caller takes an optional holiday' },
    [`DELETE ${base}/optional-holidays/:holidayId`]: { as: 'employee01', url: othersHoliday, expect: 404 },
    [`GET ${base}/leave-request/day-count`]: {
      as: 'employee01',
      url: `${base}/leave-request/day-count?startDate=2026-12-01&endDate=2026-12-02&employeeNo=EMP0005`,
      expect: 403,
    },
    [`GET ${base}/leave-request/manager`]: {
      as: 'manager01',
      url: `${base}/leave-request/manager?status=all&indirect=true&pageSize=100`,
      without: OUTSIDE_MANAGER01,
    },
    [`GET ${base}/comp-off-request/manager`]: {
      as: 'manager01',
      url: `${base}/comp-off-request/manager?status=all&indirect=true&pageSize=100`,
      without: OUTSIDE_MANAGER01,
    },
    [`GET ${base}/leave-overview/team`]: {
      as: 'manager01',
      url: `${base}/leave-overview/team?indirect=true`,
      without: OUTSIDE_MANAGER01,
    },
  },
};
