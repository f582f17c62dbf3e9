import { z } from 'zod';

/**
 * A person's data on request (issue 37 item 5): the export of everything about one employee, and the
 * erasure of a leaver that anonymises the person and keeps the figures (docs/decisions/privacy.md).
 */
export const PRIVACY_MESSAGES = {
  confirmMismatch: "Type the employee's number exactly as shown to confirm the erasure.",
  stillEmployed: 'Only a person who has left can be erased. Complete their exit first.',
  alreadyErased: "This person's data has already been erased.",
} as const;

/** The statuses of a person who has left: only they may be erased. */
export const LEFT_STATUSES = ['Inactive', 'Resigned'] as const;

/** The name an erased person is shown under, followed by a short id (`Erased employee 1a2b3c4d`). */
export const ERASED_NAME = 'Erased employee';

/** The body of an erasure: the employee's number typed again. */
export const erasureBody = z.object({ confirm: z.string().trim().min(1).max(100) });
export type ErasureBody = z.infer<typeof erasureBody>;

/** What an erasure did, in counts: no erased value is returned or logged. */
export const erasureResult = z.object({
  employeeId: z.uuid(),
  employeeNumber: z.string(),
  displayName: z.string(),
  sectionsDeleted: z.number().int(),
  documentsDeleted: z.number().int(),
  accountsClosed: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResult>;
