import type { PolicyPlanView } from '@tenure/domain/policies';

export interface PlanRow {
  plan: PolicyPlanView;
  /** 1 for a sub-policy shown under its parent. */
  depth: 0 | 1;
  parentName: string | null;
}

/**
 * The plans of a type as the table shows them: the default first (SPEC §4), then the others in the
 * server's order, each followed by its sub-policies. A sub-policy whose parent is missing from the
 * list stands on its own rather than vanishing.
 */
export function planRows(plans: readonly PolicyPlanView[]): PlanRow[] {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const parentOf = (plan: PolicyPlanView) => {
    const parent = plan.parentPlanId ? byId.get(plan.parentPlanId) : undefined;
    return parent && parent.parentPlanId === null ? parent : null;
  };
  const roots = plans.filter((plan) => parentOf(plan) === null);
  const ordered = [...roots.filter((plan) => plan.isDefault), ...roots.filter((plan) => !plan.isDefault)];
  return ordered.flatMap((root): PlanRow[] => [
    { plan: root, depth: 0, parentName: null },
    ...plans
      .filter((plan) => parentOf(plan) === root)
      .map((plan): PlanRow => ({ plan, depth: 1, parentName: root.name })),
  ]);
}
