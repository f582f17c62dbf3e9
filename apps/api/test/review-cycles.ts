import { DEFAULT_REVIEW_CRITERIA } from '@tenure/domain/performance';

/** A calendar day `offset` days from today (UTC). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A review cycle as HR would create it, now in its self phase: self review until day 10, manager
 * review until day 20, calibration until 25, release until 30.
 */
export const reviewCycleBody = (name: string, extra: object = {}) => ({
  name,
  startDate: day(-180),
  endDate: day(30),
  criteria: DEFAULT_REVIEW_CRITERIA,
  timeline: {
    self: { startDate: day(-1), endDate: day(10) },
    manager: { startDate: day(11), endDate: day(20) },
    calibration: { startDate: day(21), endDate: day(25) },
    release: { startDate: day(26), endDate: day(30) },
  },
  ...extra,
});
