import { MESSAGES } from '../messages.ts';

/**
 * Messages of the country rules. ZIP and phone texts are the spec's (§5); the spec has none for a
 * national ID, so that one is ours, worded like the others.
 */
export const VALIDATION_MESSAGES = {
  invalidZip: MESSAGES.invalidZip,
  invalidPhone: MESSAGES.invalidPhone,
  invalidNationalId: 'Invalid National ID!',
} as const;
