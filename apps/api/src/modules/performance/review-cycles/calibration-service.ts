import {
  REVIEW_MESSAGES,
  bandIndex,
  chiSquareFit,
  flagManager,
  type CalibrationChangeInput,
  type CalibrationEmployee,
  type CalibrationEmployeeQuery,
  type CalibrationGroupQuery,
  type CalibrationView,
  type RatingBand,
} from '@tenure/domain/performance';
import type { Page } from '@tenure/domain/paging';
import { recordAudits } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import {
  SET,
  calibrationReads,
  closeSessionAndLock,
  cycleEmployeeRatings,
  cycleGroupRows,
  groupEmployees,
  insertCalibrationChange,
  reviewInGroup,
  sessionForUpdate,
  updateReviewRatings,
  type SummaryRow,
} from './calibration-queries.ts';
import { loadCycle } from './service.ts';

/** The group's key (its id, or `all`); a group other than everyone needs its id. */
function groupKey(q: CalibrationGroupQuery): string {
  if (q.groupBy === 'all') return 'all';
  if (!q.groupId) throw badRequest(REVIEW_MESSAGES.groupRequired, { groupId: REVIEW_MESSAGES.groupRequired });
  return q.groupId;
}

/** The significance of the chi-square test when the cycle has not chosen one. */
const DEFAULT_SIGNIFICANCE = 0.05;

/** GET …/calibration/employees: a page of the group's people, for the table and for a 9-box cell's people. */
export async function calibrationEmployees(
  tx: Tx,
  cycleId: string,
  q: CalibrationEmployeeQuery,
): Promise<Page<CalibrationEmployee>> {
  groupKey(q);
  const { rows, total } = await groupEmployees(tx, cycleId, q);
  return { items: rows, total, page: q.page, size: q.size };
}

/** The groups that have reviews in the cycle: everyone, each department, entity and location. */
export async function cycleGroups(tx: Tx, cycleId: string) {
  const rows = await cycleGroupRows(tx, cycleId);
  return [{ groupBy: 'all' as const, groupId: null, name: REVIEW_MESSAGES.allEmployees }, ...rows];
}

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
const distributionRows = (bands: readonly RatingBand[], counts: readonly number[]) => {
  const total = counts.reduce((a, b) => a + b, 0);
  return bands.map((band, i) => ({
    band: band.label,
    count: counts[i] ?? 0,
    percent: percentOf(counts[i] ?? 0, total),
  }));
};

/**
 * The calibration view of a cycle's group: target against actual, per manager with outliers flagged
 * (mean, spread, chi-square), the 9-box counts, the first page of people and every change, read in
 * one round trip; the aggregates are computed by the database, not from every row.
 */
export async function calibrationView(tx: Tx, cycleId: string, q: CalibrationGroupQuery): Promise<CalibrationView> {
  const key = groupKey(q);
  const read = await calibrationReads(tx, cycleId, q, key);
  const cycle = read.cycle[0];
  const name = read.groupName[0]?.name;
  if (!cycle || name === undefined) throw notFound();
  if (cycle.status === 'draft' || cycle.status === 'launching') throw conflict(REVIEW_MESSAGES.notLaunched);
  const bands = cycle.ratingScale;
  const config = cycle.configuration;
  const significance = config.significance ?? DEFAULT_SIGNIFICANCE;

  const all = read.summary.find((r) => r.set === SET.all);
  const rated = all?.rated ?? 0;
  const bandCounts = (rows: readonly SummaryRow[]) => {
    const counts = bands.map(() => 0);
    for (const row of rows)
      if (row.band !== null && row.band >= 0 && row.band < bands.length) counts[row.band] = row.rated;
    return counts;
  };
  const overall = bandCounts(read.summary.filter((r) => r.set === SET.band));
  const managerBands = new Map<string, SummaryRow[]>();
  for (const row of read.summary) {
    if (row.set !== SET.managerBand || row.managerId === null) continue;
    managerBands.set(row.managerId, [...(managerBands.get(row.managerId) ?? []), row]);
  }
  const group = { mean: all?.managedMean ?? 0, spread: all?.managedSpread ?? 0 };
  const managers = read.summary
    .filter((r) => r.set === SET.manager && r.managerId !== null)
    .map((row) => {
      const counts = bandCounts(managerBands.get(row.managerId!) ?? []);
      const spread = flagManager(
        { managerId: row.managerId!, count: row.rated, mean: row.mean ?? 0, spread: row.spread },
        group,
        config.outlierThreshold,
      );
      const fit = chiSquareFit(counts, config.targetDistribution, significance);
      if (fit?.significant) spread.flags.push('offTarget');
      return {
        ...spread,
        name: row.managerName ?? '',
        distribution: distributionRows(bands, counts),
        chiSquare: fit && {
          statistic: fit.statistic,
          df: fit.df,
          pValue: fit.pValue,
          critical: fit.critical,
          significant: fit.significant,
        },
      };
    })
    // Flagged managers first, then by name.
    .sort((a, b) => Number(b.flags.length > 0) - Number(a.flags.length > 0) || a.name.localeCompare(b.name));
  const nineBox = [];
  for (let performance = 0; performance < 3; performance++) {
    for (let potential = 0; potential < 3; potential++) {
      const row = read.summary.find(
        (r) => r.set === SET.nineBox && r.performance === performance && r.potential === potential + 1,
      );
      nineBox.push({ performance, potential, count: row?.people ?? 0 });
    }
  }
  const session = read.sessions[0];
  return {
    cycle: { id: cycle.id, name: cycle.name, status: cycle.status },
    group: { ...q, name },
    session: session
      ? {
          id: session.id,
          status: session.status,
          closedAt: session.closedAt === null ? null : new Date(session.closedAt).toISOString(),
        }
      : null,
    configuration: {
      targetDistribution: config.targetDistribution,
      outlierThreshold: config.outlierThreshold,
      significance,
    },
    bands,
    target: bands.map((band, i) => {
      const percent = config.targetDistribution[i] ?? 0;
      return { band: band.label, percent, count: Math.round((percent * rated) / 100) };
    }),
    actual: distributionRows(bands, overall),
    managers,
    smallTeams: all?.smallTeams ?? 0,
    nineBox,
    employees: read.employees,
    employeeTotal: all?.people ?? 0,
    changes: read.changes.map((c) => ({ ...c, changedAt: new Date(c.changedAt).toISOString() })),
  };
}

/** The group's session, opened on its first change. */
async function openSession(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery, key: string) {
  const session = await sessionForUpdate(tx, v.tenantCode, cycleId, q, key);
  return session;
}

async function launchedCycle(tx: Tx, cycleId: string) {
  const cycle = await loadCycle(tx, cycleId);
  if (cycle.status === 'released') throw conflict(REVIEW_MESSAGES.released);
  if (cycle.status !== 'launched') throw conflict(REVIEW_MESSAGES.notLaunched);
  return cycle;
}

type ChangeData = Omit<CalibrationChangeInput, 'reason'> & { reason: string };

/**
 * One calibration change: the review must still be at the version the calibrator saw (a
 * conditional update; the other of two simultaneous changes gets 409) and its group's session open.
 */
export async function changeRating(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery, body: ChangeData) {
  await launchedCycle(tx, cycleId);
  const key = groupKey(q);
  const before = await reviewInGroup(tx, cycleId, q, body.reviewId);
  if (!before) throw notFound();
  if (before.lockedAt !== null) throw conflict(REVIEW_MESSAGES.sessionClosed);
  if (before.version !== body.version) throw conflict(REVIEW_MESSAGES.stale, undefined, 'STALE');
  const session = await openSession(tx, v, cycleId, q, key);
  if (session.status === 'closed') throw conflict(REVIEW_MESSAGES.sessionClosed);
  if (!(await updateReviewRatings(tx, body))) throw conflict(REVIEW_MESSAGES.stale, undefined, 'STALE');
  const entries: { field: string; oldValue: number | null; newValue: number }[] = [];
  if (body.finalRating !== undefined)
    entries.push({
      field: 'finalRating',
      oldValue: before.finalRating ?? before.managerRating,
      newValue: body.finalRating,
    });
  if (body.practiceHeadRating !== undefined)
    entries.push({
      field: 'practiceHeadRating',
      oldValue: before.practiceHeadRating,
      newValue: body.practiceHeadRating,
    });
  if (body.potential !== undefined)
    entries.push({ field: 'potential', oldValue: before.potential, newValue: body.potential });
  for (const entry of entries) {
    await insertCalibrationChange(tx, {
      tenantCode: v.tenantCode,
      sessionId: session.id,
      reviewId: body.reviewId,
      ...entry,
      reason: body.reason,
      changedBy: v.userId,
    });
  }
  await recordAudits(
    tx,
    entries.map((entry) => ({
      ...auditActor(v),
      action: 'calibrate',
      entity: 'review',
      entityId: body.reviewId,
      before: { [entry.field]: entry.oldValue },
      after: { [entry.field]: entry.newValue, reason: body.reason },
    })),
  );
  return calibrationView(tx, cycleId, q);
}

/** Closing a group's session locks its ratings; a second close is a 409. */
export async function closeSession(tx: Tx, v: Viewer, cycleId: string, q: CalibrationGroupQuery) {
  await launchedCycle(tx, cycleId);
  const session = await openSession(tx, v, cycleId, q, groupKey(q));
  if (session.status === 'closed') throw conflict(REVIEW_MESSAGES.sessionClosed);
  await closeSessionAndLock(tx, session.id, v.userId, cycleId, q);
  await recordAudits(tx, [
    { ...auditActor(v), action: 'calibration.close', entity: 'review_cycle', entityId: cycleId, after: q },
  ]);
  return calibrationView(tx, cycleId, q);
}

/** SPEC §3 calibration data: every employee's ratings and, per band, how many self, manager, practice-head and final ratings fall in it. */
export async function calibrationData(tx: Tx, cycleId: string) {
  const cycle = await loadCycle(tx, cycleId);
  const employeeRatings = await cycleEmployeeRatings(tx, cycleId);
  const bands = cycle.ratingScale;
  const count = (pick: (e: CalibrationEmployee) => number | null) => {
    const counts = bands.map(() => 0);
    for (const e of employeeRatings) {
      const value = pick(e);
      if (value !== null) counts[bandIndex(bands, value)]! += 1;
    }
    return counts;
  };
  const [self, manager, practiceHead, final] = [
    count((e) => e.selfRating),
    count((e) => e.managerRating),
    count((e) => e.practiceHeadRating),
    count((e) => e.finalRating ?? e.managerRating),
  ];
  return {
    employeeRatings,
    ratingDistributions: bands.map((band, i) => ({
      band: band.label,
      selfRating: self[i]!,
      managerRating: manager[i]!,
      practiceHeadRating: practiceHead[i]!,
      finalRating: final[i]!,
    })),
  };
}
