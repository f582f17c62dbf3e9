import { OUTSIDE_MANAGER01, type ModuleProbes, type ProbeContext } from './probe.ts';

const othersSkill = (c: ProbeContext) =>
  c.value(
    `select s.id from employee_skills s join employees e on e.id = s.employee_id where e.employee_number <> 'EMP0006' limit 1`,
  );
const othersFeedback = (c: ProbeContext) =>
  c.value(
    `select f.id from review_feedback f join employees e on e.id = f.reviewer_id where e.employee_number <> 'EMP0006' limit 1`,
  );

const pms = '/api/pms';

/**
 * A review of Aisha Tan's (EMP0008, outside manager01's team and not employee01), in the demo's
 * cycle: the probe adds it once (the demo reviews only Product Engineering, manager01's team).
 */
const foreignReview = (c: ProbeContext) =>
  c.value(
    `with aisha as (select id, manager_id from employees where employee_number = 'EMP0008'),
          added as (insert into reviews (tenant_id, cycle_id, employee_id, manager_id)
                    select 'demo', (select id from review_cycles order by created_at limit 1), aisha.id, aisha.manager_id from aisha
                    on conflict do nothing returning id)
     select id from added union all select r.id from reviews r join aisha on aisha.id = r.employee_id limit 1`,
  );
/** A meeting held on that review (the probe adds it). */
const foreignMeeting = async (c: ProbeContext) =>
  c.value(
    `insert into review_meetings (tenant_id, review_id, starts_at, duration_minutes, attendee_ids, agenda)
     values ('demo', $1, now() + interval '2 days', 30, '{}', 'Mid-year check-in') returning id`,
    await foreignReview(c),
  );
const onForeignReview = (as: 'employee01' | 'manager01', url: (review: string) => string, payload?: object) =>
  ({
    as,
    url: async (c: ProbeContext) => url(await foreignReview(c)),
    ...(payload ? { payload } : {}),
    expect: 404,
  }) as const;
const answers = { answers: {} };

/** Performance: the caller's own reviews, skills and feedback; a manager's reportees' reviews and goals. */
export const performanceProbes: ModuleProbes = {
  unprobed: {
    [`PUT ${pms}/self-skill-set/:id`]:
      "a multipart form (the entry with its evidence files), which the walk's JSON bodies cannot carry: skill-set.test.ts finds another's entry a 404 for a colleague with no part in it",
  },
  probes: {
    [`GET ${pms}/dashboard`]: { implicit: "the caller's own dashboard" },
    [`GET ${pms}/review-details`]: { implicit: "the caller's own reviews" },
    [`GET ${pms}/self-review/cycles`]: { implicit: "the caller's own cycles" },
    [`GET ${pms}/feedback-requests`]: { implicit: 'feedback asked of the caller' },
    [`GET ${pms}/self-skill-set`]: { implicit: "the caller's own skills" },
    [`POST ${pms}/self-skill-set`]: { implicit: 'the caller adds a skill of their own' },
    [`GET ${pms}/feedback-requests/:id`]: {
      as: 'employee01',
      url: async (c) => `${pms}/feedback-requests/${await othersFeedback(c)}`,
      expect: 404,
    },
    [`DELETE ${pms}/self-skill-set/:id`]: {
      as: 'employee01',
      url: async (c) => `${pms}/self-skill-set/${await othersSkill(c)}`,
      expect: 404,
    },
    [`PUT ${pms}/feedback-requests/:id`]: {
      as: 'employee01',
      url: async (c) => `${pms}/feedback-requests/${await othersFeedback(c)}`,
      payload: answers,
      expect: 404,
    },
    // Reviews: someone else's review does not exist for an employee, nor one outside the team for a manager.
    [`GET ${pms}/self-review/:id`]: onForeignReview('employee01', (r) => `${pms}/self-review/${r}`),
    [`PUT ${pms}/self-review/:id`]: onForeignReview('employee01', (r) => `${pms}/self-review/${r}`, answers),
    [`POST ${pms}/review-details/:id/acknowledge`]: onForeignReview(
      'employee01',
      (r) => `${pms}/review-details/${r}/acknowledge`,
    ),
    [`GET ${pms}/manager-review/:id`]: onForeignReview('manager01', (r) => `${pms}/manager-review/${r}`),
    [`PUT ${pms}/manager-review/:id`]: onForeignReview('manager01', (r) => `${pms}/manager-review/${r}`, answers),
    [`POST ${pms}/manager-review/:id/meetings`]: onForeignReview(
      'manager01',
      (r) => `${pms}/manager-review/${r}/meetings`,
      {
        startsAt: '2027-01-04T10:00:00Z',
        agenda: 'Mid-year check-in',
      },
    ),
    [`POST ${pms}/manager-review/:id/peers`]: onForeignReview('manager01', (r) => `${pms}/manager-review/${r}/peers`, {
      employeeNumbers: ['EMP0006'],
    }),
    [`DELETE ${pms}/manager-review/:id/peers/:feedbackId`]: onForeignReview(
      'manager01',
      (r) => `${pms}/manager-review/${r}/peers/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b`,
    ),
    [`PUT ${pms}/manager-review/meetings/:id/notes`]: {
      as: 'manager01',
      url: async (c) => `${pms}/manager-review/meetings/${await foreignMeeting(c)}/notes`,
      payload: { notes: 'Went well.' },
      expect: 404,
    },
    [`GET ${pms}/goals-reportees`]: { as: 'manager01', url: `${pms}/goals-reportees`, without: OUTSIDE_MANAGER01 },
    [`GET ${pms}/manager-review/reviews`]: {
      as: 'manager01',
      url: `${pms}/manager-review/reviews`,
      without: OUTSIDE_MANAGER01,
    },
    [`GET ${pms}/manager-review/upward-feedback`]: {
      as: 'manager01',
      url: `${pms}/manager-review/upward-feedback`,
      without: OUTSIDE_MANAGER01,
    },
  },
};
