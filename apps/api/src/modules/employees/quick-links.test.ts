import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES, type QuickLinkAdminView } from '@tenure/domain/employees';
import { MESSAGES } from '@tenure/domain/messages';
import { auditLog } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/db.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const BASE = '/api/hrms/hris/employee/quick-links';

describeEachDatabase('quick link administration', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Headers = director, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const managed = async (): Promise<QuickLinkAdminView[]> => (await call('GET', '/manage')).json();
  const homeTitles = async (): Promise<string[]> =>
    (await call('GET', '', employee)).json().map((l: { title: string }) => l.title);

  it('HR director adds, edits, reorders and deletes a link; employees see the active ones in order', async () => {
    const created = await call('POST', '', director, { title: '  Payroll Calendar ', url: '/holiday-calendar' });
    expect(created.statusCode).toBe(201);
    const link: QuickLinkAdminView = created.json();
    expect(link).toMatchObject({ title: 'Payroll Calendar', url: '/holiday-calendar', isActive: true });
    const all = await managed();
    expect(all.at(-1)!.id).toBe(link.id);
    expect((await homeTitles()).at(-1)).toBe('Payroll Calendar');

    const renamed = await call('PUT', `/${link.id}`, director, {
      title: 'Pay Calendar',
      url: 'https://payroll.example.com/calendar',
      isActive: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Pay Calendar',
      url: 'https://payroll.example.com/calendar',
      orderId: link.orderId,
    });

    const moved = [link.id, ...all.filter((l) => l.id !== link.id).map((l) => l.id)];
    const reordered = await call('PUT', '/order', director, { ids: moved });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((l: QuickLinkAdminView) => l.id)).toEqual(moved);
    expect((await homeTitles())[0]).toBe('Pay Calendar');

    expect((await call('DELETE', `/${link.id}`)).statusCode).toBe(204);
    expect(await homeTitles()).not.toContain('Pay Calendar');
    expect((await call('DELETE', `/${link.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/${link.id}`, director, { title: 'Gone', url: '/home', isActive: true })).statusCode,
    ).toBe(404);

    const trail = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, link.id), eq(auditLog.entity, 'quick_link')))
        .orderBy(auditLog.createdAt),
    );
    expect(trail.map((a) => a.action)).toEqual(['quick-link.create', 'quick-link.update', 'quick-link.delete']);
    expect(trail[1]!.before).toMatchObject({ title: 'Payroll Calendar' });
    expect(trail[1]!.after).toMatchObject({ title: 'Pay Calendar' });
  });

  it('an inactive link stays on the admin list and leaves the home page', async () => {
    const [first] = await managed();
    const off = await call('PUT', `/${first!.id}`, director, { title: first!.title, url: first!.url, isActive: false });
    expect(off.json().isActive).toBe(false);
    expect(await homeTitles()).not.toContain(first!.title);
    expect((await managed()).find((l) => l.id === first!.id)?.isActive).toBe(false);
    const home = (await t.app.inject({ method: 'GET', url: '/api/home/dashboard', headers: employee })).json();
    expect(home.quickLinks.map((l: { id: string }) => l.id)).not.toContain(first!.id);
  });

  it('refuses script URLs, blank or long titles and a title already used (whatever its case)', async () => {
    const before = await managed();
    const script = await call('POST', '', director, { title: 'Click me', url: 'javascript:alert(document.cookie)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().fieldErrors).toEqual({ url: EMPLOYEE_MESSAGES.invalidQuickLinkUrl });
    for (const url of ['data:text/html,<script>alert(1)</script>', '//evil.example.com', 'intranet/handbook']) {
      expect((await call('POST', '', director, { title: 'Elsewhere', url })).statusCode, url).toBe(400);
    }
    const blank = await call('POST', '', director, { title: '   ', url: '/home' });
    expect(blank.json().fieldErrors).toEqual({ title: EMPLOYEE_MESSAGES.quickLinkTitleRequired });
    const long = await call('POST', '', director, { title: 'x'.repeat(61), url: '/home' });
    expect(long.json().fieldErrors).toEqual({ title: MESSAGES.tooLong });

    const duplicate = await call('POST', '', director, { title: before[1]!.title.toUpperCase(), url: '/home' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: EMPLOYEE_MESSAGES.quickLinkTitleTaken,
      fieldErrors: { title: EMPLOYEE_MESSAGES.quickLinkTitleTaken },
    });
    // An update states whether the link shows: leaving it out is refused, not read as "show it".
    expect(
      (await call('PUT', `/${before[0]!.id}`, director, { title: before[0]!.title, url: before[0]!.url })).statusCode,
    ).toBe(400);
    const renameOnto = await call('PUT', `/${before[0]!.id}`, director, {
      title: before[1]!.title,
      url: before[0]!.url,
      isActive: true,
    });
    expect(renameOnto.statusCode).toBe(409);
    // Keeping one's own title is not a clash.
    expect(
      (
        await call('PUT', `/${before[0]!.id}`, director, {
          title: before[0]!.title,
          url: before[0]!.url,
          isActive: true,
        })
      ).statusCode,
    ).toBe(200);

    const partial = await call('PUT', '/order', director, { ids: before.slice(1).map((l) => l.id) });
    expect(partial.statusCode).toBe(409);
    expect(await managed()).toEqual(before.map((l) => ({ ...l, isActive: true })));
  });

  it('an employee may read the active links but not manage them', async () => {
    const [link] = await managed();
    expect((await call('GET', '/manage', employee)).statusCode).toBe(403);
    expect((await call('POST', '', employee, { title: 'Mine', url: '/home' })).statusCode).toBe(403);
    expect((await call('PUT', `/${link!.id}`, employee, { title: 'Mine', url: '/home' })).statusCode).toBe(403);
    expect((await call('PUT', '/order', employee, { ids: [link!.id] })).statusCode).toBe(403);
    expect((await call('DELETE', `/${link!.id}`, employee)).statusCode).toBe(403);
    expect((await call('GET', '', employee)).statusCode).toBe(200);
  });

  it("keeps each tenant's links to itself", async () => {
    const demoOnly: QuickLinkAdminView = (
      await call('POST', '', director, { title: 'Demo Only', url: '/home' })
    ).json();
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeCall = (method: Method, url: string, body?: object) =>
      acme.request({ method, url: `${BASE}${url}`, headers, ...(body ? { body } : {}) });

    const acmeLinks = (await acmeCall('GET', '/manage')).body as QuickLinkAdminView[];
    expect(acmeLinks.map((l) => l.id)).not.toContain(demoOnly.id);
    expect(((await acmeCall('GET', '')).body as { title: string }[]).map((l) => l.title)).not.toContain('Demo Only');
    expect(
      (await acmeCall('PUT', `/${demoOnly.id}`, { title: 'Taken over', url: '/home', isActive: true })).statusCode,
    ).toBe(404);
    expect((await acmeCall('DELETE', `/${demoOnly.id}`)).statusCode).toBe(404);
    // Titles are unique per tenant only.
    expect((await acmeCall('POST', '', { title: 'Demo Only', url: '/home' })).statusCode).toBe(201);
    expect((await managed()).find((l) => l.id === demoOnly.id)?.title).toBe('Demo Only');
  });

  it.runIf(kind === 'postgres')('simultaneous additions of one title add it once, each at its own place', async () => {
    const results = await Promise.all(
      [0, 1, 2].map(() => call('POST', '', director, { title: 'Race Link', url: '/home' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const positions = await Promise.all(
      ['Race A', 'Race B', 'Race C'].map((title) => call('POST', '', director, { title, url: '/home' })),
    );
    const orderIds = positions.map((r) => (r.json() as QuickLinkAdminView).orderId);
    expect(new Set(orderIds).size).toBe(3);
  });
});
