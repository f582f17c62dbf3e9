import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { ORG_MESSAGES } from './messages.ts';

/** A master's name: trimmed, required, at most 100 characters. */
export const masterName = z.string().trim().min(1, ORG_MESSAGES.nameRequired).max(100, MESSAGES.tooLong);

export { optionalText } from '../validation/fields.ts';

/** Display position; null sorts last (SPEC §9). */
export const orderIdField = z
  .number()
  .int()
  .min(0, MESSAGES.negativeValue)
  .nullish()
  .transform((v) => v ?? null);
