/**
 * The report menu of SPEC §2. Only TrResourceProjectAllocationReport is named by the spec; the
 * other keys follow the same rule: 'Tr' + the route in PascalCase + 'Report' unless the route
 * already says "report" (see reportAccessKeyOf).
 */
export const REPORT_GROUPS = [
  {
    title: 'Allocation',
    route: '/allocation-report',
    reports: [
      {
        route: '/resource-project-allocation-report',
        title: 'Resource Project Allocation Report',
        accessKey: 'TrResourceProjectAllocationReport',
      },
    ],
  },
  {
    title: 'Clients & Projects',
    route: '/clients-and-projects',
    reports: [
      { route: '/client-and-project', title: 'Client and Project', accessKey: 'TrClientAndProjectReport' },
      { route: '/client-support-report', title: 'Client Support Report', accessKey: 'TrClientSupportReport' },
    ],
  },
  {
    title: 'Employee Management',
    route: '/employee-management-report',
    reports: [
      {
        route: '/employee-confidential-information-report',
        title: 'Employee Confidential Information Report',
        accessKey: 'TrEmployeeConfidentialInformationReport',
      },
      {
        route: '/employees-in-notice-period',
        title: 'Employees in Notice Period',
        accessKey: 'TrEmployeesInNoticePeriodReport',
      },
      {
        route: '/employee-master-audit-report',
        title: 'Employee Master Audit Report',
        accessKey: 'TrEmployeeMasterAuditReport',
      },
      { route: '/employee-master-report', title: 'Employee Master Report', accessKey: 'TrEmployeeMasterReport' },
      { route: '/employee-overview', title: 'Employee Overview', accessKey: 'TrEmployeeOverviewReport' },
      { route: '/employee-pii-report', title: 'Employee PII Report', accessKey: 'TrEmployeePiiReport' },
      { route: '/employee-status-report', title: 'Employee Status Report', accessKey: 'TrEmployeeStatusReport' },
      { route: '/hr-kpi-report', title: 'HR KPI Report', accessKey: 'TrHrKpiReport' },
      {
        route: '/probation-employees-report',
        title: 'Probation Employees Report',
        accessKey: 'TrProbationEmployeesReport',
      },
      {
        route: '/relieved-employees-report',
        title: 'Relieved Employees Report',
        accessKey: 'TrRelievedEmployeesReport',
      },
    ],
  },
  {
    title: 'Leave & Attendance',
    route: '/leave-attendance-reports',
    reports: [
      {
        route: '/compensatory-off-requests',
        title: 'Compensatory Off Requests',
        accessKey: 'TrCompensatoryOffRequestsReport',
      },
      { route: '/leave-requests', title: 'Leave Requests', accessKey: 'TrLeaveRequestsReport' },
      {
        route: '/leave-balances-of-employees',
        title: 'Leave Balances of Employees',
        accessKey: 'TrLeaveBalancesOfEmployeesReport',
      },
      { route: '/leave-consumed', title: 'Leave Consumed', accessKey: 'TrLeaveConsumedReport' },
    ],
  },
  {
    title: 'Timesheet',
    route: '/timesheet-reports',
    reports: [
      {
        route: '/employee-time-entry-report',
        title: 'Employee Time Entry Report',
        accessKey: 'TrEmployeeTimeEntryReport',
      },
      {
        route: '/fixed-bid-consumption-report',
        title: 'Fixed Bid Consumption Report',
        accessKey: 'TrFixedBidConsumptionReport',
      },
      {
        route: '/payroll-defaulters-report',
        title: 'Payroll Defaulters Report',
        accessKey: 'TrPayrollDefaultersReport',
      },
      {
        route: '/employee-time-entry-adhoc-report',
        title: 'Timesheets Compliance Report',
        accessKey: 'TrEmployeeTimeEntryAdhocReport',
      },
      { route: '/timesheets-report', title: 'Timesheets Report', accessKey: 'TrTimesheetsReport' },
    ],
  },
  {
    title: 'User Management',
    route: '/user-management-reports',
    reports: [
      {
        route: '/employee-user-entity-report',
        title: 'Employee User Entity Report',
        accessKey: 'TrEmployeeUserEntityReport',
      },
      {
        route: '/employee-user-role-report',
        title: 'Employee User Role Report',
        accessKey: 'TrEmployeeUserRoleReport',
      },
    ],
  },
  {
    title: 'Utilization',
    route: '/utilization-reports',
    reports: [
      {
        route: '/utilization-report-exclude-details-page',
        title: 'Utilization Report',
        accessKey: 'TrUtilizationReportExcludeDetailsPage',
      },
      { route: '/timesheet-utilization', title: 'Timesheet Utilization', accessKey: 'TrTimesheetUtilizationReport' },
      {
        route: '/timesheet-utilization-internal',
        title: 'Timesheet Utilization (Internal)',
        accessKey: 'TrTimesheetUtilizationInternalReport',
      },
      {
        route: '/timesheet-utilization-kpi-report',
        title: 'Timesheet Utilization KPI Report',
        accessKey: 'TrTimesheetUtilizationKpiReport',
      },
    ],
  },
] as const;

export type ReportAccessKey = (typeof REPORT_GROUPS)[number]['reports'][number]['accessKey'];

export interface ReportPage {
  route: string;
  title: string;
  accessKey: ReportAccessKey;
}

/** Every report, without its group: for route tables and access checks. */
export const REPORT_PAGES: readonly ReportPage[] = REPORT_GROUPS.flatMap((group): ReportPage[] => [...group.reports]);

export const REPORT_ACCESS_KEYS: readonly ReportAccessKey[] = REPORT_PAGES.map((page) => page.accessKey);

/** The naming rule behind the invented report keys; a test holds every key to it. */
export function reportAccessKeyOf(route: string): string {
  const pascal = route
    .replace(/^\//, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `Tr${pascal}${route.includes('report') ? '' : 'Report'}`;
}

/**
 * Reports carrying personal or confidential data; HR executives do not get them, HR directors do.
 */
export const SENSITIVE_REPORT_ACCESS_KEYS = [
  'TrEmployeeConfidentialInformationReport',
  'TrEmployeePiiReport',
  'TrEmployeeMasterAuditReport',
] as const satisfies readonly ReportAccessKey[];
