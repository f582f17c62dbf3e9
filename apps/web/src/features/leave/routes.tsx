import { feature, section } from '@tenure/domain/access';
import type { AccessRequirement } from '../../lib/access/access.ts';
import { needs, type FeatureRoute } from '../../lib/access/routes.ts';

/** SPEC §6: Leaves are hidden from consultants and contractors. */
const selfService: AccessRequirement = {
  ...needs(section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard')),
  when: (ctx) => !ctx.isContractor,
};

export const leaveRoutes: readonly FeatureRoute[] = [
  {
    path: '/leave-dashboard',
    label: 'leaveDashboard',
    requires: selfService,
    menu: { group: 'leaves', order: 10 },
    page: () => import('./LeaveDashboardPage.tsx').then((m) => m.LeaveDashboardPage),
  },
  {
    path: '/leave-dashboard',
    search: '?tab=holiday-calendar',
    label: 'holidayCalendar',
    requires: { ...needs(section('LEAVE_MANAGEMENT', 'EmpSelfLeaveHolidayList')), when: (ctx) => !ctx.isContractor },
    menu: { group: 'leaves', order: 20 },
  },
  {
    path: '/employee-leave',
    label: 'applyLeave',
    requires: selfService,
    page: () => import('./EmployeeLeavePage.tsx').then((m) => m.EmployeeLeavePage),
  },
  {
    path: '/leave-manager',
    label: 'teamLeave',
    requires: {
      ...needs(section('EMPLOYEE', 'MyTeam'), feature('LEAVE_MANAGEMENT', 'TeamLeave')),
      when: (ctx) => ctx.isReportingManager,
    },
    menu: { group: 'myActions', order: 20 },
    page: () => import('./LeaveManagerPage.tsx').then((m) => m.LeaveManagerPage),
  },
  {
    path: '/leave-management',
    label: 'setupLeaveManagement',
    requires: needs(section('ADMINISTRATION', 'SetupLeaveManagement')),
    menu: { group: 'setup', order: 30 },
    page: () => import('./LeaveManagementPage.tsx').then((m) => m.LeaveManagementPage),
  },
];
