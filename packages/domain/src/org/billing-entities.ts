import { z } from 'zod';
import { masterName, optionalText } from './fields.ts';
import { countryId } from './geography.ts';
import { ORG_MESSAGES } from './messages.ts';

/** A short identifier typed by admins and shown on invoices ('IN-BLR-01'). */
export const masterCode = z
  .string({ error: ORG_MESSAGES.codeRequired })
  .trim()
  .min(1, ORG_MESSAGES.codeRequired)
  .max(20, ORG_MESSAGES.invalidCode)
  .regex(/^[A-Za-z0-9_-]+$/, ORG_MESSAGES.invalidCode);

/**
 * A billing legal entity: the company (one of the group's or a billing arm) that invoices clients,
 * in its country's currency. Projects and clients of the timesheet domain name one.
 */
export const billingEntityInput = z.object({
  code: masterCode,
  name: masterName,
  countryId,
  currencyId: z
    .string({ error: ORG_MESSAGES.currencyRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, ORG_MESSAGES.currencyRequired),
  address: optionalText(300),
  isActive: z.boolean().default(true),
});
export type BillingEntityInput = z.infer<typeof billingEntityInput>;

export const billingEntityView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  countryId: z.string(),
  countryName: z.string(),
  currencyId: z.string(),
  address: z.string().nullable(),
  isActive: z.boolean(),
});
export type BillingEntityView = z.infer<typeof billingEntityView>;
