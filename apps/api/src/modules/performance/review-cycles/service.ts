import {
  DEFAULT_TARGET_DISTRIBUTION,
  REVIEW_MESSAGES,
  type CalibrationConfiguration,
  type ReviewCycleData,
  type ReviewCycleView,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import { sqlStateOf, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import {
  audienceSize,
  cycleById,
  cycleMemberRows,
  cycleRows,
  cycleStatusForUpdate,
  deleteCycleRow,
  employeesByNumbers,
  insertCycle,
  insertCycleReviews,
  markLaunched,
  markLaunching,
  releaseCycleRows,
  replaceMembers,
  setCalibrationConfiguration,
  setLaunchExecution,
  updateCycleRow,
  type CycleRow,
} from './cycles-queries.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toView = (row: CycleRow): ReviewCycleView => ({
  ...row,
  launchedAt: iso(row.launchedAt),
  releasedAt: iso(row.releasedAt),
});

export async function listCycles(tx: Tx): Promise<ReviewCycleView[]> {
  const rows = await cycleRows(tx);
  return rows.map(toView);
}

export async function loadCycle(tx: Tx, id: string, lock = false): Promise<ReviewCycleView> {
  const row = await cycleById(tx, id, lock);
  if (!row) throw notFound();
  return toView(row);
}

const nameTaken = (error: unknown) => {
  if (sqlStateOf(error) === '23505') return badRequest(REVIEW_MESSAGES.nameTaken, { name: REVIEW_MESSAGES.nameTaken });
  return error;
};

/** Savepointed so a duplicate name is a field error and the request's transaction stays usable. */
async function writeCycle(tx: Tx, write: () => Promise<string>): Promise<string> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function createCycle(tx: Tx, v: Viewer, body: ReviewCycleData) {
  const configuration: CalibrationConfiguration = {
    targetDistribution:
      body.ratingScale.length === DEFAULT_TARGET_DISTRIBUTION.length
        ? DEFAULT_TARGET_DISTRIBUTION
        : evenShares(body.ratingScale.length),
    outlierThreshold: 0.75,
  };
  const id = await writeCycle(tx, () => insertCycle(tx, v.tenantCode, body, configuration));
  await recordAudit(tx, { ...auditActor(v), action: 'create', entity: 'review_cycle', entityId: id, after: body });
  return loadCycle(tx, id);
}

/** Shares that add up to 100 for a scale without the default five bands. */
function evenShares(bands: number): number[] {
  const share = Math.floor(100 / bands);
  return Array.from({ length: bands }, (_, i) => (i === 0 ? 100 - share * (bands - 1) : share));
}

async function draftCycle(tx: Tx, id: string) {
  const cycle = await loadCycle(tx, id, true);
  if (cycle.status !== 'draft') throw conflict(REVIEW_MESSAGES.launched);
  return cycle;
}

export async function updateCycle(tx: Tx, v: Viewer, id: string, body: ReviewCycleData) {
  const before = await draftCycle(tx, id);
  // A scale with another number of bands resets the target distribution to even shares.
  const configuration =
    body.ratingScale.length === before.calibrationConfiguration.targetDistribution.length
      ? before.calibrationConfiguration
      : { ...before.calibrationConfiguration, targetDistribution: evenShares(body.ratingScale.length) };
  await writeCycle(tx, async () => {
    await updateCycleRow(tx, id, body, configuration);
    return id;
  });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'update',
    entity: 'review_cycle',
    entityId: id,
    before,
    after: body,
  });
  return loadCycle(tx, id);
}

export async function deleteCycle(tx: Tx, v: Viewer, id: string) {
  const before = await draftCycle(tx, id);
  await deleteCycleRow(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'delete', entity: 'review_cycle', entityId: id, before });
}

export async function cycleMembers(tx: Tx, id: string) {
  await loadCycle(tx, id);
  const inAudience = await audienceSize(tx, id);
  const members = await cycleMemberRows(tx, id);
  return { inAudience, members };
}

/** Includes, excludes or clears people by employee number; only before launch. */
export async function setCycleMembers(
  tx: Tx,
  v: Viewer,
  id: string,
  body: { employeeNumbers: string[]; mode: 'include' | 'exclude' | 'none' },
) {
  await draftCycle(tx, id);
  const numbers = [...new Set(body.employeeNumbers.map((n) => n.toLowerCase()))];
  const found = await employeesByNumbers(tx, numbers);
  const missing = numbers.filter((n) => !found.some((f) => f.number === n));
  if (missing.length > 0)
    throw badRequest(REVIEW_MESSAGES.unknownEmployees(missing), {
      employeeNumbers: REVIEW_MESSAGES.unknownEmployees(missing),
    });
  await replaceMembers(
    tx,
    v.tenantCode,
    id,
    found.map((f) => f.id),
    body.mode,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: `members.${body.mode}`,
    entity: 'review_cycle',
    entityId: id,
    after: body,
  });
  return cycleMembers(tx, id);
}

/** Marks a draft cycle as launching (a second launch is a 409); the job then creates the reviews. */
export async function startLaunch(tx: Tx, v: Viewer, id: string) {
  const cycle = await loadCycle(tx, id, true);
  if (cycle.status !== 'draft') throw conflict(REVIEW_MESSAGES.notDraft);
  await markLaunching(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'launch', entity: 'review_cycle', entityId: id });
}

export async function recordLaunchJob(tx: Tx, id: string, executionNumber: number) {
  await setLaunchExecution(tx, id, executionNumber);
}

/**
 * Creates every review of the cycle in one statement (20,000 people in one insert), each with the
 * employee's reporting manager as its reviewer, then marks the cycle launched. A cycle with upward
 * reviews also asks every reviewed person with a manager to review that manager (one more insert).
 */
export async function launchReviews(tx: Tx, tenantCode: string, id: string) {
  const status = await cycleStatusForUpdate(tx, id);
  if (!status) throw notFound();
  if (status !== 'launching') return { created: 0 };
  const created = await insertCycleReviews(tx, tenantCode, id);
  await markLaunched(tx, id);
  return { created };
}

/** Release: every rated review's final rating (the calibrated one, else the manager's) becomes visible to its employee; unrated ones stay unreleased. */
export async function releaseCycle(tx: Tx, v: Viewer, id: string) {
  const cycle = await loadCycle(tx, id, true);
  if (cycle.status === 'released') throw conflict(REVIEW_MESSAGES.released);
  if (cycle.status !== 'launched') throw conflict(REVIEW_MESSAGES.notLaunched);
  await releaseCycleRows(tx, id, v.userId);
  await recordAudit(tx, { ...auditActor(v), action: 'release', entity: 'review_cycle', entityId: id });
  return loadCycle(tx, id);
}

/** SPEC §4: the calibration update stores its configuration on the cycle. */
export async function saveCalibrationConfiguration(tx: Tx, v: Viewer, id: string, body: CalibrationConfiguration) {
  const cycle = await loadCycle(tx, id, true);
  if (body.targetDistribution.length !== cycle.ratingScale.length) {
    throw badRequest(REVIEW_MESSAGES.distributionBands, { targetDistribution: REVIEW_MESSAGES.distributionBands });
  }
  if (cycle.status === 'released') throw conflict(REVIEW_MESSAGES.released);
  await setCalibrationConfiguration(tx, id, body);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'calibration.configure',
    entity: 'review_cycle',
    entityId: id,
    before: cycle.calibrationConfiguration,
    after: body,
  });
  return loadCycle(tx, id);
}
