import type { ComponentType } from 'react';
import { feature, hasAccess, section, type AccessKey, type ReportAccessKey } from '@tenure/domain/access';
import type { FlagKey } from '@tenure/domain/flags';
import type { Translation } from '../../locales/en.ts';
import type { AccessContext, AccessRequirement } from './access.ts';

/** The sidebar groups of SPEC §6, in menu order. */
export const MENU_GROUPS = [
  'dashboard',
  'leaves',
  'timesheet',
  'performance',
  'myActions',
  'organization',
  'myFinance',
  'onboarding',
  'offboarding',
  'setup',
  'reports',
] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number];

/** A page's name in the menu and its heading: a text of the `nav` section of the locales. */
export type NavLabelKey = keyof Translation['nav'];

/** What a routed page receives: the viewer's access context and the route that opened it. */
export interface PageProps {
  ctx: AccessContext;
  route: FeatureRoute;
}

/** A page's code, fetched the first time it is opened: `() => import('./XPage.tsx').then((m) => m.XPage)`. */
export type PageLoader = () => Promise<ComponentType<PageProps>>;

/** Where a route sits in the sidebar: its group, and its place in the group (lower first). */
export interface MenuEntry {
  group: MenuGroupId;
  order: number;
}

/**
 * One place a user can go, owned by its feature (features/<f>/routes.tsx): the router, the guards and
 * the sidebar are assembled from all of them. Several routes may share a path (a tab of one page, or a
 * menu entry for some and the bare page for others): the page opens to whoever may reach any of them,
 * and exactly one of them carries the page.
 */
export interface FeatureRoute {
  path: string;
  /** Query string of the menu link, for a route that is a tab of a page. */
  search?: string;
  label: NavLabelKey | { report: ReportAccessKey };
  requires: AccessRequirement;
  /** A tenant flag that must be on, else the route does not exist for the tenant (not found). */
  flag?: FlagKey;
  menu?: MenuEntry;
  /** The page, loaded when first opened; absent on the other routes of a path that carries it. */
  page?: PageLoader;
  /** Shown with the header only, without the sidebar (SPEC §2 /pms-self-review). */
  withoutSidebar?: true;
}

/** A page open without a session (set a password, approve a client's timesheets): no guard, no layout. */
export interface PublicRoute {
  path: string;
  page: () => Promise<ComponentType>;
}

export interface MenuGroupSpec {
  id: MenuGroupId;
  requires?: AccessRequirement;
  flag?: FlagKey;
}

/** Every one of the keys. */
export const needs = (...all: AccessKey[]): AccessRequirement => ({ all });

/** SPEC §6: team timesheets are for reporting managers and designated approvers. */
export const approvesTeamTimesheets = (ctx: AccessContext): boolean =>
  ctx.isReportingManager || ctx.isDesignatedApprover;

/** SPEC §6 "My Actions": MyTeam plus one of the team roles or team features. */
const TEAM_FEATURES: readonly AccessKey[] = [
  feature('LEAVE_MANAGEMENT', 'TeamLeave'),
  feature('PERFORMANCE_MANAGEMENT', 'TeamGoals'),
  feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'),
  feature('PERFORMANCE_MANAGEMENT', 'TeamPerformanceReview'),
  feature('OFFBOARDING', 'TeamOffboarding'),
];

/** SPEC §6 "My Actions": someone who acts for a team. */
export const actsForATeam = (ctx: AccessContext): boolean =>
  approvesTeamTimesheets(ctx) || TEAM_FEATURES.some((key) => hasAccess(ctx.permissions, key));

export const MENU_GROUP_SPECS: readonly MenuGroupSpec[] = [
  { id: 'dashboard' },
  { id: 'leaves', requires: { when: (ctx) => !ctx.isContractor } },
  { id: 'timesheet', requires: needs(section('TIMESHEET', 'Timesheets')), flag: 'timesheet' },
  { id: 'performance' },
  { id: 'myActions' },
  { id: 'organization' },
  { id: 'myFinance', requires: needs(section('FINANCE', 'MyFinance')), flag: 'myFinance' },
  { id: 'onboarding' },
  { id: 'offboarding', flag: 'offboarding' },
  { id: 'setup' },
  { id: 'reports', requires: needs(section('REPORTS', 'NavigationReports')), flag: 'reports' },
];
