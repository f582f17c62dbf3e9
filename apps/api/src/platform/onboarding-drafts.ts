import type { Tx } from './db.ts';

/**
 * HOOK POINT (issue 15): how many onboarding drafts (employee, consultant, job onboarding) the
 * tenant has saved, for the onboarding dashboard. The drafts belong to the add-employee work
 * (branch onb-core, its own table); at merge this body becomes a count of that table. Until then
 * no draft can exist, so none is counted.
 */
export async function countOnboardingDrafts(_tx: Tx): Promise<number> {
  return 0;
}
