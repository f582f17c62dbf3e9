import { z } from 'zod';
import { EXIT_REASON_CATEGORIES, LEAVE_TREATMENTS, RESIGNATION_STATUSES } from '../offboarding/index.ts';

/** The kinds of milestone on an employee's lifecycle journey, each from its own source (readers on the server). */
export const LIFECYCLE_EVENT_KINDS = [
  'joined',
  'probationEnd',
  'designationChange',
  'managerChange',
  'departmentChange',
  'entityChange',
  'firstLeave',
  'longLeave',
  'resignation',
  'resignationDecision',
  'exit',
] as const;
export type LifecycleEventKind = (typeof LIFECYCLE_EVENT_KINDS)[number];

/** A leave of at least this many days is a milestone of its own. */
export const LONG_LEAVE_DAYS = 10;

/** What a change event can move. */
export const LIFECYCLE_CHANGE_FIELDS = ['legalEntity', 'department', 'location', 'manager', 'designation'] as const;

/** One thing that changed, before and after, as recorded names (null: none). */
export const lifecycleChange = z.object({
  field: z.enum(LIFECYCLE_CHANGE_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type LifecycleChange = z.infer<typeof lifecycleChange>;

/**
 * A milestone. Names (an entity, a leave type, a designation) come as recorded; codes (a reason
 * category, a status, a leave treatment) come as codes, and the page words them in the reader's language.
 */
export const lifecycleEvent = z.object({
  kind: z.enum(LIFECYCLE_EVENT_KINDS),
  /** yyyy-MM-dd: when it happened (or, for a probation end or a last day ahead, will happen). */
  date: z.string(),
  /** What the event is about: the legal entity joined, the leave type taken. */
  name: z.string().optional(),
  changes: z.array(lifecycleChange).optional(),
  /** A long leave's days. */
  days: z.number().optional(),
  /** What an entity change did with the leave balances. */
  leaveTreatment: z.enum(LEAVE_TREATMENTS).optional(),
  reasonCategory: z.enum(EXIT_REASON_CATEGORIES).optional(),
  /** A resignation without a category: its reason as written. */
  reason: z.string().optional(),
  /** A resignation decision: the status it led to. */
  status: z.enum(RESIGNATION_STATUSES).optional(),
});
export type LifecycleEvent = z.infer<typeof lifecycleEvent>;

export const lifecycleView = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  events: z.array(lifecycleEvent),
});
export type LifecycleView = z.infer<typeof lifecycleView>;
