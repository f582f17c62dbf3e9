import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type RateSetView, type SimulationView } from '@tenure/domain/finance/payroll';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('payroll simulation: rate sets, simulations, comparison, exports', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  let india: { id: string; employeeId: string; name: string };
  const call = (method: Method, path: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/payroll-simulation${path}`, headers, ...(payload ? { payload } : {}) });
  const countIn = async (tenantCode: string) =>
    (
      await withTenant(t.database.db, { tenantCode }, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from payroll_simulations`),
      )
    )[0]!.n;

  const indianRaise = () => ({
    name: 'Raise under both regimes',
    entityId: india.id,
    year: 2025,
    subject: 'person',
    members: [{ employeeId: india.employeeId, label: india.name, headcount: 1, grossAnnual: 1275000 }],
    scenarioA: { name: 'Today, new regime', regime: 'new', state: 'MH' },
    scenarioB: { name: '10% raise, old regime', raisePercent: 10, regime: 'old', state: 'MH' },
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    const [first] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ id: string; employeeId: string; name: string }>(
        tx,
        sql`select e.id, p.id as "employeeId", p.first_name || ' ' || p.last_name as name
              from legal_entities e join employees p on p.legal_entity_id = e.id where e.code = 'IN-KA-01' order by p.employee_number limit 1`,
      ),
    );
    india = first!;
  });
  afterAll(() => t.close());

  it('every route needs the PayrollSimulation key: employee01 gets 403 on list, rates and create', async () => {
    expect((await call('GET', '/simulations', employee)).statusCode).toBe(403);
    expect((await call('GET', '/rate-sets', employee)).statusCode).toBe(403);
    expect((await call('GET', '/entities', employee)).statusCode).toBe(403);
    expect((await call('POST', '/simulations', employee, indianRaise())).statusCode).toBe(403);
  });

  it('the seeded 2025 and 2026 rate sets of the four countries name their source; HR edits the SS wage base and the answer follows it', async () => {
    const sets = (await call('GET', '/rate-sets', hr)).json() as { country: string; year: number; source: string }[];
    for (const year of [2025, 2026])
      expect(
        sets
          .filter((s) => s.year === year)
          .map((s) => s.country)
          .sort(),
      ).toEqual(['CR', 'IN', 'SG', 'US']);
    expect(sets.every((s) => s.source.length > 40)).toBe(true);
    // A year whose figures were not yet published says it carries the last ones forward.
    expect(sets.find((s) => s.country === 'IN' && s.year === 2026)!.source).toMatch(
      /^The 2025 rates carried forward to 2026/,
    );

    const us = (await call('GET', '/rate-sets/US/2026', hr)).json() as RateSetView;
    const bad = await call('PUT', '/rate-sets/US/2027', hr, {
      source: ' ',
      rates: { ...us.rates, country: 'US', socialSecurity: { employeeRate: 106, employerRate: 6.2, wageBase: 190000 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('source');
    expect(bad.json().fieldErrors).toHaveProperty(['rates.socialSecurity.employeeRate']);
    const wrongCountry = await call('PUT', '/rate-sets/IN/2027', hr, { source: 'x', rates: us.rates });
    expect(wrongCountry.json().fieldErrors).toEqual({ 'rates.country': PAYROLL_MESSAGES.countryMismatch });
    expect((await call('GET', '/rate-sets/US/2027', hr)).statusCode).toBe(404);

    const next = {
      source: 'Tax year 2027 (HR planning figure: wage base $190,000)',
      rates: {
        ...us.rates,
        socialSecurity: { ...(us.rates.country === 'US' ? us.rates.socialSecurity : null)!, wageBase: 190000 },
      },
    };
    expect((await call('PUT', '/rate-sets/US/2027', hr, next)).statusCode).toBe(200);
    const entity = (
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ id: string }>(tx, sql`select id from legal_entities where code = 'US-NY-01'`),
      )
    )[0]!;
    const simulate = async (year: number) =>
      (
        await call('POST', '/simulations', hr, {
          name: `High earner ${year}`,
          entityId: entity.id,
          year,
          subject: 'person',
          members: [{ employeeId: null, label: 'Director', headcount: 1, grossAnnual: 300000 }],
          scenarioA: { name: 'Base', filingStatus: 'single', state: 'TX' },
        })
      ).json() as SimulationView;
    const socialSecurity = (s: SimulationView) =>
      s.results.a.total.components.find((c) => c.code === 'socialSecurity')!.annual;
    expect(socialSecurity(await simulate(2025))).toBe(10918.2); // 176,100 × 6.2 %
    expect(socialSecurity(await simulate(2026))).toBe(11439); // 184,500 × 6.2 % (seeded)
    expect(socialSecurity(await simulate(2027))).toBe(11780); // 190,000 × 6.2 %
  });

  it('HR simulates a 10% raise for an Indian employee under both regimes: B − A per component, and the list pages', async () => {
    const created = await call('POST', '/simulations', hr, indianRaise());
    expect(created.statusCode).toBe(201);
    const sim = created.json() as SimulationView;
    expect(sim).toMatchObject({
      country: 'IN',
      currency: 'INR',
      headcount: 1,
      scenarioA: 'Today, new regime',
      scenarioB: '10% raise, old regime',
    });
    const tax = (side: 'a' | 'b', code: string) =>
      sim.results[side]!.total.components.find((c) => c.code === code)!.annual;
    // A: 12,75,000 − 75,000 = 12,00,000 at the 87A limit: no tax. B: 14,02,500 − 50,000 − 2,500 − 21,600 = 13,28,400 → 12,500 + 1,00,000 + 98,520 = 2,11,020.
    expect(tax('a', 'incomeTax')).toBe(0);
    expect(tax('b', 'incomeTax')).toBe(211020);
    expect(tax('b', 'cess')).toBe(8440.8);
    expect(sim.results.b!.total.annual.gross).toBe(1402500);

    const entities = (await call('GET', '/entities', hr)).json() as { code: string; country: string }[];
    expect(entities.map((e) => e.code)).toEqual(expect.arrayContaining(['CR-SJ-01', 'IN-KA-01', 'SG-01', 'US-NY-01']));
    const people = (await call('GET', `/employees?entityId=${india.id}`, hr)).json() as { id: string }[];
    expect(people.map((p) => p.id)).toContain(india.employeeId);

    const page = (await call('GET', '/simulations?page=1&size=10&search=both regimes', hr)).json();
    expect(page.items).toEqual([expect.objectContaining({ id: sim.id, country: 'IN', entityCode: 'IN-KA-01' })]);
    expect((await call('GET', '/simulations?page=1&size=7', hr)).statusCode).toBe(400);
  });

  it('bad input comes back field by field and saves nothing: a person is one row, the regime and state are needed, the year needs rates', async () => {
    const before = await countIn('demo');
    const wrong = await call('POST', '/simulations', hr, {
      ...indianRaise(),
      name: '',
      members: [{ employeeId: null, label: 'Two people', headcount: 2, grossAnnual: 0 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toMatchObject({
      name: PAYROLL_MESSAGES.nameRequired,
      members: PAYROLL_MESSAGES.personIsOne,
      'members.0.grossAnnual': PAYROLL_MESSAGES.grossPositive,
    });
    const noRegime = await call('POST', '/simulations', hr, {
      ...indianRaise(),
      scenarioB: { name: 'B', state: 'ZZ' },
    });
    expect(noRegime.json().fieldErrors).toEqual({
      'scenarioB.regime': PAYROLL_MESSAGES.regimeRequired,
      'scenarioB.state': PAYROLL_MESSAGES.stateRequired,
    });
    const noRates = await call('POST', '/simulations', hr, { ...indianRaise(), year: 2031 });
    expect(noRates.json().fieldErrors).toEqual({ year: PAYROLL_MESSAGES.noRateSet('IN', 2031) });
    expect(await countIn('demo')).toBe(before);
  });

  it('edits and deletes a simulation; exports a real XLSX and PDF marked as a simulation', async () => {
    const sim = (
      await call('POST', '/simulations', hr, { ...indianRaise(), name: 'To export' })
    ).json() as SimulationView;
    const edited = await call('PUT', `/simulations/${sim.id}`, hr, {
      ...indianRaise(),
      name: 'To export',
      scenarioB: { name: 'Bonus', bonus: 100000, regime: 'new', state: 'MH' },
    });
    expect(edited.json().results.b.total.annual.gross).toBe(1375000);

    const xlsx = await call('GET', `/simulations/${sim.id}/export?format=xlsx`, hr);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('payroll-simulation-to-export.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await call('GET', `/simulations/${sim.id}/export?format=pdf`, hr);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Simulation \x97 not payroll)');
    expect(text).toContain('(1,375,000.00)');

    expect((await call('DELETE', `/simulations/${sim.id}`, hr)).statusCode).toBe(204);
    expect((await call('GET', `/simulations/${sim.id}`, hr)).statusCode).toBe(404);
    expect((await call('DELETE', `/simulations/${sim.id}`, hr)).statusCode).toBe(404);
  });

  it('tenant isolation: another tenant sees none of the demo simulations and keeps rate sets of its own', async () => {
    expect(await countIn('demo')).toBeGreaterThan(2);
    expect(await countIn('acme')).toBe(0);
    const acmeRates = await withTenant(t.database.db, { tenantCode: 'acme' }, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from payroll_rate_sets where year = 2027`),
    );
    expect(acmeRates[0]!.n).toBe(0);
  });
});
