import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORG_MESSAGES } from '@tenure/domain/org';
import { auditLog } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/db.ts';
import { pngPicture } from '../../../test/files.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

const BASE = '/api/hrms/hris/tenant';
const PNG = pngPicture();
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(fileName: string, bytes: Uint8Array, mime: string) {
  const boundary = '----tenure-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('tenant profile and logo', (kind) => {
  let t: TestApp;
  let director: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = (await loginAs(t.app, 'hrdirector')).headers;
  });
  afterAll(() => t.close());

  const profile = {
    name: 'Tenure Demo Corp',
    registrationNumber: 'U72200KA2019PTC123456',
    dateOfIncorporation: '05 Mar, 2019',
    website: 'https://tenure.example.com',
    email: 'hello@tenure-demo.com',
    phone: '98450 12345',
    addressLine: '12 MG Road',
    city: 'Bengaluru',
    postalCode: '560001',
    countryId: 'IN',
  };

  it('updates the company information, validates it by the country rules and audits the change', async () => {
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/profile`,
      headers: director,
      payload: {
        ...profile,
        dateOfIncorporation: '31 Feb, 2020',
        postalCode: '5600',
        phone: '12345',
        website: 'ftp://x',
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      dateOfIncorporation: 'Invalid Date!',
      postalCode: 'Invalid ZIP Code!',
      phone: 'Invalid Phone Number!',
      website: ORG_MESSAGES.invalidWebsite,
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/profile`,
      headers: director,
      payload: { ...profile, name: 'Tenure Demo Group' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...profile, name: 'Tenure Demo Group', tenantCode: 'demo' });
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/profile`, headers: director })).json().dateOfIncorporation,
    ).toBe('05 Mar, 2019');
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/auth/tenant-code?hostUrl=${encodeURIComponent('http://localhost:3000')}`,
    });
    expect(lookup.json().tenantName).toBe('Tenure Demo Group');

    const audit = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, 'tenant.profile.update')),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { name: 'Tenure Demo Corp' }, after: { name: 'Tenure Demo Group' } });
  });

  it('keeps the date display format a tenant chooses and hands it to the browser with the tenant lookup', async () => {
    const lookupFormat = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/auth/tenant-code?hostUrl=${encodeURIComponent('http://localhost:3000')}`,
        })
      ).json().dateFormat;
    expect(await lookupFormat()).toBe('dd MMM yyyy');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/profile`, headers: director })).json().dateFormat).toBe(
      'dd MMM yyyy',
    );

    const refused = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/profile`,
      headers: director,
      payload: { ...profile, dateFormat: 'dd Mon, yyyy' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fieldErrors)).toEqual(['dateFormat']);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/profile`,
      headers: director,
      payload: { ...profile, dateFormat: 'dd/MM/yyyy' },
    });
    expect(saved.json().dateFormat).toBe('dd/MM/yyyy');
    expect(await lookupFormat()).toBe('dd/MM/yyyy');
    // A form that leaves the format out keeps it.
    await t.app.inject({ method: 'PUT', url: `${BASE}/profile`, headers: director, payload: profile });
    expect(await lookupFormat()).toBe('dd/MM/yyyy');
    await t.app.inject({
      method: 'PUT',
      url: `${BASE}/profile`,
      headers: director,
      payload: { ...profile, dateFormat: 'dd MMM yyyy' },
    });
  });

  it('accepts a PNG logo, serves it publicly and returns its URL from the tenant lookup', async () => {
    const body = multipart('logo.png', PNG, 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: `${BASE}/logo`,
      headers: { ...director, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const { logoUrl } = upload.json() as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/hrms\/hris\/tenant\/logo\/demo\?v=/);

    const image = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(image.rawPayload)).toEqual(PNG);

    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/auth/tenant-code?hostUrl=${encodeURIComponent('http://localhost:3000')}`,
    });
    expect(lookup.json().logoUrl).toBe(logoUrl);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/logo/acme` })).statusCode).toBe(404);
  });

  it('refuses an executable renamed .png and keeps the current logo', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${BASE}/profile`, headers: director })).json().logoUrl;
    const body = multipart('logo.png', EXE, 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/logo`,
      headers: { ...director, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: ORG_MESSAGES.logoType,
      fieldErrors: { file: ORG_MESSAGES.logoType },
    });
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/profile`, headers: director })).json().logoUrl).toBe(
      before,
    );
  });

  it('keeps company information to holders of EditCompanyInformation', async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/profile`, headers: employee })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${BASE}/profile`, headers: employee, payload: profile })).statusCode,
    ).toBe(403);
    const body = multipart('logo.png', PNG, 'image/png');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/logo`,
          headers: { ...employee, ...body.headers },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(403);
  });
});
