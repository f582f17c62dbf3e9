import { z } from 'zod';
import { CONTRACTOR_EMPLOYMENT_TYPES } from '../access/employment.ts';

/** What completing the form answers: who was created, and what to tell the user. */
export const onboardedView = z.object({
  employeeId: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
});
export type OnboardedView = z.infer<typeof onboardedView>;

const option = z.object({ id: z.string(), name: z.string() });

/** The choices of the stepped form in one call (the tenant's active masters and plans). */
export const onboardingOptionsView = z.object({
  legalEntities: z.array(z.object({ code: z.string(), name: z.string(), currencyId: z.string().nullable() })),
  departments: z.array(option),
  locations: z.array(option.extend({ countryCode: z.string() })),
  buildings: z.array(option.extend({ locationId: z.string(), floors: z.array(option.extend({ number: z.number() })) })),
  designations: z.array(z.string()),
  jobTitles: z.array(z.string()),
  grades: z.array(z.string()),
  levels: z.array(z.string()),
  vendorTypes: z.array(option),
  currencies: z.array(z.string()),
  /** Plans per policy type; the default plan first. */
  plans: z.array(
    z.object({ typeKey: z.string(), typeName: z.string(), plans: z.array(option.extend({ isDefault: z.boolean() })) }),
  ),
});
export type OnboardingOptionsView = z.infer<typeof onboardingOptionsView>;

/** A consultant with their contract (the consultant list and the contract-end reminders). */
export const consultantView = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  employmentType: z.enum(CONTRACTOR_EMPLOYMENT_TYPES),
  vendorName: z.string(),
  vendorType: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  billingRate: z.number(),
  currencyId: z.string(),
});
export type ConsultantView = z.infer<typeof consultantView>;

/** Days before a contract's end on which HR is reminded (README Decisions). */
export const CONTRACT_END_REMINDER_DAYS = [30, 7] as const;
