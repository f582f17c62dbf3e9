import { sql, type SQL } from 'drizzle-orm';
import { goalVerbsFor, keyResultProgress, type GoalApprovalStatus, type GoalLevel, type GoalView, type KeyResultUnit } from '@tenure/domain/performance';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { goalPermissions } from '../policy.ts';

/** A goal `g` with its period, masters, owner, parent, approver and key results, as GoalRow columns; `me` decides "callerIsAbove". */
export const goalColumns = (me: string | null): SQL => sql`
  g.id, g.level, g.title, g.description, g.status, g.owner_id as "ownerId", g.approver_id as "approverId",
  g.weight::float8 as weight, g.start_date::text as "startDate", g.end_date::text as "endDate", g.progress::float8 as progress,
  g.decision_reason as "decisionReason", g.template_id is not null as "fromLibrary",
  p.id as "periodId", p.name as "periodName",
  gt.id as "typeId", gt.name as "typeName", gs.id as "statusId", gs.name as "statusName",
  o.employee_number as "ownerNumber", o.display_name as "ownerName",
  par.id as "parentId", par.title as "parentTitle",
  a.employee_number as "approverNumber", a.display_name as "approverName",
  (${me}::uuid is not null and o.id is not null and o.id <> ${me}::uuid and strpos(o.hierarchy_path, ${me}::text || '/') > 0) as "callerIsAbove",
  (select coalesce(json_agg(json_build_object('id', k.id, 'title', k.title, 'unit', k.unit, 'startValue', k.start_value, 'targetValue', k.target_value,
                                              'currentValue', k.current_value, 'weight', k.weight) order by k.sort_order, k.created_at), '[]'::json)
     from key_results k where k.goal_id = g.id) as "keyResults"`;

export const goalJoins = sql`
  join goal_periods p on p.id = g.period_id
  left join goal_masters gt on gt.id = g.goal_type_id
  left join goal_masters gs on gs.id = g.goal_status_id
  left join employees o on o.id = g.owner_id
  left join goals par on par.id = g.parent_id
  left join employees a on a.id = g.approver_id`;

export interface GoalRow {
  id: string;
  level: GoalLevel;
  title: string;
  description: string | null;
  status: GoalApprovalStatus;
  ownerId: string | null;
  approverId: string | null;
  weight: number;
  startDate: string;
  endDate: string;
  progress: number;
  decisionReason: string | null;
  fromLibrary: boolean;
  periodId: string;
  periodName: string;
  typeId: string | null;
  typeName: string | null;
  statusId: string | null;
  statusName: string | null;
  ownerNumber: string | null;
  ownerName: string | null;
  parentId: string | null;
  parentTitle: string | null;
  approverNumber: string | null;
  approverName: string | null;
  callerIsAbove: boolean;
  keyResults: { id: string; title: string; unit: KeyResultUnit; startValue: number; targetValue: number; currentValue: number; weight: number }[];
}

const personOf = (number: string | null, name: string | null) => (number ? { employeeNumber: number, displayName: name ?? number } : null);

export function toGoalView(v: Viewer, r: GoalRow): GoalView {
  const rights = goalPermissions(v, r);
  return {
    id: r.id,
    level: r.level,
    title: r.title,
    description: r.description,
    goalType: r.typeId ? { id: r.typeId, name: r.typeName ?? '' } : null,
    goalStatus: r.statusId ? { id: r.statusId, name: r.statusName ?? '' } : null,
    period: { id: r.periodId, name: r.periodName },
    owner: personOf(r.ownerNumber, r.ownerName),
    parent: r.parentId ? { id: r.parentId, title: r.parentTitle ?? '' } : null,
    weight: Number(r.weight),
    startDate: r.startDate,
    endDate: r.endDate,
    avgGoalProgress: Number(r.progress),
    approvalStatus: r.status,
    approver: personOf(r.approverNumber, r.approverName),
    decisionReason: r.decisionReason,
    fromLibrary: r.fromLibrary,
    keyResults: r.keyResults.map((k) => {
      const values = { unit: k.unit, startValue: Number(k.startValue), targetValue: Number(k.targetValue), currentValue: Number(k.currentValue) };
      return { id: k.id, title: k.title, weight: Number(k.weight), ...values, progress: keyResultProgress(values) };
    }),
    verbs: goalVerbsFor(r.status, rights.actors),
    canEdit: rights.canEdit,
    canUpdateProgress: rights.canUpdateProgress,
    canDelete: rights.canDelete,
  };
}

export async function loadGoalRow(tx: Tx, v: Viewer, id: string, lock = false): Promise<GoalRow> {
  if (lock) await tx.execute(sql`select id from goals where id = ${id} for update`);
  const [row] = await queryRows<GoalRow>(tx, sql`select ${goalColumns(v.employeeId)} from goals g ${goalJoins} where g.id = ${id}`);
  if (!row) throw notFound();
  return row;
}
