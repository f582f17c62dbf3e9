import {
  MAX_PEERS,
  MIN_UPWARD_RESPONSES,
  REVIEW_MESSAGES,
  roundRating,
  type FeedbackQuestion,
  type FeedbackRequestView,
  type ReviewAnswers,
  type ReviewCriterion,
  type UpwardSummaryView,
} from '@tenure/domain/performance';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { todayOf } from '../../employees/index.ts';
import { roleOf } from '../policy.ts';
import {
  deleteFeedbackRow,
  feedbackRequestRow,
  feedbackRequestsOf,
  insertPeerRequests,
  iso,
  lockPeerFeedback,
  num,
  peerReviewerIds,
  saveFeedbackAnswers,
  textAnswers,
  upwardFeedbackAbout,
  upwardFeedbackOfCycle,
  workingEmployeesByNumber,
  type RequestRow,
} from './queries.ts';
import { checkAnswers, checkComplete, loadReview, managerEditable } from './service.ts';

/**
 * Peer and upward feedback (issue 20 items 1 and 3). The reporting manager asks up to MAX_PEERS
 * colleagues about a reportee; a cycle with upward reviews asks every reportee about their manager
 * (created at launch). The writer alone edits it until the manager phase ends. The reportee's
 * manager and HR read peer feedback with names; the employee only after release, without names
 * when the cycle keeps peers anonymous. HR reads upward feedback; the manager only its aggregate.
 */
/** The questions as one criterion, so answers are checked and rated like a review form's. */
const asCriterion = (questions: readonly FeedbackQuestion[]): ReviewCriterion[] => [
  {
    id: 'feedback',
    kind: 'custom',
    title: 'Feedback',
    weightage: 100,
    questions: questions.map((q) => ({ ...q, choices: [] })),
  },
];
const meanRating = (questions: readonly FeedbackQuestion[], answers: ReviewAnswers) => {
  const ratings = questions
    .filter((q) => q.type === 'rating')
    .map((q) => answers[q.id]?.rating)
    .filter((r): r is number => typeof r === 'number');
  return ratings.length === 0 ? null : roundRating(ratings.reduce((a, b) => a + b, 0) / ratings.length);
};
async function activeEmployees(tx: Tx, numbers: readonly string[]) {
  const wanted = [...new Set(numbers.map((n) => n.toLowerCase()))];
  const found = await workingEmployeesByNumber(tx, wanted);
  const missing = wanted.filter((n) => !found.some((f) => f.number === n));
  if (missing.length > 0)
    throw badRequest(REVIEW_MESSAGES.unknownEmployees(missing), {
      employeeNumbers: REVIEW_MESSAGES.unknownEmployees(missing),
    });
  return found.map((f) => f.id);
}

/** The reporting manager asks peers (by employee number) for feedback on a reportee's review. */
export async function requestPeers(tx: Tx, v: Viewer, reviewId: string, employeeNumbers: readonly string[]) {
  const row = await loadReview(tx, reviewId, true);
  if (roleOf(v, row) !== 'manager') throw notFound();
  if (!row.cycle.reviewerTypes.includes('peer')) throw conflict(REVIEW_MESSAGES.peersNotInCycle);
  if (!managerEditable(row, await todayOf(tx, v))) throw conflict(REVIEW_MESSAGES.phaseClosed);
  const ids = await activeEmployees(tx, employeeNumbers);
  if (ids.includes(row.employeeId))
    throw badRequest(REVIEW_MESSAGES.peerIsEmployee, { employeeNumbers: REVIEW_MESSAGES.peerIsEmployee });
  if (ids.includes(requireEmployee(v)))
    throw badRequest(REVIEW_MESSAGES.peerIsManager, { employeeNumbers: REVIEW_MESSAGES.peerIsManager });
  const existing = await peerReviewerIds(tx, reviewId);
  const all = new Set([...existing, ...ids]);
  if (all.size > MAX_PEERS)
    throw badRequest(REVIEW_MESSAGES.tooManyPeers(MAX_PEERS), {
      employeeNumbers: REVIEW_MESSAGES.tooManyPeers(MAX_PEERS),
    });
  await insertPeerRequests(
    tx,
    {
      tenantCode: v.tenantCode,
      cycleId: row.cycle.id,
      subjectId: row.employeeId,
      reviewId,
      requestedBy: requireEmployee(v),
    },
    ids,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'peers.request',
    entity: 'review',
    entityId: reviewId,
    after: { employeeNumbers },
  });
}

/** Withdraws a peer who has not submitted yet. */
export async function withdrawPeer(tx: Tx, v: Viewer, reviewId: string, feedbackId: string) {
  const row = await loadReview(tx, reviewId, true);
  if (roleOf(v, row) !== 'manager') throw notFound();
  if (!managerEditable(row, await todayOf(tx, v))) throw conflict(REVIEW_MESSAGES.phaseClosed);
  const found = await lockPeerFeedback(tx, reviewId, feedbackId);
  if (!found) throw notFound();
  if (found.submittedAt !== null) throw conflict(REVIEW_MESSAGES.peerSubmitted);
  await deleteFeedbackRow(tx, feedbackId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'peers.withdraw',
    entity: 'review',
    entityId: reviewId,
    before: { feedbackId },
  });
}

/** A request as its writer sees it; `today` is the writer's own day (their place's time zone). */
const toRequest = (r: RequestRow, today: string): FeedbackRequestView => ({
  id: r.id,
  kind: r.kind,
  cycleId: r.cycleId,
  cycleName: r.cycleName,
  dueDate: r.dueDate,
  subject: r.subject,
  questions: r.questions,
  answers: r.answers,
  rating: num(r.rating),
  submittedAt: iso(r.submittedAt),
  editable: r.cycleStatus === 'launched' && r.submittedAt === null && today <= r.dueDate,
  anonymous: r.kind === 'upward' || r.peerAnonymous,
});

/** The feedback the caller was asked to write, in launched and released cycles, newest cycle first. */
export async function myFeedbackRequests(tx: Tx, v: Viewer): Promise<FeedbackRequestView[]> {
  const rows = await feedbackRequestsOf(tx, requireEmployee(v));
  const today = await todayOf(tx, v);
  return rows.map((r) => toRequest(r, today));
}

/** One request, only for its writer: anyone else (another peer, the subject) gets 404. */
async function loadRequest(tx: Tx, v: Viewer, id: string, lock = false): Promise<RequestRow> {
  const row = await feedbackRequestRow(tx, requireEmployee(v), id, lock);
  if (!row) throw notFound();
  return row;
}

export const feedbackRequest = async (tx: Tx, v: Viewer, id: string) =>
  toRequest(await loadRequest(tx, v, id), await todayOf(tx, v));

export async function saveFeedback(tx: Tx, v: Viewer, id: string, body: { answers: ReviewAnswers; submit: boolean }) {
  const row = await loadRequest(tx, v, id, true);
  if (row.submittedAt !== null) throw conflict(REVIEW_MESSAGES.feedbackSubmitted);
  if (!toRequest(row, await todayOf(tx, v)).editable) throw conflict(REVIEW_MESSAGES.phaseClosed);
  const form = asCriterion(row.questions);
  checkAnswers(form, body.answers);
  if (body.submit) checkComplete(form, body.answers);
  const rating = meanRating(row.questions, body.answers);
  await saveFeedbackAnswers(tx, id, body.answers, rating, body.submit);
  await recordAudit(tx, {
    ...auditActor(v),
    action: body.submit ? `${row.kind}.submit` : `${row.kind}.save`,
    entity: 'review_feedback',
    entityId: id,
    after: { rating },
  });
  return feedbackRequest(tx, v, id);
}

/** HR: every upward answer of a cycle with its writer (pending ones without answers). */
export async function cycleUpwardFeedback(tx: Tx, cycleId: string) {
  const rows = await upwardFeedbackOfCycle(tx, cycleId);
  return rows.map((r) => ({ ...r, rating: num(r.rating), submittedAt: iso(r.submittedAt) }));
}

/**
 * The manager's upward feedback per cycle: how many were asked and answered; the mean rating and
 * the comments (sorted, without names) only once the cycle is released and at least
 * MIN_UPWARD_RESPONSES answered, so no single answer can be traced to its writer.
 */
export async function myUpwardSummary(tx: Tx, v: Viewer): Promise<UpwardSummaryView[]> {
  const rows = await upwardFeedbackAbout(tx, requireEmployee(v));
  const cycles = new Map<string, typeof rows>();
  for (const r of rows) cycles.set(r.cycleId, [...(cycles.get(r.cycleId) ?? []), r]);
  return [...cycles.values()].map((list) => {
    const first = list[0]!;
    const answered = list.filter((r) => r.submitted);
    const shown = first.cycleStatus === 'released' && answered.length >= MIN_UPWARD_RESPONSES;
    const ratings = answered.map((r) => num(r.rating)).filter((r): r is number => r !== null);
    return {
      cycleId: first.cycleId,
      cycleName: first.cycleName,
      requested: list.length,
      responses: answered.length,
      shown,
      meanRating: shown && ratings.length > 0 ? roundRating(ratings.reduce((a, b) => a + b, 0) / ratings.length) : null,
      comments: shown
        ? answered
            .flatMap((r) => textAnswers(r.questions, r.answers).map((c) => c.text))
            .sort((a, b) => a.localeCompare(b))
        : [],
    };
  });
}
