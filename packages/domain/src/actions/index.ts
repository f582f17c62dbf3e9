import { z } from 'zod';

/**
 * My Actions: everything waiting for the user's decision, one group per kind. Each domain adds its
 * kind through the API's action registry (apps/api/src/platform/actions.ts); the page lists any
 * kind it is given, so a new kind needs no page change.
 */

/** At most this many items of one kind are listed; the count is always the whole number. */
export const WAITING_ITEMS_PER_KIND = 50;

/** Units of a waiting item's quantity: the page words each one (`actions.units.<unit>`). */
export const WAITING_UNITS = ['days', 'hours', 'options'] as const;

export const waitingItem = z.object({
  id: z.string(),
  /** Whose request it is. */
  employee: z.object({ employeeNumber: z.string(), displayName: z.string(), profileImage: z.string().nullable() }),
  /** What is asked, e.g. the leave type. */
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** What is asked for, when the kind has a quantity, with its unit (leave days, timesheet hours, stock options). */
  quantity: z.object({ value: z.number(), unit: z.enum(WAITING_UNITS) }).nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  /** The app path where this item is decided. */
  href: z.string(),
});
export type WaitingItem = z.infer<typeof waitingItem>;

export const waitingGroup = z.object({
  kind: z.string(),
  /** English label; the web translates `actions.kinds.<kind>` when it has it. */
  label: z.string(),
  /** The app path where items of this kind are decided. */
  href: z.string(),
  count: z.number(),
  items: z.array(waitingItem),
});
export type WaitingGroup = z.infer<typeof waitingGroup>;

/** Only kinds with something waiting are listed. */
export const myActionsView = z.object({ total: z.number(), groups: z.array(waitingGroup) });
export type MyActionsView = z.infer<typeof myActionsView>;
