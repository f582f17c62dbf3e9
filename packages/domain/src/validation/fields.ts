import { z } from 'zod';
import {
  validateInternationalPhone,
  validateNationalId,
  validatePhone,
  validatePostalCode,
  type Country,
} from './country.ts';
import { MESSAGES } from '../messages.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

/**
 * zod fields for the country rules, so a form and the API refuse the same input with the same
 * message. The country comes from the legal entity: `postalCodeField(countryOfEntity(code))`.
 */
export function postalCodeField(country: Country) {
  return z
    .string()
    .trim()
    .refine((value) => validatePostalCode(country, value) === null, VALIDATION_MESSAGES.invalidZip);
}

export function phoneField(country: Country) {
  return z
    .string()
    .trim()
    .refine((value) => validatePhone(country, value) === null, VALIDATION_MESSAGES.invalidPhone);
}

export function internationalPhoneField(country: Country) {
  return z
    .string()
    .trim()
    .refine((value) => validateInternationalPhone(country, value) === null, VALIDATION_MESSAGES.invalidPhone);
}

export function nationalIdField(country: Country) {
  return z
    .string()
    .trim()
    .refine((value) => validateNationalId(country, value) === null, VALIDATION_MESSAGES.invalidNationalId);
}

/** An ISO date (YYYY-MM-DD), refused with the spec's invalid-date message. */
export const isoDate = z.iso.date(MESSAGES.invalidDate);

/** Optional free text; blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .nullish()
    .transform((v) => v || null);
