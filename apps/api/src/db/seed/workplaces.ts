import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  billingEntities,
  buildingFloors,
  buildings,
  clientManagers,
  employees,
  legalEntities,
  locations,
} from '../schema/index.ts';
import type { Tx } from '../../platform/db.ts';

/** Buildings of each seeded location, with their floors (storey number and name). */
const BUILDINGS: Record<string, { name: string; code: string; floors: [number, string][] }[]> = {
  Bengaluru: [
    {
      name: 'Tower A',
      code: 'BLR-A',
      floors: [
        [0, 'Ground Floor'],
        [1, 'Floor 1'],
        [2, 'Floor 2'],
        [3, 'Floor 3'],
        [4, 'Floor 4'],
        [5, 'Floor 5'],
      ],
    },
    {
      name: 'Tower B',
      code: 'BLR-B',
      floors: [
        [1, 'Floor 1'],
        [2, 'Floor 2'],
        [3, 'Floor 3'],
      ],
    },
  ],
  'New York': [
    {
      name: '350 Park Avenue',
      code: 'NYC-350',
      floors: [
        [14, 'Floor 14'],
        [15, 'Floor 15'],
      ],
    },
  ],
  Singapore: [
    {
      name: 'Marina One East Tower',
      code: 'SIN-M1',
      floors: [
        [21, 'Level 21'],
        [22, 'Level 22'],
      ],
    },
  ],
  'San José': [
    {
      name: 'Oficentro La Sabana',
      code: 'SJO-LS',
      floors: [
        [1, 'Piso 1'],
        [2, 'Piso 2'],
      ],
    },
  ],
  'San Francisco': [
    {
      name: 'Mission Street Office',
      code: 'SFO-MS',
      floors: [
        [3, 'Floor 3'],
        [4, 'Floor 4'],
      ],
    },
  ],
};

/** The currency each legal entity invoices in, by the country prefix of its code. */
const CURRENCY_OF: Record<string, string> = { US: 'USD', IN: 'INR', SG: 'SGD', CR: 'CRC' };

/** Client managers: the people who own client relationships in sales and delivery. */
const CLIENT_MANAGER_DESIGNATIONS = ['Sales Director', 'Project Manager', 'Delivery Lead'];

/**
 * Where people sit and who bills clients: buildings with floors at every location, nine in ten
 * employees placed on a floor of a building of their location, a billing legal entity per legal
 * entity, and the sales and delivery leads as client managers.
 */
export async function seedWorkplaces(tx: Tx, tenantId: string): Promise<void> {
  for (const location of await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.name))) {
    const floorIds: { buildingId: string; floorId: string }[] = [];
    for (const b of BUILDINGS[location.name] ?? []) {
      const [building] = await tx
        .insert(buildings)
        .values({ tenantId, locationId: location.id, name: b.name, code: b.code })
        .returning({ id: buildings.id });
      const floors = await tx
        .insert(buildingFloors)
        .values(b.floors.map(([number, name]) => ({ tenantId, buildingId: building!.id, number, name })))
        .returning({ id: buildingFloors.id });
      floorIds.push(...floors.map((f) => ({ buildingId: building!.id, floorId: f.id })));
    }
    if (floorIds.length === 0) continue;
    const people = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.locationId, location.id))
      .orderBy(asc(employees.employeeNumber));
    for (const [i, person] of people.entries()) {
      if (i % 10 === 9) continue; // Some people have no desk yet: the work details leave building and floor empty.
      const place = floorIds[i % floorIds.length]!;
      await tx
        .update(employees)
        .set({ buildingId: place.buildingId, floorId: place.floorId })
        .where(eq(employees.id, person.id));
    }
  }

  const entities = await tx
    .select({ code: legalEntities.code, name: legalEntities.name })
    .from(legalEntities)
    .orderBy(asc(legalEntities.code));
  const billing = entities.flatMap((e) => {
    const countryId = e.code.split('-')[0]!;
    const currencyId = CURRENCY_OF[countryId];
    return currencyId ? [{ tenantId, code: `BILL-${e.code}`, name: e.name, countryId, currencyId }] : [];
  });
  if (billing.length) await tx.insert(billingEntities).values(billing);

  const managers = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.designation, CLIENT_MANAGER_DESIGNATIONS), sql`${employees.status} <> 'Inactive'`))
    .orderBy(asc(employees.employeeNumber))
    .limit(6);
  if (managers.length) await tx.insert(clientManagers).values(managers.map((m) => ({ tenantId, employeeId: m.id })));
}
