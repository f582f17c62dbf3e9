import { z } from 'zod';

/** SPEC §5: the header search runs at 3+ characters, debounced 300 ms. */
export const EMPLOYEE_SEARCH_MIN_CHARS = 3;
export const EMPLOYEE_SEARCH_DEBOUNCE_MS = 300;
export const EMPLOYEE_SEARCH_LIMIT = 20;

export const employeeSearchQuery = z.object({
  query: z.string().trim().min(EMPLOYEE_SEARCH_MIN_CHARS, 'Type at least 3 characters').max(100, 'Too Long!'),
});

export const employeeSearchResult = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type EmployeeSearchResult = z.infer<typeof employeeSearchResult>;

/** SPEC §3: fullName, else first, middle and last name. */
export function displayName(e: {
  fullName?: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
}): string {
  return e.fullName?.trim() || [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ');
}
