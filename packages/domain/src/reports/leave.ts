/**
 * The Leave Consumed report's rules (docs/decisions/reports.md, "Leave Consumed"): what counts as
 * consumed and how a row's days split into paid/unpaid and regular/statutory.
 */
import type { LedgerKind } from '../leave/balances.ts';
import { LEAVE_CATEGORIES } from '../leave/leave-types.ts';

/**
 * The ledger entries that make leave consumed: the take posted when a request is approved and the
 * restore posted when HR cancels it afterwards. Their sum per request (negated) is what it consumed,
 * the same entries the balance page's "taken" adds up, so a half day counts 0.5.
 */
export const CONSUMED_LEDGER_KINDS = ['taken', 'restored'] as const satisfies readonly LedgerKind[];

/** The category whose leave the report counts as statutory; every other category is regular. */
export const STATUTORY_LEAVE_CATEGORY = LEAVE_CATEGORIES[1];

export interface ConsumedSplit {
  paidDays: number;
  unpaidDays: number;
  regularDays: number;
  statutoryDays: number;
}

/** A row's days under paid or unpaid and under regular or statutory, by its leave type. */
export function consumedSplit(days: number, type: { isPaid: boolean; category: string }): ConsumedSplit {
  const statutory = type.category === STATUTORY_LEAVE_CATEGORY;
  return {
    paidDays: type.isPaid ? days : 0,
    unpaidDays: type.isPaid ? 0 : days,
    regularDays: statutory ? 0 : days,
    statutoryDays: statutory ? days : 0,
  };
}
