import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_FORM,
  type FeedbackKind,
  type FeedbackQuestion,
  type FeedbackRequestView,
  type PeerFeedbackView,
  type ReleasedReviewView,
  type ReviewAnswers,
} from '@tenure/domain/performance';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';

// The reviews' reads shared by the review and feedback use-cases.

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
export const num = (value: number | string | null) => (value === null ? null : Number(value));
export const formOf = (kind: FeedbackKind) =>
  sql`coalesce(c.feedback_form, ${jsonParam(DEFAULT_FEEDBACK_FORM)})->${kind}`;

export const textAnswers = (questions: readonly FeedbackQuestion[], answers: ReviewAnswers) =>
  questions
    .filter((q) => q.type === 'text')
    .flatMap((q) => {
      const text = answers[q.id]?.text;
      return text ? [{ question: q.text, text }] : [];
    });

/** The peers asked about a review, with what they submitted (drafts stay the peer's). */
export async function reviewPeerFeedback(tx: Tx, reviewId: string): Promise<PeerFeedbackView[]> {
  const rows = await queryRows<
    Omit<PeerFeedbackView, 'submittedAt' | 'rating'> & {
      submittedAt: Date | string | null;
      rating: number | string | null;
    }
  >(
    tx,
    sql`select f.id, jsonb_build_object('employeeNumber', p.employee_number, 'displayName', p.display_name) as reviewer,
               case when f.submitted_at is null then 'requested' else 'submitted' end as status,
               case when f.submitted_at is null then null else f.rating end as rating,
               case when f.submitted_at is null then '{}'::jsonb else f.answers end as answers, f.submitted_at as "submittedAt"
          from review_feedback f join employees p on p.id = f.reviewer_id
         where f.review_id = ${reviewId} and f.kind = 'peer' order by lower(p.display_name), f.id`,
  );
  return rows.map((r) => ({ ...r, rating: num(r.rating), submittedAt: iso(r.submittedAt) }));
}

/** Released peer feedback per review, for /review-details: the name only when the cycle does not keep peers anonymous. */
export async function releasedPeerFeedback(
  tx: Tx,
  reviewIds: readonly string[],
): Promise<Map<string, ReleasedReviewView['peerFeedback']>> {
  const out = new Map<string, ReleasedReviewView['peerFeedback']>();
  if (reviewIds.length === 0) return out;
  const rows = await queryRows<{
    reviewId: string;
    reviewer: string | null;
    rating: number | string | null;
    answers: ReviewAnswers;
    questions: FeedbackQuestion[];
  }>(
    tx,
    sql`select f.review_id as "reviewId", case when c.peer_anonymous then null else p.display_name end as reviewer, f.rating, f.answers, ${formOf('peer')} as questions
          from review_feedback f join review_cycles c on c.id = f.cycle_id join employees p on p.id = f.reviewer_id
         where f.review_id::text in (select jsonb_array_elements_text(${jsonParam(reviewIds)})) and f.kind = 'peer' and f.submitted_at is not null
         order by f.review_id, f.id`,
  );
  for (const r of rows) {
    out.set(r.reviewId, [
      ...(out.get(r.reviewId) ?? []),
      { reviewer: r.reviewer, rating: num(r.rating), comments: textAnswers(r.questions, r.answers) },
    ]);
  }
  return out;
}

/* ---------- peer and upward feedback ---------- */

/** The working employees among the (lower-case) employee numbers. */
export const workingEmployeesByNumber = (tx: Tx, numbers: readonly string[]) =>
  queryRows<{ id: string; number: string }>(
    tx,
    sql`select id, lower(employee_number) as number from employees e
         where lower(employee_number) in (select jsonb_array_elements_text(${jsonParam(numbers)})) and ${employedOn()}`,
  );

/** The peers already asked about a review. */
export async function peerReviewerIds(tx: Tx, reviewId: string) {
  const rows = await queryRows<{ reviewerId: string }>(
    tx,
    sql`select reviewer_id as "reviewerId" from review_feedback where review_id = ${reviewId} and kind = 'peer'`,
  );
  return rows.map((r) => r.reviewerId);
}

/** Asks each peer once (one already asked is left as is). */
export const insertPeerRequests = (
  tx: Tx,
  r: { tenantCode: string; cycleId: string; subjectId: string; reviewId: string; requestedBy: string },
  reviewerIds: readonly string[],
) =>
  tx.execute(
    sql`insert into review_feedback (tenant_id, cycle_id, kind, subject_id, reviewer_id, review_id, requested_by)
        select ${r.tenantCode}, ${r.cycleId}, 'peer', ${r.subjectId}, x::uuid, ${r.reviewId}, ${r.requestedBy} from jsonb_array_elements_text(${jsonParam(reviewerIds)}) x
        on conflict do nothing`,
  );

export async function lockPeerFeedback(tx: Tx, reviewId: string, feedbackId: string) {
  const [row] = await queryRows<{ submittedAt: Date | string | null }>(
    tx,
    sql`select submitted_at as "submittedAt" from review_feedback where id = ${feedbackId} and review_id = ${reviewId} and kind = 'peer' for update`,
  );
  return row ?? null;
}

export const deleteFeedbackRow = (tx: Tx, id: string) => tx.execute(sql`delete from review_feedback where id = ${id}`);

export interface RequestRow extends Omit<FeedbackRequestView, 'editable' | 'anonymous' | 'submittedAt' | 'rating'> {
  submittedAt: Date | string | null;
  rating: number | string | null;
  cycleStatus: string;
  peerAnonymous: boolean;
}

const REQUEST_COLUMNS = sql`f.id, f.kind, f.cycle_id as "cycleId", c.name as "cycleName", c.timeline->'manager'->>'endDate' as "dueDate",
  jsonb_build_object('employeeNumber', s.employee_number, 'displayName', s.display_name, 'designation', s.designation) as subject,
  coalesce(c.feedback_form, ${jsonParam(DEFAULT_FEEDBACK_FORM)})->f.kind as questions, f.answers, f.rating, f.submitted_at as "submittedAt",
  c.status as "cycleStatus", c.peer_anonymous as "peerAnonymous"`;

/** The feedback the writer was asked for in launched and released cycles, newest cycle first. */
export const feedbackRequestsOf = (tx: Tx, reviewerId: string) =>
  queryRows<RequestRow>(
    tx,
    sql`select ${REQUEST_COLUMNS} from review_feedback f join review_cycles c on c.id = f.cycle_id join employees s on s.id = f.subject_id
         where f.reviewer_id = ${reviewerId} and c.status in ('launched', 'released')
         order by c.start_date desc, f.kind, lower(s.display_name)`,
  );

/** One request of the writer (none when it is someone else's), locked when `lock`. */
export async function feedbackRequestRow(tx: Tx, reviewerId: string, id: string, lock: boolean) {
  const [row] = await queryRows<RequestRow>(
    tx,
    sql`select ${REQUEST_COLUMNS} from review_feedback f join review_cycles c on c.id = f.cycle_id join employees s on s.id = f.subject_id
         where f.id = ${id} and f.reviewer_id = ${reviewerId} ${lock ? sql`for update of f` : sql``}`,
  );
  return row ?? null;
}

export const saveFeedbackAnswers = (
  tx: Tx,
  id: string,
  answers: ReviewAnswers,
  rating: number | null,
  submit: boolean,
) =>
  tx.execute(
    sql`update review_feedback set answers = ${jsonParam(answers)}, rating = ${rating}, submitted_at = ${submit ? sql`now()` : sql`null`}, updated_at = now() where id = ${id}`,
  );

/** Every upward answer of a cycle with its manager and writer. */
export const upwardFeedbackOfCycle = (tx: Tx, cycleId: string) =>
  queryRows<{
    id: string;
    manager: { employeeNumber: string; displayName: string };
    reviewer: { employeeNumber: string; displayName: string };
    rating: number | string | null;
    answers: ReviewAnswers;
    submittedAt: Date | string | null;
  }>(
    tx,
    sql`select f.id, jsonb_build_object('employeeNumber', m.employee_number, 'displayName', m.display_name) as manager,
               jsonb_build_object('employeeNumber', p.employee_number, 'displayName', p.display_name) as reviewer,
               f.rating, f.answers, f.submitted_at as "submittedAt"
          from review_feedback f join employees m on m.id = f.subject_id join employees p on p.id = f.reviewer_id
         where f.cycle_id = ${cycleId} and f.kind = 'upward' order by lower(m.display_name), lower(p.display_name)`,
  );

/** The upward feedback about the manager in launched and released cycles, newest cycle first. */
export const upwardFeedbackAbout = (tx: Tx, managerId: string) =>
  queryRows<{
    cycleId: string;
    cycleName: string;
    cycleStatus: string;
    questions: FeedbackQuestion[];
    rating: number | string | null;
    answers: ReviewAnswers;
    submitted: boolean;
  }>(
    tx,
    sql`select c.id as "cycleId", c.name as "cycleName", c.status as "cycleStatus", ${formOf('upward')} as questions, f.rating, f.answers, f.submitted_at is not null as submitted
          from review_feedback f join review_cycles c on c.id = f.cycle_id
         where f.subject_id = ${managerId} and f.kind = 'upward' and c.status in ('launched', 'released')
         order by c.start_date desc, c.id`,
  );
