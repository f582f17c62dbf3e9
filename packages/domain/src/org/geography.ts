import { z } from 'zod';
import { COUNTRIES, type Country } from '../validation/index.ts';
import { masterName, optionalText, orderIdField } from './fields.ts';
import { ORG_MESSAGES } from './messages.ts';

/** ISO 3166-1 alpha-2 code, which is the country id. */
export const countryId = z
  .string({ error: ORG_MESSAGES.countryRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, ORG_MESSAGES.unknownCountry);

/** The country whose SPEC §5 rules (postal code, phone) apply; a country without its own rules uses DEFAULT. */
export function ruleCountryOf(countryId: string | null): Country {
  return (COUNTRIES as readonly string[]).includes(countryId ?? '') ? (countryId as Country) : 'DEFAULT';
}

export const countryView = z.object({ id: z.string(), name: z.string(), dialCode: z.string() });
export type CountryView = z.infer<typeof countryView>;

export const currencyView = z.object({ id: z.string(), name: z.string(), symbol: z.string() });
export type CurrencyView = z.infer<typeof currencyView>;

/** Currencies and states are asked for one country; the client skips the call without an id (SPEC §7). */
export const byCountryQuery = z.object({ countryId });

export const stateView = z.object({
  id: z.string(),
  countryId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
});
export type StateView = z.infer<typeof stateView>;
export const stateInput = z.object({ countryId, name: masterName, code: optionalText(10) });
export type StateInput = z.infer<typeof stateInput>;

export const byStateQuery = z.object({ stateId: z.uuid({ error: ORG_MESSAGES.stateRequired }) });

export const cityView = z.object({ id: z.string(), stateId: z.string(), name: z.string() });
export type CityView = z.infer<typeof cityView>;
export const cityInput = z.object({ stateId: z.uuid({ error: ORG_MESSAGES.stateRequired }), name: masterName });
export type CityInput = z.infer<typeof cityInput>;

/** An IANA zone the runtime knows ('Asia/Kolkata'); checked the same way in the browser and on the server. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const locationView = z.object({
  id: z.string(),
  name: z.string(),
  cityId: z.string().nullable(),
  city: z.string(),
  countryCode: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  timeZone: z.string(),
  isActive: z.boolean(),
});
export type LocationView = z.infer<typeof locationView>;

/** The city decides the location's country, whose rule checks the postal code (server side, SPEC §5). */
export const locationInput = z.object({
  name: masterName,
  cityId: z.uuid({ error: ORG_MESSAGES.cityRequired }),
  address: optionalText(300),
  postalCode: optionalText(12),
  timeZone: z.string().trim().refine(isValidTimeZone, ORG_MESSAGES.invalidTimeZone),
  isActive: z.boolean().default(true),
});
export type LocationInput = z.infer<typeof locationInput>;

export const departmentView = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  orderId: z.number().nullable(),
  isActive: z.boolean(),
});
export type DepartmentView = z.infer<typeof departmentView>;

export const departmentInput = z.object({
  name: masterName,
  /** A sub-department names its parent; the server refuses a cycle. */
  parentId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  orderId: orderIdField,
  isActive: z.boolean().default(true),
});
export type DepartmentInput = z.infer<typeof departmentInput>;
