import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORG_MESSAGES } from '@tenure/domain/org';
import { auditLog } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

const BASE = '/api/hrms/hris';

describeEachDatabase('masters and geography', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });

  it('lists countries and the currencies of one country; without a country id the currency call is 400', async () => {
    const countries = (await call('GET', '/country', employee)).json() as { id: string }[];
    expect(countries.map((c) => c.id)).toEqual(expect.arrayContaining(['US', 'IN', 'SG', 'CR']));
    for (const [country, currency] of [
      ['US', 'USD'],
      ['IN', 'INR'],
      ['SG', 'SGD'],
      ['CR', 'CRC'],
    ]) {
      const res = await call('GET', `/currency?countryId=${country}`, employee);
      expect(res.json().map((c: { id: string }) => c.id)).toEqual([currency]);
    }
    const missing = await call('GET', '/currency', employee);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ countryId: ORG_MESSAGES.countryRequired });
    // A client may be invoiced in any currency: the whole list, for its form.
    const all = (await call('GET', '/currency/all', employee)).json() as { id: string }[];
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining(['USD', 'INR', 'SGD', 'CRC', 'EUR']));
  });

  it('creates states and cities, refuses a duplicate name in any case, and refuses deleting a state with cities', async () => {
    const state = await call('POST', '/state', admin, { countryId: 'in', name: 'Maharashtra', code: 'MH' });
    expect(state.statusCode).toBe(201);
    expect(state.json()).toMatchObject({ countryId: 'IN', name: 'Maharashtra' });
    const duplicate = await call('POST', '/state', admin, { countryId: 'IN', name: 'maharashtra' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ name: ORG_MESSAGES.nameTaken });
    // The same name is fine in another country.
    expect((await call('POST', '/state', admin, { countryId: 'US', name: 'Maharashtra' })).statusCode).toBe(201);

    const city = await call('POST', '/city', admin, { stateId: state.json().id, name: 'Pune' });
    expect(city.statusCode).toBe(201);
    expect((await call('GET', `/city?stateId=${state.json().id}`, employee)).json()).toEqual([city.json()]);
    const inUse = await call('DELETE', `/state/${state.json().id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: 'IN_USE',
      message: 'The state "Maharashtra" is in use and cannot be deleted.',
    });
    expect((await call('DELETE', `/city/${city.json().id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/state/${state.json().id}`, admin)).statusCode).toBe(204);
  });

  it('creates a location in a city, checks its postal code by the country rule, and refuses deleting a location employees work at', async () => {
    const karnataka = (await call('GET', '/state?countryId=IN', admin))
      .json()
      .find((s: { name: string }) => s.name === 'Karnataka');
    const bengaluru = (await call('GET', `/city?stateId=${karnataka.id}`, admin)).json()[0];
    const input = { name: 'Bengaluru Campus 2', cityId: bengaluru.id, timeZone: 'Asia/Kolkata', postalCode: '5600' };
    const badZip = await call('POST', '/location', admin, input);
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fieldErrors).toEqual({ postalCode: 'Invalid ZIP Code!' });
    const badZone = await call('POST', '/location', admin, { ...input, timeZone: 'Mars/Olympus' });
    expect(badZone.json().fieldErrors).toEqual({ timeZone: ORG_MESSAGES.invalidTimeZone });
    const created = await call('POST', '/location', admin, { ...input, postalCode: '560103' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ city: 'Bengaluru', countryCode: 'IN', postalCode: '560103' });

    const seeded = (await call('GET', '/location', employee))
      .json()
      .find((l: { name: string }) => l.name === 'Bengaluru');
    const refused = await call('DELETE', `/location/${seeded.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The location "Bengaluru" is in use and cannot be deleted.');
    expect((await call('DELETE', `/location/${created.json().id}`, admin)).statusCode).toBe(204);
  });

  it('keeps sub-departments: unique sibling names, no cycles, no deleting a department in use', async () => {
    const list = (await call('GET', '/department', employee)).json() as {
      id: string;
      name: string;
      parentId: string | null;
    }[];
    const engineering = list.find((d) => d.name === 'Engineering')!;
    const platform = list.find((d) => d.name === 'Platform')!;
    expect(platform.parentId).toBe(engineering.id);

    const duplicate = await call('POST', '/department', admin, { name: 'PLATFORM', parentId: engineering.id });
    expect(duplicate.statusCode).toBe(409);
    const sre = await call('POST', '/department', admin, {
      name: 'Site Reliability',
      parentId: platform.id,
      orderId: 3,
    });
    expect(sre.statusCode).toBe(201);

    const cycle = await call('PUT', `/department/${engineering.id}`, admin, {
      name: 'Engineering',
      parentId: sre.json().id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({
      code: 'HIERARCHY_CYCLE',
      fieldErrors: { parentId: ORG_MESSAGES.departmentCycle },
    });
    const self = await call('PUT', `/department/${sre.json().id}`, admin, {
      name: 'Site Reliability',
      parentId: sre.json().id,
    });
    expect(self.statusCode).toBe(400);

    expect((await call('DELETE', `/department/${platform.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/department/${sre.json().id}`, admin)).statusCode).toBe(204);
  });

  it('manages generic master values with unique names and writes the audit trail', async () => {
    const summary = (await call('GET', '/master', admin)).json() as { masterType: string; count: number }[];
    // The seed's project types: Development, Maintenance and Support, Consulting, Internal.
    expect(summary.find((s) => s.masterType === 'ProjectType')?.count).toBe(4);
    const created = await call('POST', '/master/Technology', admin, { name: 'Rust', code: 'RS' });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', '/master/Technology', admin, { name: 'rust' })).statusCode).toBe(409);
    const renamed = await call('PUT', `/master/Technology/${created.json().id}`, admin, {
      name: 'Rust Lang',
      code: 'RS',
    });
    expect(renamed.json().name).toBe('Rust Lang');
    expect((await call('GET', '/master/Technology', employee)).json().map((v: { name: string }) => v.name)).toContain(
      'Rust Lang',
    );
    expect((await call('DELETE', `/master/Technology/${created.json().id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', '/master/Unknown', employee)).statusCode).toBe(400);

    const trail = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, created.json().id)).orderBy(auditLog.createdAt),
    );
    expect(trail.map((a) => a.action)).toEqual(['master.create', 'master.update', 'master.delete']);
    expect(trail[1]).toMatchObject({ before: { name: 'Rust' }, after: { name: 'Rust Lang' } });
  });

  it('refuses master-data changes to an employee', async () => {
    const refused = [
      await call('POST', '/state', employee, { countryId: 'IN', name: 'Goa' }),
      await call('POST', '/department', employee, { name: 'Shadow IT' }),
      await call('POST', '/master/Grade', employee, { name: 'G9' }),
      await call('GET', '/master', employee),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
  });
});
