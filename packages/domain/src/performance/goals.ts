import { z } from 'zod';
import type { ApprovalActor } from '../approvals/index.ts';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageOf, pagedQuery } from '../paging/index.ts';
import { GOAL_LEVELS } from './goal-levels.ts';
import { REVIEW_STATUSES } from './reviews.ts';

/** A goal's approval status (SPEC §7 "approval status"): an employee's own goal is drafted, submitted, then decided. */
export const GOAL_APPROVAL_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type GoalApprovalStatus = (typeof GOAL_APPROVAL_STATUSES)[number];

export const GOAL_APPROVAL_LABELS: Record<GoalApprovalStatus, string> = {
  draft: 'Draft',
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export interface GoalTransition {
  from: GoalApprovalStatus;
  to: GoalApprovalStatus;
  by: readonly ApprovalActor[];
  reasonRequired: boolean;
}

/** Submit; approve, reject (with a reason) or ask for changes (back to draft with a comment). */
export const GOAL_TRANSITIONS: readonly GoalTransition[] = [
  { from: 'draft', to: 'pending', by: ['requester'], reasonRequired: false },
  { from: 'pending', to: 'approved', by: ['approver', 'hrAdmin'], reasonRequired: false },
  { from: 'pending', to: 'rejected', by: ['approver', 'hrAdmin'], reasonRequired: true },
  { from: 'pending', to: 'draft', by: ['approver', 'hrAdmin'], reasonRequired: true },
];

export const GOAL_VERBS = {
  submit: 'pending',
  approve: 'approved',
  reject: 'rejected',
  'request-changes': 'draft',
} as const satisfies Record<string, GoalApprovalStatus>;
export type GoalVerb = keyof typeof GOAL_VERBS;

/** The verbs the caller's roles allow from a status (the buttons shown). */
export function goalVerbsFor(status: GoalApprovalStatus, actors: readonly ApprovalActor[]): GoalVerb[] {
  return (Object.keys(GOAL_VERBS) as GoalVerb[]).filter((verb) =>
    GOAL_TRANSITIONS.some(
      (t) => t.from === status && t.to === GOAL_VERBS[verb] && t.by.some((a) => actors.includes(a)),
    ),
  );
}

/** SPEC §3 masters the HR keeps on /performance/goals-settings. */
export const GOAL_MASTER_KINDS = ['type', 'status'] as const;
export type GoalMasterKind = (typeof GOAL_MASTER_KINDS)[number];

export const KEY_RESULT_UNITS = ['number', 'percent', 'currency', 'yesNo'] as const;
export type KeyResultUnit = (typeof KEY_RESULT_UNITS)[number];
export const MAX_KEY_RESULTS = 20;

/** SPEC §8 goal-library texts, then the goal rules' own. */
export const GOAL_MESSAGES = {
  fetchFailed: 'Failed to fetch goals',
  createFailed: 'Failed to create goal',
  updateFailed: 'Failed to update goal',
  deleteFailed: 'Failed to delete goal',
  created: 'Goal created successfully',
  updated: 'Goal updated successfully',
  deleted: 'Goal deleted successfully',
  titleRequired: 'Please enter a title.',
  weightsMustTotal100: 'The weights of the key results must add up to 100%.',
  alignedWeightsOver100: 'The weights of the goals aligned to this parent add up to more than 100%.',
  alignedWeightsMustTotal100: 'The weights of the aligned goals must add up to 100%.',
  weightRange: 'Enter a weight from 1 to 100.',
  endBeforeStart: 'The end date must be on or after the start date.',
  outsidePeriod: (start: string, end: string) => `Dates must fall within the goal period (${start} to ${end}).`,
  periodOverlap: 'This period overlaps another goal period.',
  percentRange: 'A percentage must be from 0 to 100.',
  yesNoTarget: 'A yes/no key result has the target Yes (1).',
  yesNoValue: 'A yes/no key result is 0 (no) or 1 (yes).',
  targetEqualsStart: 'The target must differ from the start value.',
  negativeValue: 'Enter a value of 0 or more.',
  keyResultRequired: 'Add at least one key result.',
  tooManyKeyResults: `A goal has at most ${MAX_KEY_RESULTS} key results.`,
  otherKeyResult: "Give the weights of this goal's own key results only.",
  locked: 'This goal is approved: only its progress can be updated.',
  notEditable: 'Only a draft goal can be changed by its owner.',
  notYourGoal: 'You cannot change this goal.',
  wrongParentLevel: 'A goal aligns to a goal on a higher level (company → team → person).',
  parentNotFound: 'The parent goal was not found.',
  parentOtherPeriod: 'The parent goal belongs to another period.',
  hasChildren: 'Goals are aligned to this goal: remove them first.',
  noPeriod: 'Set up a goal period first.',
  periodNotFound: 'Goal period not found.',
  masterNotFound: 'Choose a value from the list.',
  duplicateName: 'This name already exists.',
  noAudience: 'Nobody matches these filters.',
  noTemplates: 'Choose at least one goal from the library.',
  notInTeam: 'You can assign goals only to your team.',
  noApprover: 'You have no reporting manager to approve this goal.',
  alreadyDecided: (status: GoalApprovalStatus) => `This goal is already ${GOAL_APPROVAL_LABELS[status].toLowerCase()}.`,
  noLongerPending: 'This goal is no longer waiting for approval.',
  goalApprovalsLabel: 'Goals',
} as const;

/** The progress (0-100) of one key result from its start, target and current values. */
export function keyResultProgress(kr: {
  unit: KeyResultUnit;
  startValue: number;
  targetValue: number;
  currentValue: number;
}): number {
  if (kr.unit === 'yesNo') return kr.currentValue >= 1 ? 100 : 0;
  const span = kr.targetValue - kr.startValue;
  if (span === 0) return kr.currentValue >= kr.targetValue ? 100 : 0;
  const done = ((kr.currentValue - kr.startValue) / span) * 100;
  return round1(Math.min(100, Math.max(0, done)));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** SPEC §3 avgGoalProgress: the weighted progress of a goal's key results (their weights add up to 100). */
export function avgGoalProgress(keyResults: readonly { weight: number; progress: number }[]): number {
  return weightedProgress(keyResults);
}

/**
 * A parent's progress from its aligned goals. Their weights may add up to less than 100 while
 * goals are still being aligned, so the average is over the weights given.
 */
export function rolledUpProgress(children: readonly { weight: number; progress: number }[]): number {
  return weightedProgress(children);
}

function weightedProgress(parts: readonly { weight: number; progress: number }[]): number {
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return 0;
  return round1(parts.reduce((sum, p) => sum + p.weight * p.progress, 0) / total);
}

/** Weights are whole or two-decimal percentages; sums are compared in hundredths so 33.33 + 33.33 + 33.34 is 100. */
export const weightsTotal = (weights: readonly number[]) =>
  weights.reduce((sum, w) => sum + Math.round(w * 100), 0) / 100;

const isoDate = z.iso.date(MESSAGES.invalidDate);
const weight = z
  .number({ message: GOAL_MESSAGES.weightRange })
  .min(1, GOAL_MESSAGES.weightRange)
  .max(100, GOAL_MESSAGES.weightRange);
const title = z.string().trim().min(1, GOAL_MESSAGES.titleRequired).max(200, MESSAGES.tooLong);
const description = z.string().trim().max(2000, MESSAGES.tooLong).nullish();

const keyResultFields = z.object({
  title,
  unit: z.enum(KEY_RESULT_UNITS),
  startValue: z.number().min(0, GOAL_MESSAGES.negativeValue).default(0),
  targetValue: z.number().min(0, GOAL_MESSAGES.negativeValue),
  weight,
});

function checkKeyResultValues(kr: z.infer<typeof keyResultFields>, ctx: z.RefinementCtx) {
  if (kr.unit === 'yesNo') {
    if (kr.targetValue !== 1)
      ctx.addIssue({ code: 'custom', path: ['targetValue'], message: GOAL_MESSAGES.yesNoTarget });
    return;
  }
  if (kr.unit === 'percent' && kr.targetValue > 100)
    ctx.addIssue({ code: 'custom', path: ['targetValue'], message: GOAL_MESSAGES.percentRange });
  if (kr.unit === 'percent' && kr.startValue > 100)
    ctx.addIssue({ code: 'custom', path: ['startValue'], message: GOAL_MESSAGES.percentRange });
  if (kr.targetValue === kr.startValue)
    ctx.addIssue({ code: 'custom', path: ['targetValue'], message: GOAL_MESSAGES.targetEqualsStart });
}

export const keyResultInput = keyResultFields.superRefine(checkKeyResultValues);
export type KeyResultInput = z.infer<typeof keyResultInput>;

/** The new weights of a goal's other key results, so that the set still adds up to 100 after one is added or removed. */
const otherWeights = z
  .array(z.object({ keyResultId: z.uuid(), weight }))
  .max(MAX_KEY_RESULTS)
  .default([]);

/** SPEC §7 key results POST: one key result added to a goal (the rules of editing the goal apply). */
export const keyResultAddInput = keyResultFields
  .extend({ goalId: z.uuid(), otherWeights })
  .superRefine(checkKeyResultValues);
export type KeyResultAddInput = z.input<typeof keyResultAddInput>;
export type KeyResultAddData = z.infer<typeof keyResultAddInput>;

/** SPEC §7 key results DELETE (body keyResultId); the answer carries the goal's new avgGoalProgress. */
export const keyResultDeleteInput = z.object({ keyResultId: z.uuid(), otherWeights });
export type KeyResultDeleteInput = z.input<typeof keyResultDeleteInput>;
export type KeyResultDeleteData = z.infer<typeof keyResultDeleteInput>;

/** Key results are saved as a set with their goal, since their weights must add up to 100 together. */
const keyResultSet = z
  .array(keyResultInput)
  .max(MAX_KEY_RESULTS, GOAL_MESSAGES.tooManyKeyResults)
  .superRefine((krs, ctx) => {
    if (krs.length > 0 && weightsTotal(krs.map((k) => k.weight)) !== 100)
      ctx.addIssue({ code: 'custom', path: [], message: GOAL_MESSAGES.weightsMustTotal100 });
  });

const datesInOrder = <T extends { startDate: string; endDate: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: GOAL_MESSAGES.endBeforeStart });
};

export const goalInput = z
  .object({
    level: z.enum(GOAL_LEVELS).default('individual'),
    title,
    description,
    goalTypeId: z.uuid(GOAL_MESSAGES.masterNotFound),
    goalStatusId: z.uuid(GOAL_MESSAGES.masterNotFound).nullish(),
    periodId: z.uuid(GOAL_MESSAGES.periodNotFound),
    /** The owner (a reportee when a manager assigns; none for company objectives); the caller when omitted. */
    employeeNumber: z.string().trim().max(40).nullish(),
    parentId: z.uuid().nullish(),
    /** The goal's share of its parent's progress. */
    weight: weight.default(100),
    startDate: isoDate,
    endDate: isoDate,
    keyResults: keyResultSet,
  })
  .superRefine(datesInOrder);
export type GoalInput = z.input<typeof goalInput>;
export type GoalData = z.infer<typeof goalInput>;

export const goalDecisionInput = z.object({ reason: z.string().trim().max(1000, MESSAGES.tooLong).optional() });
export type GoalDecisionInput = z.infer<typeof goalDecisionInput>;

/** SPEC §7 key results PUT: progress of one key result, answered with the goal's avgGoalProgress. */
export const keyResultProgressInput = z.object({
  keyResultId: z.uuid(),
  currentValue: z.number().min(0, GOAL_MESSAGES.negativeValue),
});
export type KeyResultProgressInput = z.infer<typeof keyResultProgressInput>;
export const keyResultProgressView = z.object({
  keyResultId: z.uuid(),
  goalId: z.uuid(),
  progress: z.number(),
  avgGoalProgress: z.number(),
  parentProgress: z.number().nullable(),
});

/** The parent's owner sets the shares of all its aligned goals at once (they must add up to 100). */
export const alignmentWeightsInput = z.object({
  children: z
    .array(z.object({ goalId: z.uuid(), weight }))
    .min(1)
    .superRefine((children, ctx) => {
      if (weightsTotal(children.map((c) => c.weight)) !== 100)
        ctx.addIssue({ code: 'custom', path: [], message: GOAL_MESSAGES.alignedWeightsMustTotal100 });
    }),
});
export type AlignmentWeightsInput = z.infer<typeof alignmentWeightsInput>;

export const GOAL_SORT_FIELDS = ['title', 'owner', 'endDate', 'progress', 'status', 'createdAt'] as const;

/** SPEC §7 goals GET: by employeeNumber, startDate, endDate; plus the list's search, filters and paging. */
export const goalListQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE).extend({
  /** mine: own goals; team: the caller's direct and indirect reportees' goals; company: strategic objectives and team goals; all: HR. */
  scope: z.enum(['mine', 'team', 'company', 'all']).default('mine'),
  employeeNumber: z.string().trim().max(40).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  periodId: z.uuid().optional(),
  level: z.enum(GOAL_LEVELS).optional(),
  status: z.enum(GOAL_APPROVAL_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(GOAL_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type GoalListQuery = z.infer<typeof goalListQuery>;

const person = z.object({ employeeNumber: z.string(), displayName: z.string() });
const master = z.object({ id: z.uuid(), name: z.string() });

export const keyResultView = z.object({
  id: z.uuid(),
  title: z.string(),
  unit: z.enum(KEY_RESULT_UNITS),
  startValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
  weight: z.number(),
  progress: z.number(),
});
export type KeyResultView = z.infer<typeof keyResultView>;

export const goalView = z.object({
  id: z.uuid(),
  level: z.enum(GOAL_LEVELS),
  title: z.string(),
  description: z.string().nullable(),
  goalType: master.nullable(),
  goalStatus: master.nullable(),
  period: z.object({ id: z.uuid(), name: z.string() }),
  owner: person.nullable(),
  parent: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  weight: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  avgGoalProgress: z.number(),
  approvalStatus: z.enum(GOAL_APPROVAL_STATUSES),
  approver: person.nullable(),
  decisionReason: z.string().nullable(),
  fromLibrary: z.boolean(),
  keyResults: z.array(keyResultView),
  /** What the caller may do: the approval verbs, edit (a draft), progress (key results), delete. */
  verbs: z.array(z.enum(Object.keys(GOAL_VERBS) as [GoalVerb, ...GoalVerb[]])),
  canEdit: z.boolean(),
  canUpdateProgress: z.boolean(),
  canDelete: z.boolean(),
});
export type GoalView = z.infer<typeof goalView>;
export const goalPage = pageOf(goalView);
export type GoalPage = z.infer<typeof goalPage>;

export const goalDetailView = goalView.extend({
  children: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      owner: person.nullable(),
      weight: z.number(),
      avgGoalProgress: z.number(),
      approvalStatus: z.enum(GOAL_APPROVAL_STATUSES),
    }),
  ),
  history: z.array(
    z.object({
      fromStatus: z.string(),
      toStatus: z.string(),
      decidedBy: z.string().nullable(),
      reason: z.string().nullable(),
      decidedAt: z.string(),
    }),
  ),
});
export type GoalDetailView = z.infer<typeof goalDetailView>;

export const goalMasterInput = z.object({
  name: z.string().trim().min(1, GOAL_MESSAGES.titleRequired).max(80, MESSAGES.tooLong),
  isActive: z.boolean().default(true),
});
export type GoalMasterInput = z.input<typeof goalMasterInput>;
export const goalMasterView = z.object({
  id: z.uuid(),
  kind: z.enum(GOAL_MASTER_KINDS),
  name: z.string(),
  isActive: z.boolean(),
});
export type GoalMasterView = z.infer<typeof goalMasterView>;

/** The goal period: the review-cycle date range goals must fall in until review cycles exist (README Decisions). */
export const goalPeriodInput = z
  .object({
    name: z.string().trim().min(1, GOAL_MESSAGES.titleRequired).max(80, MESSAGES.tooLong),
    startDate: isoDate,
    endDate: isoDate,
    isActive: z.boolean().default(true),
  })
  .superRefine(datesInOrder);
export type GoalPeriodInput = z.input<typeof goalPeriodInput>;
export const goalPeriodView = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
});
export type GoalPeriodView = z.infer<typeof goalPeriodView>;
/** SPEC §7 review-cycle date range: the period that holds today (else the latest active one). */
export const reviewCycleDateRangeView = goalPeriodView.nullable();

/** RM view: a reportee's goals in the period at a glance. */
export const reporteeGoalSummary = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  goals: z.number(),
  pending: z.number(),
  approved: z.number(),
  avgProgress: z.number(),
  /** Their review's status in the current review cycle (issue 20 item 6); null without one. */
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
});
export type ReporteeGoalSummary = z.infer<typeof reporteeGoalSummary>;

/** /performance: my goals and their progress, what waits for me, my team's progress. */
export const performanceDashboardView = z.object({
  period: goalPeriodView.nullable(),
  myGoals: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      avgGoalProgress: z.number(),
      approvalStatus: z.enum(GOAL_APPROVAL_STATUSES),
    }),
  ),
  myAvgProgress: z.number(),
  pendingApprovals: z.number(),
  team: z.array(
    z.object({
      employeeNumber: z.string(),
      displayName: z.string(),
      avgProgress: z.number(),
      goals: z.number(),
      reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
    }),
  ),
  teamAvgProgress: z.number().nullable(),
  /**
   * The current review cycle (the latest launched or released one): the caller's review status and,
   * for a manager, how many of the team's released ratings fall in each band of its scale.
   */
  review: z
    .object({
      cycleName: z.string(),
      myStatus: z.enum(REVIEW_STATUSES).nullable(),
      released: z.array(z.object({ band: z.string(), count: z.number() })),
    })
    .nullable(),
});
export type PerformanceDashboardView = z.infer<typeof performanceDashboardView>;
