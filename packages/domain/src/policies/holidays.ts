import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { POLICY_MESSAGES } from './messages.ts';
import { isoDate } from '../validation/fields.ts';

/** A day of a holiday calendar (a holiday policy plan). */
export const policyHolidayInput = z.object({
  date: isoDate,
  name: z.string().trim().min(1, POLICY_MESSAGES.nameRequired).max(100, MESSAGES.tooLong),
  isOptional: z.boolean().default(false),
});
export type PolicyHolidayInput = z.infer<typeof policyHolidayInput>;

export const policyHolidayView = policyHolidayInput.extend({ id: z.string(), planId: z.string() });
export type PolicyHolidayView = z.infer<typeof policyHolidayView>;

export const policyHolidayQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
