import { z } from 'zod';
import { uploadRefusalView, uploadRowError } from '../uploads/index.ts';
import { isoDate } from '../validation/fields.ts';

/**
 * SPEC §7: balances with yearStart, yearEnd, employeeNo (default: the caller, the current year).
 * Each leave type has its own financial year: the balances shown are those of each type's year
 * that contains yearStart (default today); yearEnd is accepted for the SPEC's call shape.
 */
export const balanceQuery = z.object({
  yearStart: isoDate.optional(),
  yearEnd: isoDate.optional(),
  employeeNo: z.string().trim().optional(),
});

export const LEDGER_KINDS = [
  'opening',
  'accrual',
  'carryForward',
  'taken',
  'restored',
  'compOffCredit',
  'compOffExpiry',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const leaveBalanceView = z.object({
  leaveTypeId: z.string(),
  leaveTypeCode: z.string(),
  leaveTypeName: z.string(),
  isPaid: z.boolean(),
  yearStart: z.string(),
  yearEnd: z.string(),
  opening: z.number(),
  accrued: z.number(),
  carriedForward: z.number(),
  taken: z.number(),
  /** Days of pending requests, held back from what can be applied for. */
  pending: z.number(),
  balance: z.number(),
  /** balance - pending + the negative allowance. */
  available: z.number(),
});
export type LeaveBalanceView = z.infer<typeof leaveBalanceView>;

export const balanceHistoryView = z.object({
  id: z.string(),
  leaveTypeCode: z.string(),
  yearStart: z.string(),
  expiresOn: z.string().nullable(),
  leaveTypeName: z.string(),
  kind: z.enum(LEDGER_KINDS),
  days: z.number(),
  periodKey: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const accrualRunInput = z.object({
  /** Credits the period this date falls in (default today). */
  asOf: isoDate.optional(),
});
export { jobStartedView } from '../jobs/index.ts';

export const carryForwardInput = z.object({
  /** The financial year being closed: its balances move to the next year, up to the limit. */
  yearStart: isoDate,
});

/** Accrual and carry-forward run as jobs; their starter polls the job's view. */
export { jobView, type JobView } from '../jobs/index.ts';

/** Opening balances upload (XLSX): the template's columns, in order. */
export const OPENING_BALANCE_COLUMNS = [
  'Employee Number',
  'Leave Type Code',
  'Year Start (yyyy-MM-dd)',
  'Opening Balance',
] as const;
export const openingBalanceUploadView = z.object({
  applied: z.number(),
  errors: z.array(uploadRowError),
});
/** A refused upload: the file's row errors (nothing applied), or a problem with the file itself (fieldErrors). */
export const openingBalanceRefusalView = uploadRefusalView.extend({ applied: z.number().optional() });
