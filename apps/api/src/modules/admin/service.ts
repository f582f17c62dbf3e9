import {
  COMPANY_PARTS,
  SETUP_AREAS,
  type CompanyPart,
  type SetupAreaId,
  type SetupAreaStatus,
  type SetupStatusResponse,
} from '@tenure/domain/admin';
import { MESSAGES } from '@tenure/domain/messages';
import type { PageQuery } from '@tenure/domain/paging';
import { pendingMigrations, type Database, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReadRouter } from '../../platform/read-replicas.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { mailOutboxPage, setupCounts, type SetupCounts } from './queries.ts';

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
  policies: (c) => ({
    done: c.policyTypes > 0 && c.policyTypesWithDefault === c.policyTypes,
    count: c.policyTypesWithDefault,
    total: c.policyTypes,
    missing: [],
  }),
  leaveTypes: (c) => counted(c.leaveTypes),
  holidayCalendars: (c) => counted(c.holidayCalendars),
  roles: (c) => counted(c.roles),
  users: (c) => counted(c.users, 2),
  featureFlags: (c) => ({ done: true, count: c.flagOverrides, total: null, missing: [] }),
  jobs: (c) => ({ done: c.recentFailedJobs === 0, count: c.recentFailedJobs, total: null, missing: [] }),
};

/** The state of every setup area of the tenant, in checklist order. */
export async function setupStatus(tx: Tx, v: Viewer): Promise<SetupStatusResponse> {
  const counts = await setupCounts(tx, v.tenantCode);
  return { areas: SETUP_AREAS.map((area) => ({ id: area.id, ...STATE_OF[area.id](counts) })) };
}

/** The readiness check: 503 while the database does not answer or lacks a migration of this build. */
export async function readiness(database: Database, reads: ReadRouter | null) {
  let pending: number;
  try {
    pending = await pendingMigrations(database);
  } catch {
    throw new AppError(503, 'DATABASE_UNAVAILABLE', MESSAGES.databaseUnavailable);
  }
  if (pending > 0) throw new AppError(503, 'DATABASE_NOT_MIGRATED', MESSAGES.databaseNotMigrated);
  // A replica down or behind leaves the process ready: its reads go to the primary meanwhile.
  return { status: 'ok', database: database.kind, ...(reads ? { replicas: reads.states() } : {}) };
}

/** The tenant's outgoing mail (Setup › Mail outbox), newest first. */
export async function mailOutbox(tx: Tx, _v: Viewer, { page, size }: PageQuery) {
  return { ...(await mailOutboxPage(tx, page, size)), page, size };
}
