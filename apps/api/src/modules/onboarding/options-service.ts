import type { SQL } from 'drizzle-orm';
import type { OnboardingOptionsView } from '@tenure/domain/onboarding';
import type { Tx } from '../../platform/db.ts';
import { formChoices } from './onboarding-queries.ts';

/** The form's choices: the legal entities of `entities` (where the viewer may onboard) and the tenant's active masters and plans. */
export async function onboardingOptions(tx: Tx, entities: SQL): Promise<OnboardingOptionsView> {
  const o = await formChoices(tx, entities);
  const names = (type: string) => o.masters.filter((m) => m.type === type).map((m) => m.name);
  return {
    legalEntities: o.legalEntities,
    departments: o.departments,
    locations: o.locations,
    buildings: o.buildings,
    designations: names('Designation'),
    jobTitles: names('JobTitle'),
    grades: names('Grade'),
    levels: names('Level'),
    vendorTypes: o.masters.filter((m) => m.type === 'VendorType').map(({ id, name }) => ({ id, name })),
    currencies: o.currencies.map((c) => c.id),
    plans: o.plans,
  };
}
