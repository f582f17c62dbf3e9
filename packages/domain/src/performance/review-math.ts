import { patterns } from '../validation/patterns.ts';

/** SPEC §5 rating code: 0.0 to 4.9 or 5.0, one decimal. */
export const isRatingCode = (value: number) =>
  Number.isFinite(value) &&
  patterns.ratingCode.test(value.toFixed(1)) &&
  Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** Ratings keep one decimal (the rating code's precision). */
export const roundRating = (value: number) => Math.round(value * 10) / 10;

export interface ScoredCriterion {
  id: string;
  weightage: number;
  questions: readonly { id: string; type: 'rating' | 'text' | 'choice' }[];
}
export type RatingAnswers = Readonly<Record<string, { rating?: number | null | undefined } | undefined>>;

/**
 * The final score from the weightage: each criterion's mean of its rated questions, weighted by its
 * share; criteria with nothing rated are left out and the others' weights rescaled. Null when
 * nothing is rated.
 */
export function weightedScore(criteria: readonly ScoredCriterion[], answers: RatingAnswers): number | null {
  let total = 0;
  let weights = 0;
  for (const criterion of criteria) {
    const ratings = criterion.questions
      .filter((q) => q.type === 'rating')
      .map((q) => answers[q.id]?.rating)
      .filter((r): r is number => typeof r === 'number');
    if (ratings.length === 0 || criterion.weightage <= 0) continue;
    total += (ratings.reduce((a, b) => a + b, 0) / ratings.length) * criterion.weightage;
    weights += criterion.weightage;
  }
  return weights === 0 ? null : roundRating(total / weights);
}

export interface RatingBand {
  min: number;
  label: string;
}

/** The band a rating falls in: the last band whose minimum it reaches (bands sorted by min, first at 0). */
export function bandIndex(bands: readonly RatingBand[], rating: number): number {
  let index = 0;
  bands.forEach((band, i) => {
    if (rating >= band.min - 1e-9) index = i;
  });
  return index;
}

/** How many ratings fall in each band, and their share in percent (one decimal). */
export function ratingDistribution(bands: readonly RatingBand[], ratings: readonly number[]) {
  const counts = bands.map(() => 0);
  for (const rating of ratings) counts[bandIndex(bands, rating)]! += 1;
  return counts.map((count) => ({
    count,
    percent: ratings.length === 0 ? 0 : Math.round((count / ratings.length) * 1000) / 10,
  }));
}

export interface ManagerRatings {
  managerId: string;
  ratings: readonly number[];
}

export interface ManagerSpread {
  managerId: string;
  count: number;
  mean: number;
  spread: number;
  /**
   * Why the manager stands out: the mean or the spread is further than the threshold from the whole
   * group's, or (offTarget) the chi-square test finds the team's bands differ from the target.
   */
  flags: ('highMean' | 'lowMean' | 'narrowSpread' | 'wideSpread' | 'offTarget')[];
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const deviation = (values: readonly number[], m: number) =>
  Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length);
const two = (value: number) => Math.round(value * 100) / 100;

/**
 * Outlier managers (issue 20 item 4): a manager with at least `minTeam` ratings whose mean is more
 * than `threshold` from the group's mean, or whose spread (standard deviation) differs from the
 * group's by more than `threshold`, is flagged. Small teams are reported but never flagged: two
 * people's ratings say nothing about a manager's habit.
 */
/** Managers with fewer rated people are never flagged (and calibration leaves them out of its manager table). */
export const OUTLIER_MIN_TEAM = 3;

export function managerOutliers(
  groups: readonly ManagerRatings[],
  threshold: number,
  minTeam = OUTLIER_MIN_TEAM,
): ManagerSpread[] {
  const all = groups.flatMap((g) => g.ratings);
  if (all.length === 0) return [];
  const groupMean = mean(all);
  const group = { mean: groupMean, spread: deviation(all, groupMean) };
  return groups
    .filter((g) => g.ratings.length > 0)
    .map((g) => {
      const m = mean(g.ratings);
      return flagManager(
        { managerId: g.managerId, count: g.ratings.length, mean: m, spread: deviation(g.ratings, m) },
        group,
        threshold,
        minTeam,
      );
    });
}

/**
 * The same flags from a manager's count, mean and spread (population standard deviation) as a
 * database aggregate gives them, against the group's mean and spread.
 */
export function flagManager(
  m: { managerId: string; count: number; mean: number; spread: number },
  group: { mean: number; spread: number },
  threshold: number,
  minTeam = OUTLIER_MIN_TEAM,
): ManagerSpread {
  const flags: ManagerSpread['flags'] = [];
  if (m.count >= minTeam) {
    if (m.mean - group.mean > threshold) flags.push('highMean');
    if (group.mean - m.mean > threshold) flags.push('lowMean');
    if (group.spread - m.spread > threshold) flags.push('narrowSpread');
    if (m.spread - group.spread > threshold) flags.push('wideSpread');
  }
  return { managerId: m.managerId, count: m.count, mean: two(m.mean), spread: two(m.spread), flags };
}

/** The ratings where the 9-box's middle and high performance rows start. */
export const NINE_BOX_PERFORMANCE_CUTS = [2.5, 3.75] as const;

/** Performance (low/middle/high by the rating's third of the scale) × potential (1-3): the 9-box cell, as [row, column] from 0. */
export function nineBoxCell(rating: number, potential: number): { performance: 0 | 1 | 2; potential: 0 | 1 | 2 } {
  const [middle, high] = NINE_BOX_PERFORMANCE_CUTS;
  const performance = rating < middle ? 0 : rating < high ? 1 : 2;
  return { performance, potential: (Math.min(3, Math.max(1, Math.round(potential))) - 1) as 0 | 1 | 2 };
}

/** Checks a target distribution: one share per band, summing to 100. */
export const distributionTotal = (shares: readonly number[]) =>
  Math.round(shares.reduce((a, b) => a + b, 0) * 100) / 100;

const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[,;]/g, (c) => `\\${c}`);
const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A calendar invitation (RFC 5545) for a review meeting, with its attendees. */
export function reviewMeetingIcs(meeting: {
  id: string;
  startsAt: string;
  durationMinutes: number;
  title: string;
  agenda: string;
  attendees: readonly { name: string; email: string }[];
}): string {
  const start = new Date(meeting.startsAt);
  const end = new Date(start.getTime() + meeting.durationMinutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tenure//Review meeting//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${meeting.id}@tenure`,
    `DTSTAMP:${icsTime(start)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(meeting.title)}`,
    `DESCRIPTION:${icsText(meeting.agenda)}`,
    ...meeting.attendees.map((a) => `ATTENDEE;CN=${icsText(a.name)}:mailto:${a.email}`),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
