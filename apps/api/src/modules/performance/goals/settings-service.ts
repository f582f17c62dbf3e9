import type { z } from 'zod';
import {
  GOAL_MESSAGES,
  type GoalMasterKind,
  type goalMasterInput,
  type goalPeriodInput,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { todayOf } from '../../employees/index.ts';
import {
  activePeriodOn,
  activePeriodOverlaps,
  allPeriods,
  insertMaster,
  insertPeriod,
  lockMaster,
  lockPeriod,
  masterNameTaken,
  mastersOf,
  periodHasGoalOutside,
  periodNameTaken,
  saveMaster,
  savePeriod,
  type PeriodRow,
} from './queries.ts';

type MasterData = z.infer<typeof goalMasterInput>;
type PeriodData = z.infer<typeof goalPeriodInput>;

/** Goal types or statuses; the active ones only unless `all` (the settings page shows the inactive too). */
export const listMasters = (tx: Tx, kind: GoalMasterKind, all: boolean) => mastersOf(tx, kind, all);

async function nameFree(tx: Tx, kind: GoalMasterKind, name: string, selfId: string | null) {
  if (await masterNameTaken(tx, kind, name, selfId))
    throw conflict(GOAL_MESSAGES.duplicateName, { name: GOAL_MESSAGES.duplicateName }, 'DUPLICATE');
}

export async function createMaster(tx: Tx, v: Viewer, kind: GoalMasterKind, input: MasterData) {
  await nameFree(tx, kind, input.name, null);
  const row = await insertMaster(tx, v.tenantCode, kind, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `goal.${kind}.create`,
    entity: 'goal_master',
    entityId: row.id,
    after: row,
  });
  return row;
}

/** Renaming or turning off; a master in use is never deleted, so goals keep their history. */
export async function updateMaster(tx: Tx, v: Viewer, kind: GoalMasterKind, id: string, input: MasterData) {
  const before = await lockMaster(tx, kind, id);
  if (!before) throw notFound();
  await nameFree(tx, kind, input.name, id);
  const row = await saveMaster(tx, id, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `goal.${kind}.update`,
    entity: 'goal_master',
    entityId: id,
    before,
    after: row,
  });
  return row;
}

export const listPeriods = (tx: Tx) => allPeriods(tx);

/** SPEC §7 review-cycle date range: the active period that holds the viewer's today (in their location's zone), else the latest active one. */
export async function currentPeriod(tx: Tx, v: Viewer): Promise<PeriodRow | null> {
  return activePeriodOn(tx, await todayOf(tx, v));
}

/** Active periods do not overlap, so "the period of a date" is one period. */
async function checkPeriod(tx: Tx, input: PeriodData, selfId: string | null) {
  if (await periodNameTaken(tx, input.name, selfId))
    throw conflict(GOAL_MESSAGES.duplicateName, { name: GOAL_MESSAGES.duplicateName }, 'DUPLICATE');
  if (input.isActive && (await activePeriodOverlaps(tx, input, selfId)))
    throw badRequest(GOAL_MESSAGES.periodOverlap, { startDate: GOAL_MESSAGES.periodOverlap });
}

export async function createPeriod(tx: Tx, v: Viewer, input: PeriodData) {
  await checkPeriod(tx, input, null);
  const row = await insertPeriod(tx, v.tenantCode, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goal.period.create',
    entity: 'goal_period',
    entityId: row.id,
    after: row,
  });
  return row;
}

/** A period's goals must still fit: its range cannot shrink past a goal's dates. */
export async function updatePeriod(tx: Tx, v: Viewer, id: string, input: PeriodData) {
  const before = await lockPeriod(tx, id);
  if (!before) throw notFound();
  await checkPeriod(tx, input, id);
  if (await periodHasGoalOutside(tx, id, input)) {
    throw badRequest(GOAL_MESSAGES.outsidePeriod(input.startDate, input.endDate), {
      startDate: GOAL_MESSAGES.outsidePeriod(input.startDate, input.endDate),
    });
  }
  const row = await savePeriod(tx, id, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'goal.period.update',
    entity: 'goal_period',
    entityId: id,
    before,
    after: row,
  });
  return row;
}
