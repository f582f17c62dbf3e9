import { z } from 'zod';
import { optionalText } from './fields.ts';
import { ORG_MESSAGES } from './messages.ts';

/**
 * A client manager is an employee who owns client relationships (account manager); a client of the
 * timesheet domain names one. People on the client's side are that client's contacts, not a master.
 */
export const clientManagerInput = z.object({
  employeeNumber: z
    .string({ error: ORG_MESSAGES.employeeRequired })
    .trim()
    .min(1, ORG_MESSAGES.employeeRequired)
    .max(30),
  description: optionalText(500),
  isActive: z.boolean().default(true),
});
export type ClientManagerInput = z.infer<typeof clientManagerInput>;

export const clientManagerView = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  email: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type ClientManagerView = z.infer<typeof clientManagerView>;
