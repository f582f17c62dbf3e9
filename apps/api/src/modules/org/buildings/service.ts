import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORG_MESSAGES, type BuildingInput, type BuildingView } from '@tenure/domain/org';
import { buildingFloors, buildings } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditOrgChange, deleteUnlessInUse, nameTaken } from '../shared.ts';
import * as q from './queries.ts';

async function withFloors(tx: Tx, rows: q.BuildingRow[]): Promise<BuildingView[]> {
  const floors = await q.floorsOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    floors: floors.filter((f) => f.buildingId === row.id).map(({ buildingId: _buildingId, ...floor }) => floor),
  }));
}

export const listBuildings = async (tx: Tx, f: { locationId?: string | undefined; activeOnly: boolean }) =>
  withFloors(tx, await q.listBuildingRows(tx, f));

async function getBuilding(tx: Tx, id: string): Promise<BuildingView> {
  const [building] = await withFloors(tx, [(await q.findBuildingRow(tx, id))!]);
  return building!;
}

/** The location must exist; the name is unique among the location's buildings whatever its case. */
async function checkBuilding(tx: Tx, input: BuildingInput, exceptId?: string) {
  if (!(await q.locationExists(tx, input.locationId)))
    throw badRequest(ORG_MESSAGES.unknownLocation, { locationId: ORG_MESSAGES.unknownLocation });
  if (await q.buildingNameTaken(tx, input.locationId, input.name, exceptId)) throw nameTaken();
}

const buildingValues = ({ floors: _floors, ...input }: BuildingInput) => input;

export async function createBuilding(tx: Tx, v: Viewer, input: BuildingInput) {
  await checkBuilding(tx, input);
  const tenantId = v.tenantCode;
  const [row] = await tx
    .insert(buildings)
    .values({ tenantId, ...buildingValues(input) })
    .returning({ id: buildings.id });
  if (input.floors.length) {
    await tx
      .insert(buildingFloors)
      .values(input.floors.map((f) => ({ tenantId, buildingId: row!.id, number: f.number, name: f.name })));
  }
  const after = await getBuilding(tx, row!.id);
  await auditOrgChange(tx, v, { action: 'building.create', entity: 'building', entityId: after.id, after });
  return after;
}

/**
 * Floors sent with an id are kept (and renumbered or renamed), new ones added, missing ones
 * removed — unless employees sit on them (409). A building with employees keeps its location:
 * their work details say that location.
 */
export async function updateBuilding(tx: Tx, v: Viewer, id: string, input: BuildingInput) {
  const found = await q.findBuildingRow(tx, id, true);
  if (!found) throw notFound();
  await checkBuilding(tx, input, id);
  if (found.locationId !== input.locationId && found.employeeCount > 0) {
    throw conflict(ORG_MESSAGES.buildingMovedInUse, { locationId: ORG_MESSAGES.buildingMovedInUse }, 'IN_USE');
  }
  const [before] = await withFloors(tx, [found]);
  const kept = input.floors.flatMap((f) => (f.id ? [f.id] : []));
  const unknown = kept.filter((floorId) => !before!.floors.some((f) => f.id === floorId));
  if (unknown.length) throw badRequest(ORG_MESSAGES.unknownFloor, { floors: ORG_MESSAGES.unknownFloor });

  await tx
    .update(buildings)
    .set({ ...buildingValues(input), updatedAt: new Date() })
    .where(eq(buildings.id, id));
  for (const removed of before!.floors.filter((f) => !kept.includes(f.id))) {
    await deleteUnlessInUse(`The floor "${removed.name}"`, () =>
      tx.delete(buildingFloors).where(eq(buildingFloors.id, removed.id)),
    );
  }
  // Kept floors may swap numbers, which are unique per building: first move them out of the valid range.
  if (kept.length) {
    await tx
      .update(buildingFloors)
      .set({ number: sql`-1000000 - ${buildingFloors.number}` })
      .where(and(eq(buildingFloors.buildingId, id), inArray(buildingFloors.id, kept)));
  }
  for (const floor of input.floors) {
    if (floor.id) {
      await tx
        .update(buildingFloors)
        .set({ number: floor.number, name: floor.name, updatedAt: new Date() })
        .where(eq(buildingFloors.id, floor.id));
    }
  }
  const added = input.floors.filter((f) => !f.id);
  if (added.length) {
    await tx
      .insert(buildingFloors)
      .values(added.map((f) => ({ tenantId: v.tenantCode, buildingId: id, number: f.number, name: f.name })));
  }
  const after = await getBuilding(tx, id);
  await auditOrgChange(tx, v, { action: 'building.update', entity: 'building', entityId: id, before, after });
  return after;
}

/** Employees placed in the building or on one of its floors keep it (the foreign keys refuse the delete). */
export async function deleteBuilding(tx: Tx, v: Viewer, id: string) {
  const found = await q.findBuildingRow(tx, id, true);
  if (!found) throw notFound();
  const [before] = await withFloors(tx, [found]);
  await deleteUnlessInUse(`The building "${found.name}"`, () => tx.delete(buildings).where(eq(buildings.id, id)));
  await auditOrgChange(tx, v, { action: 'building.delete', entity: 'building', entityId: id, before });
}
