import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from './columns.ts';
import { employees } from './employees.ts';

const rating = (name: string) => numeric(name, { precision: 2, scale: 1, mode: 'number' });

/**
 * Review cycles (SPEC §3 review cycle): the audience, criteria with their form sections and
 * weightage, rating scale, phase timeline and the calibrationConfiguration (§4) stored together;
 * they change as one and are read as one.
 */
export const reviewCycles = pgTable(
  'review_cycles',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').notNull().default('draft'),
    audience: jsonb('audience').notNull(),
    reviewerTypes: jsonb('reviewer_types').notNull(),
    criteria: jsonb('criteria').notNull(),
    ratingScale: jsonb('rating_scale').notNull(),
    timeline: jsonb('timeline').notNull(),
    instructions: text('instructions').notNull().default(''),
    calibrationConfiguration: jsonb('calibration_configuration').notNull(),
    /** The score formula over the criteria's scores; null: the weightage. */
    scoreFormula: text('score_formula'),
    peerAnonymous: boolean('peer_anonymous').notNull().default(true),
    /** The peer and upward questions; null: the defaults. */
    feedbackForm: jsonb('feedback_form'),
    /** Which goals the reviews show; null: the goals overlapping the cycle. */
    goalSelection: jsonb('goal_selection'),
    launchExecution: integer('launch_execution'),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('review_cycles_name').on(t.tenantId, sql`lower(${t.name})`),
    check('review_cycles_dates', sql`${t.endDate} >= ${t.startDate}`),
    tenantIsolation('review_cycles'),
  ],
);

/** Employees HR added to or took out of a cycle's audience by hand. */
export const reviewCycleMembers = pgTable(
  'review_cycle_members',
  {
    tenantId: tenantId(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    mode: text('mode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cycleId, t.employeeId] }),
    check('review_cycle_members_mode', sql`${t.mode} in ('include', 'exclude')`),
    tenantIsolation('review_cycle_members'),
  ],
);

/**
 * One launched review per employee and cycle: self and manager answers, the ratings of each
 * reviewer type, the final (calibrated) rating and potential. `version` grows with every
 * calibration change, so two calibrators on one rating cannot both win.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    tenantId: tenantId(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    managerId: uuid('manager_id').references(() => employees.id),
    status: text('status').notNull().default('self'),
    selfAnswers: jsonb('self_answers').notNull().default({}),
    managerAnswers: jsonb('manager_answers').notNull().default({}),
    summary: text('summary').notNull().default(''),
    selfRating: rating('self_rating'),
    managerRating: rating('manager_rating'),
    practiceHeadRating: rating('practice_head_rating'),
    finalRating: rating('final_rating'),
    potential: smallint('potential'),
    selfSubmittedAt: timestamp('self_submitted_at', { withTimezone: true }),
    managerSubmittedAt: timestamp('manager_submitted_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_cycle_employee').on(t.tenantId, t.cycleId, t.employeeId),
    index('reviews_cycle_manager').on(t.tenantId, t.cycleId, t.managerId),
    index('reviews_employee').on(t.tenantId, t.employeeId),
    check('reviews_potential', sql`${t.potential} between 1 and 3`),
    tenantIsolation('reviews'),
  ],
);

/** A review meeting (SPEC §3): scheduled by the manager with attendees and agenda, its notes recorded after. */
export const reviewMeetings = pgTable(
  'review_meetings',
  {
    id: id(),
    tenantId: tenantId(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    attendeeIds: jsonb('attendee_ids').notNull(),
    agenda: text('agenda').notNull(),
    notes: text('notes'),
    scheduledBy: uuid('scheduled_by').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('review_meetings_review').on(t.tenantId, t.reviewId, t.startsAt), tenantIsolation('review_meetings')],
);

/** A calibration session of a cycle and group (all, a department, an entity or a location); closing it locks the group's ratings. */
export const calibrationSessions = pgTable(
  'calibration_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    groupBy: text('group_by').notNull(),
    /** The group's id, or 'all'. */
    groupKey: text('group_key').notNull(),
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calibration_sessions_group').on(t.tenantId, t.cycleId, t.groupBy, t.groupKey),
    tenantIsolation('calibration_sessions'),
  ],
);

/** Every calibration change: old and new value, who and why. */
export const calibrationChanges = pgTable(
  'calibration_changes',
  {
    id: id(),
    tenantId: tenantId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => calibrationSessions.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    oldValue: rating('old_value'),
    newValue: rating('new_value'),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('calibration_changes_session').on(t.tenantId, t.sessionId, t.createdAt),
    index('calibration_changes_review').on(t.tenantId, t.reviewId),
    tenantIsolation('calibration_changes'),
  ],
);

/**
 * Peer and upward feedback (issue 20 items 1, 3): a peer the manager asked writes about the
 * employee of `review_id`; a reportee writes about their manager (`subject_id`) when the cycle
 * has upward reviews. Only its writer, the subject's reviewer (peer) and HR read it.
 */
export const reviewFeedback = pgTable(
  'review_feedback',
  {
    id: id(),
    tenantId: tenantId(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => reviewCycles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The person the feedback is about. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => employees.id),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => employees.id),
    /** The subject's review (peer feedback). */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull().default({}),
    rating: rating('rating'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => employees.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('review_feedback_once').on(t.tenantId, t.cycleId, t.kind, t.subjectId, t.reviewerId),
    index('review_feedback_reviewer').on(t.tenantId, t.reviewerId),
    index('review_feedback_review').on(t.reviewId),
    check('review_feedback_kind', sql`${t.kind} in ('peer', 'upward')`),
    tenantIsolation('review_feedback'),
  ],
);
