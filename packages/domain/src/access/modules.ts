/**
 * Permission modules. The first twelve are the feature areas of SPEC §6; the last two are ours:
 * ADMINISTRATION holds the Setup menu, user management, master data and platform keys (roles,
 * feature flags, mail outbox) so that one admin area is granted as one block; FINANCE holds
 * MyFinance, MyPay and ESOP, which belong to no §6 area; SURVEYS holds the employee surveys of
 * /employee-survey and the questionnaires HR builds for them and for exit surveys.
 */
export const MODULES = [
  'ORGANIZATION',
  'PERFORMANCE_MANAGEMENT',
  'CLIENTS_AND_PROJECTS',
  'EMPLOYEE',
  'TIMESHEET',
  'LEAVE_MANAGEMENT',
  'POLICIES',
  'DASHBOARD',
  'REPORTS',
  'WORK_TIMESHEET',
  'OFFBOARDING',
  'CONSULTANT',
  'ADMINISTRATION',
  'FINANCE',
  'SURVEYS',
] as const;

export type ModuleKey = (typeof MODULES)[number];
