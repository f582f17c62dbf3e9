import { asc, eq, isNotNull } from 'drizzle-orm';
import type { MasterType } from '@tenure/domain/org';
import {
  cities,
  departments,
  employees,
  legalEntities,
  locations,
  masterValues,
  states,
  tenants,
} from '../schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { installCompanyStructure } from '../../modules/org/index.ts';
import { GRADES } from './demo-data.ts';

/** State and city of each seeded location's city, so locations can point at the geography masters. */
const CITY_STATES: Record<string, { state: string; code: string }> = {
  'New York': { state: 'New York', code: 'NY' },
  'San Francisco': { state: 'California', code: 'CA' },
  Bengaluru: { state: 'Karnataka', code: 'KA' },
  Singapore: { state: 'Singapore', code: 'SG' },
  'San José': { state: 'San José', code: 'SJ' },
};

/** Which business unit a top-level department belongs to; anything else is a corporate function. */
const TECHNOLOGY_DEPARTMENTS = new Set(['Engineering', 'Delivery', 'IT']);

/** Company information shown on /edit-company-information (the date is stored ISO, shown 'dd Mon, yyyy'). */
const COMPANY_PROFILES: Record<string, Partial<typeof tenants.$inferInsert>> = {
  demo: {
    registrationNumber: 'NY-2015-004211',
    dateOfIncorporation: '2015-04-01',
    website: 'https://tenure-demo.example.com',
    email: 'hello@tenure-demo.com',
    phone: '(212) 555-0142',
    addressLine: '350 Fifth Avenue',
    city: 'New York',
    postalCode: '10118',
    countryId: 'US',
  },
  acme: {
    registrationNumber: 'CA-1949-000042',
    dateOfIncorporation: '1949-09-17',
    website: 'https://acme.example.com',
    addressLine: '1 Market Street',
    city: 'San Francisco',
    postalCode: '94105',
    countryId: 'US',
  },
};

const MASTER_VALUES: Partial<Record<MasterType, string[]>> = {
  Grade: GRADES,
  Level: ['Associate', 'Senior', 'Lead', 'Principal'],
  ProjectType: ['Development', 'Maintenance and Support', 'Consulting', 'Internal'],
  Technology: ['TypeScript', 'Java', 'Python', 'React'],
  Classification: ['Billable', 'Non-Billable'],
  BillingType: ['Time and Material', 'Fixed Bid', 'Non-Billable'],
  VendorType: ['Staffing Agency', 'Independent Contractor', 'Consulting Firm', 'Managed Services'],
};

/**
 * The organisation of one tenant, built from its already-seeded legal entities, departments and
 * locations: geography for the locations, the five component types, and a component tree
 * holding company → legal entities → business units → departments (→ sub-departments), with
 * each location under the legal entity of its country; plus its company information and a few
 * values of the generic master tables.
 */
export async function seedOrganisation(tx: Tx, tenantCode: string, tenantName: string): Promise<void> {
  const tenantId = tenantCode;
  const profile = COMPANY_PROFILES[tenantCode];
  if (profile) await tx.update(tenants).set(profile).where(eq(tenants.code, tenantCode));
  const entityRows = await tx.select().from(legalEntities).orderBy(legalEntities.code);
  const departmentRows = await tx.select().from(departments).orderBy(departments.orderId);
  const locationRows = await tx.select().from(locations).orderBy(locations.name);

  const stateIds = new Map<string, string>();
  for (const location of locationRows) {
    const place = CITY_STATES[location.city];
    if (!place) continue;
    const stateKey = `${location.countryCode}:${place.state}`;
    if (!stateIds.has(stateKey)) {
      const [state] = await tx
        .insert(states)
        .values({ tenantId, countryId: location.countryCode, name: place.state, code: place.code })
        .returning({ id: states.id });
      stateIds.set(stateKey, state!.id);
    }
    const [city] = await tx
      .insert(cities)
      .values({ tenantId, stateId: stateIds.get(stateKey)!, name: location.city })
      .returning({ id: cities.id });
    await tx.update(locations).set({ cityId: city!.id }).where(eq(locations.id, location.id));
  }

  const { addComponent, holding, entityComponents } = await installCompanyStructure(
    tx,
    tenantId,
    tenantName,
    entityRows,
  );
  const parentEntity = entityRows.find((e) => e.isHoldingCompany) ?? entityRows[0];
  const unitParent = parentEntity ? entityComponents.get(parentEntity.code)! : holding;

  const units = new Map<string, string>();
  const unitOf = async (department: string) => {
    const unit = TECHNOLOGY_DEPARTMENTS.has(department) ? 'Technology' : 'Corporate Functions';
    if (!units.has(unit)) units.set(unit, await addComponent('BUSINESS_UNIT', unit, unitParent, units.size + 1));
    return units.get(unit)!;
  };
  const departmentComponents = new Map<string, string>();
  for (const department of departmentRows) {
    const parent = department.parentId ? departmentComponents.get(department.parentId)! : await unitOf(department.name);
    departmentComponents.set(
      department.id,
      await addComponent('DEPARTMENT', department.name, parent, department.orderId ?? 0),
    );
  }

  for (const [i, location] of locationRows.entries()) {
    const entity = entityRows.find((e) => e.code.startsWith(`${location.countryCode}-`));
    await addComponent('LOCATION', location.name, entity ? entityComponents.get(entity.code)! : holding, i + 1, {
      timeZone: location.timeZone,
    });
  }

  for (const [type, names] of Object.entries(MASTER_VALUES)) {
    await tx
      .insert(masterValues)
      .values(names.map((name, i) => ({ tenantId, masterType: type, name, orderId: i + 1 })));
  }
}

/**
 * The Designation and Job Title masters, once the employees exist: every designation and job title
 * an employee carries, by name (the masters are what HR picks from, so none may be missing).
 */
export async function seedWorkMasters(tx: Tx, tenantId: string): Promise<void> {
  for (const [masterType, column] of [
    ['Designation', employees.designation],
    ['JobTitle', employees.jobTitle],
  ] as const) {
    const used = await tx
      .selectDistinct({ name: column })
      .from(employees)
      .where(isNotNull(column))
      .orderBy(asc(column));
    if (used.length === 0) continue;
    await tx
      .insert(masterValues)
      .values(used.map(({ name }, i) => ({ tenantId, masterType, name: name!, orderId: i + 1 })));
  }
}
