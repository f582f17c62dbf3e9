import { sql } from 'drizzle-orm';
import {
  DEFAULT_FEEDBACK_FORM,
  DEFAULT_RATING_SCALE,
  DEFAULT_REVIEW_CRITERIA,
  DEFAULT_TARGET_DISTRIBUTION,
  weightedScore,
  type ReviewAnswers,
} from '@tenure/domain/performance';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';

/** Answers with every rating question at `rating`, and the text questions answered. */
function answers(rating: number, text: string): ReviewAnswers {
  return Object.fromEntries(
    DEFAULT_REVIEW_CRITERIA.flatMap((c) => c.questions).map((q) => [
      q.id,
      q.type === 'rating' ? { rating } : q.type === 'choice' ? { choice: q.choices[0] } : { text },
    ]),
  );
}

/** What a team writes about its manager, one comment each. */
const UPWARD_COMMENTS = [
  'More time for one-to-ones before the release crunch.',
  'Clear priorities each sprint; say earlier when plans change.',
  'Keeps us out of meetings we do not need. Thank you.',
  'Share the roadmap discussions with the whole team, not only the leads.',
  'Great at unblocking us with other teams.',
  'Feedback comes quickly and is specific, which helps.',
  'Would like more say in how the on-call rota is planned.',
  'Celebrates the small wins; the team notices.',
  'Pair with juniors more often during design reviews.',
  'Protects focus time well; keep the no-meeting Wednesdays.',
];

/**
 * Last year's released review cycle for Product Engineering (issue 20 item 7): self and manager
 * reviews, a calibrated final rating and potential for everyone, so /review-details, the team
 * view and calibration show real data. employee01's review waits for acknowledgement.
 */
export async function seedPerformanceReviews(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  const year = new Date().getUTCFullYear() - 1;
  const phase = (from: string, to: string) => ({ startDate: `${year}-${from}`, endDate: `${year}-${to}` });
  const [cycle] = await queryRows<{ id: string }>(
    tx,
    sql`insert into review_cycles (tenant_id, name, start_date, end_date, status, audience, reviewer_types, criteria, rating_scale, timeline, instructions,
                                   calibration_configuration, feedback_form, launched_at, released_at)
        select ${tenantId}, ${`Annual review ${year}`}, ${`${year}-01-01`}, ${`${year}-12-31`}, 'released',
               jsonb_build_object('legalEntityIds', '[]'::jsonb, 'departmentIds', jsonb_build_array(d.id::text), 'locationIds', '[]'::jsonb, 'designations', '[]'::jsonb),
               ${jsonParam(['self', 'manager', 'peer', 'upward'])}, ${jsonParam(DEFAULT_REVIEW_CRITERIA)}, ${jsonParam(DEFAULT_RATING_SCALE)},
               ${jsonParam({ self: phase('11-01', '11-15'), manager: phase('11-16', '11-30'), calibration: phase('12-01', '12-10'), release: phase('12-11', '12-20') })},
               'Rate each question from 0.0 to 5.0 and say what you achieved.',
               ${jsonParam({ targetDistribution: DEFAULT_TARGET_DISTRIBUTION, outlierThreshold: 0.75 })}, ${jsonParam(DEFAULT_FEEDBACK_FORM)},
               ${`${year}-11-01T09:00:00Z`}::timestamptz, ${`${year}-12-11T09:00:00Z`}::timestamptz
          from departments d where d.name = 'Product Engineering' returning id`,
  );
  if (!cycle) return;
  const people = await queryRows<{ id: string; managerId: string | null; number: string }>(
    tx,
    sql`select e.id, e.manager_id as "managerId", e.employee_number as number from employees e join departments d on d.id = e.department_id
         where d.name = 'Product Engineering' and e.status not in ('Inactive', 'Resigned') order by e.employee_number`,
  );
  for (const [i, person] of people.entries()) {
    // Spread over the scale (2.5 to 4.4); employee01 (EMP0006) is calibrated from 4.0 down to 3.8.
    const self = Math.round((3 + ((i * 3) % 20) / 10) * 10) / 10;
    const manager = person.number === 'EMP0006' ? 4 : Math.round((2.5 + ((i * 7) % 20) / 10) * 10) / 10;
    const final = person.number === 'EMP0006' ? 3.8 : manager;
    const selfAnswers = answers(Math.min(5, self), 'Delivered the planned work and helped the team.');
    const managerAnswers = answers(
      manager,
      person.number === 'EMP0006' ? 'Strong delivery on the payments work; keep growing as a reviewer.' : 'Solid year.',
    );
    await tx.execute(
      sql`insert into reviews (tenant_id, cycle_id, employee_id, manager_id, status, self_answers, manager_answers, summary, self_rating, manager_rating, final_rating, potential,
                               self_submitted_at, manager_submitted_at, locked_at, acknowledged_at, version)
          values (${tenantId}, ${cycle.id}, ${person.id}, ${person.managerId}, ${person.number === 'EMP0006' ? 'released' : 'acknowledged'},
                  ${jsonParam(selfAnswers)}, ${jsonParam(managerAnswers)}, ${person.number === 'EMP0006' ? 'A good year: lead the next release.' : 'Thank you for the year.'},
                  ${weightedScore(DEFAULT_REVIEW_CRITERIA, selfAnswers)}, ${manager}, ${final}, ${1 + (i % 3)},
                  ${`${year}-11-10T09:00:00Z`}::timestamptz, ${`${year}-11-25T09:00:00Z`}::timestamptz, ${`${year}-12-10T09:00:00Z`}::timestamptz,
                  ${person.number === 'EMP0006' ? null : `${year}-12-15T09:00:00Z`}::timestamptz, 1)`,
    );
  }
  await tx.execute(
    sql`insert into calibration_sessions (tenant_id, cycle_id, group_by, group_key, status, closed_at, closed_by)
        select ${tenantId}, ${cycle.id}, 'all', 'all', 'closed', ${`${year}-12-10T09:00:00Z`}::timestamptz, u.id from users u where u.username = 'hrdirector'`,
  );
  await tx.execute(
    sql`insert into calibration_changes (tenant_id, session_id, review_id, field, old_value, new_value, reason, changed_by, created_at)
        select ${tenantId}, s.id, r.id, 'finalRating', 4, 3.8, 'In line with peers delivering at the same level.', s.closed_by, ${`${year}-12-05T09:00:00Z`}::timestamptz
          from calibration_sessions s join reviews r on r.cycle_id = s.cycle_id join employees e on e.id = r.employee_id
         where s.cycle_id = ${cycle.id} and e.employee_number = 'EMP0006'`,
  );
  // Two colleagues' peer feedback on employee01 (anonymous to them), and the team's upward feedback on their manager.
  const peerAnswers = [
    {
      peerRating: { rating: 4.5 },
      peerStrengths: { text: 'Reviews pull requests the same day and explains the why.' },
      peerImprove: { text: 'Share the payments design notes earlier.' },
    },
    {
      peerRating: { rating: 4 },
      peerStrengths: { text: 'Calm and thorough during the release weekend.' },
      peerImprove: { text: 'Say no to side requests more often.' },
    },
  ];
  await tx.execute(
    sql`insert into review_feedback (tenant_id, cycle_id, kind, subject_id, reviewer_id, review_id, answers, rating, submitted_at, requested_by)
        select ${tenantId}, r.cycle_id, 'peer', r.employee_id, p.id, r.id, (${jsonParam(peerAnswers)})->(p.n - 1)::int,
               ((${jsonParam(peerAnswers)})->(p.n - 1)::int->'peerRating'->>'rating')::numeric, ${`${year}-11-20T09:00:00Z`}::timestamptz, r.manager_id
          from reviews r join employees e on e.id = r.employee_id
          cross join lateral (select x.id, row_number() over (order by x.employee_number) as n from employees x join departments d on d.id = x.department_id
                               where d.name = 'Product Engineering' and x.id <> r.employee_id and x.id <> r.manager_id and x.status = 'Active'
                               order by x.employee_number limit 2) p
         where r.cycle_id = ${cycle.id} and e.employee_number = 'EMP0006'`,
  );
  // Each reportee of a manager writes their own comment (issue 31 item 12: three comments cycled
  // through a team of nine read as each entry quoted three times); those past the list only rate.
  await tx.execute(
    sql`insert into review_feedback (tenant_id, cycle_id, kind, subject_id, reviewer_id, answers, rating, submitted_at)
        select ${tenantId}, t.cycle_id, 'upward', t.manager_id, t.employee_id,
               jsonb_strip_nulls(jsonb_build_object('upwardRating', jsonb_build_object('rating', t.rating),
                                                    'upwardComments', case when t.n <= ${UPWARD_COMMENTS.length} then jsonb_build_object('text', (${jsonParam(UPWARD_COMMENTS)})->>(t.n - 1)::int) end)),
               t.rating, ${`${year}-11-22T09:00:00Z`}::timestamptz
          from (select r.cycle_id, r.manager_id, r.employee_id, row_number() over (partition by r.manager_id order by r.employee_id) as n,
                       3.5 + (row_number() over (partition by r.manager_id order by r.employee_id) % 3) * 0.5 as rating
                  from reviews r where r.cycle_id = ${cycle.id} and r.manager_id is not null) t`,
  );
}
