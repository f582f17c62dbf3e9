import { sql } from 'drizzle-orm';
import { DEFAULT_FEEDBACK_FORM, type FeedbackKind, type FeedbackQuestion, type PeerFeedbackView, type ReleasedReviewView, type ReviewAnswers } from '@tenure/domain/performance';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';

// The reviews' reads shared by the review and feedback use-cases.

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
export const num = (value: number | string | null) => (value === null ? null : Number(value));
export const formOf = (kind: FeedbackKind) => sql`coalesce(c.feedback_form, ${jsonParam(DEFAULT_FEEDBACK_FORM)})->${kind}`;

export const textAnswers = (questions: readonly FeedbackQuestion[], answers: ReviewAnswers) =>
  questions.filter((q) => q.type === 'text').flatMap((q) => {
    const text = answers[q.id]?.text;
    return text ? [{ question: q.text, text }] : [];
  });

/** The peers asked about a review, with what they submitted (drafts stay the peer's). */
export async function reviewPeerFeedback(tx: Tx, reviewId: string): Promise<PeerFeedbackView[]> {
  const rows = await queryRows<Omit<PeerFeedbackView, 'submittedAt' | 'rating'> & { submittedAt: Date | string | null; rating: number | string | null }>(
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
export async function releasedPeerFeedback(tx: Tx, reviewIds: readonly string[]): Promise<Map<string, ReleasedReviewView['peerFeedback']>> {
  const out = new Map<string, ReleasedReviewView['peerFeedback']>();
  if (reviewIds.length === 0) return out;
  const rows = await queryRows<{ reviewId: string; reviewer: string | null; rating: number | string | null; answers: ReviewAnswers; questions: FeedbackQuestion[] }>(
    tx,
    sql`select f.review_id as "reviewId", case when c.peer_anonymous then null else p.display_name end as reviewer, f.rating, f.answers, ${formOf('peer')} as questions
          from review_feedback f join review_cycles c on c.id = f.cycle_id join employees p on p.id = f.reviewer_id
         where f.review_id::text in (select jsonb_array_elements_text(${jsonParam(reviewIds)})) and f.kind = 'peer' and f.submitted_at is not null
         order by f.review_id, f.id`,
  );
  for (const r of rows) {
    out.set(r.reviewId, [...(out.get(r.reviewId) ?? []), { reviewer: r.reviewer, rating: num(r.rating), comments: textAnswers(r.questions, r.answers) }]);
  }
  return out;
}
