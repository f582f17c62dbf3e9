import { z } from 'zod';
import { EMPLOYMENT_TYPES, isContractor } from '../access/employment.ts';
import { sectionInputSchemas, sectionViewSchemas } from '../employees/section-schemas.ts';
import { MESSAGES } from '../messages.ts';
import { POLICY_TYPE_KEYS } from '../policies/types.ts';
import { countryOfEntity, isValidUsername, patterns, type Country } from '../validation/index.ts';
import { ONBOARDING_MESSAGES } from './messages.ts';
import { isoDate } from '../validation/fields.ts';

/*
 * One person to onboard, as the stepped form (personal, contact, job, policies) and the bulk file
 * both send it. Personal and contact are the profile sections of the same names, so every SPEC §5
 * rule of the legal entity's country (phone, postal code, national ID) applies as on the profile.
 * Related records are named the way a file can name them: the legal entity by code, the manager by
 * employee number or work email (a manager onboarded in the same batch counts), the rest by id.
 */

const text = (max = 100) => z.string().trim().min(1, MESSAGES.tooShort).max(max, MESSAGES.tooLong);
const email = z.string().trim().toLowerCase().regex(patterns.email, MESSAGES.invalidEmail);

/** Employee numbers as typed (without autoEmployeeNumberGeneration): letters, digits, - and /. */
export const EMPLOYEE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{0,19}$/;
export const employeeNumberField = z
  .string()
  .trim()
  .regex(EMPLOYEE_NUMBER_PATTERN, ONBOARDING_MESSAGES.employeeNumberPattern);

export const policyChoices = z.partialRecord(z.enum(POLICY_TYPE_KEYS), z.uuid());

/** A consultant's or contractor's contract (SPEC §6 contractor types). */
export const consultantContract = z
  .object({
    vendorName: z
      .string({ error: ONBOARDING_MESSAGES.requiredField })
      .trim()
      .min(1, ONBOARDING_MESSAGES.requiredField)
      .max(120, MESSAGES.tooLong),
    /** A Vendor Type master value. */
    vendorTypeId: z.uuid().optional(),
    startDate: z.iso.date({ error: ONBOARDING_MESSAGES.requiredDate }),
    endDate: z.iso.date({ error: ONBOARDING_MESSAGES.requiredDate }),
    billingRate: z.coerce
      .number({ error: ONBOARDING_MESSAGES.billingRate })
      .positive(ONBOARDING_MESSAGES.billingRate)
      .max(99_999_999.99, ONBOARDING_MESSAGES.billingRate)
      .refine((n) => Math.round(n * 100) === n * 100, ONBOARDING_MESSAGES.billingRate),
    currencyId: z
      .string({ error: ONBOARDING_MESSAGES.unknownCurrency })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, ONBOARDING_MESSAGES.unknownCurrency),
  })
  .refine((c) => c.endDate >= c.startDate, { message: ONBOARDING_MESSAGES.contractEndBeforeStart, path: ['endDate'] });
export type ConsultantContract = z.infer<typeof consultantContract>;

const job = z.object({
  /** Required unless the tenant generates numbers (autoEmployeeNumberGeneration); ignored when it does. */
  employeeNumber: employeeNumberField.optional(),
  legalEntityCode: text(30),
  departmentId: z.uuid(),
  locationId: z.uuid(),
  buildingId: z.uuid().optional(),
  floorId: z.uuid().optional(),
  designation: text(),
  jobTitle: text().optional(),
  /** Grade and Level master names; only with gradeAndLevelInOnboarding. */
  grade: text(20).optional(),
  level: text(20).optional(),
  /** The manager by employee number, or by work email (a manager numbered in the same batch has no number yet). */
  managerEmployeeNumber: employeeNumberField.optional(),
  managerEmail: email.optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  dateOfJoining: isoDate,
  workEmail: email,
});

const account = z.object({
  /** Default: the work email's local part when it is a valid username (else the email). */
  username: z
    .string()
    .trim()
    .refine((v) => isValidUsername(v), MESSAGES.invalidUsername)
    .optional(),
});

function rowSchema(sections: ReturnType<typeof sectionInputSchemas>) {
  return z
    .object({
      personal: sections.personal,
      contact: sections.contact,
      job,
      /** The plan of each policy type chosen for this person; types left out follow the entity's defaults. */
      policies: policyChoices.default({}),
      account: account.default({}),
      contract: consultantContract.optional(),
    })
    .superRefine((row, ctx) => {
      const contractor = isContractor(row.job.employmentType);
      if (contractor && !row.contract)
        ctx.addIssue({ code: 'custom', path: ['contract'], message: ONBOARDING_MESSAGES.contractRequired });
      if (!contractor && row.contract)
        ctx.addIssue({ code: 'custom', path: ['contract'], message: ONBOARDING_MESSAGES.contractOnlyForContractors });
      const born = row.personal.dateOfBirth;
      if (born && born >= row.job.dateOfJoining)
        ctx.addIssue({
          code: 'custom',
          path: ['personal', 'dateOfBirth'],
          message: ONBOARDING_MESSAGES.dateOfBirthInFuture,
        });
      if (row.job.floorId && !row.job.buildingId)
        ctx.addIssue({ code: 'custom', path: ['job', 'floorId'], message: ONBOARDING_MESSAGES.unknownFloor });
    });
}

/** The row with the rules of one country (the legal entity's): what the API and the form validate with. */
export const onboardingRowFor = (country: Country) => rowSchema(sectionInputSchemas(country));
/** The same shape without the country rules: the route's documented body, parsed again by country. */
export const onboardingRowShape = rowSchema(sectionViewSchemas);

export type OnboardingRow = z.infer<ReturnType<typeof onboardingRowFor>>;
export type OnboardingRowInput = z.input<ReturnType<typeof onboardingRowFor>>;

/** The country whose rules apply to a row (from its legal entity code), read before the row is parsed. */
export function countryOfRow(raw: unknown): Country {
  const code = (raw as { job?: { legalEntityCode?: unknown } } | null)?.job?.legalEntityCode;
  return countryOfEntity(typeof code === 'string' ? code : null);
}

/** Parses a row with its own country's rules; errors keyed by dotted path ('personal.nationalId'). */
export function parseOnboardingRow(raw: unknown) {
  return onboardingRowFor(countryOfRow(raw)).safeParse(raw);
}
