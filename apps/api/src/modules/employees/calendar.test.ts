import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { addDays, today as todayIn } from '../../platform/clock.ts';

type Headers = Record<string, string>;
type Celebration = { type: string; date: string; years: number | null; employeeNumber: string };

describeEachDatabase('celebrations, quick links, approver flags and ESOP', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = employee) =>
    t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee${url}`, headers });
  const setBirthday = async (employeeNumber: string, dateOfBirth: string) => {
    const personal = (await get(`/${employeeNumber}/profile`, hr)).json().sections.personal;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/hrms/hris/employee/${employeeNumber}/profile/personal`,
      headers: hr,
      payload: { ...personal, dateOfBirth },
    });
    expect(res.statusCode).toBe(200);
  };

  it('celebrations: birthdays and anniversaries inside the window only, 29 February on the 28th', async () => {
    const today = todayIn('America/New_York');
    const inTen = addDays(today, 10);
    await setBirthday('EMP0012', `1985${inTen.slice(4)}`);
    const window: Celebration[] = (await get('/celebrations')).json();
    expect(window).toContainEqual(
      expect.objectContaining({ type: 'birthday', employeeNumber: 'EMP0012', date: inTen, years: null }),
    );
    expect(window.every((c) => c.date >= today && c.date <= addDays(today, 30))).toBe(true);
    const narrow: Celebration[] = (await get(`/celebrations?startDate=${today}&endDate=${addDays(today, 5)}`)).json();
    expect(narrow.map((c) => c.employeeNumber)).not.toContain('EMP0012');
    expect(narrow.filter((c) => c.type === 'workAnniversary').every((c) => (c.years ?? 0) >= 1)).toBe(true);

    await setBirthday('EMP0011', '1992-02-29');
    const leap: Celebration[] = (await get('/celebrations?startDate=2027-02-27&endDate=2027-03-01')).json();
    expect(leap).toContainEqual(expect.objectContaining({ employeeNumber: 'EMP0011', date: '2027-02-28' }));
    expect((await get('/celebrations?startDate=2027-03-01&endDate=2027-02-01')).statusCode).toBe(400);
    expect((await get('/celebrations?startDate=2026-01-01&endDate=2027-06-01')).statusCode).toBe(400);
  });

  it('quick links and the events of one day', async () => {
    const links = (await get('/quick-links')).json();
    expect(links.map((l: { title: string }) => l.title)).toContain('Employee Handbook');
    const today = todayIn('America/New_York');
    await setBirthday('EMP0009', `1990${today.slice(4)}`);
    const events = (await get(`/employee-event-details?date=${today}`)).json();
    expect(events.date).toBe(today);
    expect(events.birthdays.map((b: Celebration) => b.employeeNumber)).toContain('EMP0009');
  });

  it('approver flags for oneself or HR; ESOP info only to the holder (or HR)', async () => {
    const approver = (await loginAs(t.app, 'approver01')).headers;
    expect((await get('/approver-flags/EMP0009', approver)).json()).toEqual({
      isDesignatedApprover: true,
      assignedAsProjectManager: false,
    });
    expect((await get('/approver-flags/EMP0008', hr)).json()).toEqual({
      isDesignatedApprover: false,
      assignedAsProjectManager: true,
    });
    expect((await get('/approver-flags/EMP0009', employee)).statusCode).toBe(403);

    const me = (await get('/myprofile')).json();
    const esop = (await get(`/esop/${me.employeeId}`)).json();
    expect(esop).toMatchObject({
      isAllotted: true,
      esopUserManualName: 'ESOP User Manual.pdf',
      esopFAQName: 'ESOP FAQ.pdf',
    });
    expect(Buffer.from(esop.esopUserManual, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const consultant = (await loginAs(t.app, 'consult01')).headers;
    const theirs = (await get('/myprofile', consultant)).json();
    expect((await get(`/esop/${theirs.employeeId}`, consultant)).json()).toMatchObject({
      isAllotted: false,
      esopUserManual: null,
    });
    expect((await get(`/esop/${me.employeeId}`, consultant)).statusCode).toBe(403);
  });
});
