import type { Country } from '../validation/index.ts';
import { ONBOARDING_MESSAGES } from './messages.ts';

/**
 * Age checks of the ageRestrictionPopups flag (README Decisions): the age on the joining date must
 * reach the minimum working age of the entity's country (an error, the form pops it up and the API
 * refuses), and an age above UNUSUAL_AGE is a warning the user confirms (likely a mistyped year).
 */
export const MINIMUM_WORKING_AGE: Record<Country, number> = { IN: 18, US: 16, SG: 16, CR: 18, DEFAULT: 18 };
export const UNUSUAL_AGE = 70;

/** Whole years between a date of birth and a day (both 'yyyy-MM-dd'). */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

export type AgeCheck = { kind: 'ok' } | { kind: 'underAge'; message: string } | { kind: 'unusual'; message: string };

export function checkAge(country: Country, dateOfBirth: string | undefined, dateOfJoining: string): AgeCheck {
  if (!dateOfBirth || dateOfBirth >= dateOfJoining) return { kind: 'ok' };
  const age = ageOn(dateOfBirth, dateOfJoining);
  const minimum = MINIMUM_WORKING_AGE[country];
  if (age < minimum) return { kind: 'underAge', message: ONBOARDING_MESSAGES.underMinimumAge(minimum) };
  if (age > UNUSUAL_AGE) return { kind: 'unusual', message: ONBOARDING_MESSAGES.unusualAge(age) };
  return { kind: 'ok' };
}
