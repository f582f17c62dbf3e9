import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_FORM,
  DEFAULT_GOAL_SELECTION,
  type GoalSelection,
  type ManagerReviewData,
  type MeetingData,
  type MeetingView,
  type ReviewAnswers,
  type ReviewCriterion,
  type ReviewCycleStatus,
  type ReviewStatus,
  type ReviewSummary,
  type ReviewView,
} from '@tenure/domain/performance';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';

// The SQL of reviews: the review, its goals and meetings, the self and manager sides, release.

export interface ReviewRow {
  id: string;
  goalSelection: GoalSelection | null;
  status: ReviewStatus;
  employeeId: string;
  managerId: string | null;
  cycleStatus: ReviewCycleStatus;
  cycle: ReviewView['cycle'];
  employee: ReviewView['employee'];
  manager: ReviewView['manager'];
  selfAnswers: ReviewAnswers;
  managerAnswers: ReviewAnswers;
  selfRating: number | null;
  managerRating: number | null;
  potential: number | null;
  summary: string;
  selfSubmittedAt: Date | string | null;
  managerSubmittedAt: Date | string | null;
}

/** One review with its cycle, employee and manager; `lock` holds the review for the rest of the transaction. */
export async function reviewById(tx: Tx, id: string, lock = false) {
  const [row] = await queryRows<ReviewRow>(
    tx,
    sql`select r.id, r.status, r.employee_id as "employeeId", r.manager_id as "managerId", c.status as "cycleStatus",
               jsonb_build_object('id', c.id, 'name', c.name, 'startDate', c.start_date::text, 'endDate', c.end_date::text, 'criteria', c.criteria,
                 'ratingScale', c.rating_scale, 'timeline', c.timeline, 'instructions', c.instructions, 'scoreFormula', c.score_formula,
                 'reviewerTypes', c.reviewer_types, 'peerAnonymous', c.peer_anonymous, 'feedbackForm', coalesce(c.feedback_form, ${jsonParam(DEFAULT_FEEDBACK_FORM)})) as cycle, c.goal_selection as "goalSelection",
               jsonb_build_object('id', e.id, 'employeeNumber', e.employee_number, 'displayName', e.display_name, 'designation', e.designation, 'department', d.name) as employee,
               case when m.id is null then null else jsonb_build_object('employeeNumber', m.employee_number, 'displayName', m.display_name) end as manager,
               r.self_answers as "selfAnswers", r.manager_answers as "managerAnswers", r.self_rating as "selfRating", r.manager_rating as "managerRating",
               r.potential, r.summary, r.self_submitted_at as "selfSubmittedAt", r.manager_submitted_at as "managerSubmittedAt"
          from reviews r join review_cycles c on c.id = r.cycle_id join employees e on e.id = r.employee_id
          left join departments d on d.id = e.department_id left join employees m on m.id = r.manager_id
         where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/** The employee's goals the cycle counts (its goal selection): overlapping or within the cycle's period, of the chosen levels, approved if asked. */
export function reviewGoals(
  tx: Tx,
  row: Pick<ReviewRow, 'goalSelection' | 'employeeId'> & { cycle: Pick<ReviewRow['cycle'], 'startDate' | 'endDate'> },
) {
  const pick = row.goalSelection ?? DEFAULT_GOAL_SELECTION;
  const { startDate, endDate } = row.cycle;
  const period =
    pick.match === 'within'
      ? sql`g.start_date >= ${startDate} and g.end_date <= ${endDate}`
      : sql`g.start_date <= ${endDate} and g.end_date >= ${startDate}`;
  return queryRows<ReviewView['goals'][number]>(
    tx,
    sql`select g.id, g.title, g.level, g.weight::float8 as weight, g.progress::float8 as progress, g.status, g.end_date::text as "endDate"
          from goals g where g.owner_id = ${row.employeeId} and ${period}
           ${pick.levels.length > 0 ? sql`and g.level in (select jsonb_array_elements_text(${jsonParam(pick.levels)}))` : sql``}
           ${pick.approvedOnly ? sql`and g.status = 'approved'` : sql``}
         order by g.end_date, g.id`,
  );
}

/** The review's meetings with their attendees, in time order. */
export function reviewMeetingRows(tx: Tx, reviewId: string) {
  return queryRows<Omit<MeetingView, 'startsAt'> & { startsAt: Date | string }>(
    tx,
    sql`select m.id, m.starts_at as "startsAt", m.duration_minutes as "durationMinutes", m.agenda, m.notes, s.display_name as "scheduledBy",
               coalesce((select jsonb_agg(jsonb_build_object('employeeNumber', a.employee_number, 'displayName', a.display_name, 'email', a.email) order by a.display_name)
                           from employees a where m.attendee_ids @> to_jsonb(a.id::text)), '[]'::jsonb) as attendees
          from review_meetings m left join employees s on s.id = m.scheduled_by where m.review_id = ${reviewId} order by m.starts_at, m.id`,
  );
}

/** Saves the self side; a submit hands the review to the manager. */
export async function saveSelfSide(tx: Tx, id: string, answers: ReviewAnswers, rating: number | null, submit: boolean) {
  await tx.execute(
    sql`update reviews set self_answers = ${jsonParam(answers)}, self_rating = ${rating}, updated_at = now(),
          self_submitted_at = ${submit ? sql`now()` : sql`null`}, status = ${submit ? 'manager' : 'self'}
        where id = ${id}`,
  );
}

/** Saves the manager side; a submit marks the review submitted, a draft keeps `status`. */
export async function saveManagerSide(
  tx: Tx,
  id: string,
  body: ManagerReviewData,
  rating: number | null,
  status: ReviewStatus,
) {
  await tx.execute(
    sql`update reviews set manager_answers = ${jsonParam(body.answers)}, manager_rating = ${rating}, potential = ${body.potential ?? null}, summary = ${body.summary},
          manager_submitted_at = ${body.submit ? sql`now()` : sql`null`}, status = ${body.submit ? 'submitted' : status}, updated_at = now()
        where id = ${id}`,
  );
}

const summaryColumns = sql`r.id, r.cycle_id as "cycleId", c.name as "cycleName", r.status,
  jsonb_build_object('id', e.id, 'employeeNumber', e.employee_number, 'displayName', e.display_name, 'designation', e.designation, 'department', d.name) as employee,
  case when r.self_submitted_at is null then null else r.self_rating::float8 end as "selfRating", r.manager_rating::float8 as "managerRating",
  (select min(m.starts_at) from review_meetings m where m.review_id = r.id and m.starts_at >= now()) as "nextMeeting"`;

export type SummaryRow = Omit<ReviewSummary, 'nextMeeting'> & { nextMeeting: Date | string | null };

/** The employee's reviews in launched (not yet released) cycles, newest first, without the manager's rating. */
export function reviewsOfEmployee(tx: Tx, employeeId: string) {
  return queryRows<SummaryRow>(
    tx,
    sql`select ${summaryColumns}, null::float8 as "managerRating" from reviews r join review_cycles c on c.id = r.cycle_id join employees e on e.id = r.employee_id
          left join departments d on d.id = e.department_id
         where r.employee_id = ${employeeId} and c.status = 'launched' order by c.start_date desc`,
  );
}

/** The reviews the manager writes in launched or released cycles (optionally of one cycle), newest cycle first. */
export function reviewsOfManager(tx: Tx, managerId: string, cycleId: string | null) {
  return queryRows<SummaryRow>(
    tx,
    sql`select ${summaryColumns} from reviews r join review_cycles c on c.id = r.cycle_id join employees e on e.id = r.employee_id
          left join departments d on d.id = e.department_id
         where r.manager_id = ${managerId} and c.status in ('launched', 'released') ${cycleId ? sql`and r.cycle_id = ${cycleId}` : sql``}
         order by c.start_date desc, lower(e.display_name)`,
  );
}

export async function insertMeeting(
  tx: Tx,
  meeting: MeetingData & { tenantCode: string; reviewId: string; attendeeIds: string[]; scheduledBy: string },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into review_meetings (tenant_id, review_id, starts_at, duration_minutes, attendee_ids, agenda, scheduled_by)
        values (${meeting.tenantCode}, ${meeting.reviewId}, ${meeting.startsAt}, ${meeting.durationMinutes}, ${jsonParam(meeting.attendeeIds)}, ${meeting.agenda}, ${meeting.scheduledBy}) returning id`,
  );
  return row!.id;
}

/** The meeting's review and notes, locking the meeting. */
export async function meetingForUpdate(tx: Tx, meetingId: string) {
  const [meeting] = await queryRows<{ reviewId: string; notes: string | null }>(
    tx,
    sql`select review_id as "reviewId", notes from review_meetings where id = ${meetingId} for update`,
  );
  return meeting;
}

export async function setMeetingNotes(tx: Tx, meetingId: string, notes: string) {
  await tx.execute(sql`update review_meetings set notes = ${notes}, updated_at = now() where id = ${meetingId}`);
}

export interface ReleasedRow {
  id: string;
  cycleName: string;
  startDate: string;
  endDate: string;
  finalRating: number;
  ratingScale: { min: number; label: string }[];
  criteria: ReviewCriterion[];
  managerAnswers: ReviewAnswers;
  summary: string;
  releasedAt: Date | string;
  acknowledgedAt: Date | string | null;
}

/** The employee's released (or acknowledged) reviews of released cycles, newest first. */
export function releasedReviewRows(tx: Tx, employeeId: string) {
  return queryRows<ReleasedRow>(
    tx,
    sql`select r.id, c.name as "cycleName", c.start_date::text as "startDate", c.end_date::text as "endDate", r.final_rating::float8 as "finalRating",
               c.rating_scale as "ratingScale", c.criteria, r.manager_answers as "managerAnswers", r.summary, c.released_at as "releasedAt", r.acknowledged_at as "acknowledgedAt"
          from reviews r join review_cycles c on c.id = r.cycle_id
         where r.employee_id = ${employeeId} and c.status = 'released' and r.status in ('released', 'acknowledged')
         order by c.released_at desc`,
  );
}

/** Marks the employee's released review acknowledged; whether it was released. */
export async function acknowledgeReleased(tx: Tx, id: string, employeeId: string) {
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update reviews set status = 'acknowledged', acknowledged_at = now(), updated_at = now()
         where id = ${id} and employee_id = ${employeeId} and status = 'released' returning id`,
  );
  return updated.length > 0;
}

/** The status of the employee's own review, if it is theirs. */
export async function ownReviewStatus(tx: Tx, id: string, employeeId: string) {
  const [mine] = await queryRows<{ status: ReviewStatus }>(
    tx,
    sql`select status from reviews where id = ${id} and employee_id = ${employeeId}`,
  );
  return mine?.status;
}
