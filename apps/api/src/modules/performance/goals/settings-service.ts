import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { GOAL_MESSAGES, type GoalMasterKind, type goalMasterInput, type goalPeriodInput } from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';

type MasterData = z.infer<typeof goalMasterInput>;
type PeriodData = z.infer<typeof goalPeriodInput>;

const masterColumns = sql`id, kind, name, is_active as "isActive"`;

/** Goal types or statuses; the active ones only unless `all` (the settings page shows the inactive too). */
export const listMasters = (tx: Tx, kind: GoalMasterKind, all: boolean) =>
  queryRows<{ id: string; kind: GoalMasterKind; name: string; isActive: boolean }>(
    tx,
    sql`select ${masterColumns} from goal_masters where kind = ${kind} and (${all} or is_active) order by sort_order, lower(name)`,
  );

async function nameFree(tx: Tx, kind: GoalMasterKind, name: string, selfId: string | null) {
  const [taken] = await queryRows<{ id: string }>(tx, sql`select id from goal_masters where kind = ${kind} and lower(name) = ${name.toLowerCase()} and id is distinct from ${selfId}::uuid`);
  if (taken) throw conflict(GOAL_MESSAGES.duplicateName, { name: GOAL_MESSAGES.duplicateName }, 'DUPLICATE');
}

export async function createMaster(tx: Tx, v: Viewer, kind: GoalMasterKind, input: MasterData) {
  await nameFree(tx, kind, input.name, null);
  const [row] = await queryRows<{ id: string; kind: GoalMasterKind; name: string; isActive: boolean }>(
    tx,
    sql`insert into goal_masters (tenant_id, kind, name, is_active, sort_order)
        values (${v.tenantCode}, ${kind}, ${input.name}, ${input.isActive}, (select coalesce(max(sort_order), 0) + 1 from goal_masters where kind = ${kind}))
        returning ${masterColumns}`,
  );
  await recordAudit(tx, { ...auditActor(v), action: `goal.${kind}.create`, entity: 'goal_master', entityId: row!.id, after: row });
  return row!;
}

/** Renaming or turning off; a master in use is never deleted, so goals keep their history. */
export async function updateMaster(tx: Tx, v: Viewer, kind: GoalMasterKind, id: string, input: MasterData) {
  const [before] = await queryRows<{ id: string }>(tx, sql`select ${masterColumns} from goal_masters where id = ${id} and kind = ${kind} for update`);
  if (!before) throw notFound();
  await nameFree(tx, kind, input.name, id);
  const [row] = await queryRows<{ id: string; kind: GoalMasterKind; name: string; isActive: boolean }>(
    tx,
    sql`update goal_masters set name = ${input.name}, is_active = ${input.isActive}, updated_at = now() where id = ${id} returning ${masterColumns}`,
  );
  await recordAudit(tx, { ...auditActor(v), action: `goal.${kind}.update`, entity: 'goal_master', entityId: id, before, after: row });
  return row!;
}

const periodColumns = sql`id, name, start_date::text as "startDate", end_date::text as "endDate", is_active as "isActive"`;
type PeriodRow = { id: string; name: string; startDate: string; endDate: string; isActive: boolean };

export const listPeriods = (tx: Tx) => queryRows<PeriodRow>(tx, sql`select ${periodColumns} from goal_periods order by start_date desc, lower(name)`);

/** SPEC §7 review-cycle date range: the active period that holds today, else the latest active one. */
export async function currentPeriod(tx: Tx): Promise<PeriodRow | null> {
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`select ${periodColumns} from goal_periods where is_active
         order by (current_date between start_date and end_date) desc, start_date desc limit 1`,
  );
  return row ?? null;
}

/** Active periods do not overlap, so "the period of a date" is one period. */
async function checkPeriod(tx: Tx, input: PeriodData, selfId: string | null) {
  const [sameName] = await queryRows<{ id: string }>(tx, sql`select id from goal_periods where lower(name) = ${input.name.toLowerCase()} and id is distinct from ${selfId}::uuid`);
  if (sameName) throw conflict(GOAL_MESSAGES.duplicateName, { name: GOAL_MESSAGES.duplicateName }, 'DUPLICATE');
  if (!input.isActive) return;
  const [overlap] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goal_periods where is_active and id is distinct from ${selfId}::uuid and start_date <= ${input.endDate} and end_date >= ${input.startDate}`,
  );
  if (overlap) throw badRequest(GOAL_MESSAGES.periodOverlap, { startDate: GOAL_MESSAGES.periodOverlap });
}

export async function createPeriod(tx: Tx, v: Viewer, input: PeriodData) {
  await checkPeriod(tx, input, null);
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`insert into goal_periods (tenant_id, name, start_date, end_date, is_active) values (${v.tenantCode}, ${input.name}, ${input.startDate}, ${input.endDate}, ${input.isActive}) returning ${periodColumns}`,
  );
  await recordAudit(tx, { ...auditActor(v), action: 'goal.period.create', entity: 'goal_period', entityId: row!.id, after: row });
  return row!;
}

/** A period's goals must still fit: its range cannot shrink past a goal's dates. */
export async function updatePeriod(tx: Tx, v: Viewer, id: string, input: PeriodData) {
  const [before] = await queryRows<PeriodRow>(tx, sql`select ${periodColumns} from goal_periods where id = ${id} for update`);
  if (!before) throw notFound();
  await checkPeriod(tx, input, id);
  const [outside] = await queryRows<{ id: string }>(tx, sql`select id from goals where period_id = ${id} and (start_date < ${input.startDate} or end_date > ${input.endDate}) limit 1`);
  if (outside) throw badRequest(GOAL_MESSAGES.outsidePeriod(input.startDate, input.endDate), { startDate: GOAL_MESSAGES.outsidePeriod(input.startDate, input.endDate) });
  const [row] = await queryRows<PeriodRow>(
    tx,
    sql`update goal_periods set name = ${input.name}, start_date = ${input.startDate}, end_date = ${input.endDate}, is_active = ${input.isActive}, updated_at = now() where id = ${id} returning ${periodColumns}`,
  );
  await recordAudit(tx, { ...auditActor(v), action: 'goal.period.update', entity: 'goal_period', entityId: id, before, after: row });
  return row!;
}

