import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  MODULES,
  REPORT_ACCESS_KEYS,
  REPORT_PAGES,
  accessKeyInfo,
  reportAccessKeyOf,
  undescribedAccessKeys,
} from './index.ts';

/** Every key SPEC §6 names, plus the keys the platform itself needs. */
const SPEC_KEYS = [
  'Dashboard',
  'ShowChatbot',
  'EmpSelfLeaveDashboard',
  'EmpSelfLeaveHolidayList',
  'Timesheets',
  'AssignedProjectList',
  'TimesheetSubmit',
  'SubmitEmployeeTimesheet',
  'TimesheetHistory',
  'BulkUploadOption',
  'EmpSelfPerformanceDashboard',
  'EmpSelfSkillSet',
  'EmpSelfReview',
  'MyTeam',
  'Organization',
  'EmployeeDirectory',
  'PolicyLibrary',
  'MyFinance',
  'MyPay',
  'ESOP',
  'OnboardingDashboard',
  'SetupEmployees',
  'SetupLeaveManagement',
  'MasterData',
  'SetupOrganizationStructure',
  'PayrollSimulation',
  'SetupPolicies',
  'TimesheetSetup',
  'SetupUserManagement',
  'NavigationReports',
  'EmployeeGlobalSearch',
  'TrResourceProjectAllocationReport',
];
const PLATFORM_KEYS = [
  'ViewMailOutbox',
  'ManageRoles',
  'ManageUserEntityRoles',
  'ManageFeatureFlags',
  'EmployeeSensitiveReveal',
  'EditCompanyInformation',
  'LegalEntitySection',
  'HoldingCompanySection',
  'TeamLeave',
  'TeamGoals',
  'TeamSkills',
  'TeamPerformanceReview',
  'TeamOffboarding',
  'ExitSurvey',
  'HrLeaveManagement',
  'HrEmployeeList',
  'EmployeeProfileEdit',
  'EmployeeProfileHrEdit',
  'ViewJobs',
  'ManageJobs',
  'ViewAuditLog',
];

const allKeys = MODULES.flatMap((module) => [...CATALOGUE[module].sections, ...CATALOGUE[module].features]);

describe('permission catalogue', () => {
  it('contains every key of SPEC §6 and every platform key', () => {
    for (const key of [...SPEC_KEYS, ...PLATFORM_KEYS]) expect(allKeys).toContain(key);
  });

  it('lists each key once, as either a section or a feature of one module', () => {
    expect(new Set(allKeys).size).toBe(allKeys.length);
  });

  it('covers every module with a label', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...MODULES].sort());
    for (const module of MODULES) expect(CATALOGUE[module].label).not.toBe('');
  });

  it('has one report key per report route, all granted through REPORTS', () => {
    const routes = REPORT_PAGES.map((page) => page.route);
    expect(REPORT_ACCESS_KEYS).toHaveLength(28);
    expect(new Set(routes).size).toBe(routes.length);
    for (const key of REPORT_ACCESS_KEYS) expect(CATALOGUE.REPORTS.sections).toContain(key);
  });

  it('names every report key by the rule of the spec example', () => {
    for (const report of REPORT_PAGES) {
      expect(report.accessKey).toBe(reportAccessKeyOf(report.route));
    }
    expect(reportAccessKeyOf('/resource-project-allocation-report')).toBe('TrResourceProjectAllocationReport');
  });

  it('titles the ad-hoc time entry report as the Timesheets Compliance Report', () => {
    const report = REPORT_PAGES.find((page) => page.route === '/employee-time-entry-adhoc-report');
    expect(report?.title).toBe('Timesheets Compliance Report');
  });
});

describe('access key texts', () => {
  it('gives every key of the catalogue a name and a one-line description', () => {
    expect(undescribedAccessKeys()).toEqual([]);
    for (const key of allKeys) {
      const info = accessKeyInfo(key);
      expect(info.name).not.toBe('');
      expect(info.description).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('names reports by their title', () => {
    expect(accessKeyInfo('TrEmployeePiiReport').name).toBe('Employee PII Report');
  });
});
