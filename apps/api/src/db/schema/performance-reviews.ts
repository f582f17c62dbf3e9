import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
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
    primaryKey({ name: 'review_cycles_pkey', columns: [t.tenantId, t.id] }),
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
    cycleId: uuid('cycle_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    mode: text('mode').notNull(),
  },
  (t) => [
    tenantReference('review_cycle_members_cycle_id_fk', t, t.cycleId, reviewCycles).onDelete('cascade'),
    tenantReference('review_cycle_members_employee_id_fk', t, t.employeeId, employees),
    primaryKey({ name: 'review_cycle_members_pkey', columns: [t.tenantId, t.cycleId, t.employeeId] }),
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
    cycleId: uuid('cycle_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    managerId: uuid('manager_id'),
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
    primaryKey({ name: 'reviews_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('reviews_cycle_id_fk', t, t.cycleId, reviewCycles).onDelete('cascade'),
    tenantReference('reviews_employee_id_fk', t, t.employeeId, employees),
    tenantReference('reviews_manager_id_fk', t, t.managerId, employees),
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
    reviewId: uuid('review_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    attendeeIds: jsonb('attendee_ids').notNull(),
    agenda: text('agenda').notNull(),
    notes: text('notes'),
    scheduledBy: uuid('scheduled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'review_meetings_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('review_meetings_review_id_fk', t, t.reviewId, reviews).onDelete('cascade'),
    tenantReference('review_meetings_scheduled_by_fk', t, t.scheduledBy, employees),
    index('review_meetings_review').on(t.tenantId, t.reviewId, t.startsAt),
    tenantIsolation('review_meetings'),
  ],
);

/** A calibration session of a cycle and group (all, a department, an entity or a location); closing it locks the group's ratings. */
export const calibrationSessions = pgTable(
  'calibration_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    cycleId: uuid('cycle_id').notNull(),
    groupBy: text('group_by').notNull(),
    /** The group's id, or 'all'. */
    groupKey: text('group_key').notNull(),
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'calibration_sessions_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('calibration_sessions_cycle_id_fk', t, t.cycleId, reviewCycles).onDelete('cascade'),
    tenantReference('calibration_sessions_closed_by_fk', t, t.closedBy, users),
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
    sessionId: uuid('session_id').notNull(),
    reviewId: uuid('review_id').notNull(),
    field: text('field').notNull(),
    oldValue: rating('old_value'),
    newValue: rating('new_value'),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'calibration_changes_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('calibration_changes_session_id_fk', t, t.sessionId, calibrationSessions).onDelete('cascade'),
    tenantReference('calibration_changes_review_id_fk', t, t.reviewId, reviews).onDelete('cascade'),
    tenantReference('calibration_changes_changed_by_fk', t, t.changedBy, users),
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
    cycleId: uuid('cycle_id').notNull(),
    kind: text('kind').notNull(),
    /** The person the feedback is about. */
    subjectId: uuid('subject_id').notNull(),
    reviewerId: uuid('reviewer_id').notNull(),
    /** The subject's review (peer feedback). */
    reviewId: uuid('review_id'),
    answers: jsonb('answers').notNull().default({}),
    rating: rating('rating'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'review_feedback_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('review_feedback_cycle_id_fk', t, t.cycleId, reviewCycles).onDelete('cascade'),
    tenantReference('review_feedback_subject_id_fk', t, t.subjectId, employees),
    tenantReference('review_feedback_reviewer_id_fk', t, t.reviewerId, employees),
    tenantReference('review_feedback_review_id_fk', t, t.reviewId, reviews).onDelete('cascade'),
    tenantReference('review_feedback_requested_by_fk', t, t.requestedBy, employees),
    uniqueIndex('review_feedback_once').on(t.tenantId, t.cycleId, t.kind, t.subjectId, t.reviewerId),
    index('review_feedback_reviewer').on(t.tenantId, t.reviewerId),
    index('review_feedback_review').on(t.reviewId),
    check('review_feedback_kind', sql`${t.kind} in ('peer', 'upward')`),
    tenantIsolation('review_feedback'),
  ],
);
