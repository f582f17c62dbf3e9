import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  MODULES,
  ROLE_CODES,
  SEEDED_ROLES,
  SENSITIVE_REPORT_ACCESS_KEYS,
  feature,
  hasAccess,
  permissionMapSchema,
  permissionsOfRoles,
  section,
  type AccessKey,
  type RoleCode,
} from './index.ts';

const can = (roles: RoleCode[], key: AccessKey) => hasAccess(permissionsOfRoles(roles), key);

describe('seeded roles', () => {
  it('define every role code', () => {
    expect(Object.keys(SEEDED_ROLES).sort()).toEqual([...ROLE_CODES].sort());
  });

  it.each(ROLE_CODES)('%s grants only catalogue keys', (code) => {
    expect(permissionMapSchema.safeParse(SEEDED_ROLES[code].grants).success).toBe(true);
  });

  it('gives super admin every key of the catalogue', () => {
    for (const module of MODULES) {
      for (const name of CATALOGUE[module].sections)
        expect(can(['SUPER_ADMIN'], { module, section: name } as AccessKey)).toBe(true);
      for (const name of CATALOGUE[module].features)
        expect(can(['SUPER_ADMIN'], { module, feature: name } as AccessKey)).toBe(true);
    }
  });

  it('keeps platform administration to super admin', () => {
    const platformKeys = [
      feature('ADMINISTRATION', 'ManageRoles'),
      feature('ADMINISTRATION', 'ManageUserEntityRoles'),
      feature('ADMINISTRATION', 'ManageFeatureFlags'),
      section('ADMINISTRATION', 'ViewMailOutbox'),
    ];
    const others = ROLE_CODES.filter((code) => code !== 'SUPER_ADMIN');
    for (const key of platformKeys) expect(can(others, key)).toBe(false);
  });

  it('gives an employee self-service, leave included', () => {
    for (const key of [
      section('DASHBOARD', 'Dashboard'),
      section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'),
      section('LEAVE_MANAGEMENT', 'EmpSelfLeaveHolidayList'),
      section('TIMESHEET', 'TimesheetSubmit'),
      section('TIMESHEET', 'TimesheetHistory'),
      section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview'),
      section('ORGANIZATION', 'EmployeeDirectory'),
      section('ORGANIZATION', 'PolicyLibrary'),
      section('FINANCE', 'MyFinance'),
      feature('EMPLOYEE', 'EmployeeGlobalSearch'),
    ]) {
      expect(can(['EMPLOYEE'], key)).toBe(true);
    }
    expect(can(['EMPLOYEE'], section('EMPLOYEE', 'MyTeam'))).toBe(false);
    expect(can(['EMPLOYEE'], section('EMPLOYEE', 'HrEmployeeList'))).toBe(false);
  });

  it('gives a consultant no leave key at all', () => {
    const consultant = SEEDED_ROLES.CONSULTANT.grants;
    expect(consultant.LEAVE_MANAGEMENT).toBeUndefined();
    expect(can(['CONSULTANT'], section('TIMESHEET', 'TimesheetSubmit'))).toBe(true);
  });

  it('gives a consultant what an employee has, except leave', () => {
    const { LEAVE_MANAGEMENT: leave, ...employeeWithoutLeave } = SEEDED_ROLES.EMPLOYEE.grants;
    expect(leave).toBeDefined();
    expect(SEEDED_ROLES.CONSULTANT.grants).toEqual(employeeWithoutLeave);
  });

  it('lets manager01 (employee + reporting manager) open My Team and approve team leave', () => {
    expect(can(['EMPLOYEE', 'REPORTING_MANAGER'], section('EMPLOYEE', 'MyTeam'))).toBe(true);
    expect(can(['EMPLOYEE', 'REPORTING_MANAGER'], feature('LEAVE_MANAGEMENT', 'TeamLeave'))).toBe(true);
    expect(can(['EMPLOYEE', 'REPORTING_MANAGER'], section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'))).toBe(true);
    expect(can(['EMPLOYEE'], feature('LEAVE_MANAGEMENT', 'TeamLeave'))).toBe(false);
  });

  it('lets a designated approver approve team timesheets but not team leave', () => {
    expect(can(['DESIGNATED_APPROVER'], feature('WORK_TIMESHEET', 'ApproveTeamTimesheet'))).toBe(true);
    expect(can(['DESIGNATED_APPROVER'], section('EMPLOYEE', 'MyTeam'))).toBe(true);
    expect(can(['DESIGNATED_APPROVER'], feature('LEAVE_MANAGEMENT', 'TeamLeave'))).toBe(false);
  });

  it('lets a project manager manage projects, which a reporting manager cannot', () => {
    expect(can(['PROJECT_MANAGER'], section('CLIENTS_AND_PROJECTS', 'ManageProjects'))).toBe(true);
    expect(can(['PROJECT_MANAGER'], feature('CLIENTS_AND_PROJECTS', 'ManageProjectTeam'))).toBe(true);
    expect(can(['REPORTING_MANAGER'], section('CLIENTS_AND_PROJECTS', 'ManageProjects'))).toBe(false);
  });

  it('gives HR executives HR screens and reports but not sensitive data', () => {
    for (const key of [
      section('EMPLOYEE', 'HrEmployeeList'),
      section('EMPLOYEE', 'OnboardingDashboard'),
      section('ADMINISTRATION', 'SetupEmployees'),
      section('ADMINISTRATION', 'SetupLeaveManagement'),
      section('REPORTS', 'NavigationReports'),
      section('REPORTS', 'TrLeaveBalancesOfEmployeesReport'),
    ]) {
      expect(can(['HR_EXECUTIVE'], key)).toBe(true);
    }
    expect(can(['HR_EXECUTIVE'], feature('EMPLOYEE', 'EmployeeSensitiveReveal'))).toBe(false);
    for (const key of SENSITIVE_REPORT_ACCESS_KEYS) expect(can(['HR_EXECUTIVE'], section('REPORTS', key))).toBe(false);
  });

  it('gives HR directors everything HR executives have, plus all reports, setup and sensitive reveal', () => {
    const executive = SEEDED_ROLES.HR_EXECUTIVE.grants;
    for (const module of MODULES) {
      for (const [name, granted] of Object.entries(executive[module]?.sectionAccess ?? {})) {
        if (granted) expect(can(['HR_DIRECTOR'], { module, section: name } as AccessKey)).toBe(true);
      }
      for (const [name, granted] of Object.entries(executive[module]?.featureAccess ?? {})) {
        if (granted) expect(can(['HR_DIRECTOR'], { module, feature: name } as AccessKey)).toBe(true);
      }
    }
    for (const name of CATALOGUE.REPORTS.sections) expect(can(['HR_DIRECTOR'], section('REPORTS', name))).toBe(true);
    expect(can(['HR_DIRECTOR'], feature('EMPLOYEE', 'EmployeeSensitiveReveal'))).toBe(true);
    expect(can(['HR_DIRECTOR'], section('ADMINISTRATION', 'SetupPolicies'))).toBe(true);
    expect(can(['HR_DIRECTOR'], section('ADMINISTRATION', 'ViewAuditLog'))).toBe(true);
    expect(can(['HR_EXECUTIVE'], section('ADMINISTRATION', 'ViewAuditLog'))).toBe(false);
    expect(can(['HR_DIRECTOR'], feature('ADMINISTRATION', 'ManageRoles'))).toBe(false);
  });
});
