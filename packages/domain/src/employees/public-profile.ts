import { z } from 'zod';
import { employeeCard } from './list.ts';

/**
 * A colleague's public profile: what everyone who may search the directory sees of someone.
 * Work facts only; no profile section, so nothing private or masked can ever be in it.
 */
export const publicProfileView = employeeCard.extend({
  legalEntityCode: z.string(),
  legalEntityName: z.string(),
  dateOfJoining: z.string(),
  reportingManager: employeeCard.nullable(),
  directReportees: z.array(employeeCard),
  /** Whether the caller may open the full profile (self, HR, a manager above them). */
  canViewFullProfile: z.boolean(),
});
export type PublicProfileView = z.infer<typeof publicProfileView>;
