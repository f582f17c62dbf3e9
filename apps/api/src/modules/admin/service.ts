import { COMPANY_PARTS, SETUP_AREAS, type CompanyPart, type SetupAreaId, type SetupAreaStatus, type SetupStatusResponse } from '@tenure/domain/admin';
import type { Tx } from '../../platform/db.ts';
import { setupCounts, type SetupCounts } from './queries.ts';

type AreaState = Omit<SetupAreaStatus, 'id'>;

const counted = (count: number, needed = 1): AreaState => ({ done: count >= needed, count, total: null, missing: [] });

/**
 * When each area of the checklist is done. Users: someone besides the first admin has an account.
 * Policies: every policy type has a default plan. Flags and jobs are optional lines: flags are
 * fine as the preset has them; jobs are fine while none failed lately.
 */
const STATE_OF: Record<SetupAreaId, (c: SetupCounts) => AreaState> = {
  companyInformation: (c) => {
    const present: Record<CompanyPart, boolean> = { name: c.hasName, logo: c.hasLogo, address: c.hasAddress };
    const missing = COMPANY_PARTS.filter((part) => !present[part]);
    return { done: missing.length === 0, count: null, total: null, missing };
  },
  legalEntities: (c) => counted(c.legalEntities),
  locations: (c) => counted(c.locations),
  departments: (c) => counted(c.departments),
  masters: (c) => counted(c.designations),
  policies: (c) => ({ done: c.policyTypes > 0 && c.policyTypesWithDefault === c.policyTypes, count: c.policyTypesWithDefault, total: c.policyTypes, missing: [] }),
  leaveTypes: (c) => counted(c.leaveTypes),
  holidayCalendars: (c) => counted(c.holidayCalendars),
  roles: (c) => counted(c.roles),
  users: (c) => counted(c.users, 2),
  featureFlags: (c) => ({ done: true, count: c.flagOverrides, total: null, missing: [] }),
  jobs: (c) => ({ done: c.recentFailedJobs === 0, count: c.recentFailedJobs, total: null, missing: [] }),
};

/** The state of every setup area of the tenant, in checklist order. */
export async function setupStatus(tx: Tx, tenantCode: string): Promise<SetupStatusResponse> {
  const counts = await setupCounts(tx, tenantCode);
  return { areas: SETUP_AREAS.map((area) => ({ id: area.id, ...STATE_OF[area.id](counts) })) };
}
