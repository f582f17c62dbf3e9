import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

const isoDate = z.iso.date(MESSAGES.invalidDate);

/** SPEC §7: balances with yearStart, yearEnd, employeeNo (default: the caller, the current year). */
export const balanceQuery = z.object({
  yearStart: isoDate.optional(),
  yearEnd: isoDate.optional(),
  employeeNo: z.string().trim().optional(),
});

export const LEDGER_KINDS = ['opening', 'accrual', 'carryForward', 'taken', 'restored', 'compOffCredit', 'compOffExpiry', 'adjustment'] as const;
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
export const carryForwardInput = z.object({
  /** The financial year being closed: its balances move to the next year, up to the limit. */
  yearStart: isoDate,
});

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const jobView = z.object({
  executionNumber: z.number(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobView>;

/** Opening balances upload (XLSX): the template's columns, in order. */
export const OPENING_BALANCE_COLUMNS = ['Employee Number', 'Leave Type Code', 'Year Start (yyyy-MM-dd)', 'Opening Balance'] as const;
export const openingBalanceUploadView = z.object({
  applied: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), message: z.string() })),
});
