/** Employment types SPEC §6 treats as consultants/contractors: no leave menu, "Search for consultant..." placeholder. */
export const CONTRACTOR_EMPLOYMENT_TYPES = [
  'Contractor - 1099',
  'Contractor - C2C',
  'C2C Consultant',
  'Contractor',
  'Individual Consultant',
] as const;

export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Intern', ...CONTRACTOR_EMPLOYMENT_TYPES] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Exact match: the types are stored verbatim, and 'Contractor' must not match 'Contractor Manager'. */
export function isContractor(employmentType: string | null | undefined): boolean {
  return (CONTRACTOR_EMPLOYMENT_TYPES as readonly string[]).includes(employmentType ?? '');
}
