import { sql } from 'drizzle-orm';
import type { OnboardingOptionsView } from '@tenure/domain/onboarding';
import { readTogether, type Tx } from '../../platform/db.ts';

type Option = { id: string; name: string };
type Options = {
  legalEntities: OnboardingOptionsView['legalEntities'];
  departments: Option[];
  locations: OnboardingOptionsView['locations'];
  buildings: OnboardingOptionsView['buildings'];
  masters: { type: string; id: string; name: string }[];
  currencies: { id: string }[];
  plans: OnboardingOptionsView['plans'];
};

/** The form's choices in one round trip: the entities the user works in and the tenant's active masters and plans. */
export async function onboardingOptions(tx: Tx, userId: string): Promise<OnboardingOptionsView> {
  const o = await readTogether<Options>(tx, {
    legalEntities: sql`select le.code, le.name, le.currency_id as "currencyId" from legal_entities le
                         join user_entities ue on ue.legal_entity_id = le.id and ue.user_id = ${userId}::uuid
                        where le.is_active order by le.code`,
    departments: sql`select id, name from departments where is_active order by lower(name)`,
    locations: sql`select id, name, country_code as "countryCode" from locations where is_active order by lower(name)`,
    buildings: sql`select b.id, b.name, b.location_id as "locationId",
                          coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'number', f.number) order by f.number)
                                      from building_floors f where f.building_id = b.id), '[]') as floors
                     from buildings b where b.is_active order by lower(b.name)`,
    masters: sql`select master_type as type, id, name from master_values
                  where is_active and master_type in ('Designation', 'JobTitle', 'Grade', 'Level', 'VendorType') order by order_id nulls last, lower(name)`,
    currencies: sql`select id from currencies order by id`,
    plans: sql`select t.key as "typeKey", t.name as "typeName",
                      coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'isDefault', p.is_default) order by p.is_default desc, lower(p.name))
                                  from policy_plans p where p.policy_type_id = t.id and p.parent_plan_id is null), '[]') as plans
                 from policy_types t order by t.order_id, t.name`,
  });
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
