import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { buildingFloors, buildings, locations } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

// Spelled out: drizzle leaves columns unqualified in a single-table select, and "id" would then be the employee's.
const employeesInBuilding = sql<number>`(select count(*)::int from employees e where e.building_id = buildings.id)`;
const employeesOnFloor = sql<number>`(select count(*)::int from employees e where e.floor_id = building_floors.id)`;

const buildingColumns = {
  id: buildings.id,
  locationId: buildings.locationId,
  locationName: locations.name,
  name: buildings.name,
  code: buildings.code,
  address: buildings.address,
  isActive: buildings.isActive,
  employeeCount: employeesInBuilding,
};

export type BuildingRow = {
  id: string;
  locationId: string;
  locationName: string;
  name: string;
  code: string | null;
  address: string | null;
  isActive: boolean;
  employeeCount: number;
};

export const listBuildingRows = (tx: Tx, f: { locationId?: string | undefined; activeOnly: boolean }) =>
  tx
    .select(buildingColumns)
    .from(buildings)
    .innerJoin(locations, eq(locations.id, buildings.locationId))
    .where(
      and(
        f.locationId ? eq(buildings.locationId, f.locationId) : undefined,
        f.activeOnly ? eq(buildings.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(buildings.name));

/** `lock` holds the building until commit: floors are replaced and employees checked under it. */
export async function findBuildingRow(tx: Tx, id: string, lock = false) {
  const query = tx
    .select(buildingColumns)
    .from(buildings)
    .innerJoin(locations, eq(locations.id, buildings.locationId))
    .where(eq(buildings.id, id));
  return (await (lock ? query.for('update', { of: buildings }) : query))[0];
}

export const floorsOf = (tx: Tx, buildingIds: string[]) =>
  buildingIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: buildingFloors.id,
          buildingId: buildingFloors.buildingId,
          number: buildingFloors.number,
          name: buildingFloors.name,
          employeeCount: employeesOnFloor,
        })
        .from(buildingFloors)
        .where(inArray(buildingFloors.buildingId, buildingIds))
        .orderBy(asc(buildingFloors.number));

export const locationExists = async (tx: Tx, id: string) =>
  (await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id))).length > 0;

export const buildingNameTaken = async (tx: Tx, locationId: string, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: buildings.id })
      .from(buildings)
      .where(
        and(
          eq(buildings.locationId, locationId),
          sql`lower(${buildings.name}) = lower(${name})`,
          exceptId ? ne(buildings.id, exceptId) : undefined,
        ),
      )
  ).length > 0;
