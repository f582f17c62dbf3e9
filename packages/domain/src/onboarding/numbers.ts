import { z } from 'zod';
import { ONBOARDING_MESSAGES } from './messages.ts';

/*
 * Generated employee numbers (autoEmployeeNumberGeneration): each legal entity has a pattern, a
 * prefix and a zero-padded sequence ('EMP' + 4 → EMP0042). Entities sharing a prefix share its
 * counter, so numbers never collide across entities; the counter is gap-free (taken under a row
 * lock in the onboarding transaction, so a rolled-back onboarding gives its numbers back).
 */
export const DEFAULT_NUMBER_PATTERN = { prefix: 'EMP', padding: 4 } as const;
export const NUMBER_PREFIX_PATTERN = /^[A-Z][A-Z0-9-]{0,9}$/;

export const numberPatternInput = z.object({
  prefix: z.string().trim().toUpperCase().regex(NUMBER_PREFIX_PATTERN, ONBOARDING_MESSAGES.prefixPattern),
  padding: z.coerce.number().int().min(1).max(10),
});
export type NumberPatternInput = z.infer<typeof numberPatternInput>;

export const numberPatternView = numberPatternInput.extend({
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  /** What the next onboarding in this entity gets. */
  nextNumber: z.string(),
});
export type NumberPatternView = z.infer<typeof numberPatternView>;

export const formatEmployeeNumber = (prefix: string, padding: number, value: number) =>
  `${prefix}${String(value).padStart(padding, '0')}`;

export const numberCheckQuery = z.object({ employeeNumber: z.string().trim().min(1).max(40) });
export const numberCheckView = z.object({ available: z.boolean(), message: z.string().nullable() });
