import { describe, expect, it } from 'vitest';
import { balanceSegments } from './balanceChart.ts';

describe('balance chart', () => {
  it('splits each bar into taken, pending and available shares of that type', () => {
    expect(balanceSegments({ taken: 2, pending: 1, available: 5 })).toEqual([
      { part: 'taken', days: 2, percent: 25 },
      { part: 'pending', days: 1, percent: 12.5 },
      { part: 'available', days: 5, percent: 62.5 },
    ]);
    expect(balanceSegments({ taken: 0, pending: 0, available: 182 }).map((s) => s.percent)).toEqual([0, 0, 100]);
  });

  it('draws an overdrawn balance as nothing available, and an empty one as an empty bar', () => {
    expect(balanceSegments({ taken: 3, pending: 0, available: -1 }).map((s) => [s.days, s.percent])).toEqual([
      [3, 100],
      [0, 0],
      [0, 0],
    ]);
    expect(balanceSegments({ taken: 0, pending: 0, available: 0 }).map((s) => s.percent)).toEqual([0, 0, 0]);
  });
});
