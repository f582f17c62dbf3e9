import { z } from 'zod';

/**
 * The setup checklist (/setup): every area a new tenant's admin works through, in order, with the
 * page that sets it up. The API reports each area's state; the page shows it with a link.
 * `optional` areas (flags, jobs) are shown but do not count towards "x of y done".
 */
export const SETUP_AREAS = [
  { id: 'companyInformation', route: '/edit-company-information', optional: false },
  // SPEC §6: the Legal Entity section of the org structure screen.
  { id: 'legalEntities', route: '/organization-structure', optional: false },
  { id: 'locations', route: '/master-data', search: '?tab=locations', optional: false },
  { id: 'departments', route: '/master-data', search: '?tab=departments', optional: false },
  { id: 'masters', route: '/master-data', search: '?tab=masters', optional: false },
  { id: 'policies', route: '/policy', optional: false },
  { id: 'leaveTypes', route: '/leave-management', search: '?tab=leave-types', optional: false },
  { id: 'holidayCalendars', route: '/policy/holiday', optional: false },
  { id: 'roles', route: '/user-access-role-management', optional: false },
  { id: 'users', route: '/user-role-assignment', optional: false },
  { id: 'featureFlags', route: '/feature-flags', optional: true },
  { id: 'jobs', route: '/job-history', optional: true },
] as const;

export type SetupArea = (typeof SETUP_AREAS)[number];
export type SetupAreaId = SetupArea['id'];
export const setupAreaId = z.enum(SETUP_AREAS.map((area) => area.id) as [SetupAreaId, ...SetupAreaId[]]);

/** What company information still lacks (the checklist names it). */
export const COMPANY_PARTS = ['name', 'logo', 'address'] as const;
export const companyPart = z.enum(COMPANY_PARTS);
export type CompanyPart = z.infer<typeof companyPart>;

/**
 * One area's state. `count` is what the line shows ("3 locations"; for policies the policy types
 * with a default plan, out of `total`); `missing` lists what company information lacks.
 */
export const setupAreaStatus = z.object({
  id: setupAreaId,
  done: z.boolean(),
  count: z.number().int().nullable(),
  total: z.number().int().nullable(),
  missing: z.array(companyPart),
});
export type SetupAreaStatus = z.infer<typeof setupAreaStatus>;

/** GET /api/admin/setup-status: the areas in SETUP_AREAS order. */
export const setupStatusResponse = z.object({ areas: z.array(setupAreaStatus) });
export type SetupStatusResponse = z.infer<typeof setupStatusResponse>;

/** "x of y done": the required areas only. */
export function setupProgress(areas: readonly SetupAreaStatus[]): { done: number; total: number } {
  const required = areas.filter((status) => !SETUP_AREAS.find((area) => area.id === status.id)?.optional);
  return { done: required.filter((status) => status.done).length, total: required.length };
}

/** The address of an area's page, with the tab it opens on. */
export function setupAreaHref(area: SetupArea): string {
  return 'search' in area ? `${area.route}${area.search}` : area.route;
}
