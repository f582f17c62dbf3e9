import { REPORT_GROUPS, section } from '@tenure/domain/access';
import { needs, type FeatureRoute, type NavLabelKey } from '../../lib/access/routes.ts';

const REPORT_GROUP_LABELS: Record<(typeof REPORT_GROUPS)[number]['route'], NavLabelKey> = {
  '/allocation-report': 'allocationReports',
  '/clients-and-projects': 'clientsAndProjectsReports',
  '/employee-management-report': 'employeeManagementReports',
  '/leave-attendance-reports': 'leaveAttendanceReports',
  '/timesheet-reports': 'timesheetReports',
  '/user-management-reports': 'userManagementReports',
  '/utilization-reports': 'utilizationReports',
};

const reportsMenu = section('REPORTS', 'NavigationReports');
const groupPage = () => import('./ReportGroupPage.tsx').then((m) => m.ReportGroupPage);
/** A report the server knows natively shows its rows; the others say "Coming soon" (the page asks the server). */
const reportPage = () => import('./ReportPage.tsx').then((m) => m.ReportPage);

/**
 * SPEC §2 report menu: /report (every report the user may open; not a sidebar entry, the menu lists
 * the groups), a page per report category listing the reports of it the user holds, and each report.
 */
export const reportsRoutes: readonly FeatureRoute[] = [
  {
    path: '/report',
    label: 'reports',
    requires: needs(reportsMenu),
    flag: 'reports',
    page: () => import('./ReportsLandingPage.tsx').then((m) => m.ReportsLandingPage),
  },
  ...REPORT_GROUPS.flatMap((group, index): FeatureRoute[] => [
    {
      path: group.route,
      label: REPORT_GROUP_LABELS[group.route],
      requires: { all: [reportsMenu], anyOf: group.reports.map((report) => section('REPORTS', report.accessKey)) },
      flag: 'reports',
      menu: { group: 'reports', order: (index + 1) * 10 },
      page: groupPage,
    },
    ...group.reports.map((report): FeatureRoute => ({
      path: report.route,
      label: { report: report.accessKey },
      requires: needs(reportsMenu, section('REPORTS', report.accessKey)),
      flag: 'reports',
      page: reportPage,
    })),
  ]),
];
