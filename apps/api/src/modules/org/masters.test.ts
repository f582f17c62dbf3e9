import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORG_MESSAGES, type BillingEntityView, type ClientManagerView, type MasterValueView } from '@tenure/domain/org';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

const BASE = '/api/hrms/hris';

describeEachDatabase('master data: deactivation, in-use protection, billing entities, client managers', (kind) => {
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
  const values = async (type: string, query = '') =>
    (await call('GET', `/master/${type}${query}`, employee)).json() as MasterValueView[];

  it('offers vendor types, and a deactivated value leaves the dropdown list but stays in the admin list', async () => {
    expect((await values('VendorType')).map((v) => v.name)).toContain('Staffing Agency');
    const created = (
      await call('POST', '/master/VendorType', admin, { name: 'Freelance Platform' })
    ).json() as MasterValueView;
    const deactivated = await call('PUT', `/master/VendorType/${created.id}`, admin, {
      name: 'Freelance Platform',
      isActive: false,
    });
    expect(deactivated.json()).toMatchObject({ isActive: false });
    expect((await values('VendorType', '?active=true')).map((v) => v.name)).not.toContain('Freelance Platform');
    expect((await values('VendorType')).find((v) => v.id === created.id)?.isActive).toBe(false);
    await call('PUT', `/master/VendorType/${created.id}`, admin, { name: 'Freelance Platform', isActive: true });
    expect((await values('VendorType', '?active=true')).map((v) => v.name)).toContain('Freelance Platform');
  });

  it('refuses deleting a designation or grade employees hold, and renames it on them', async () => {
    const engineer = (await values('Designation')).find((v) => v.name === 'Software Engineer')!;
    const refused = await call('DELETE', `/master/Designation/${engineer.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_USE');
    expect(refused.json().message).toMatch(
      /^The Designation "Software Engineer" is in use and cannot be deleted\. \d+ employees have it; deactivate it instead\.$/,
    );
    const topGrade = (await values('Grade')).find((v) => v.name === 'G5')!;
    expect((await call('DELETE', `/master/Grade/${topGrade.id}`, admin)).statusCode).toBe(409);
    // Levels are not on employee records yet: an unused one goes.
    const level = (await call('POST', '/master/Level', admin, { name: 'Distinguished' })).json() as MasterValueView;
    expect((await call('DELETE', `/master/Level/${level.id}`, admin)).statusCode).toBe(204);

    const renamed = await call('PUT', `/master/Designation/${engineer.id}`, admin, { name: 'Software Engineer I' });
    expect(renamed.statusCode).toBe(200);
    const profile = (await call('GET', '/employee/EMP0006/profile', admin)).json();
    expect(profile.designation).toBe('Software Engineer I');
    await call('PUT', `/master/Designation/${engineer.id}`, admin, { name: 'Software Engineer' });
  });

  it('keeps billing legal entities with a currency of their country, unique code and name', async () => {
    const seeded = (await call('GET', '/billing-entity', employee)).json() as BillingEntityView[];
    expect(seeded.find((b) => b.code === 'BILL-IN-KA-01')).toMatchObject({
      countryId: 'IN',
      countryName: 'India',
      currencyId: 'INR',
    });
    const input = {
      code: 'IN-BILL-02',
      name: 'Tenure Demo Services LLP',
      countryId: 'in',
      currencyId: 'usd',
      address: 'Whitefield, Bengaluru',
    };
    const wrongCurrency = await call('POST', '/billing-entity', admin, input);
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json().fieldErrors).toEqual({ currencyId: ORG_MESSAGES.currencyNotOfCountry });
    const badCode = await call('POST', '/billing-entity', admin, { ...input, code: 'IN BILL' });
    expect(badCode.json().fieldErrors).toEqual({ code: ORG_MESSAGES.invalidCode });
    const created = await call('POST', '/billing-entity', admin, { ...input, currencyId: 'inr' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'IN-BILL-02', countryId: 'IN', currencyId: 'INR', isActive: true });
    const duplicate = await call('POST', '/billing-entity', admin, {
      ...input,
      currencyId: 'INR',
      code: 'in-bill-02',
      name: 'TENURE DEMO SERVICES LLP',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ code: ORG_MESSAGES.codeTaken, name: ORG_MESSAGES.nameTaken });

    const id = created.json().id as string;
    await call('PUT', `/billing-entity/${id}`, admin, { ...input, currencyId: 'INR', isActive: false });
    const dropdown = (await call('GET', '/billing-entity?active=true', employee)).json() as BillingEntityView[];
    expect(dropdown.map((b) => b.id)).not.toContain(id);
    expect((await call('DELETE', `/billing-entity/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/billing-entity/${id}`, admin)).statusCode).toBe(404);
  });

  it('makes client managers of active employees, once each', async () => {
    const seeded = (await call('GET', '/client-manager', employee)).json() as ClientManagerView[];
    expect(seeded.map((m) => m.displayName)).toContain('James Walker');
    const unknown = await call('POST', '/client-manager', admin, { employeeNumber: 'EMP9999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ employeeNumber: ORG_MESSAGES.unknownEmployee });
    const created = await call('POST', '/client-manager', admin, {
      employeeNumber: 'emp0006',
      description: 'Owns the Northwind account',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ employeeNumber: 'EMP0006', displayName: 'Emily Johnson', isActive: true });
    const again = await call('POST', '/client-manager', admin, { employeeNumber: 'EMP0006' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ employeeNumber: ORG_MESSAGES.alreadyClientManager });
    const id = created.json().id as string;
    expect(
      (await call('PUT', `/client-manager/${id}`, admin, { employeeNumber: 'EMP0006', isActive: false })).json()
        .isActive,
    ).toBe(false);
    expect(
      ((await call('GET', '/client-manager?active=true', employee)).json() as ClientManagerView[]).map((m) => m.id),
    ).not.toContain(id);
    expect((await call('DELETE', `/client-manager/${id}`, admin)).statusCode).toBe(204);
  });

  it('refuses every change to an employee', async () => {
    const refused = [
      await call('POST', '/master/VendorType', employee, { name: 'Agency' }),
      await call('POST', '/billing-entity', employee, { code: 'X', name: 'X', countryId: 'US', currencyId: 'USD' }),
      await call('POST', '/client-manager', employee, { employeeNumber: 'EMP0006' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });

  it("keeps each tenant's masters to itself", async () => {
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const demoBilling = ((await call('GET', '/billing-entity', employee)).json() as BillingEntityView[])[0]!;
    const acmeBilling = (await acme.request({ method: 'GET', url: `${BASE}/billing-entity`, headers }))
      .body as BillingEntityView[];
    expect(acmeBilling.map((b) => b.code)).toEqual(['BILL-US-CA-01']);
    const edit = await acme.request({
      method: 'PUT',
      url: `${BASE}/billing-entity/${demoBilling.id}`,
      headers,
      body: { code: 'HIJACK', name: 'Hijack', countryId: 'US', currencyId: 'USD' },
    });
    expect(edit.statusCode).toBe(404);
    const demoDesignation = (await values('Designation'))[0]!;
    expect(
      (await acme.request({ method: 'DELETE', url: `${BASE}/master/Designation/${demoDesignation.id}`, headers }))
        .statusCode,
    ).toBe(404);
  });
});
