import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { LEGAL_ENTITY_MESSAGES, type LegalEntityAdminView } from '@tenure/domain/org';
import { VALIDATION_MESSAGES } from '@tenure/domain/validation';
import { auditLog } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/db.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

const BASE = '/api/hrms/hris/legal-entity';
type Method = 'GET' | 'POST' | 'PUT';

const singapore = {
  legalEntityCode: 'sg-02',
  legalEntityName: 'Tenure Demo Asia Holdings Pte. Ltd.',
  currencyId: 'SGD',
  addressLine: '8 Marina View, #30-01',
  city: 'Singapore',
  postalCode: '018960',
  isHoldingCompany: false,
  isActive: true,
};

describeEachDatabase('legal entities', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });

  it('lists the entities with their country, currency and address', async () => {
    const entities: LegalEntityAdminView[] = (await call('GET', '', admin)).json();
    expect(entities.find((e) => e.legalEntityCode === 'IN-KA-01')).toMatchObject({
      countryId: 'IN',
      currencyId: 'INR',
      city: 'Bengaluru',
      postalCode: '560103',
      isActive: true,
    });
    expect(entities.map((e) => e.legalEntityCode)).not.toContain('US-CA-01');
  });

  it('creates an entity whose code takes the country rules; it appears among the entities users can pick', async () => {
    const created = await call('POST', '', admin, singapore);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ legalEntityCode: 'SG-02', countryId: 'SG', currencyId: 'SGD' });
    const entities = (await t.app.inject({ method: 'GET', url: '/api/auth/entities', headers: admin })).json();
    expect(entities.map((e: { legalEntityCode: string }) => e.legalEntityCode)).toContain('SG-02');

    const [audit] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, created.json().id)).orderBy(asc(auditLog.createdAt)),
    );
    expect(audit).toMatchObject({ action: 'legal-entity.create', after: { legalEntityCode: 'SG-02' } });
  });

  it('a country without rules of its own uses the default ones', async () => {
    const uk = {
      ...singapore,
      legalEntityCode: 'GB-LDN-01',
      legalEntityName: 'Tenure Demo UK Ltd.',
      currencyId: 'GBP',
      city: 'London',
    };
    const badPostcode = await call('POST', '', admin, { ...uk, postalCode: 'EC2A 4NE' });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().fieldErrors.postalCode).toBe(VALIDATION_MESSAGES.invalidZip);
    expect((await call('POST', '', admin, { ...uk, postalCode: '123456' })).statusCode).toBe(201);
  });

  it('refuses a bad code, an unknown country, a taken code, a foreign currency and a wrong postal code', async () => {
    const fieldError = async (body: object, field: string) => {
      const res = await call('POST', '', admin, body);
      return { status: res.statusCode, message: res.json().fieldErrors?.[field] };
    };
    expect(await fieldError({ ...singapore, legalEntityCode: 'SINGAPORE' }, 'legalEntityCode')).toEqual({
      status: 400,
      message: LEGAL_ENTITY_MESSAGES.codeFormat,
    });
    expect(await fieldError({ ...singapore, legalEntityCode: 'XX-01' }, 'legalEntityCode')).toEqual({
      status: 400,
      message: LEGAL_ENTITY_MESSAGES.unknownCountry,
    });
    expect(await fieldError({ ...singapore, legalEntityCode: 'in-ka-01' }, 'legalEntityCode')).toEqual({
      status: 409,
      message: LEGAL_ENTITY_MESSAGES.codeTaken,
    });
    expect(await fieldError({ ...singapore, legalEntityCode: 'SG-03', currencyId: 'INR' }, 'currencyId')).toEqual({
      status: 400,
      message: LEGAL_ENTITY_MESSAGES.currencyNotOfCountry,
    });
    // India's postal codes have 6 digits, the US's 5 or 9.
    expect(
      await fieldError(
        { ...singapore, legalEntityCode: 'IN-MH-01', currencyId: 'INR', postalCode: '40001' },
        'postalCode',
      ),
    ).toEqual({
      status: 400,
      message: VALIDATION_MESSAGES.invalidZip,
    });
    expect(
      await fieldError(
        { ...singapore, legalEntityCode: 'US-TX-01', currencyId: 'USD', postalCode: '123456' },
        'postalCode',
      ),
    ).toEqual({
      status: 400,
      message: VALIDATION_MESSAGES.invalidZip,
    });
    expect(await fieldError({ ...singapore, legalEntityCode: 'SG-04', addressLine: ' ' }, 'addressLine')).toEqual({
      status: 400,
      message: LEGAL_ENTITY_MESSAGES.addressRequired,
    });
  });

  it('edits everything but the code, and never the entity one works in to inactive', async () => {
    const entities: LegalEntityAdminView[] = (await call('GET', '', admin)).json();
    const costaRica = entities.find((e) => e.legalEntityCode === 'CR-SJ-01')!;
    const body = {
      ...costaRica,
      legalEntityName: 'Tenure Demo Costa Rica Ltda.',
      addressLine: 'Torre 8',
      city: 'Escazú',
      postalCode: '10201',
    };
    const edited = await call('PUT', `/${costaRica.id}`, admin, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      legalEntityName: 'Tenure Demo Costa Rica Ltda.',
      currencyId: 'CRC',
      city: 'Escazú',
    });
    const renamed = await call('PUT', `/${costaRica.id}`, admin, { ...body, legalEntityCode: 'CR-SJ-02' });
    expect(renamed.json().fieldErrors.legalEntityCode).toBe(LEGAL_ENTITY_MESSAGES.codeImmutable);
    const wrongPostal = await call('PUT', `/${costaRica.id}`, admin, { ...body, postalCode: '1020' });
    expect(wrongPostal.json().fieldErrors.postalCode).toBe(VALIDATION_MESSAGES.invalidZip);

    const own = entities.find((e) => e.legalEntityCode === 'US-NY-01')!;
    const deactivate = await call(
      'PUT',
      `/${own.id}`,
      { ...admin, 'x-entityid': 'US-NY-01' },
      { ...own, isActive: false },
    );
    expect(deactivate.json().fieldErrors.isActive).toBe(LEGAL_ENTITY_MESSAGES.cannotDeactivateCurrent);
  });

  it('only organisation admins change entities; the Legal Entity section is needed to list them', async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    const hrExecutive = (await loginAs(t.app, 'hrexec01')).headers;
    expect((await call('GET', '', employee)).statusCode).toBe(403);
    expect((await call('GET', '', hrExecutive)).statusCode).toBe(403);
    expect((await call('POST', '', hrExecutive, { ...singapore, legalEntityCode: 'SG-09' })).statusCode).toBe(403);
    const director = (await loginAs(t.app, 'hrdirector')).headers;
    expect((await call('POST', '', director, { ...singapore, legalEntityCode: 'SG-09' })).statusCode).toBe(201);
  });

  it("keeps each tenant's entities to itself", async () => {
    const demo: LegalEntityAdminView[] = (await call('GET', '', admin)).json();
    const india = demo.find((e) => e.legalEntityCode === 'IN-KA-01')!;
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeCall = (method: Method, url: string, body?: object) =>
      acme.request({ method, url: `${BASE}${url}`, headers, ...(body ? { body } : {}) });
    const acmeEntities = (await acmeCall('GET', '')).body as LegalEntityAdminView[];
    expect(acmeEntities.map((e) => e.legalEntityCode)).toEqual(['US-CA-01']);
    expect((await acmeCall('PUT', `/${india.id}`, { ...india, legalEntityName: 'Taken over' })).statusCode).toBe(404);
    // Codes are unique per tenant only.
    expect(
      (
        await acmeCall('POST', '', {
          ...singapore,
          legalEntityCode: 'IN-KA-01',
          currencyId: 'INR',
          postalCode: '560001',
        })
      ).statusCode,
    ).toBe(201);
  });
});
