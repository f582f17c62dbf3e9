import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { logIn, readMenu } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DASHBOARD = { Dashboard: ['Dashboard'] };
const LEAVES = { Leaves: ['Leave Dashboard', 'Holiday Calendar'] };
const PERFORMANCE = {
  Performance: ['Performance Dashboard', 'My Skill Set', 'Self Review', 'Review Details', 'Employee Survey'],
};
/** Reporting managers (TeamGoals) see their team's goals, its approvals, the goal library and their team's skills. */
const TEAM_PERFORMANCE = {
  Performance: [
    'Performance Dashboard',
    'Team Goals',
    'Team Goals Approval',
    'Goal Library',
    'My Skill Set',
    'Team Skill Sets',
    'Self Review',
    'Team Reviews',
    'Review Details',
    'Employee Survey',
  ],
};
/** HR directors also set goals up and have skill setup, the matrix and frameworks. */
const HR_PERFORMANCE = {
  Performance: [
    'Performance Dashboard',
    'Team Goals',
    'Team Goals Approval',
    'Goal Settings',
    'Goal Library',
    'My Skill Set',
    'Team Skill Sets',
    'Skill Setup',
    'Skill Matrix',
    'Performance Frameworks',
    'Company Values',
    'Self Review',
    'Team Reviews',
    'Review Cycles',
    'Review Details',
    'Employee Survey',
  ],
};
/** Without reportees no Team Goals nor Team Reviews, whatever the role (issue 31 item 11): superadmin. */
const ADMIN_PERFORMANCE = {
  Performance: HR_PERFORMANCE.Performance.filter((item) => item !== 'Team Goals' && item !== 'Team Reviews'),
};
const ORGANIZATION = {
  Organization: ['Organization Structure', 'Organization Hierarchy', 'Employee Directory', 'Policy Library'],
};
const FINANCE = { 'My Finance': ['My Pay'] };
/** ESOP shows only to employees with an allotment (seeded for EMP0003 hrdirector, EMP0005 manager01, EMP0006 employee01). */
const FINANCE_WITH_ESOP = { 'My Finance': ['My Pay', 'ESOP'] };
/** Everyone who may resign (OffboardingRequest); HR also has the leavers' tasks. */
const RESIGNATION = { Offboarding: ['Resignation'] };
const HR_OFFBOARDING = {
  Offboarding: [
    'Resignation',
    'Offboarding Tasks',
    'Offboarding Dashboard',
    'Offboarding Setup',
    'Transfers',
    'Exit Survey Responses',
  ],
};
/** Reporting managers also initiate transfers of their reportees and read their leavers' exit survey answers (without names when anonymous). */
const MANAGER_OFFBOARDING = { Offboarding: ['Resignation', 'Transfers', 'Exit Survey Responses'] };
const MY_ACTIONS = { 'My Actions': ['My Actions'] };
/** Reporting managers with TeamLeave also get Team Leave (/leave-manager). */
const MY_ACTIONS_WITH_TEAM_LEAVE = { 'My Actions': ['My Actions', 'Team Leave'] };
const OWN_TIMESHEETS = ['My Projects', 'Submit Timesheet', 'Timesheet History'];
const ALL_REPORT_GROUPS = {
  Reports: [
    'Allocation',
    'Clients & Projects',
    'Employee Management',
    'Leave & Attendance',
    'Timesheet',
    'User Management',
    'Utilization',
  ],
};
const HR_SETUP = ['Employees', 'Leave Management'];

/** SPEC §6 menu rules applied to the demo users' roles (apps/api/src/db/seed/demo-data.ts). */
const cases: { user: string; menu: Record<string, string[]>; forbidden: string }[] = [
  {
    user: 'employee01',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: OWN_TIMESHEETS,
      ...PERFORMANCE,
      ...ORGANIZATION,
      ...FINANCE_WITH_ESOP,
      ...RESIGNATION,
    },
    forbidden: '/master-data',
  },
  {
    user: 'manager01',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: [...OWN_TIMESHEETS, 'Team Timesheets', 'Timesheet Overview', 'Pending Timesheets'],
      ...TEAM_PERFORMANCE,
      ...MY_ACTIONS_WITH_TEAM_LEAVE,
      ...ORGANIZATION,
      ...FINANCE_WITH_ESOP,
      ...MANAGER_OFFBOARDING,
    },
    forbidden: '/employees',
  },
  {
    // A contractor: no Leaves (SPEC §6).
    user: 'consult01',
    menu: { ...DASHBOARD, Timesheet: OWN_TIMESHEETS, ...PERFORMANCE, ...ORGANIZATION, ...FINANCE, ...RESIGNATION },
    forbidden: '/leave-dashboard',
  },
  {
    user: 'projmgr01',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: [
        'My Projects',
        'Manage Projects',
        'Submit Timesheet',
        'Timesheet History',
        'Team Timesheets',
        'Timesheet Overview',
        'Pending Timesheets',
      ],
      ...TEAM_PERFORMANCE,
      ...MY_ACTIONS_WITH_TEAM_LEAVE,
      ...ORGANIZATION,
      ...FINANCE,
      ...MANAGER_OFFBOARDING,
      Reports: ['Allocation'],
    },
    forbidden: '/employee-master-report',
  },
  {
    user: 'approver01',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: [...OWN_TIMESHEETS, 'Team Timesheets', 'Timesheet Overview', 'Pending Timesheets'],
      ...PERFORMANCE,
      ...MY_ACTIONS,
      ...ORGANIZATION,
      ...FINANCE,
      ...RESIGNATION,
    },
    forbidden: '/manage-projects',
  },
  {
    user: 'hrexec01',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: [...OWN_TIMESHEETS, 'Bulk Upload', 'Revenue Details'],
      ...PERFORMANCE,
      ...ORGANIZATION,
      ...FINANCE,
      Onboarding: [
        'Onboarding',
        'Add Employee',
        'Job Onboarding',
        'Bulk Onboarding',
        'Bulk Consultant Onboarding',
        'Bulk Update',
        'Search Inactive Employee',
        'Resigned Employees',
      ],
      ...HR_OFFBOARDING,
      Setup: [...HR_SETUP, 'Finance Setup'],
      ...ALL_REPORT_GROUPS,
    },
    // Sensitive reports are for HR directors only.
    forbidden: '/employee-pii-report',
  },
  {
    user: 'hrdirector',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: [
        ...OWN_TIMESHEETS,
        'Bulk Upload',
        'Team Timesheets',
        'Admin Timesheet Approval',
        'Timesheet Overview',
        'Pending Timesheets',
        'Revenue Details',
        'Auto-Approval',
      ],
      ...HR_PERFORMANCE,
      ...MY_ACTIONS_WITH_TEAM_LEAVE,
      ...ORGANIZATION,
      ...FINANCE_WITH_ESOP,
      Onboarding: [
        'Onboarding',
        'Add Employee',
        'Job Onboarding',
        'Bulk Onboarding',
        'Bulk Consultant Onboarding',
        'Bulk Update',
        'Search Inactive Employee',
        'Resigned Employees',
      ],
      ...HR_OFFBOARDING,
      Setup: [
        ...HR_SETUP,
        'Master Data',
        'Buildings',
        'Company Information',
        'Payroll Simulation',
        'Policies',
        'Timesheet Setup',
        // The HR director reads the audit trail (ADMINISTRATION › ViewAuditLog) but runs no jobs.
        'Audit Log',
        'Finance Setup',
      ],
      ...ALL_REPORT_GROUPS,
    },
    forbidden: '/user-access-role-management',
  },
  {
    user: 'superadmin',
    menu: {
      ...DASHBOARD,
      ...LEAVES,
      Timesheet: [
        ...OWN_TIMESHEETS,
        'Bulk Upload',
        'Admin Timesheet Approval',
        'Timesheet Overview',
        'Pending Timesheets',
        'Vendor Dashboard',
        'Revenue Details',
        'Auto-Approval',
      ],
      ...ADMIN_PERFORMANCE,
      ...MY_ACTIONS,
      ...ORGANIZATION,
      ...FINANCE,
      Onboarding: [
        'Onboarding',
        'Add Employee',
        'Job Onboarding',
        'Bulk Onboarding',
        'Bulk Consultant Onboarding',
        'Bulk Update',
        'Search Inactive Employee',
        'Resigned Employees',
      ],
      ...HR_OFFBOARDING,
      Setup: [
        'Setup Checklist',
        ...HR_SETUP,
        'Master Data',
        'Buildings',
        'Company Information',
        'Payroll Simulation',
        'Policies',
        'Timesheet Setup',
        'Clients',
        'Projects',
        'User Management',
        'User Role Assignment',
        'User Entities Assignment',
        'Single Sign-On',
        'Feature Flags',
        'Job History',
        'Audit Log',
        'Finance Setup',
        'HR Assistant',
      ],
      ...ALL_REPORT_GROUPS,
    },
    // Manage Projects needs an assignment as project manager, which the super admin does not have.
    forbidden: '/manage-projects',
  },
];

describe('sidebar menu per demo user (SPEC §6)', () => {
  it.each(cases)('$user sees exactly their menu and is refused $forbidden', async ({ user, menu, forbidden }) => {
    const { context, page } = await newPage(browser);
    await logIn(page, user);
    expect(await readMenu(page)).toEqual(menu);
    expect(Object.keys(await readMenu(page))).toEqual(Object.keys(menu));

    await page.goto(forbidden);
    await page.getByTestId('not-authorized').waitFor();
    await context.close();
  });
});
