import type { LeaveBalanceView } from '@tenure/domain/leave';

export const BALANCE_PARTS = ['taken', 'pending', 'available'] as const;
export type BalancePart = (typeof BALANCE_PARTS)[number];

export interface BalanceSegment {
  part: BalancePart;
  days: number;
  /** Share of the bar, 0–100. */
  percent: number;
}

type Figures = Pick<LeaveBalanceView, 'taken' | 'pending' | 'available'>;

/**
 * A balance drawn as a bar of its own whole: what is used, held by pending requests, and still
 * available (never below zero). Each type fills its own bar, so a 5-day type is as readable as a
 * 182-day one.
 */
export function balanceSegments(balance: Figures): BalanceSegment[] {
  const days = BALANCE_PARTS.map((part) => Math.max(balance[part], 0));
  const whole = days.reduce((sum, d) => sum + d, 0);
  return BALANCE_PARTS.map((part, index) => ({
    part,
    days: days[index]!,
    percent: whole === 0 ? 0 : Math.round((days[index]! / whole) * 1000) / 10,
  }));
}
