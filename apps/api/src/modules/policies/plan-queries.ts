import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PolicyTypeKey } from '@tenure/domain/policies';
import { leaveTypes, policyAssignments, policyPlans, policyTypes } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

export const listTypes = (tx: Tx) =>
  tx
    .select({
      id: policyTypes.id,
      key: policyTypes.key,
      name: policyTypes.name,
      // Spelled out: drizzle leaves columns unqualified here, which the subquery would read as its own.
      planCount: sql<number>`(select count(*)::int from policy_plans p where p.policy_type_id = policy_types.id)`,
    })
    .from(policyTypes)
    .orderBy(asc(policyTypes.orderId));

export type TypeRef = { id: string } | { key: PolicyTypeKey };

export const findType = async (tx: Tx, ref: TypeRef) =>
  (
    await tx
      .select({ id: policyTypes.id, key: policyTypes.key, name: policyTypes.name })
      .from(policyTypes)
      .where('id' in ref ? eq(policyTypes.id, ref.id) : eq(policyTypes.key, ref.key))
  )[0] as { id: string; key: PolicyTypeKey; name: string } | undefined;

/**
 * Every change to the plans or assignments of a type takes this lock first, so the default flag,
 * the name check and the "in use" count of a delete see no concurrent change of that type.
 */
export async function lockType(tx: Tx, typeId: string): Promise<void> {
  await tx.select({ id: policyTypes.id }).from(policyTypes).where(eq(policyTypes.id, typeId)).for('update');
}

const planColumns = {
  id: policyPlans.id,
  policyTypeId: policyPlans.policyTypeId,
  typeKey: sql<PolicyTypeKey>`${policyTypes.key}`,
  name: policyPlans.name,
  description: policyPlans.description,
  isDefault: policyPlans.isDefault,
  parentPlanId: policyPlans.parentPlanId,
  effectiveFrom: policyPlans.effectiveFrom,
  settings: sql<Record<string, unknown>>`${policyPlans.settings}`,
  updatedAt: policyPlans.updatedAt,
};
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** The default plan first, then by name (SPEC §4); all types in their order when none is given. */
export const listPlans = (tx: Tx, typeId?: string) =>
  tx
    .select(planColumns)
    .from(policyPlans)
    .innerJoin(policyTypes, eq(policyTypes.id, policyPlans.policyTypeId))
    .where(typeId ? eq(policyPlans.policyTypeId, typeId) : undefined)
    .orderBy(asc(policyTypes.orderId), desc(policyPlans.isDefault), sql`lower(${policyPlans.name})`);

export const findPlan = async (tx: Tx, id: string) =>
  (
    await tx
      .select(planColumns)
      .from(policyPlans)
      .innerJoin(policyTypes, eq(policyTypes.id, policyPlans.policyTypeId))
      .where(eq(policyPlans.id, id))
  )[0];

export const subPoliciesOf = (tx: Tx, parentIds: string[]) =>
  parentIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: policyPlans.id, name: policyPlans.name, parentPlanId: policyPlans.parentPlanId })
        .from(policyPlans)
        .where(inArray(policyPlans.parentPlanId, parentIds))
        .orderBy(sql`lower(${policyPlans.name})`);

/** Plan names are unique per type whatever their case (the unique index says the same). */
export const planNameTaken = async (tx: Tx, typeId: string, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: policyPlans.id })
      .from(policyPlans)
      .where(
        and(
          eq(policyPlans.policyTypeId, typeId),
          sql`lower(${policyPlans.name}) = lower(${name})`,
          exceptId ? ne(policyPlans.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

export const clearDefault = (tx: Tx, typeId: string) =>
  tx
    .update(policyPlans)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(policyPlans.policyTypeId, typeId), eq(policyPlans.isDefault, true)));

export const existingLeaveTypeIds = async (tx: Tx, ids: string[]) =>
  ids.length === 0
    ? []
    : (await tx.select({ id: leaveTypes.id }).from(leaveTypes).where(inArray(leaveTypes.id, ids))).map((r) => r.id);

/** A plan's assignments (a plan that may be deleted has only assignments that no current employee follows). */
export const assignmentsOfPlan = (tx: Tx, planId: string) =>
  tx
    .select({
      id: policyAssignments.id,
      targetKind: policyAssignments.targetKind,
      targetId: policyAssignments.targetId,
    })
    .from(policyAssignments)
    .where(eq(policyAssignments.planId, planId));

/** The plan of the type that employees without an assignment follow, if the tenant set one. */
export const defaultPlanOf = async (tx: Tx, key: PolicyTypeKey) =>
  (
    await tx
      .select({ planId: policyPlans.id, planName: policyPlans.name })
      .from(policyPlans)
      .innerJoin(policyTypes, eq(policyTypes.id, policyPlans.policyTypeId))
      .where(and(eq(policyTypes.key, key), eq(policyPlans.isDefault, true)))
  )[0];

export async function insertPlan(tx: Tx, values: typeof policyPlans.$inferInsert) {
  const [created] = await tx.insert(policyPlans).values(values).returning({ id: policyPlans.id });
  return created!.id;
}

export const updatePlanRow = (tx: Tx, id: string, values: Partial<typeof policyPlans.$inferInsert>) =>
  tx
    .update(policyPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(policyPlans.id, id));

export const deleteAssignmentsOfPlan = (tx: Tx, planId: string) =>
  tx.delete(policyAssignments).where(eq(policyAssignments.planId, planId));
export const deletePlanRow = (tx: Tx, id: string) => tx.delete(policyPlans).where(eq(policyPlans.id, id));
