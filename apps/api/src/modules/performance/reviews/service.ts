import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_FORM,
  DEFAULT_GOAL_SELECTION,
  REVIEW_MESSAGES,
  bandIndex,
  reviewScore,
  type GoalSelection,
  type ManagerReviewData,
  type MeetingData,
  type MeetingView,
  type ReleasedReviewView,
  type ReviewAnswers,
  type ReviewCriterion,
  type ReviewCycleStatus,
  type ReviewStatus,
  type ReviewSummary,
  type ReviewView,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { roleOf } from '../policy.ts';
import { todayOf } from '../../employees/index.ts';
import { releasedPeerFeedback, reviewPeerFeedback } from './queries.ts';

/** HR who set up or calibrate cycles read any review. */
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

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: number | string | null) => (value === null ? null : Number(value));

export async function loadReview(tx: Tx, id: string, lock = false): Promise<ReviewRow> {
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
  if (!row) throw notFound();
  return row;
}

/** A phase takes drafts from launch until its last day; `today` is the caller's local day. */
const inPhase = (row: ReviewRow, phase: 'self' | 'manager', today: string) =>
  row.cycleStatus === 'launched' && today <= row.cycle.timeline[phase].endDate;
const selfEditable = (row: ReviewRow, today: string) => row.status === 'self' && inPhase(row, 'self', today);
export const managerEditable = (row: ReviewRow, today: string) =>
  (row.status === 'self' || row.status === 'manager') && inPhase(row, 'manager', today);

/** The day a phase opens for submitting while that is after `today`, else null. */
const opensLater = (row: ReviewRow, phase: 'self' | 'manager', today: string) => {
  const opens = row.cycle.timeline[phase].startDate;
  return today < opens ? opens : null;
};

/** A submit only once the phase has opened (issue 31 item 12): before, the form takes drafts. */
function checkPhaseOpen(row: ReviewRow, phase: 'self' | 'manager', today: string) {
  const opens = opensLater(row, phase, today);
  if (opens) throw conflict(REVIEW_MESSAGES.phaseNotOpen(phase, opens), undefined, 'PHASE_NOT_OPEN');
}

/** The employee's goals the cycle counts (its goal selection): overlapping or within the cycle's period, of the chosen levels, approved if asked. */
async function reviewGoals(tx: Tx, row: ReviewRow) {
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

async function reviewMeetings(tx: Tx, reviewId: string): Promise<MeetingView[]> {
  const rows = await queryRows<Omit<MeetingView, 'startsAt'> & { startsAt: Date | string }>(
    tx,
    sql`select m.id, m.starts_at as "startsAt", m.duration_minutes as "durationMinutes", m.agenda, m.notes, s.display_name as "scheduledBy",
               coalesce((select jsonb_agg(jsonb_build_object('employeeNumber', a.employee_number, 'displayName', a.display_name, 'email', a.email) order by a.display_name)
                           from employees a where m.attendee_ids @> to_jsonb(a.id::text)), '[]'::jsonb) as attendees
          from review_meetings m left join employees s on s.id = m.scheduled_by where m.review_id = ${reviewId} order by m.starts_at, m.id`,
  );
  return rows.map((m) => ({ ...m, startsAt: new Date(m.startsAt).toISOString() }));
}

/** The review as the caller may see it: the employee never sees the manager's side before release (that is /review-details). */
export async function reviewDetail(tx: Tx, v: Viewer, id: string, as: 'employee' | 'manager'): Promise<ReviewView> {
  const row = await loadReview(tx, id);
  const role = roleOf(v, row);
  const today = await todayOf(tx, v);
  if ((as === 'employee' && role !== 'employee') || (as === 'manager' && role === 'employee')) throw notFound();
  const managerSide = role !== 'employee';
  // The manager reads the self review once it is submitted; a draft stays the employee's.
  const showSelf = role === 'employee' || row.selfSubmittedAt !== null;
  return {
    id: row.id,
    status: row.status,
    employee: row.employee,
    manager: row.manager,
    cycle: row.cycle,
    selfAnswers: showSelf ? row.selfAnswers : {},
    selfRating: showSelf ? num(row.selfRating) : null,
    selfSubmittedAt: iso(row.selfSubmittedAt),
    managerAnswers: managerSide ? row.managerAnswers : null,
    managerRating: managerSide ? num(row.managerRating) : null,
    potential: managerSide ? row.potential : null,
    summary: managerSide ? row.summary : null,
    managerSubmittedAt: managerSide ? iso(row.managerSubmittedAt) : null,
    selfEditable: role === 'employee' && selfEditable(row, today),
    managerEditable: role === 'manager' && managerEditable(row, today),
    submitOpensOn: role === 'hr' ? null : opensLater(row, role === 'employee' ? 'self' : 'manager', today),
    goals: await reviewGoals(tx, row),
    meetings: await reviewMeetings(tx, row.id),
    peerFeedback: managerSide ? await reviewPeerFeedback(tx, row.id) : [],
    peersEditable: role === 'manager' && row.cycle.reviewerTypes.includes('peer') && managerEditable(row, today),
  };
}

/** Answers must belong to the cycle's form, ratings only for rating questions, choices among the question's. */
export function checkAnswers(criteria: readonly ReviewCriterion[], answers: ReviewAnswers) {
  const questions = new Map(criteria.flatMap((c) => c.questions.map((q) => [q.id, q] as const)));
  for (const [id, answer] of Object.entries(answers)) {
    const question = questions.get(id);
    if (!question)
      throw badRequest(REVIEW_MESSAGES.unknownQuestion, { [`answers.${id}`]: REVIEW_MESSAGES.unknownQuestion });
    if (question.type !== 'rating' && answer.rating != null)
      throw badRequest(REVIEW_MESSAGES.unknownQuestion, { [`answers.${id}.rating`]: REVIEW_MESSAGES.unknownQuestion });
    if (question.type === 'choice' && answer.choice != null && !question.choices.includes(answer.choice)) {
      throw badRequest(REVIEW_MESSAGES.unknownChoice, { [`answers.${id}.choice`]: REVIEW_MESSAGES.unknownChoice });
    }
  }
}

/** Every rating question answered before a submit. */
export function checkComplete(criteria: readonly ReviewCriterion[], answers: ReviewAnswers) {
  const missing = criteria
    .flatMap((c) => c.questions)
    .filter((q) => q.type === 'rating' && typeof answers[q.id]?.rating !== 'number');
  if (missing.length > 0) {
    throw badRequest(
      REVIEW_MESSAGES.ratingsMissing,
      Object.fromEntries(missing.map((q) => [`answers.${q.id}.rating`, REVIEW_MESSAGES.ratingsMissing])),
    );
  }
}

export async function saveSelfReview(tx: Tx, v: Viewer, id: string, body: { answers: ReviewAnswers; submit: boolean }) {
  const row = await loadReview(tx, id, true);
  if (roleOf(v, row) !== 'employee') throw notFound();
  if (row.status !== 'self') throw conflict(REVIEW_MESSAGES.selfSubmitted);
  const today = await todayOf(tx, v);
  if (!selfEditable(row, today)) throw conflict(REVIEW_MESSAGES.phaseClosed);
  checkAnswers(row.cycle.criteria, body.answers);
  if (body.submit) {
    checkPhaseOpen(row, 'self', today);
    checkComplete(row.cycle.criteria, body.answers);
  }
  const rating = reviewScore(row.cycle, body.answers);
  await tx.execute(
    sql`update reviews set self_answers = ${jsonParam(body.answers)}, self_rating = ${rating}, updated_at = now(),
          self_submitted_at = ${body.submit ? sql`now()` : sql`null`}, status = ${body.submit ? 'manager' : 'self'}
        where id = ${id}`,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: body.submit ? 'self.submit' : 'self.save',
    entity: 'review',
    entityId: id,
    after: { selfRating: rating },
  });
  return reviewDetail(tx, v, id, 'employee');
}

export async function saveManagerReview(tx: Tx, v: Viewer, id: string, body: ManagerReviewData) {
  const row = await loadReview(tx, id, true);
  if (roleOf(v, row) !== 'manager') throw notFound();
  if (row.status !== 'self' && row.status !== 'manager') throw conflict(REVIEW_MESSAGES.managerSubmitted);
  const today = await todayOf(tx, v);
  if (!managerEditable(row, today)) throw conflict(REVIEW_MESSAGES.phaseClosed);
  checkAnswers(row.cycle.criteria, body.answers);
  if (body.submit) {
    // The manager phase opens after the self phase has ended: the self review is in, or will not come.
    checkPhaseOpen(row, 'manager', today);
    checkComplete(row.cycle.criteria, body.answers);
  }
  const rating = reviewScore(row.cycle, body.answers);
  await tx.execute(
    sql`update reviews set manager_answers = ${jsonParam(body.answers)}, manager_rating = ${rating}, potential = ${body.potential ?? null}, summary = ${body.summary},
          manager_submitted_at = ${body.submit ? sql`now()` : sql`null`}, status = ${body.submit ? 'submitted' : row.status}, updated_at = now()
        where id = ${id}`,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: body.submit ? 'manager.submit' : 'manager.save',
    entity: 'review',
    entityId: id,
    after: { managerRating: rating, potential: body.potential },
  });
  return reviewDetail(tx, v, id, 'manager');
}

const summaryColumns = sql`r.id, r.cycle_id as "cycleId", c.name as "cycleName", r.status,
  jsonb_build_object('id', e.id, 'employeeNumber', e.employee_number, 'displayName', e.display_name, 'designation', e.designation, 'department', d.name) as employee,
  case when r.self_submitted_at is null then null else r.self_rating::float8 end as "selfRating", r.manager_rating::float8 as "managerRating",
  (select min(m.starts_at) from review_meetings m where m.review_id = r.id and m.starts_at >= now()) as "nextMeeting"`;

type SummaryRow = Omit<ReviewSummary, 'nextMeeting'> & { nextMeeting: Date | string | null };
const toSummary = (r: SummaryRow): ReviewSummary => ({ ...r, nextMeeting: iso(r.nextMeeting) });

/** The caller's own reviews in launched (not yet released) cycles, newest first. */
export async function myReviews(tx: Tx, v: Viewer): Promise<ReviewSummary[]> {
  const rows = await queryRows<SummaryRow>(
    tx,
    sql`select ${summaryColumns}, null::float8 as "managerRating" from reviews r join review_cycles c on c.id = r.cycle_id join employees e on e.id = r.employee_id
          left join departments d on d.id = e.department_id
         where r.employee_id = ${requireEmployee(v)} and c.status = 'launched' order by c.start_date desc`,
  );
  return rows.map((r) => toSummary({ ...r, managerRating: null }));
}

/** The caller's reportees' reviews (they are the reviewer), optionally of one cycle. */
export async function teamReviews(tx: Tx, v: Viewer, cycleId: string | null): Promise<ReviewSummary[]> {
  const rows = await queryRows<SummaryRow>(
    tx,
    sql`select ${summaryColumns} from reviews r join review_cycles c on c.id = r.cycle_id join employees e on e.id = r.employee_id
          left join departments d on d.id = e.department_id
         where r.manager_id = ${requireEmployee(v)} and c.status in ('launched', 'released') ${cycleId ? sql`and r.cycle_id = ${cycleId}` : sql``}
         order by c.start_date desc, lower(e.display_name)`,
  );
  return rows.map(toSummary);
}

export async function scheduleMeeting(tx: Tx, v: Viewer, reviewId: string, body: MeetingData) {
  const row = await loadReview(tx, reviewId, true);
  if (roleOf(v, row) !== 'manager') throw notFound();
  if (row.cycleStatus !== 'launched') throw conflict(REVIEW_MESSAGES.phaseClosed);
  const numbers = [...new Set(body.attendeeNumbers.map((n) => n.toLowerCase()))];
  const found = await queryRows<{ id: string; number: string }>(
    tx,
    sql`select id, lower(employee_number) as number from employees where lower(employee_number) in (select jsonb_array_elements_text(${jsonParam(numbers)}))`,
  );
  const missing = numbers.filter((n) => !found.some((f) => f.number === n));
  if (missing.length > 0)
    throw badRequest(REVIEW_MESSAGES.unknownEmployees(missing), {
      attendeeNumbers: REVIEW_MESSAGES.unknownEmployees(missing),
    });
  // The employee and the manager always attend.
  const attendees = [...new Set([row.employeeId, requireEmployee(v), ...found.map((f) => f.id)])];
  const [meeting] = await queryRows<{ id: string }>(
    tx,
    sql`insert into review_meetings (tenant_id, review_id, starts_at, duration_minutes, attendee_ids, agenda, scheduled_by)
        values (${v.tenantCode}, ${reviewId}, ${body.startsAt}, ${body.durationMinutes}, ${jsonParam(attendees)}, ${body.agenda}, ${requireEmployee(v)}) returning id`,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'meeting.schedule',
    entity: 'review',
    entityId: reviewId,
    after: { meetingId: meeting!.id, ...body },
  });
  return (await reviewMeetings(tx, reviewId)).find((m) => m.id === meeting!.id)!;
}

export async function recordMeetingNotes(tx: Tx, v: Viewer, meetingId: string, notes: string) {
  const [meeting] = await queryRows<{ reviewId: string; notes: string | null }>(
    tx,
    sql`select review_id as "reviewId", notes from review_meetings where id = ${meetingId} for update`,
  );
  if (!meeting) throw notFound();
  const row = await loadReview(tx, meeting.reviewId);
  if (roleOf(v, row) !== 'manager') throw notFound();
  await tx.execute(sql`update review_meetings set notes = ${notes}, updated_at = now() where id = ${meetingId}`);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'meeting.notes',
    entity: 'review',
    entityId: meeting.reviewId,
    before: { notes: meeting.notes },
    after: { notes },
  });
  return (await reviewMeetings(tx, meeting.reviewId)).find((m) => m.id === meetingId)!;
}

interface ReleasedRow {
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

/** /review-details: the caller's released reviews, newest first: only the final rating and the manager's released comments. */
export async function releasedReviews(tx: Tx, v: Viewer): Promise<ReleasedReviewView[]> {
  const rows = await queryRows<ReleasedRow>(
    tx,
    sql`select r.id, c.name as "cycleName", c.start_date::text as "startDate", c.end_date::text as "endDate", r.final_rating::float8 as "finalRating",
               c.rating_scale as "ratingScale", c.criteria, r.manager_answers as "managerAnswers", r.summary, c.released_at as "releasedAt", r.acknowledged_at as "acknowledgedAt"
          from reviews r join review_cycles c on c.id = r.cycle_id
         where r.employee_id = ${requireEmployee(v)} and c.status = 'released' and r.status in ('released', 'acknowledged')
         order by c.released_at desc`,
  );
  const peers = await releasedPeerFeedback(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    peerFeedback: peers.get(r.id) ?? [],
    id: r.id,
    cycleName: r.cycleName,
    startDate: r.startDate,
    endDate: r.endDate,
    finalRating: r.finalRating,
    band: r.ratingScale[bandIndex(r.ratingScale, r.finalRating)]?.label ?? '',
    comments: r.criteria
      .flatMap((c) => c.questions)
      .flatMap((q) => {
        const text = r.managerAnswers[q.id]?.text;
        return text ? [{ question: q.text, text }] : [];
      }),
    summary: r.summary,
    releasedAt: new Date(r.releasedAt).toISOString(),
    acknowledgedAt: iso(r.acknowledgedAt),
  }));
}

export async function acknowledgeReview(tx: Tx, v: Viewer, id: string) {
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update reviews set status = 'acknowledged', acknowledged_at = now(), updated_at = now()
         where id = ${id} and employee_id = ${requireEmployee(v)} and status = 'released' returning id`,
  );
  if (updated.length === 0) {
    const [mine] = await queryRows<{ status: ReviewStatus }>(
      tx,
      sql`select status from reviews where id = ${id} and employee_id = ${requireEmployee(v)}`,
    );
    if (!mine || mine.status !== 'acknowledged') throw notFound(REVIEW_MESSAGES.notReleased);
    throw conflict(REVIEW_MESSAGES.acknowledged);
  }
  await recordAudit(tx, { ...auditActor(v), action: 'acknowledge', entity: 'review', entityId: id });
  return (await releasedReviews(tx, v)).find((r) => r.id === id)!;
}
