import { z } from 'zod';
import { REQUEST_STATUSES } from '../approvals/index.ts';
import { MESSAGES } from '../messages.ts';
import { LEAVE_MESSAGES } from './messages.ts';
import { decisionHistoryEntry, personRef } from './requests.ts';

/** A request to be credited for a worked week-off or holiday (SPEC §1 "comp-off"). */
export const compOffInput = z.object({
  workedDate: z.iso.date(MESSAGES.invalidDate),
  /** 1 for a full day worked, 0.5 for half. */
  days: z.union([z.literal(1), z.literal(0.5)]).default(1),
  reason: z.string().trim().min(1, LEAVE_MESSAGES.reasonRequired).max(500, MESSAGES.tooLong),
});
export type CompOffInput = z.infer<typeof compOffInput>;

export const compOffView = z.object({
  compOffId: z.string(),
  employee: personRef.extend({ departmentName: z.string().nullable() }),
  workedDate: z.string(),
  days: z.number(),
  reason: z.string(),
  status: z.enum(REQUEST_STATUSES),
  approver: personRef.nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** Set once approved: the credit must be used by then. */
  expiresOn: z.string().nullable(),
  appliedAt: z.string(),
});
export type CompOffView = z.infer<typeof compOffView>;

export const compOffDetailView = compOffView.extend({ history: z.array(decisionHistoryEntry) });
