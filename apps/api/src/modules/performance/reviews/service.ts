import {
  REVIEW_MESSAGES,
  bandIndex,
  reviewScore,
  type ManagerReviewData,
  type MeetingData,
  type MeetingView,
  type ReleasedReviewView,
  type ReviewAnswers,
  type ReviewCriterion,
  type ReviewSummary,
  type ReviewView,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { roleOf } from '../policy.ts';
import { todayOf } from '../../employees/index.ts';
import { employeesByNumbers } from '../review-cycles/cycles-queries.ts';
import { iso, num, releasedPeerFeedback, reviewPeerFeedback } from './queries.ts';
import {
  acknowledgeReleased,
  insertMeeting,
  meetingForUpdate,
  ownReviewStatus,
  releasedReviewRows,
  reviewById,
  reviewGoals,
  reviewMeetingRows,
  reviewsOfEmployee,
  reviewsOfManager,
  saveManagerSide,
  saveSelfSide,
  setMeetingNotes,
  type ReviewRow,
  type SummaryRow,
} from './review-queries.ts';

export async function loadReview(tx: Tx, id: string, lock = false): Promise<ReviewRow> {
  const row = await reviewById(tx, id, lock);
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

async function reviewMeetings(tx: Tx, reviewId: string): Promise<MeetingView[]> {
  const rows = await reviewMeetingRows(tx, reviewId);
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
  await saveSelfSide(tx, id, body.answers, rating, body.submit);
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
  await saveManagerSide(tx, id, body, rating, row.status);
  await recordAudit(tx, {
    ...auditActor(v),
    action: body.submit ? 'manager.submit' : 'manager.save',
    entity: 'review',
    entityId: id,
    after: { managerRating: rating, potential: body.potential },
  });
  return reviewDetail(tx, v, id, 'manager');
}

const toSummary = (r: SummaryRow): ReviewSummary => ({ ...r, nextMeeting: iso(r.nextMeeting) });

/** The caller's own reviews in launched (not yet released) cycles, newest first. */
export async function myReviews(tx: Tx, v: Viewer): Promise<ReviewSummary[]> {
  const rows = await reviewsOfEmployee(tx, requireEmployee(v));
  return rows.map((r) => toSummary({ ...r, managerRating: null }));
}

/** The caller's reportees' reviews (they are the reviewer), optionally of one cycle. */
export async function teamReviews(tx: Tx, v: Viewer, cycleId: string | null): Promise<ReviewSummary[]> {
  const rows = await reviewsOfManager(tx, requireEmployee(v), cycleId);
  return rows.map(toSummary);
}

export async function scheduleMeeting(tx: Tx, v: Viewer, reviewId: string, body: MeetingData) {
  const row = await loadReview(tx, reviewId, true);
  if (roleOf(v, row) !== 'manager') throw notFound();
  if (row.cycleStatus !== 'launched') throw conflict(REVIEW_MESSAGES.phaseClosed);
  const numbers = [...new Set(body.attendeeNumbers.map((n) => n.toLowerCase()))];
  const found = await employeesByNumbers(tx, numbers);
  const missing = numbers.filter((n) => !found.some((f) => f.number === n));
  if (missing.length > 0)
    throw badRequest(REVIEW_MESSAGES.unknownEmployees(missing), {
      attendeeNumbers: REVIEW_MESSAGES.unknownEmployees(missing),
    });
  // The employee and the manager always attend.
  const attendees = [...new Set([row.employeeId, requireEmployee(v), ...found.map((f) => f.id)])];
  const meetingId = await insertMeeting(tx, {
    ...body,
    tenantCode: v.tenantCode,
    reviewId,
    attendeeIds: attendees,
    scheduledBy: requireEmployee(v),
  });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'meeting.schedule',
    entity: 'review',
    entityId: reviewId,
    after: { meetingId, ...body },
  });
  return (await reviewMeetings(tx, reviewId)).find((m) => m.id === meetingId)!;
}

export async function recordMeetingNotes(tx: Tx, v: Viewer, meetingId: string, notes: string) {
  const meeting = await meetingForUpdate(tx, meetingId);
  if (!meeting) throw notFound();
  const row = await loadReview(tx, meeting.reviewId);
  if (roleOf(v, row) !== 'manager') throw notFound();
  await setMeetingNotes(tx, meetingId, notes);
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

/** /review-details: the caller's released reviews, newest first: only the final rating and the manager's released comments. */
export async function releasedReviews(tx: Tx, v: Viewer): Promise<ReleasedReviewView[]> {
  const rows = await releasedReviewRows(tx, requireEmployee(v));
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
  if (!(await acknowledgeReleased(tx, id, requireEmployee(v)))) {
    const status = await ownReviewStatus(tx, id, requireEmployee(v));
    if (status !== 'acknowledged') throw notFound(REVIEW_MESSAGES.notReleased);
    throw conflict(REVIEW_MESSAGES.acknowledged);
  }
  await recordAudit(tx, { ...auditActor(v), action: 'acknowledge', entity: 'review', entityId: id });
  return (await releasedReviews(tx, v)).find((r) => r.id === id)!;
}
