import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { LEAVE_MESSAGES } from './messages.ts';

/** SPEC §9 constants. */
export const LEAVE_CATEGORIES = ['Regular Leaves', 'Statutory/Incident Based Leaves'] as const;
export const LEAVE_DAY_TYPES = ['Full Day', 'Half Day'] as const;
export const HALF_DAY_SESSIONS = ['First Half', 'Second Half'] as const;
export const ACCRUAL_FREQUENCIES = ['yearly', 'monthly', 'quarterly', 'half-yearly'] as const;
export const FINANCIAL_YEARS = ['Apr-Mar', 'Jan-Dec'] as const;
export type AccrualFrequency = (typeof ACCRUAL_FREQUENCIES)[number];
export type FinancialYear = (typeof FINANCIAL_YEARS)[number];
export type LeaveDayType = (typeof LEAVE_DAY_TYPES)[number];

/** The leave type comp-off credits go to. Seeded in every tenant; not accrued. */
export const COMP_OFF_LEAVE_CODE = 'COMP_OFF';
/** Days after approval within which a comp-off credit must be used. */
export const COMP_OFF_EXPIRY_DAYS = 90;

const days = (max: number) =>
  z
    .number({ error: LEAVE_MESSAGES.numberRequired })
    .min(0, MESSAGES.negativeValue)
    .max(max)
    .multipleOf(0.5, LEAVE_MESSAGES.halfDaySteps);

export const leaveEligibility = z.object({
  /** Whether employees still in probation may take it. */
  duringProbation: z.boolean().default(true),
  /** Empty: every gender. */
  genders: z.array(z.string().trim().min(1)).max(10).default([]),
  /** Empty: every employment type. */
  employmentTypes: z.array(z.string().trim().min(1)).max(20).default([]),
});
export type LeaveEligibility = z.infer<typeof leaveEligibility>;

export const leaveTypeInput = z.object({
  code: z
    .string()
    .trim()
    .min(2, MESSAGES.tooShort)
    .max(20, MESSAGES.tooLong)
    .regex(/^[A-Z][A-Z0-9_]*$/, LEAVE_MESSAGES.codePattern),
  name: z.string().trim().min(1, LEAVE_MESSAGES.nameRequired).max(60, MESSAGES.tooLong),
  category: z.enum(LEAVE_CATEGORIES),
  isPaid: z.boolean(),
  dayTypes: z.array(z.enum(LEAVE_DAY_TYPES)).min(1, LEAVE_MESSAGES.dayTypeRequired),
  /** Days granted per year; accrued in equal parts per period of the frequency. */
  annualQuota: days(366),
  accrualFrequency: z.enum(ACCRUAL_FREQUENCIES),
  financialYear: z.enum(FINANCIAL_YEARS),
  carryForwardLimit: days(366),
  encashmentLimit: days(366),
  /** How far below zero a balance may go (0: not at all). */
  negativeBalanceLimit: days(366),
  eligibility: leaveEligibility,
  minNoticeDays: z.number().int().min(0).max(365),
  /** 0: no limit. */
  maxConsecutiveDays: z.number().int().min(0).max(366),
  /** A supporting document is required when a request is longer than this many days (null: never). */
  documentRequiredAboveDays: z.number().int().min(0).max(366).nullable(),
  isActive: z.boolean().default(true),
});
export type LeaveTypeInput = z.infer<typeof leaveTypeInput>;

export const leaveTypeView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.enum(LEAVE_CATEGORIES),
  isPaid: z.boolean(),
  dayTypes: z.array(z.enum(LEAVE_DAY_TYPES)),
  annualQuota: z.number(),
  accrualFrequency: z.enum(ACCRUAL_FREQUENCIES),
  financialYear: z.enum(FINANCIAL_YEARS),
  carryForwardLimit: z.number(),
  encashmentLimit: z.number(),
  negativeBalanceLimit: z.number(),
  eligibility: leaveEligibility,
  minNoticeDays: z.number(),
  maxConsecutiveDays: z.number(),
  documentRequiredAboveDays: z.number().nullable(),
  isActive: z.boolean(),
  /** Created by the tenant (SPEC "custom leave types"), as opposed to the seeded standard ones. */
  isCustom: z.boolean(),
  isCompOff: z.boolean(),
});
export type LeaveTypeView = z.infer<typeof leaveTypeView>;
