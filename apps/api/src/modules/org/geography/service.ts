import { eq } from 'drizzle-orm';
import { ORG_MESSAGES, ruleCountryOf, type CityInput, type LocationInput, type StateInput } from '@tenure/domain/org';
import { validatePostalCode } from '@tenure/domain/validation';
import { cities, locations, states } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { auditOrgChange, deleteUnlessInUse, nameTaken } from '../shared.ts';
import * as q from './queries.ts';

async function requireCountry(tx: Tx, countryId: string) {
  if (!(await q.findCountry(tx, countryId)))
    throw badRequest(ORG_MESSAGES.unknownCountry, { countryId: ORG_MESSAGES.unknownCountry });
}

async function requireState(tx: Tx, stateId: string) {
  if (!(await q.findState(tx, stateId)))
    throw badRequest(ORG_MESSAGES.unknownState, { stateId: ORG_MESSAGES.unknownState });
}

export async function createState(tx: Tx, v: Viewer, input: StateInput) {
  await requireCountry(tx, input.countryId);
  if (await q.stateNameTaken(tx, input.countryId, input.name)) throw nameTaken();
  const [state] = await tx
    .insert(states)
    .values({ tenantId: v.tenantCode, ...input })
    .returning(q.stateColumns);
  await auditOrgChange(tx, v, { action: 'state.create', entity: 'state', entityId: state!.id, after: state });
  return state!;
}

export async function updateState(tx: Tx, v: Viewer, id: string, input: StateInput) {
  const before = await q.findState(tx, id);
  if (!before) throw notFound();
  await requireCountry(tx, input.countryId);
  if (await q.stateNameTaken(tx, input.countryId, input.name, id)) throw nameTaken();
  const [after] = await tx
    .update(states)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(states.id, id))
    .returning(q.stateColumns);
  await auditOrgChange(tx, v, { action: 'state.update', entity: 'state', entityId: id, before, after });
  return after!;
}

export async function deleteState(tx: Tx, v: Viewer, id: string) {
  const before = await q.findState(tx, id);
  if (!before) throw notFound();
  await deleteUnlessInUse(`The state "${before.name}"`, () => tx.delete(states).where(eq(states.id, id)));
  await auditOrgChange(tx, v, { action: 'state.delete', entity: 'state', entityId: id, before });
}

export async function createCity(tx: Tx, v: Viewer, input: CityInput) {
  await requireState(tx, input.stateId);
  if (await q.cityNameTaken(tx, input.stateId, input.name)) throw nameTaken();
  const [city] = await tx
    .insert(cities)
    .values({ tenantId: v.tenantCode, ...input })
    .returning(q.cityColumns);
  await auditOrgChange(tx, v, { action: 'city.create', entity: 'city', entityId: city!.id, after: city });
  return city!;
}

export async function updateCity(tx: Tx, v: Viewer, id: string, input: CityInput) {
  const before = await q.findCity(tx, id);
  if (!before) throw notFound();
  await requireState(tx, input.stateId);
  if (await q.cityNameTaken(tx, input.stateId, input.name, id)) throw nameTaken();
  const [after] = await tx
    .update(cities)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(cities.id, id))
    .returning(q.cityColumns);
  // Locations copy the city's name for display; keep them in step with a rename.
  await tx.update(locations).set({ city: input.name, updatedAt: new Date() }).where(eq(locations.cityId, id));
  await auditOrgChange(tx, v, { action: 'city.update', entity: 'city', entityId: id, before, after });
  return after!;
}

export async function deleteCity(tx: Tx, v: Viewer, id: string) {
  const before = await q.findCity(tx, id);
  if (!before) throw notFound();
  await deleteUnlessInUse(`The city "${before.name}"`, () => tx.delete(cities).where(eq(cities.id, id)));
  await auditOrgChange(tx, v, { action: 'city.delete', entity: 'city', entityId: id, before });
}

/** The location's city fixes its country, and the country's rule checks the postal code (SPEC §5). */
async function locationValues(tx: Tx, input: LocationInput) {
  const city = await q.findCityWithCountry(tx, input.cityId);
  if (!city) throw badRequest(ORG_MESSAGES.unknownCity, { cityId: ORG_MESSAGES.unknownCity });
  const zipError =
    input.postalCode === null ? null : validatePostalCode(ruleCountryOf(city.countryId), input.postalCode);
  if (zipError) throw badRequest(zipError, { postalCode: zipError });
  return { ...input, city: city.name, countryCode: city.countryId };
}

export async function createLocation(tx: Tx, v: Viewer, input: LocationInput) {
  const values = await locationValues(tx, input);
  if (await q.locationNameTaken(tx, input.name)) throw nameTaken();
  const [location] = await tx
    .insert(locations)
    .values({ tenantId: v.tenantCode, ...values })
    .returning(q.locationColumns);
  await auditOrgChange(tx, v, {
    action: 'location.create',
    entity: 'location',
    entityId: location!.id,
    after: location,
  });
  return location!;
}

export async function updateLocation(tx: Tx, v: Viewer, id: string, input: LocationInput) {
  const before = await q.findLocation(tx, id);
  if (!before) throw notFound();
  const values = await locationValues(tx, input);
  if (await q.locationNameTaken(tx, input.name, id)) throw nameTaken();
  const [after] = await tx
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(locations.id, id))
    .returning(q.locationColumns);
  await auditOrgChange(tx, v, { action: 'location.update', entity: 'location', entityId: id, before, after });
  return after!;
}

export async function deleteLocation(tx: Tx, v: Viewer, id: string) {
  const before = await q.findLocation(tx, id);
  if (!before) throw notFound();
  await deleteUnlessInUse(`The location "${before.name}"`, () => tx.delete(locations).where(eq(locations.id, id)));
  await auditOrgChange(tx, v, { action: 'location.delete', entity: 'location', entityId: id, before });
}
