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
/** The reports themselves are still to be built: each is routed and guarded, and says so. */
const comingSoonPage = () => import('./ComingSoonPage.tsx').then((m) => m.ComingSoonPage);

/** SPEC §2 report menu: a page per report category, listing the reports of it the user holds. */
export const reportsRoutes: readonly FeatureRoute[] = REPORT_GROUPS.flatMap((group, index) => [
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
    page: comingSoonPage,
  })),
]);
