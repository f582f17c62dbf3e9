import { eq } from 'drizzle-orm';
import { ORG_MESSAGES, type DepartmentInput } from '@tenure/domain/org';
import { departments } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { auditOrgChange, deleteUnlessInUse, nameTaken } from '../shared.ts';
import * as q from './queries.ts';

/** The parent must exist and, for an existing department, must not be the department itself or below it. */
async function checkParent(tx: Tx, parentId: string | null, departmentId?: string) {
  if (!parentId) return;
  if (!(await q.findDepartment(tx, parentId)))
    throw badRequest(ORG_MESSAGES.unknownParent, { parentId: ORG_MESSAGES.unknownParent });
  if (departmentId && (await q.ancestorIds(tx, parentId)).includes(departmentId)) {
    throw badRequest(ORG_MESSAGES.departmentCycle, { parentId: ORG_MESSAGES.departmentCycle }, 'HIERARCHY_CYCLE');
  }
}

export async function createDepartment(tx: Tx, v: Viewer, input: DepartmentInput) {
  await checkParent(tx, input.parentId);
  if (await q.siblingNameTaken(tx, input.parentId, input.name)) throw nameTaken();
  const [department] = await tx
    .insert(departments)
    .values({ tenantId: v.tenantCode, ...input })
    .returning(q.departmentColumns);
  await auditOrgChange(tx, v, {
    action: 'department.create',
    entity: 'department',
    entityId: department!.id,
    after: department,
  });
  return department!;
}

export async function updateDepartment(tx: Tx, v: Viewer, id: string, input: DepartmentInput) {
  const before = await q.findDepartment(tx, id);
  if (!before) throw notFound();
  await checkParent(tx, input.parentId, id);
  if (await q.siblingNameTaken(tx, input.parentId, input.name, id)) throw nameTaken();
  const [after] = await tx
    .update(departments)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning(q.departmentColumns);
  await auditOrgChange(tx, v, { action: 'department.update', entity: 'department', entityId: id, before, after });
  return after!;
}

/** Refused while employees or sub-departments point at it. */
export async function deleteDepartment(tx: Tx, v: Viewer, id: string) {
  const before = await q.findDepartment(tx, id);
  if (!before) throw notFound();
  await deleteUnlessInUse(`The department "${before.name}"`, () =>
    tx.delete(departments).where(eq(departments.id, id)),
  );
  await auditOrgChange(tx, v, { action: 'department.delete', entity: 'department', entityId: id, before });
}
