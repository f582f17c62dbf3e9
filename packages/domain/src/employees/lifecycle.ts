import { z } from 'zod';

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

export const lifecycleEvent = z.object({
  kind: z.enum(LIFECYCLE_EVENT_KINDS),
  /** yyyy-MM-dd: when it happened (or, for a probation end or a last day ahead, will happen). */
  date: z.string(),
  /** What changed, as the user reads it: "Software Engineer → Senior Software Engineer", a leave type, a status. */
  detail: z.string().nullable(),
});
export type LifecycleEvent = z.infer<typeof lifecycleEvent>;

export const lifecycleView = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  events: z.array(lifecycleEvent),
});
export type LifecycleView = z.infer<typeof lifecycleView>;
