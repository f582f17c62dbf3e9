import { describe, expect, it } from 'vitest';
import {
  bandIndex,
  isRatingCode,
  managerOutliers,
  nineBoxCell,
  ratingDistribution,
  reviewMeetingIcs,
  weightedScore,
} from './review-math.ts';
import { DEFAULT_RATING_SCALE, reviewCycleInput } from './reviews.ts';

const q = (id: string, type: 'rating' | 'text' = 'rating') => ({ id, type });

describe('review computations', () => {
  it('accepts the SPEC §5 rating code only', () => {
    for (const ok of [0, 3.7, 4.9, 5]) expect(isRatingCode(ok)).toBe(true);
    for (const bad of [5.1, -0.1, 4.25, 6, Number.NaN]) expect(isRatingCode(bad)).toBe(false);
  });

  it('weights criteria by their weightage and leaves out unrated ones', () => {
    const criteria = [
      { id: 'g', weightage: 60, questions: [q('g1'), q('g2')] },
      { id: 'v', weightage: 40, questions: [q('v1'), q('v2', 'text')] },
    ];
    expect(weightedScore(criteria, { g1: { rating: 4 }, g2: { rating: 3 }, v1: { rating: 2 } })).toBe(2.9);
    expect(weightedScore(criteria, { g1: { rating: 4 } })).toBe(4);
    expect(weightedScore(criteria, {})).toBeNull();
  });

  it('counts ratings per band', () => {
    expect(bandIndex(DEFAULT_RATING_SCALE, 4)).toBe(4);
    expect(bandIndex(DEFAULT_RATING_SCALE, 3.9)).toBe(3);
    expect(ratingDistribution(DEFAULT_RATING_SCALE, [4, 3.5, 3.2, 2.5]).map((d) => d.count)).toEqual([0, 0, 1, 2, 1]);
    expect(ratingDistribution(DEFAULT_RATING_SCALE, [4, 3.5, 3.2, 2.5])[3]!.percent).toBe(50);
  });

  it('flags managers whose mean or spread deviates beyond the threshold', () => {
    const result = managerOutliers(
      [
        { managerId: 'lenient', ratings: [4.8, 4.9, 5, 4.7] },
        { managerId: 'a', ratings: [3, 2, 3.5, 2.5, 3] },
        { managerId: 'b', ratings: [2.5, 3.5, 3, 2, 3] },
        { managerId: 'c', ratings: [3, 3, 2.5, 3.5, 3] },
        { managerId: 'small', ratings: [5, 5] },
      ],
      1,
    );
    expect(result.find((m) => m.managerId === 'lenient')!.flags).toContain('highMean');
    expect(result.find((m) => m.managerId === 'a')!.flags).toEqual([]);
    expect(result.find((m) => m.managerId === 'small')!.flags).toEqual([]);
  });

  it('places performance × potential in a 9-box cell', () => {
    expect(nineBoxCell(4.5, 3)).toEqual({ performance: 2, potential: 2 });
    expect(nineBoxCell(3, 1)).toEqual({ performance: 1, potential: 0 });
    expect(nineBoxCell(1.2, 2)).toEqual({ performance: 0, potential: 1 });
  });

  it('writes a calendar invitation', () => {
    const ics = reviewMeetingIcs({
      id: 'm1',
      startsAt: '2026-12-01T10:00:00Z',
      durationMinutes: 30,
      title: 'Review; Q4',
      agenda: 'Goals, rating',
      attendees: [{ name: 'A', email: 'a@x.test' }],
    });
    expect(ics).toContain('DTSTART:20261201T100000Z');
    expect(ics).toContain('DTEND:20261201T103000Z');
    expect(ics).toContain('SUMMARY:Review\\; Q4');
    expect(ics).toContain('ATTENDEE;CN=A:mailto:a@x.test');
  });

  it('refuses criteria whose weightage does not sum to 100, field by field', () => {
    const phase = { startDate: '2026-01-01', endDate: '2026-01-10' };
    const base = {
      name: 'H2',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      timeline: {
        self: phase,
        manager: { startDate: '2026-01-11', endDate: '2026-01-20' },
        calibration: { startDate: '2026-01-21', endDate: '2026-01-25' },
        release: { startDate: '2026-01-26', endDate: '2026-01-30' },
      },
      criteria: [
        {
          id: 'g',
          kind: 'goals',
          title: 'Goals',
          weightage: 60,
          questions: [{ id: 'g1', text: 'How?', type: 'rating' }],
        },
        {
          id: 'v',
          kind: 'values',
          title: 'Values',
          weightage: 30,
          questions: [{ id: 'v1', text: 'How?', type: 'rating' }],
        },
      ],
    };
    const bad = reviewCycleInput.safeParse(base);
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(['criteria']);
    const good = reviewCycleInput.safeParse({
      ...base,
      criteria: [base.criteria[0], { ...base.criteria[1], weightage: 40 }],
    });
    expect(good.success).toBe(true);
    const order = reviewCycleInput.safeParse({
      ...base,
      criteria: good.data!.criteria,
      timeline: { ...base.timeline, manager: phase },
    });
    expect(order.error!.issues.map((i) => i.path.join('.'))).toEqual(['timeline.manager.startDate']);
  });
});
