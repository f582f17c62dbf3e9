import { goalVerbsFor, keyResultProgress, type GoalView } from '@tenure/domain/performance';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { goalPermissions } from '../policy.ts';
import { goalRow, type GoalRow } from './queries.ts';

const personOf = (number: string | null, name: string | null) =>
  number ? { employeeNumber: number, displayName: name ?? number } : null;

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
      const values = {
        unit: k.unit,
        startValue: Number(k.startValue),
        targetValue: Number(k.targetValue),
        currentValue: Number(k.currentValue),
      };
      return { id: k.id, title: k.title, weight: Number(k.weight), ...values, progress: keyResultProgress(values) };
    }),
    verbs: goalVerbsFor(r.status, rights.actors),
    canEdit: rights.canEdit,
    canUpdateProgress: rights.canUpdateProgress,
    canDelete: rights.canDelete,
  };
}

export async function loadGoalRow(tx: Tx, v: Viewer, id: string, lock = false): Promise<GoalRow> {
  const row = await goalRow(tx, v.employeeId, id, lock);
  if (!row) throw notFound();
  return row;
}
