/**
 * The approval pattern shared by leave, comp-off, timesheets, goals, skills, resignations, exits
 * and transfers (ARCHITECTURE "Approvals"): a request with a status machine, decided by an
 * approver with who/when/why recorded, and transitions that apply exactly once.
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Who may take a transition: the requester, the resolved approver (manager or HR), or HR admin. */
export type ApprovalActor = 'requester' | 'approver' | 'hrAdmin';

export interface Transition {
  from: RequestStatus;
  to: RequestStatus;
  by: readonly ApprovalActor[];
  /** A reason must be given (rejections, HR cancellations). */
  reasonRequired: boolean;
}

/** SPEC §4: pending → approved | rejected | cancelled; HR admin can cancel approved leave. */
export const REQUEST_TRANSITIONS: readonly Transition[] = [
  { from: 'pending', to: 'approved', by: ['approver', 'hrAdmin'], reasonRequired: false },
  { from: 'pending', to: 'rejected', by: ['approver', 'hrAdmin'], reasonRequired: true },
  { from: 'pending', to: 'cancelled', by: ['requester', 'hrAdmin'], reasonRequired: false },
  { from: 'approved', to: 'cancelled', by: ['hrAdmin'], reasonRequired: true },
];

export function findTransition(from: RequestStatus, to: RequestStatus): Transition | undefined {
  return REQUEST_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

export const STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const APPROVAL_MESSAGES = {
  reasonRequired: 'Please give a reason.',
  notAllowed: 'You cannot make this change to the request.',
  /** A second approve, or two approvers at once: the later one is told what happened. */
  alreadyDecided: (status: RequestStatus) => `This request is already ${STATUS_LABELS[status].toLowerCase()}.`,
  notTheApprover: 'You are not an approver of this request.',
} as const;

export type DecisionVerb = 'approve' | 'reject' | 'cancel';
/** The status each decision leads to (never back to pending). */
export const DECISION_TARGET: Record<DecisionVerb, Exclude<RequestStatus, 'pending'>> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
};
