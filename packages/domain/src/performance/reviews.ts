import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { formatDate } from '../dates/format.ts';
import { isoDate } from '../validation/fields.ts';
import { GOAL_LEVELS } from './goal-levels.ts';
import { formulaNames, parseFormula } from './review-formula.ts';
import { distributionTotal, isRatingCode } from './review-math.ts';

/** Review cycles, reviews, meetings and calibration (issue 20; SPEC §3 review cycle … calibration data). */
export const CRITERION_KINDS = ['goals', 'competencies', 'values', 'kpis', 'custom'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];
export const QUESTION_TYPES = ['rating', 'text', 'choice'] as const;
export const REVIEW_PHASES = ['self', 'manager', 'calibration', 'release'] as const;
export type ReviewPhase = (typeof REVIEW_PHASES)[number];
export const REVIEWER_TYPES = ['self', 'manager', 'practiceHead', 'peer', 'upward'] as const;
export const REVIEW_CYCLE_STATUSES = ['draft', 'launching', 'launched', 'released'] as const;
export type ReviewCycleStatus = (typeof REVIEW_CYCLE_STATUSES)[number];
/** A review moves self → manager → submitted (manager done) → released → acknowledged. */
export const REVIEW_STATUSES = ['self', 'manager', 'submitted', 'released', 'acknowledged'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const CALIBRATION_GROUPS = ['all', 'department', 'entity', 'location'] as const;
export type CalibrationGroup = (typeof CALIBRATION_GROUPS)[number];

export const REVIEW_MESSAGES = {
  required: 'This field is required.',
  selfReminderTitle: 'Your self review is due',
  selfReminderBody: (cycle: string, date: string) => `Submit your self review of ${cycle} by ${date}.`,
  managerReminderTitle: 'Reviews of your team are due',
  managerReminderBody: (cycle: string, date: string) => `Submit the reviews of your team in ${cycle} by ${date}.`,
  nameTaken: 'A review cycle with this name exists.',
  weightageMustTotal100: 'The weightage of the criteria must add up to 100.',
  ratingOutOfScale: 'Enter a rating from 0.0 to 5.0 with one decimal.',
  phasesOutOfOrder: 'Each phase starts after the one before it ends (self, manager, calibration, release).',
  phaseOutsideCycle: 'The self review starts on or after the cycle start.',
  endBeforeStart: 'The end date must be on or after the start date.',
  bandsOrder: 'The rating bands start at 0.0 and go up.',
  choicesRequired: 'A choice question needs at least two choices.',
  duplicateId: 'Each criterion and question needs its own id.',
  distributionMustTotal100: 'The target distribution must add up to 100.',
  distributionBands: 'Give one target share per rating band.',
  launched: 'This review cycle is launched: it can no longer be changed or deleted.',
  notDraft: 'Only a draft review cycle can be launched.',
  notLaunched: 'This review cycle is not launched.',
  released: 'The ratings of this review cycle are released.',
  phaseClosed: 'This phase of the review has ended: the review is read-only.',
  selfSubmitted: 'The self review is submitted.',
  managerSubmitted: 'The manager review is submitted.',
  phaseNotOpen: (phase: 'self' | 'manager', opens: string) =>
    `The ${phase} review opens on ${formatDate(opens)}: save a draft until then.`,
  notYourReportee: 'You are not the reviewer of this employee.',
  reasonRequired: 'Please give the reason for the change.',
  sessionClosed: 'The calibration session of this group is closed: its ratings are locked.',
  stale: 'Someone else changed this rating a moment ago. Reload to see the new rating.',
  nothingToChange: 'Change the rating, the practice-head rating or the potential.',
  notReleased: 'No released review yet.',
  acknowledged: 'Acknowledged.',
  groupRequired: 'Pick the group to calibrate.',
  allEmployees: 'All employees',
  unknownQuestion: 'This question is not on the review form.',
  unknownChoice: 'Pick one of the choices.',
  ratingsMissing: 'Rate every rating question before submitting.',
  unknownEmployees: (numbers: readonly string[]) => `No employee with the number ${numbers.join(', ')}.`,
  formulaSyntax: 'The formula cannot be read: use names, numbers, + - * / ( ) and min( , ) or max( , ).',
  formulaUnknownName: (name: string, names: readonly string[]) =>
    `"${name}" is not a criterion of this cycle. Use ${names.join(', ')}.`,
  peersNotInCycle: 'This review cycle has no peer reviews.',
  peerIsEmployee: 'The employee cannot be their own peer reviewer.',
  peerIsManager: 'You review this employee already: pick peers other than yourself.',
  tooManyPeers: (max: number) => `Pick at most ${max} peers.`,
  peerSubmitted: 'This peer has submitted the feedback: it cannot be withdrawn.',
  feedbackSubmitted: 'The feedback is submitted.',
} as const;

export const ratingValue = z
  .number(REVIEW_MESSAGES.ratingOutOfScale)
  .refine(isRatingCode, REVIEW_MESSAGES.ratingOutOfScale);
const key = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);
const text = (max: number) => z.string().trim().min(1, REVIEW_MESSAGES.required).max(max, MESSAGES.tooLong);

export const reviewQuestionInput = z
  .object({ id: key, text: text(500), type: z.enum(QUESTION_TYPES), choices: z.array(text(100)).max(10).default([]) })
  .superRefine((q, ctx) => {
    if (q.type === 'choice' && q.choices.length < 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: REVIEW_MESSAGES.choicesRequired });
  });

export const reviewCriterionInput = z.object({
  id: key,
  kind: z.enum(CRITERION_KINDS),
  title: text(200),
  weightage: z.number().min(0).max(100),
  /** The form's section for this criterion: its questions. */
  questions: z.array(reviewQuestionInput).min(1).max(30),
});
export type ReviewCriterion = z.infer<typeof reviewCriterionInput>;

export const ratingBandInput = z.object({ min: ratingValue, label: text(60) });
export const reviewPhaseInput = z.object({ startDate: isoDate, endDate: isoDate });
export const reviewAudienceInput = z.object({
  legalEntityIds: z.array(z.uuid()).max(50).default([]),
  departmentIds: z.array(z.uuid()).max(200).default([]),
  locationIds: z.array(z.uuid()).max(200).default([]),
  designations: z.array(text(100)).max(100).default([]),
  joinedFrom: isoDate.nullish(),
  joinedTo: isoDate.nullish(),
});
export type ReviewAudience = z.infer<typeof reviewAudienceInput>;

/** The default scale: five bands of the 0.0-5.0 code. */
export const DEFAULT_RATING_SCALE = [
  { min: 0, label: 'Unsatisfactory' },
  { min: 1, label: 'Needs improvement' },
  { min: 2, label: 'Meets expectations' },
  { min: 3, label: 'Exceeds expectations' },
  { min: 4, label: 'Outstanding' },
];
export const DEFAULT_TARGET_DISTRIBUTION = [10, 20, 40, 20, 10];

/** The form a new cycle starts from: goals, competencies and values with their questions. */
export const DEFAULT_REVIEW_CRITERIA: ReviewCriterion[] = [
  {
    id: 'goals',
    kind: 'goals',
    title: 'Goals',
    weightage: 50,
    questions: [
      { id: 'goalsMet', text: 'How well were the goals of the period met?', type: 'rating', choices: [] },
      { id: 'achievements', text: 'Key achievements', type: 'text', choices: [] },
    ],
  },
  {
    id: 'competencies',
    kind: 'competencies',
    title: 'Competencies',
    weightage: 30,
    questions: [
      { id: 'craft', text: 'Skill in the craft of the role', type: 'rating', choices: [] },
      { id: 'collaboration', text: 'Collaboration with the team', type: 'rating', choices: [] },
    ],
  },
  {
    id: 'values',
    kind: 'values',
    title: 'Values',
    weightage: 20,
    questions: [
      { id: 'values', text: 'Lives the company values', type: 'rating', choices: [] },
      {
        id: 'focus',
        text: 'Focus for the next period',
        type: 'choice',
        choices: ['Delivery', 'Learning', 'Leadership'],
      },
      { id: 'comments', text: 'Comments', type: 'text', choices: [] },
    ],
  },
];

/** Peer and upward feedback (issue 20 items 1 and 3): who writes it, and its questions (rating or text). */
export const FEEDBACK_KINDS = ['peer', 'upward'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
/** How many peers a manager may ask for one review. */
export const MAX_PEERS = 5;
/** The manager sees upward feedback only as an aggregate of at least this many answers, after release. */
export const MIN_UPWARD_RESPONSES = 3;
export const feedbackQuestionInput = z.object({ id: key, text: text(500), type: z.enum(['rating', 'text']) });
export type FeedbackQuestion = z.infer<typeof feedbackQuestionInput>;
export const feedbackFormInput = z.object({
  peer: z.array(feedbackQuestionInput).min(1).max(10),
  upward: z.array(feedbackQuestionInput).min(1).max(10),
});
export type FeedbackForm = z.infer<typeof feedbackFormInput>;
export const DEFAULT_FEEDBACK_FORM: FeedbackForm = {
  peer: [
    { id: 'peerRating', text: 'How well does this colleague work with you?', type: 'rating' },
    { id: 'peerStrengths', text: 'What should they keep doing?', type: 'text' },
    { id: 'peerImprove', text: 'What could they do better?', type: 'text' },
  ],
  upward: [
    { id: 'upwardRating', text: 'How well does your manager support you?', type: 'rating' },
    { id: 'upwardComments', text: 'What could your manager do differently?', type: 'text' },
  ],
};

/** Which goals a cycle reviews (issue 20 item 1, assign goals): by period (overlapping or within the cycle), level and approval. */
export const GOAL_MATCHES = ['overlap', 'within'] as const;
export const goalSelectionInput = z.object({
  match: z.enum(GOAL_MATCHES).default('overlap'),
  /** Empty: every level. */
  levels: z.array(z.enum(GOAL_LEVELS)).max(GOAL_LEVELS.length).default([]),
  approvedOnly: z.boolean().default(false),
});
export type GoalSelection = z.infer<typeof goalSelectionInput>;
export const DEFAULT_GOAL_SELECTION: GoalSelection = { match: 'overlap', levels: [], approvedOnly: false };

export const reviewCycleInput = z
  .object({
    name: text(120),
    startDate: isoDate,
    endDate: isoDate,
    audience: reviewAudienceInput.default({ legalEntityIds: [], departmentIds: [], locationIds: [], designations: [] }),
    reviewerTypes: z.array(z.enum(REVIEWER_TYPES)).min(1).default(['self', 'manager']),
    criteria: z.array(reviewCriterionInput).min(1).max(10),
    ratingScale: z.array(ratingBandInput).min(2).max(10).default(DEFAULT_RATING_SCALE),
    timeline: z.object({
      self: reviewPhaseInput,
      manager: reviewPhaseInput,
      calibration: reviewPhaseInput,
      release: reviewPhaseInput,
    }),
    instructions: z.string().trim().max(4000).default(''),
    /** Empty: the score follows the weightage. */
    scoreFormula: z
      .string()
      .trim()
      .max(500, MESSAGES.tooLong)
      .nullish()
      .transform((v) => v || null),
    /** Peer feedback is shown to the employee without the peer's name. */
    peerAnonymous: z.boolean().default(true),
    feedbackForm: feedbackFormInput.default(DEFAULT_FEEDBACK_FORM),
    goalSelection: goalSelectionInput.default(DEFAULT_GOAL_SELECTION),
  })
  .superRefine((c, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (c.scoreFormula) {
      const names = formulaNames(c.criteria);
      const parsed = parseFormula(c.scoreFormula, names);
      if (!parsed.ok)
        issue(
          ['scoreFormula'],
          parsed.error.kind === 'syntax'
            ? REVIEW_MESSAGES.formulaSyntax
            : REVIEW_MESSAGES.formulaUnknownName(parsed.error.name, names),
        );
    }
    const feedbackIds = [...c.feedbackForm.peer, ...c.feedbackForm.upward].map((q) => q.id);
    if (new Set(feedbackIds).size !== feedbackIds.length) issue(['feedbackForm'], REVIEW_MESSAGES.duplicateId);
    if (c.endDate < c.startDate) issue(['endDate'], REVIEW_MESSAGES.endBeforeStart);
    if (distributionTotal(c.criteria.map((k) => k.weightage)) !== 100)
      issue(['criteria'], REVIEW_MESSAGES.weightageMustTotal100);
    const unique = (ids: string[]) => new Set(ids).size === ids.length;
    if (!unique(c.criteria.map((k) => k.id)) || !unique(c.criteria.flatMap((k) => k.questions.map((q) => q.id))))
      issue(['criteria'], REVIEW_MESSAGES.duplicateId);
    if (c.ratingScale[0]?.min !== 0 || c.ratingScale.some((b, i) => i > 0 && b.min <= c.ratingScale[i - 1]!.min))
      issue(['ratingScale'], REVIEW_MESSAGES.bandsOrder);
    let previousEnd: string | null = null;
    for (const phase of REVIEW_PHASES) {
      const p = c.timeline[phase];
      if (p.endDate < p.startDate) issue(['timeline', phase, 'endDate'], REVIEW_MESSAGES.endBeforeStart);
      else if (previousEnd !== null && p.startDate < previousEnd)
        issue(['timeline', phase, 'startDate'], REVIEW_MESSAGES.phasesOutOfOrder);
      previousEnd = p.endDate;
    }
  });
export type ReviewCycleInput = z.input<typeof reviewCycleInput>;
export type ReviewCycleData = z.infer<typeof reviewCycleInput>;

export const calibrationConfiguration = z
  .object({
    targetDistribution: z.array(z.number().min(0).max(100)).min(2).max(10),
    /** How far (in rating points) a manager's mean or spread may sit from the group's before it is flagged. */
    outlierThreshold: z.number().min(0.1).max(2),
    /** The chi-square test's significance level for flagging a manager's distribution (0.05 when not set). */
    significance: z.number().min(0.001).max(0.2).optional(),
  })
  .superRefine((c, ctx) => {
    if (distributionTotal(c.targetDistribution) !== 100)
      ctx.addIssue({ code: 'custom', path: ['targetDistribution'], message: REVIEW_MESSAGES.distributionMustTotal100 });
  });
export type CalibrationConfiguration = z.infer<typeof calibrationConfiguration>;

export const reviewCycleView = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(REVIEW_CYCLE_STATUSES),
  audience: reviewAudienceInput,
  reviewerTypes: z.array(z.enum(REVIEWER_TYPES)),
  criteria: z.array(reviewCriterionInput),
  ratingScale: z.array(z.object({ min: z.number(), label: z.string() })),
  timeline: z.record(z.enum(REVIEW_PHASES), z.object({ startDate: z.string(), endDate: z.string() })),
  instructions: z.string(),
  scoreFormula: z.string().nullable(),
  peerAnonymous: z.boolean(),
  feedbackForm: feedbackFormInput,
  goalSelection: goalSelectionInput,
  calibrationConfiguration: z.object({
    targetDistribution: z.array(z.number()),
    outlierThreshold: z.number(),
    significance: z.number().optional(),
  }),
  launchedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  launchExecution: z.number().nullable(),
  reviews: z.number(),
  included: z.number(),
  excluded: z.number(),
});
export type ReviewCycleView = z.infer<typeof reviewCycleView>;

export const cycleMemberInput = z.object({
  employeeNumbers: z.array(z.string().trim().min(1).max(40)).min(1).max(500),
  mode: z.enum(['include', 'exclude', 'none']),
});
export const cycleMemberView = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  department: z.string().nullable(),
  mode: z.enum(['include', 'exclude']),
});
export const cycleAudienceView = z.object({ inAudience: z.number(), members: z.array(cycleMemberView) });

const answer = z.object({
  rating: ratingValue.nullish(),
  text: z.string().trim().max(4000).nullish(),
  choice: z.string().trim().max(100).nullish(),
});
export const reviewAnswers = z.record(key, answer);
export type ReviewAnswers = z.infer<typeof reviewAnswers>;

export const selfReviewInput = z.object({ answers: reviewAnswers, submit: z.boolean().default(false) });
export const managerReviewInput = z.object({
  answers: reviewAnswers,
  /** Potential for the 9-box: 1 low, 2 moderate, 3 high. */
  potential: z.number().int().min(1).max(3).nullish(),
  /** The manager's comments the employee sees once the cycle is released. */
  summary: z.string().trim().max(4000).default(''),
  submit: z.boolean().default(false),
});
export type ManagerReviewInput = z.input<typeof managerReviewInput>;
export type ManagerReviewData = z.infer<typeof managerReviewInput>;

export const meetingInput = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().min(15).max(480).default(30),
  attendeeNumbers: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  agenda: text(2000),
});
export type MeetingData = z.infer<typeof meetingInput>;
export type MeetingInput = z.input<typeof meetingInput>;
export const meetingNotesInput = z.object({ notes: text(8000) });
export const meetingView = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  agenda: z.string(),
  notes: z.string().nullable(),
  attendees: z.array(z.object({ employeeNumber: z.string(), displayName: z.string(), email: z.string() })),
  scheduledBy: z.string().nullable(),
});
export type MeetingView = z.infer<typeof meetingView>;

const person = z.object({
  id: z.uuid(),
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
});

export const reviewGoalView = z.object({
  id: z.uuid(),
  title: z.string(),
  level: z.string(),
  weight: z.number(),
  progress: z.number(),
  status: z.string(),
  endDate: z.string(),
});

export const peerFeedbackView = z.object({
  id: z.uuid(),
  reviewer: z.object({ employeeNumber: z.string(), displayName: z.string() }),
  status: z.enum(['requested', 'submitted']),
  rating: z.number().nullable(),
  answers: reviewAnswers,
  submittedAt: z.string().nullable(),
});
export type PeerFeedbackView = z.infer<typeof peerFeedbackView>;

export const reviewView = z.object({
  id: z.uuid(),
  status: z.enum(REVIEW_STATUSES),
  employee: person,
  manager: z.object({ employeeNumber: z.string(), displayName: z.string() }).nullable(),
  cycle: reviewCycleView.pick({
    id: true,
    name: true,
    startDate: true,
    endDate: true,
    criteria: true,
    ratingScale: true,
    timeline: true,
    instructions: true,
    scoreFormula: true,
    reviewerTypes: true,
    peerAnonymous: true,
    feedbackForm: true,
  }),
  selfAnswers: reviewAnswers,
  selfRating: z.number().nullable(),
  selfSubmittedAt: z.string().nullable(),
  /** Only for the reviewer and HR: never for the employee before release. */
  managerAnswers: reviewAnswers.nullable(),
  managerRating: z.number().nullable(),
  potential: z.number().nullable(),
  summary: z.string().nullable(),
  managerSubmittedAt: z.string().nullable(),
  selfEditable: z.boolean(),
  managerEditable: z.boolean(),
  /** The day the caller's phase (self or manager) opens for submitting, while it has not opened yet in their local day; before it the form keeps drafts. */
  submitOpensOn: z.string().nullable(),
  goals: z.array(reviewGoalView),
  meetings: z.array(meetingView),
  /** The peers asked for feedback and what they submitted: for the manager and HR only. */
  peerFeedback: z.array(peerFeedbackView),
  /** Whether the caller (the manager) may still ask or withdraw peers. */
  peersEditable: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewView>;

export const peerRequestInput = z.object({
  employeeNumbers: z.array(z.string().trim().min(1).max(40)).min(1).max(MAX_PEERS),
});

/** A feedback request as its writer (the peer, or the reportee reviewing their manager) sees it. */
export const feedbackRequestView = z.object({
  id: z.uuid(),
  kind: z.enum(FEEDBACK_KINDS),
  cycleId: z.uuid(),
  cycleName: z.string(),
  dueDate: z.string(),
  subject: z.object({ employeeNumber: z.string(), displayName: z.string(), designation: z.string().nullable() }),
  questions: z.array(feedbackQuestionInput),
  answers: reviewAnswers,
  rating: z.number().nullable(),
  submittedAt: z.string().nullable(),
  editable: z.boolean(),
  /** Whether the employee will see this peer feedback without the writer's name. */
  anonymous: z.boolean(),
});
export type FeedbackRequestView = z.infer<typeof feedbackRequestView>;
export const feedbackInput = z.object({ answers: reviewAnswers, submit: z.boolean().default(false) });

/** Upward feedback: HR reads every answer with its writer; the manager only the aggregate, after release, from enough answers. */
export const upwardFeedbackRow = z.object({
  id: z.uuid(),
  manager: z.object({ employeeNumber: z.string(), displayName: z.string() }),
  reviewer: z.object({ employeeNumber: z.string(), displayName: z.string() }),
  rating: z.number().nullable(),
  answers: reviewAnswers,
  submittedAt: z.string().nullable(),
});
export const upwardSummaryView = z.object({
  cycleId: z.uuid(),
  cycleName: z.string(),
  requested: z.number(),
  responses: z.number(),
  /** False while fewer than MIN_UPWARD_RESPONSES answered or the cycle is not released: no mean and no comments. */
  shown: z.boolean(),
  meanRating: z.number().nullable(),
  comments: z.array(z.string()),
});
export type UpwardSummaryView = z.infer<typeof upwardSummaryView>;

export const reviewSummary = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  cycleName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  employee: person,
  selfRating: z.number().nullable(),
  managerRating: z.number().nullable(),
  nextMeeting: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** What the employee sees once released (SPEC /review-details): the final rating and the manager's released comments. */
export const releasedReviewView = z.object({
  id: z.uuid(),
  cycleName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  finalRating: z.number(),
  band: z.string(),
  comments: z.array(z.object({ question: z.string(), text: z.string() })),
  summary: z.string(),
  releasedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** Submitted peer feedback; the writer's name is null when the cycle keeps peers anonymous. */
  peerFeedback: z.array(
    z.object({
      reviewer: z.string().nullable(),
      rating: z.number().nullable(),
      comments: z.array(z.object({ question: z.string(), text: z.string() })),
    }),
  ),
});
export type ReleasedReviewView = z.infer<typeof releasedReviewView>;

export const calibrationGroupQuery = z.object({
  groupBy: z.enum(CALIBRATION_GROUPS).default('all'),
  groupId: z.uuid().optional(),
});
export type CalibrationGroupQuery = z.infer<typeof calibrationGroupQuery>;

export const calibrationChangeInput = z
  .object({
    reviewId: z.uuid(),
    /** The review's version the calibrator saw: a change on an older one is a 409. */
    version: z.number().int().min(0),
    finalRating: ratingValue.optional(),
    practiceHeadRating: ratingValue.optional(),
    potential: z.number().int().min(1).max(3).optional(),
    reason: z
      .string(REVIEW_MESSAGES.reasonRequired)
      .trim()
      .min(1, REVIEW_MESSAGES.reasonRequired)
      .max(1000, MESSAGES.tooLong),
  })
  .superRefine((c, ctx) => {
    if (c.finalRating === undefined && c.practiceHeadRating === undefined && c.potential === undefined) {
      ctx.addIssue({ code: 'custom', path: ['finalRating'], message: REVIEW_MESSAGES.nothingToChange });
    }
  });
export type CalibrationChangeInput = z.input<typeof calibrationChangeInput>;

const distributionRow = z.object({ band: z.string(), count: z.number(), percent: z.number() });
export const calibrationEmployee = z.object({
  reviewId: z.uuid(),
  version: z.number(),
  employeeNumber: z.string(),
  displayName: z.string(),
  department: z.string().nullable(),
  managerId: z.uuid().nullable(),
  managerName: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  selfRating: z.number().nullable(),
  managerRating: z.number().nullable(),
  practiceHeadRating: z.number().nullable(),
  finalRating: z.number().nullable(),
  potential: z.number().nullable(),
  locked: z.boolean(),
});
export type CalibrationEmployee = z.infer<typeof calibrationEmployee>;

export const calibrationView = z.object({
  cycle: z.object({ id: z.uuid(), name: z.string(), status: z.enum(REVIEW_CYCLE_STATUSES) }),
  group: calibrationGroupQuery.extend({ name: z.string() }),
  session: z.object({ id: z.uuid(), status: z.enum(['open', 'closed']), closedAt: z.string().nullable() }).nullable(),
  configuration: z.object({
    targetDistribution: z.array(z.number()),
    outlierThreshold: z.number(),
    significance: z.number(),
  }),
  bands: z.array(z.object({ min: z.number(), label: z.string() })),
  target: z.array(distributionRow),
  actual: z.array(distributionRow),
  managers: z.array(
    z.object({
      managerId: z.uuid(),
      name: z.string(),
      count: z.number(),
      mean: z.number(),
      spread: z.number(),
      flags: z.array(z.string()),
      distribution: z.array(distributionRow),
      /** The goodness of fit of the manager's bands against the target; null when the team is too small to test. */
      chiSquare: z
        .object({
          statistic: z.number(),
          df: z.number(),
          pValue: z.number(),
          critical: z.number(),
          significant: z.boolean(),
        })
        .nullable(),
    }),
  ),
  /** Managers with fewer than OUTLIER_MIN_TEAM rated people: in the overall figures, not in `managers`. */
  smallTeams: z.number(),
  /** Counts only: a box's people come page by page from the employee list filtered by box. */
  nineBox: z.array(z.object({ performance: z.number(), potential: z.number(), count: z.number() })),
  /** The first page of the group's people by name; the rest through GET …/calibration/employees. */
  employees: z.array(calibrationEmployee),
  employeeTotal: z.number(),
  changes: z.array(
    z.object({
      employeeName: z.string(),
      field: z.string(),
      oldValue: z.number().nullable(),
      newValue: z.number().nullable(),
      reason: z.string(),
      changedBy: z.string().nullable(),
      changedAt: z.string(),
    }),
  ),
});
export type CalibrationView = z.infer<typeof calibrationView>;

/** SPEC §3 calibration data, GET /api/pms/review-rating/custom-employee-data/{id}. */
export const calibrationDataView = z.object({
  employeeRatings: z.array(calibrationEmployee),
  ratingDistributions: z.array(
    z.object({
      band: z.string(),
      selfRating: z.number(),
      managerRating: z.number(),
      practiceHeadRating: z.number(),
      finalRating: z.number(),
    }),
  ),
});
