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

/** Performance: the caller's own reviews, skills and feedback; a manager's reportees' reviews and goals. */
export const performanceProbes: ModuleProbes = {
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
  unprobed: {
    [`PUT ${pms}/self-skill-set/:id`]: 'the body is validated before the scope is checked: needs a valid skill body',
    [`PUT ${pms}/feedback-requests/:id`]:
      'the body is validated before the scope is checked: needs a valid feedback body',
    [`GET ${pms}/self-review/:id`]: 'performance reviews live in another table than the probe reads (to find)',
    [`PUT ${pms}/self-review/:id`]: 'performance reviews live in another table than the probe reads (to find)',
    [`POST ${pms}/review-details/:id/acknowledge`]:
      'performance reviews live in another table than the probe reads (to find)',
    [`GET ${pms}/manager-review/:id`]: 'performance reviews live in another table than the probe reads (to find)',
    [`PUT ${pms}/manager-review/:id`]: 'performance reviews live in another table than the probe reads (to find)',
    [`POST ${pms}/manager-review/:id/meetings`]:
      'performance reviews live in another table than the probe reads (to find)',
    [`POST ${pms}/manager-review/:id/peers`]:
      'performance reviews live in another table than the probe reads (to find)',
    [`DELETE ${pms}/manager-review/:id/peers/:feedbackId`]: 'needs a peer request on a review outside the team',
    [`PUT ${pms}/manager-review/meetings/:id/notes`]: 'needs a meeting on a review outside the team',
  },
};
