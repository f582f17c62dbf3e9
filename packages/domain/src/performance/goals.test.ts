import { describe, expect, it } from 'vitest';
import {
  GOAL_MESSAGES,
  avgGoalProgress,
  goalInput,
  goalVerbsFor,
  keyResultInput,
  keyResultProgress,
  rolledUpProgress,
} from './goals.ts';
import { canAlignTo } from './goal-levels.ts';

const kr = (weight: number, extra: object = {}) => ({
  title: `KR ${weight}`,
  unit: 'number',
  startValue: 0,
  targetValue: 10,
  weight,
  ...extra,
});
const goal = (keyResults: object[]) => ({
  title: 'Ship it',
  goalTypeId: crypto.randomUUID(),
  periodId: crypto.randomUUID(),
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  keyResults,
});

describe('goal progress', () => {
  it('a key result moves from its start to its target, clamped to 0-100; yes/no is all or nothing', () => {
    expect(keyResultProgress({ unit: 'number', startValue: 0, targetValue: 10, currentValue: 5 })).toBe(50);
    expect(keyResultProgress({ unit: 'currency', startValue: 100, targetValue: 200, currentValue: 250 })).toBe(100);
    expect(keyResultProgress({ unit: 'percent', startValue: 80, targetValue: 20, currentValue: 50 })).toBe(50);
    expect(keyResultProgress({ unit: 'number', startValue: 5, targetValue: 10, currentValue: 0 })).toBe(0);
    expect(keyResultProgress({ unit: 'yesNo', startValue: 0, targetValue: 1, currentValue: 1 })).toBe(100);
    expect(keyResultProgress({ unit: 'yesNo', startValue: 0, targetValue: 1, currentValue: 0 })).toBe(0);
  });

  it('avgGoalProgress weighs each key result by its weight', () => {
    expect(
      avgGoalProgress([
        { weight: 50, progress: 100 },
        { weight: 30, progress: 50 },
        { weight: 20, progress: 0 },
      ]),
    ).toBe(65);
    expect(avgGoalProgress([])).toBe(0);
    expect(
      avgGoalProgress([
        { weight: 33.33, progress: 10 },
        { weight: 33.33, progress: 20 },
        { weight: 33.34, progress: 30 },
      ]),
    ).toBe(20);
  });

  it("a parent's progress is its aligned goals' progress over the weights given", () => {
    expect(
      rolledUpProgress([
        { weight: 60, progress: 50 },
        { weight: 40, progress: 100 },
      ]),
    ).toBe(70);
    expect(rolledUpProgress([{ weight: 20, progress: 40 }])).toBe(40);
  });
});

describe('goal rules', () => {
  it('key result weights must add up to 100', () => {
    expect(goalInput.safeParse(goal([kr(50), kr(30), kr(20)])).success).toBe(true);
    const bad = goalInput.safeParse(goal([kr(50), kr(30), kr(10)]));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['keyResults'], message: GOAL_MESSAGES.weightsMustTotal100 });
  });

  it('units have their own targets; dates come in order', () => {
    expect(keyResultInput.safeParse(kr(100, { unit: 'percent', targetValue: 120 })).error?.issues[0]?.message).toBe(
      GOAL_MESSAGES.percentRange,
    );
    expect(keyResultInput.safeParse(kr(100, { unit: 'yesNo', targetValue: 3 })).error?.issues[0]?.message).toBe(
      GOAL_MESSAGES.yesNoTarget,
    );
    expect(keyResultInput.safeParse(kr(100, { targetValue: 0 })).error?.issues[0]?.message).toBe(
      GOAL_MESSAGES.targetEqualsStart,
    );
    expect(goalInput.safeParse({ ...goal([]), endDate: '2025-12-31' }).error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: GOAL_MESSAGES.endBeforeStart,
    });
  });

  it('goals align upwards only; the owner submits, the approver decides', () => {
    expect(canAlignTo('individual', 'team')).toBe(true);
    expect(canAlignTo('individual', 'company')).toBe(true);
    expect(canAlignTo('team', 'individual')).toBe(false);
    expect(canAlignTo('company', 'company')).toBe(false);
    expect(goalVerbsFor('draft', ['requester'])).toEqual(['submit']);
    expect(goalVerbsFor('pending', ['approver'])).toEqual(['approve', 'reject', 'request-changes']);
    expect(goalVerbsFor('pending', ['requester'])).toEqual([]);
    expect(goalVerbsFor('approved', ['approver', 'hrAdmin'])).toEqual([]);
  });
});
