import { z } from 'zod';
import { countryOfEntity, validatePostalCode } from '../validation/index.ts';
import { masterName } from './fields.ts';

export const LEGAL_ENTITY_MESSAGES = {
  codeFormat: 'Use CC-… : a two-letter country code, a hyphen, then letters or digits (e.g. SG-01, IN-MH-01).',
  codeTaken: 'This code is already used by another legal entity.',
  codeImmutable: 'The code of a legal entity cannot change after it is created.',
  unknownCountry: 'The code must start with an ISO country code (e.g. US, IN, SG, CR, GB).',
  currencyRequired: 'Choose a currency.',
  currencyNotOfCountry: 'Choose a currency of the country of the code.',
  addressRequired: 'Address is Required!',
  cityRequired: 'City is Required!',
  cannotDeactivateCurrent: 'You cannot deactivate the legal entity you are working in; switch to another one first.',
} as const;

/** 'IN-MH-01': the ISO country (SPEC §5 rules follow it), then hyphen-separated letters or digits; at most 20 characters. */
export const LEGAL_ENTITY_CODE = /^[A-Z]{2}(-[A-Z0-9]+)+$/;

export const legalEntityCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(20, 'Too Long!')
  .regex(LEGAL_ENTITY_CODE, LEGAL_ENTITY_MESSAGES.codeFormat);

/**
 * A legal entity as created and edited on the Legal Entity tab. The postal code follows the
 * country of the code's prefix (US 5 or 9 digits, IN 6, SG 4–6, CR 5, other countries 6).
 */
export const legalEntityInput = z
  .object({
    legalEntityCode,
    legalEntityName: masterName,
    currencyId: z.string().trim().length(3, LEGAL_ENTITY_MESSAGES.currencyRequired),
    addressLine: z.string().trim().min(1, LEGAL_ENTITY_MESSAGES.addressRequired).max(300, 'Too Long!'),
    city: z.string().trim().min(1, LEGAL_ENTITY_MESSAGES.cityRequired).max(100, 'Too Long!'),
    postalCode: z.string().trim(),
    isHoldingCompany: z.boolean().default(false),
    isActive: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (!LEGAL_ENTITY_CODE.test(input.legalEntityCode)) return;
    const error = validatePostalCode(countryOfEntity(input.legalEntityCode), input.postalCode);
    if (error) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: error });
  });
export type LegalEntityInput = z.infer<typeof legalEntityInput>;

export const legalEntityAdminView = z.object({
  id: z.string(),
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  countryId: z.string(),
  currencyId: z.string().nullable(),
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  isHoldingCompany: z.boolean(),
  isActive: z.boolean(),
});
export type LegalEntityAdminView = z.infer<typeof legalEntityAdminView>;

/** The country of a code as typed so far, for the form's currency list: 'sg-0' → 'SG'. */
export function countryOfCode(code: string): string | null {
  const match = /^([A-Za-z]{2})-/.exec(code.trim());
  return match ? match[1]!.toUpperCase() : null;
}
