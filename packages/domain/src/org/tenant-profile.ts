import { z } from 'zod';
import { dateFormat } from '../dates/format.ts';
import { MESSAGES } from '../messages.ts';
import { isValidDateOfIncorporation, patterns, validatePhone, validatePostalCode } from '../validation/index.ts';
import { ruleCountryOf } from './geography.ts';
import { masterName, optionalText } from './fields.ts';
import { ORG_MESSAGES } from './messages.ts';

/** Company information of /edit-company-information; dates travel as 'dd Mon, yyyy' (SPEC §5). */
export const tenantProfileView = z.object({
  tenantCode: z.string(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  dateOfIncorporation: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  dateFormat,
});
export type TenantProfileView = z.infer<typeof tenantProfileView>;

const isWebsite = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Postal code and phone follow the rules of the company's country (SPEC §5), like an employee's address. */
export const tenantProfileInput = z
  .object({
    name: masterName,
    registrationNumber: optionalText(50),
    dateOfIncorporation: optionalText(12).refine(
      (v) => v === null || isValidDateOfIncorporation(v),
      MESSAGES.invalidDate,
    ),
    website: optionalText(200).refine((v) => v === null || isWebsite(v), ORG_MESSAGES.invalidWebsite),
    email: optionalText(200).refine((v) => v === null || patterns.email.test(v), MESSAGES.invalidEmail),
    phone: optionalText(20),
    addressLine: optionalText(300),
    city: optionalText(100),
    postalCode: optionalText(12),
    countryId: optionalText(2).transform((v) => v?.toUpperCase() ?? null),
    /** Left out: the tenant keeps its format. */
    dateFormat: dateFormat.optional(),
  })
  .superRefine((profile, ctx) => {
    const country = ruleCountryOf(profile.countryId);
    const phoneError = profile.phone === null ? null : validatePhone(country, profile.phone);
    if (phoneError) ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneError });
    const zipError = profile.postalCode === null ? null : validatePostalCode(country, profile.postalCode);
    if (zipError) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: zipError });
  });
export type TenantProfileInput = z.infer<typeof tenantProfileInput>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '05 Mar, 2019' -> '2019-03-05' (the input has passed isValidDateOfIncorporation). */
export function dateOfIncorporationToIso(value: string): string {
  const month = String(MONTHS.indexOf(value.slice(3, 6)) + 1).padStart(2, '0');
  return `${value.slice(8)}-${month}-${value.slice(0, 2)}`;
}

/** '2019-03-05' -> '05 Mar, 2019'. */
export function formatDateOfIncorporation(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day} ${MONTHS[Number(month) - 1]}, ${year}`;
}

/** Logos are images the login page shows: PNG or JPEG only, checked by content. */
export const LOGO_FILE_TYPES = ['png', 'jpeg'] as const;

export const tenantLogoView = z.object({ logoUrl: z.string() });
