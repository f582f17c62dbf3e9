import { beforeAll, describe, expect, it } from 'vitest';
import { permissionsOfRoles, type RoleCode } from '@tenure/domain/access';
import { resolveFlags } from '@tenure/domain/flags';
import type { AccessContext } from '../lib/access/access.ts';
import { buildMenu, hidesSidebar, installRoutes, routeAccess } from '../lib/access/menu.ts';
import type { FeatureRoute } from '../lib/access/routes.ts';
import { FEATURE_ROUTES, pageRoutes } from './routes.ts';

beforeAll(() => {
  installRoutes(FEATURE_ROUTES);
});

function contextFor(roles: RoleCode[], overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    permissions: permissionsOfRoles(roles),
    flags: resolveFlags('development'),
    isEmployee: true,
    isReportingManager: false,
    isContractor: false,
    isDesignatedApprover: false,
    assignedAsProjectManager: false,
    isEsopAllotted: false,
    hasExitSurvey: false,
    ...overrides,
  };
}

const menuOf = (ctx: AccessContext) =>
  Object.fromEntries(buildMenu(ctx).map((group) => [group.id, group.items.map((item) => item.label)]));

describe('buildMenu (SPEC §6 menu rules)', () => {
  it('gives an employee self-service menus', () => {
    expect(menuOf(contextFor(['EMPLOYEE']))).toEqual({
      dashboard: ['dashboard'],
      leaves: ['leaveDashboard', 'holidayCalendar'],
      timesheet: ['myProjects', 'submitTimesheet', 'timesheetHistory'],
      performance: ['performanceDashboard', 'mySkills', 'selfReview', 'reviewDetails', 'employeeSurvey'],
      organization: ['organizationStructure', 'organizationHierarchy', 'employeeDirectory', 'policyLibrary'],
      myFinance: ['myPay'],
      offboarding: ['offboardingRequest'],
    });
  });

  it('gives managers team reviews and HR directors review setup and calibration (issue 20)', () => {
    expect(menuOf(contextFor(['EMPLOYEE', 'REPORTING_MANAGER'], { isReportingManager: true })).performance).toContain(
      'teamReviews',
    );
    // Team Goals and Team Reviews list reportees: not for a role without any (issue 31 item 11).
    expect(menuOf(contextFor(['SUPER_ADMIN', 'EMPLOYEE'])).performance).not.toContain('goalsRmView');
    expect(menuOf(contextFor(['SUPER_ADMIN', 'EMPLOYEE'])).performance).not.toContain('teamReviews');
    expect(menuOf(contextFor(['SUPER_ADMIN', 'EMPLOYEE'], { isReportingManager: true })).performance).toEqual(
      expect.arrayContaining(['goalsRmView', 'teamReviews']),
    );
    expect(menuOf(contextFor(['EMPLOYEE'])).performance).not.toContain('reviewSetup');
    expect(menuOf(contextFor(['EMPLOYEE', 'HR_DIRECTOR'])).performance).toContain('reviewSetup');
    expect(routeAccess('/pms-self-review', contextFor(['EMPLOYEE']))).toBe('allowed');
    expect(routeAccess('/pmm/review-cycle/calibration/:id', contextFor(['EMPLOYEE', 'REPORTING_MANAGER']))).toBe(
      'notAuthorized',
    );
    expect(routeAccess('/pmm/review-cycle/calibration/:id', contextFor(['EMPLOYEE', 'HR_DIRECTOR']))).toBe('allowed');
  });

  it('shows the exit survey only to a Resigned user with one assigned; HR and managers read the responses', () => {
    expect(menuOf(contextFor(['EMPLOYEE'], { hasExitSurvey: true })).offboarding).toEqual([
      'offboardingRequest',
      'exitSurvey',
    ]);
    expect(menuOf(contextFor(['EMPLOYEE', 'REPORTING_MANAGER'])).offboarding).toContain('exitSurveyResponses');
    expect(menuOf(contextFor(['EMPLOYEE', 'HR_EXECUTIVE'])).offboarding).toContain('exitSurveyResponses');
    expect(routeAccess('/offboarding-feedback', contextFor(['EMPLOYEE']))).toBe('notAuthorized');
    expect(routeAccess('/employee-survey/:id', contextFor(['EMPLOYEE']))).toBe('notAuthorized');
    expect(routeAccess('/employee-survey/:id', contextFor(['EMPLOYEE', 'HR_EXECUTIVE']))).toBe('allowed');
  });

  it('hides Leaves from consultants and contractors', () => {
    const menu = menuOf(contextFor(['EMPLOYEE'], { isContractor: true }));
    expect(menu.leaves).toBeUndefined();
  });

  it('shows ESOP only when allotted', () => {
    expect(menuOf(contextFor(['EMPLOYEE'], { isEsopAllotted: true })).myFinance).toEqual(['myPay', 'esop']);
  });

  it('shows Manage Projects only to an assigned project manager', () => {
    expect(menuOf(contextFor(['EMPLOYEE'], { assignedAsProjectManager: true })).timesheet).toContain('manageProjects');
    expect(menuOf(contextFor(['SUPER_ADMIN'])).timesheet).not.toContain('manageProjects');
  });

  it('gives a reporting manager My Actions, Team Leave and team timesheets', () => {
    const menu = menuOf(contextFor(['EMPLOYEE', 'REPORTING_MANAGER'], { isReportingManager: true }));
    expect(menu.myActions).toEqual(['myActions', 'teamLeave']);
    expect(menu.timesheet).toContain('teamTimesheets');
  });

  it('needs the employee flag or SubmitEmployeeTimesheet to submit timesheets', () => {
    const notEmployee = menuOf(contextFor(['CONSULTANT'], { isEmployee: false }));
    expect(notEmployee.timesheet ?? []).not.toContain('submitTimesheet');
    expect(notEmployee.timesheet ?? []).not.toContain('myProjects');
  });

  it('shows report groups only for reports the user holds', () => {
    const hrExecutive = menuOf(contextFor(['EMPLOYEE', 'HR_EXECUTIVE']));
    expect(hrExecutive.reports).toContain('employeeManagementReports');
    const projectManager = menuOf(contextFor(['EMPLOYEE', 'PROJECT_MANAGER'], { assignedAsProjectManager: true }));
    expect(projectManager.reports).toEqual(['allocationReports']);
  });

  it('gives the super admin the whole setup menu', () => {
    expect(menuOf(contextFor(['SUPER_ADMIN'])).setup).toEqual([
      'setupChecklist',
      'setupEmployees',
      'setupLeaveManagement',
      'masterData',
      'buildings',
      'editCompanyInformation',
      'payrollSimulation',
      'setupPolicies',
      'timesheetSetup',
      'clients',
      'projects',
      'userManagement',
      'userRoleAssignment',
      'userEntitiesAssignment',
      'singleSignOn',
      'featureFlags',
      'jobHistory',
      'auditLog',
      'financeSetup',
      'assistantSettings',
    ]);
  });

  it('hides what a tenant flag turns off', () => {
    const ctx = contextFor(['EMPLOYEE'], { flags: { ...resolveFlags('development'), timesheet: false } });
    expect(menuOf(ctx).timesheet).toBeUndefined();
  });

  it('is empty for an empty permission map', () => {
    expect(buildMenu(contextFor([]))).toEqual([]);
  });
});

describe('routeAccess', () => {
  it('allows a page the user may reach through any of its tabs', () => {
    expect(routeAccess('/leave-dashboard', contextFor(['EMPLOYEE']))).toBe('allowed');
  });

  it('opens the organization hierarchy to everyone with Organization, not only Setup', () => {
    expect(routeAccess('/organization-hierarchy', contextFor(['EMPLOYEE']))).toBe('allowed');
  });

  it('refuses a page outside the user access', () => {
    expect(routeAccess('/master-data', contextFor(['EMPLOYEE']))).toBe('notAuthorized');
  });

  it('treats a page whose flag is off, or an unknown page, as not found', () => {
    const ctx = contextFor(['SUPER_ADMIN'], { flags: { ...resolveFlags('development'), payrollSimulation: false } });
    expect(routeAccess('/payroll-simulation', ctx)).toBe('notFound');
    expect(routeAccess('/nowhere', ctx)).toBe('notFound');
  });

  it('opens My Actions to every user as their inbox, while the menu entry follows SPEC §6', () => {
    const employee = contextFor(['EMPLOYEE']);
    expect(routeAccess('/my-actions', employee)).toBe('allowed');
    expect(routeAccess('/my-actions', contextFor(['HR_EXECUTIVE', 'EMPLOYEE']))).toBe('allowed');
    expect(menuOf(employee).myActions).toBeUndefined();
  });

  it('opens /employee and a colleague profile to whoever has the directory or HR list', () => {
    expect(routeAccess('/employee', contextFor(['EMPLOYEE']))).toBe('allowed');
    expect(routeAccess('/employee', contextFor(['HR_EXECUTIVE']))).toBe('allowed');
    expect(routeAccess('/employee', contextFor(['DESIGNATED_APPROVER']))).toBe('notAuthorized');
    expect(routeAccess('/employee-profile', contextFor(['EMPLOYEE']))).toBe('allowed');
  });
});

describe('the routes the features own', () => {
  it('route every path to exactly one page', () => {
    const paths = new Set(FEATURE_ROUTES.map((route) => route.path));
    expect(pageRoutes(FEATURE_ROUTES).map((route) => route.path)).toEqual([...paths]);
  });

  it('refuse a path whose routes carry no page, or two', () => {
    const page = () => Promise.resolve(() => null);
    const bare: FeatureRoute = { path: '/x', label: 'dashboard', requires: {} };
    expect(() => pageRoutes([bare])).toThrow('/x has 0 pages');
    expect(() =>
      pageRoutes([
        { ...bare, page },
        { ...bare, page },
      ]),
    ).toThrow('/x has 2 pages');
  });

  it('put each menu entry at its own place in its group', () => {
    const places = FEATURE_ROUTES.flatMap((route) => (route.menu ? [`${route.menu.group}:${route.menu.order}`] : []));
    expect(new Set(places).size).toBe(places.length);
  });

  it('show the self review link without the sidebar (SPEC §2 /pms-self-review)', () => {
    expect(hidesSidebar('/pms-self-review')).toBe(true);
    expect(hidesSidebar('/performance-review/self')).toBe(false);
  });
});
