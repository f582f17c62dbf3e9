import { z } from 'zod';
import type { ApprovalActor } from '../approvals/index.ts';
import { MESSAGES } from '../messages.ts';
import { pageOf, pagedQuery, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '../paging/index.ts';

/**
 * SPEC §3/§4 transfer: Pending → Approved | Rejected (with a reason) | Cancelled (by its initiator);
 * Approved → Applied by the daily transfers job on the effective date.
 */
export const TRANSFER_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled', 'Applied'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface TransferTransition {
  from: TransferStatus;
  to: TransferStatus;
  /** requester: the initiator (HR or the manager); approver: HR holding ApproveTransfer, never the initiator. */
  by: readonly ApprovalActor[];
  reasonRequired: boolean;
}

/** The people's transitions; Approved → Applied is the job's alone. */
export const TRANSFER_TRANSITIONS: readonly TransferTransition[] = [
  { from: 'Pending', to: 'Approved', by: ['approver'], reasonRequired: false },
  { from: 'Pending', to: 'Rejected', by: ['approver'], reasonRequired: true },
  { from: 'Pending', to: 'Cancelled', by: ['requester'], reasonRequired: false },
];

export const TRANSFER_VERBS = {
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
} as const satisfies Record<string, TransferStatus>;
export type TransferVerb = keyof typeof TRANSFER_VERBS;

/** Which verbs a caller holding `actors` may take from `status` (the buttons shown). */
export function transferVerbsFor(status: TransferStatus, actors: readonly ApprovalActor[]): TransferVerb[] {
  return (Object.keys(TRANSFER_VERBS) as TransferVerb[]).filter((verb) =>
    TRANSFER_TRANSITIONS.some(
      (t) => t.from === status && t.to === TRANSFER_VERBS[verb] && t.by.some((a) => actors.includes(a)),
    ),
  );
}

/**
 * What happens to leave balances when the legal entity changes (recorded on the transfer):
 * carry keeps them where the new entity's policies offer the same leave type (by code), settle
 * records the days for settlement and zeroes them, reset zeroes them and the new entity's
 * policies accrue from there.
 */
export const LEAVE_TREATMENTS = ['carry', 'settle', 'reset'] as const;
export type LeaveTreatment = (typeof LEAVE_TREATMENTS)[number];

/** What became of one leave type's balance when the transfer was applied. */
export const LEAVE_OUTCOMES = ['carried', 'settled', 'reset'] as const;

export const TRANSFER_CONFIRMATIONS: Record<TransferVerb, string> = {
  approve: 'Are you sure you want to approve this transfer?',
  reject: 'Are you sure you want to reject this transfer?',
  cancel: 'Are you sure you want to cancel this transfer?',
};

export const TRANSFER_MESSAGES = {
  noEmployee: 'Employee not found.',
  notActive: 'Only an active employee can be transferred.',
  openExit: 'This employee has an open resignation or exit.',
  openTransfer: 'This employee already has a transfer waiting to be approved or applied.',
  effectiveInPast: 'The effective date cannot be in the past.',
  noChange: 'Choose at least one change: entity, department, location, manager or designation.',
  treatmentRequired: 'Choose what happens to the leave balances when the entity changes.',
  probationReason: 'This employee is in probation: give a reason for the transfer.',
  unknownEntity: 'Choose an active legal entity.',
  unknownDepartment: 'Choose an active department.',
  unknownLocation: 'Choose an active location.',
  unknownManager: 'Manager not found among active employees.',
  selfManager: 'An employee cannot report to themselves.',
  managerBelow: 'The new manager reports to this employee: choose someone else.',
  notInScope: 'You can initiate transfers only for your reportees or the employees of your entities.',
  ownTransfer: 'You cannot decide a transfer you initiated or your own transfer.',
  decisionsLabel: 'Transfers',
} as const;

const isoDate = z.iso.date(MESSAGES.invalidDate);
const optionalId = z.uuid().nullable().optional();

/** Initiation: each target left out (or null) stays as it is. */
export const transferInput = z.object({
  employeeNumber: z.string().trim().min(1, TRANSFER_MESSAGES.noEmployee).max(40),
  effectiveDate: isoDate,
  legalEntityId: optionalId,
  departmentId: optionalId,
  locationId: optionalId,
  managerNumber: z.string().trim().max(40).nullable().optional(),
  designation: z.string().trim().max(100, MESSAGES.tooLong).nullable().optional(),
  leaveTreatment: z.enum(LEAVE_TREATMENTS).nullable().optional(),
  reason: z.string().trim().max(1000, MESSAGES.tooLong).optional(),
});
export type TransferInput = z.infer<typeof transferInput>;

export const transferDecisionInput = z
  .object({ reason: z.string().trim().max(1000, MESSAGES.tooLong).optional() })
  .optional();
export type TransferDecisionInput = z.infer<typeof transferDecisionInput>;

/** waiting: what waits for the caller's decision first, then the newest (the list's opening order). */
export const TRANSFER_SORT_FIELDS = ['waiting', 'effectiveDate', 'employeeName', 'status', 'createdAt'] as const;

/** SPEC §7 list: startDate and endDate bound the effective date; search, status, page, size, sort. */
export const transferListQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE).extend({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(TRANSFER_STATUSES).optional(),
  sort: z.enum(TRANSFER_SORT_FIELDS).default('waiting'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;

export const transferEligibilityQuery = z.object({
  employeeNumber: z.string().trim().min(1).max(40),
  effectiveDate: isoDate.optional(),
});

const person = z.object({ employeeNumber: z.string(), displayName: z.string() });
const ref = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** Where an employee sits: before or after a transfer. */
export const placementView = z.object({
  legalEntity: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
  department: ref,
  location: ref,
  manager: person.nullable(),
  designation: z.string().nullable(),
});
export type PlacementView = z.infer<typeof placementView>;

/** The eligibility check shown before the form is sent: each problem on the field it belongs to. */
export const transferEligibilityView = z.object({
  eligible: z.boolean(),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  employee: person.nullable(),
  current: placementView.nullable(),
  /** The last day of probation when it runs past the effective date: a reason is then required. */
  probationEndsOn: z.string().nullable(),
});
export type TransferEligibilityView = z.infer<typeof transferEligibilityView>;

export const leaveOutcomeEntry = z.object({
  leaveTypeCode: z.string(),
  leaveTypeName: z.string(),
  days: z.number(),
  outcome: z.enum(LEAVE_OUTCOMES),
});
export type LeaveOutcomeEntry = z.infer<typeof leaveOutcomeEntry>;

export const transferView = z.object({
  id: z.uuid(),
  employee: person,
  status: z.enum(TRANSFER_STATUSES),
  effectiveDate: z.string(),
  from: placementView,
  to: placementView,
  leaveTreatment: z.enum(LEAVE_TREATMENTS).nullable(),
  reason: z.string().nullable(),
  inProbation: z.boolean(),
  initiatedBy: person.nullable(),
  createdAt: z.string(),
  decisionReason: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type TransferView = z.infer<typeof transferView>;
export const transferPage = pageOf(transferView);

export const transferHistoryEntry = z.object({
  fromStatus: z.enum(TRANSFER_STATUSES),
  toStatus: z.enum(TRANSFER_STATUSES),
  reason: z.string().nullable(),
  decidedAt: z.string(),
  decidedBy: person.nullable(),
  /** A rule instead of a person (the transfers job). */
  decidedByRule: z.string().nullable(),
});

/** /transfer-request/{id}: the transfer, its decisions, what the leave treatment did and what the caller may do. */
export const transferDetailView = transferView.extend({
  history: z.array(transferHistoryEntry),
  leaveOutcome: z.array(leaveOutcomeEntry),
  verbs: z.array(z.enum(['approve', 'reject', 'cancel'])),
});
export type TransferDetailView = z.infer<typeof transferDetailView>;

/** A decision's answer: the transfer, and the job applying it now when its date has come. */
export const transferDecisionView = z.object({ transfer: transferDetailView, applyJob: z.number().nullable() });

/** The form's choices: every active entity (a transfer may cross into any), department, location and designation. */
export const transferOptionsView = z.object({
  legalEntities: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  departments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  locations: z.array(z.object({ id: z.uuid(), name: z.string() })),
  designations: z.array(z.string()),
});
export type TransferOptionsView = z.infer<typeof transferOptionsView>;
