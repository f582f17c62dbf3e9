import { VALIDATION_MESSAGES } from './messages.ts';
import { patterns } from './patterns.ts';

/** Countries with their own rules (SPEC §5); any other entity country uses DEFAULT. */
export const COUNTRIES = ['US', 'IN', 'SG', 'CR'] as const;
export type Country = (typeof COUNTRIES)[number] | 'DEFAULT';

/** The country is the prefix of the legal entity code before the hyphen: 'US-NY-01' -> 'US'. */
export function countryOfEntity(legalEntityCode: string | null | undefined): Country {
  const prefix = (legalEntityCode ?? '').split('-')[0]?.trim().toUpperCase() ?? '';
  return (COUNTRIES as readonly string[]).includes(prefix) ? (prefix as Country) : 'DEFAULT';
}

const POSTAL_CODE: Record<Country, RegExp> = {
  // 5 or 9 digits; the 9 may be written ZIP+4 style.
  US: /^\d{5}(-?\d{4})?$/,
  SG: /^\d{4,6}$/,
  IN: /^\d{6}$/,
  CR: /^\d{5}$/,
  DEFAULT: /^\d{6}$/,
};

/** The digits of a national phone number, once formatting is removed. */
const PHONE_DIGITS: Record<Country, RegExp> = {
  US: /^\d{10}$/,
  SG: /^\d{7,11}$/,
  IN: /^[6-9]\d{9}$/,
  CR: /^\d{8}$/,
  DEFAULT: /^\d{10}$/,
};

/** '(555) 123-4567' is 14 characters: the US limit of SPEC §5 allows that formatting and no more. */
const US_PHONE_MAX_LENGTH = 14;
const PHONE_FORMATTING = /[\s().-]/g;
const PHONE_CHARACTERS = /^[\d\s().-]+$/;

export const DIAL_CODES: Record<Exclude<Country, 'DEFAULT'>, string> = {
  US: '+1',
  IN: '+91',
  SG: '+65',
  CR: '+506',
};

/** E.164 allows at most 15 digits including the country code. */
const E164 = /^\+\d{8,15}$/;

const NATIONAL_ID: Record<Country, RegExp> = {
  US: patterns.usSsn,
  // Aadhaar: 12 digits, not starting 0 or 1, optionally grouped '2345 6789 0123'.
  IN: /^[2-9]\d{3}(\d{8}|( \d{4}){2})$/,
  // NRIC/FIN: prefix S, T, F, G or M, 7 digits, check letter (the checksum is not verified).
  SG: /^[STFGM]\d{7}[A-Z]$/,
  // Cédula 9 digits (also written 1-2345-6789), DIMEX 11-12 digits.
  CR: /^(\d{9,12}|\d-\d{4}-\d{4})$/,
  DEFAULT: /^\d{12}$/,
};

export function validatePostalCode(country: Country, value: string): string | null {
  return POSTAL_CODE[country].test(value.trim()) ? null : VALIDATION_MESSAGES.invalidZip;
}

/** A national number; spaces, hyphens, dots and parentheses are accepted as formatting. */
export function validatePhone(country: Country, value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return VALIDATION_MESSAGES.invalidPhone;
  if (country === 'US' && trimmed.length > US_PHONE_MAX_LENGTH) return VALIDATION_MESSAGES.invalidPhone;
  return PHONE_DIGITS[country].test(trimmed.replace(PHONE_FORMATTING, '')) ? null : VALIDATION_MESSAGES.invalidPhone;
}

/**
 * A number with the country's dialling code, e.g. '+91 98765 43210'. Without a country of its own
 * (DEFAULT) any E.164 number is accepted.
 */
export function validateInternationalPhone(country: Country, value: string): string | null {
  const trimmed = value.trim();
  if (country === 'DEFAULT') {
    return E164.test(trimmed.replace(PHONE_FORMATTING, '')) ? null : VALIDATION_MESSAGES.invalidPhone;
  }
  const dialCode = DIAL_CODES[country];
  if (!trimmed.startsWith(dialCode)) return VALIDATION_MESSAGES.invalidPhone;
  return validatePhone(country, trimmed.slice(dialCode.length));
}

/** Letters are compared upper-case so 's1234567d' is accepted as 'S1234567D'. */
export function validateNationalId(country: Country, value: string): string | null {
  return NATIONAL_ID[country].test(value.trim().toUpperCase()) ? null : VALIDATION_MESSAGES.invalidNationalId;
}
