import { describe, expect, it } from 'vitest';
import type { PolicyPlanView } from '@tenure/domain/policies';
import { planRows } from './planRows.ts';

function plan(id: string, overrides: Partial<PolicyPlanView> = {}): PolicyPlanView {
  return {
    id,
    policyTypeId: 'type',
    typeKey: 'shift',
    name: id,
    description: '',
    isDefault: false,
    parentPlanId: null,
    effectiveFrom: null,
    settings: {},
    employeeCount: 0,
    subPolicies: [],
    updatedAt: '2026-11-21T00:00:00Z',
    ...overrides,
  };
}

describe('plan rows', () => {
  it('puts the default first and each sub-policy right under its parent', () => {
    const rows = planRows([
      plan('Day'),
      plan('Night', { parentPlanId: 'General' }),
      plan('General', { isDefault: true }),
      plan('Late', { parentPlanId: 'Day' }),
    ]);
    expect(rows.map((row) => [row.plan.id, row.depth, row.parentName])).toEqual([
      ['General', 0, null],
      ['Night', 1, 'General'],
      ['Day', 0, null],
      ['Late', 1, 'Day'],
    ]);
  });

  it('keeps a sub-policy whose parent is not in the list as a plan of its own', () => {
    expect(planRows([plan('Orphan', { parentPlanId: 'gone' })]).map((row) => [row.plan.id, row.depth])).toEqual([
      ['Orphan', 0],
    ]);
  });
});
