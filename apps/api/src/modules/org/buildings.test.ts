import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { ORG_MESSAGES, type BuildingView, type LocationView } from '@tenure/domain/org';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

const BASE = '/api/hrms/hris';

describeEachDatabase('buildings and floors as work locations', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let bengaluru: LocationView;
  let newYork: LocationView;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    const locations = (await call('GET', '/location', employee)).json() as LocationView[];
    bengaluru = locations.find((l) => l.name === 'Bengaluru')!;
    newYork = locations.find((l) => l.name === 'New York')!;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const floors = (...numbers: number[]) => numbers.map((number) => ({ number, name: `Floor ${number}` }));

  it('lists the buildings of a location with their floors and who works there', async () => {
    const list = (await call('GET', `/building?locationId=${bengaluru.id}`, employee)).json() as BuildingView[];
    expect(list.map((b) => b.name)).toEqual(['Tower A', 'Tower B']);
    expect(list[0]!.floors.map((f) => f.number)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(list[0]!.employeeCount).toBeGreaterThan(0);
    expect(list[0]!.floors.reduce((sum, f) => sum + f.employeeCount, 0)).toBe(list[0]!.employeeCount);
  });

  it('creates a building with floors, refuses duplicate names and floor numbers, and edits its floors', async () => {
    const input = { locationId: bengaluru.id, name: 'Tower C', code: 'BLR-C', floors: floors(1, 2, 3) };
    const duplicateFloor = await call('POST', '/building', admin, {
      ...input,
      floors: [...floors(1, 2), { number: 2, name: 'Mezzanine' }],
    });
    expect(duplicateFloor.statusCode).toBe(400);
    expect(duplicateFloor.json().fieldErrors).toEqual({ 'floors.2.number': ORG_MESSAGES.floorNumberTaken });
    const created = await call('POST', '/building', admin, input);
    expect(created.statusCode).toBe(201);
    const building = created.json() as BuildingView;
    expect(building).toMatchObject({ name: 'Tower C', locationName: 'Bengaluru', employeeCount: 0 });
    expect(building.floors.map((f) => f.name)).toEqual(['Floor 1', 'Floor 2', 'Floor 3']);
    const duplicate = await call('POST', '/building', admin, { ...input, name: 'tower c' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ name: ORG_MESSAGES.nameTaken });
    // The same name is fine at another location.
    expect((await call('POST', '/building', admin, { ...input, locationId: newYork.id })).statusCode).toBe(201);

    // Floors 1 and 2 swap numbers, floor 3 goes, a roof terrace comes.
    const [one, two] = building.floors;
    const edited = await call('PUT', `/building/${building.id}`, admin, {
      ...input,
      floors: [
        { id: one!.id, number: 2, name: 'Floor 2' },
        { id: two!.id, number: 1, name: 'Floor 1' },
        { number: 9, name: 'Roof Terrace' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json() as BuildingView;
    expect(after.floors.map((f) => [f.id === one!.id || f.id === two!.id, f.number, f.name])).toEqual([
      [true, 1, 'Floor 1'],
      [true, 2, 'Floor 2'],
      [false, 9, 'Roof Terrace'],
    ]);
    expect(after.floors.find((f) => f.number === 1)!.id).toBe(two!.id);
  });

  it('places an employee on a floor of a building of their location only, and shows it on the profile and the card', async () => {
    const profile = (await call('GET', '/employee/EMP0004/profile', admin)).json();
    const work = profile.sections.workDetails;
    const towerB = ((await call('GET', `/building?locationId=${bengaluru.id}`, admin)).json() as BuildingView[]).find(
      (b) => b.name === 'Tower B',
    )!;
    const nyBuilding = ((await call('GET', `/building?locationId=${newYork.id}`, admin)).json() as BuildingView[])[0]!;
    const base = {
      jobTitle: work.jobTitle,
      designation: work.designation,
      grade: work.grade,
      departmentId: work.departmentId,
      locationId: work.locationId,
      employmentType: work.employmentType,
      dateOfJoining: work.dateOfJoining,
      workEmail: work.workEmail,
    };
    const elsewhere = await call('PUT', '/employee/EMP0004/profile/workDetails', admin, {
      ...base,
      buildingId: nyBuilding.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors).toEqual({ buildingId: EMPLOYEE_MESSAGES.buildingNotAtLocation });
    const wrongFloor = await call('PUT', '/employee/EMP0004/profile/workDetails', admin, {
      ...base,
      buildingId: towerB.id,
      floorId: nyBuilding.floors[0]!.id,
    });
    expect(wrongFloor.json().fieldErrors).toEqual({ floorId: EMPLOYEE_MESSAGES.floorNotInBuilding });

    const floor = towerB.floors.find((f) => f.number === 3)!;
    const saved = await call('PUT', '/employee/EMP0004/profile/workDetails', admin, {
      ...base,
      buildingId: towerB.id,
      floorId: floor.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().sections.workDetails).toMatchObject({
      buildingId: towerB.id,
      buildingName: 'Tower B',
      floorId: floor.id,
      floorName: 'Floor 3',
    });
    const card = (await call('GET', '/employee/EMP0004/public-profile', employee)).json();
    expect(card.workplace).toBe('Tower B, Floor 3');

    // Employees sit there now: the floor, the building and its move elsewhere are refused.
    const inUseFloor = await call('PUT', `/building/${towerB.id}`, admin, {
      locationId: bengaluru.id,
      name: 'Tower B',
      floors: towerB.floors.filter((f) => f.id !== floor.id),
    });
    expect(inUseFloor.statusCode).toBe(409);
    expect(inUseFloor.json()).toMatchObject({
      code: 'IN_USE',
      message: 'The floor "Floor 3" is in use and cannot be deleted.',
    });
    const moved = await call('PUT', `/building/${towerB.id}`, admin, {
      locationId: newYork.id,
      name: 'Tower B',
      floors: towerB.floors,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fieldErrors).toEqual({ locationId: ORG_MESSAGES.buildingMovedInUse });
    const deleted = await call('DELETE', `/building/${towerB.id}`, admin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('The building "Tower B" is in use and cannot be deleted.');
  });

  it('deactivates a building out of the dropdown list and deletes an empty one', async () => {
    const created = (
      await call('POST', '/building', admin, { locationId: newYork.id, name: 'Annex', floors: floors(1) })
    ).json() as BuildingView;
    await call('PUT', `/building/${created.id}`, admin, {
      locationId: newYork.id,
      name: 'Annex',
      isActive: false,
      floors: created.floors,
    });
    const active = (
      await call('GET', `/building?locationId=${newYork.id}&active=true`, employee)
    ).json() as BuildingView[];
    expect(active.map((b) => b.id)).not.toContain(created.id);
    expect((await call('DELETE', `/building/${created.id}`, admin)).statusCode).toBe(204);
  });

  it('refuses building changes to an employee and keeps buildings to their tenant', async () => {
    expect(
      (await call('POST', '/building', employee, { locationId: newYork.id, name: 'Shed', floors: [] })).statusCode,
    ).toBe(403);
    const towerA = ((await call('GET', `/building?locationId=${bengaluru.id}`, employee)).json() as BuildingView[])[0]!;
    expect((await call('DELETE', `/building/${towerA.id}`, employee)).statusCode).toBe(403);

    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeBuildings = (await acme.request({ method: 'GET', url: `${BASE}/building`, headers }))
      .body as BuildingView[];
    expect(acmeBuildings.map((b) => b.name)).toEqual(['Mission Street Office']);
    expect((await acme.request({ method: 'DELETE', url: `${BASE}/building/${towerA.id}`, headers })).statusCode).toBe(
      404,
    );
    const placed = await acme.request({
      method: 'POST',
      url: `${BASE}/building`,
      headers,
      body: { locationId: bengaluru.id, name: 'Sneaky', floors: [] },
    });
    expect(placed.statusCode).toBe(400);
  });
});
