import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEFAULT_RATING_SCALE,
  bandIndex,
  managerOutliers,
  nineBoxCell,
  type CalibrationEmployee,
  type CalibrationView,
} from '@tenure/domain/performance';
import { queryRows, withTenant } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';
import { waitForJob } from '../../../../test/jobs.ts';
import { reviewCycleBody } from '../../../../test/review-cycles.ts';

type Headers = Record<string, string>;
type Page = { items: CalibrationEmployee[]; total: number; page: number; size: number };
const BASE = '/api/pms';
const current = (e: CalibrationEmployee) => e.finalRating ?? e.managerRating;

/** Issue 20 items 4 and 7: the calibration view's aggregates come from the database, its people page by page. */
describeEachDatabase('calibration at scale: SQL aggregates, paged people, chi-square', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let cycleId: string;
  let lenientId: string;
  const get = <T>(url: string) =>
    t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: hr }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    });
  const people = (query: string) => get<Page>(`/review-cycles/${cycleId}/calibration/employees?groupBy=all&${query}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: `${BASE}/review-cycles`,
      headers: hr,
      payload: reviewCycleBody('Calibration at scale'),
    });
    cycleId = created.json().id;
    const launched = await t.app.inject({
      method: 'POST',
      url: `${BASE}/review-cycles/${cycleId}/launch`,
      headers: hr,
    });
    expect((await waitForJob(t.app, hr, launched.json().executionNumber)).status).toBe('succeeded');
    // The manager reviews as they would end (written directly: the manager-review flow has its own tests):
    // the first ten people (and only they) report to Michael Chen, who rates them all in the top band; the rest get spread ratings.
    await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      [{ id: lenientId }] = (await queryRows<{ id: string }>(
        tx,
        sql`select id from employees where employee_number = 'EMP0005'`,
      )) as [{ id: string }];
      const [{ id: ceoId }] = (await queryRows<{ id: string }>(
        tx,
        sql`select id from employees where employee_number = 'EMP0001'`,
      )) as [{ id: string }];
      await tx.execute(sql`
        with ranked as (select r.id, row_number() over (order by e.employee_number) as n from reviews r join employees e on e.id = r.employee_id where r.cycle_id = ${cycleId})
        update reviews r set status = 'submitted', potential = 1 + (ranked.n % 3)::int,
               manager_id = case when ranked.n <= 10 then ${lenientId}::uuid when r.manager_id = ${lenientId}::uuid then ${ceoId}::uuid else r.manager_id end,
               manager_rating = case when ranked.n <= 10 then 4.5 when ranked.n % 4 = 0 then null else round((0.7 * ranked.n) % 5, 1) end
          from ranked where ranked.id = r.id`);
    });
  });
  afterAll(() => t.close());

  it('gives the same distribution, manager figures and 9-box as computing over every review', async () => {
    const view = await get<CalibrationView>(`/review-cycles/${cycleId}/calibration`);
    const all = (
      await get<{ employeeRatings: CalibrationEmployee[] }>(`/review-rating/custom-employee-data/${cycleId}`)
    ).employeeRatings;
    expect(all.length).toBeGreaterThanOrEqual(11);
    const rated = all.filter((e) => current(e) !== null);
    expect(view.employeeTotal).toBe(all.length);
    expect(view.actual.map((d) => d.count)).toEqual(
      DEFAULT_RATING_SCALE.map(
        (_, i) => rated.filter((e) => bandIndex(DEFAULT_RATING_SCALE, current(e)!) === i).length,
      ),
    );
    for (const box of view.nineBox) {
      const inBox = rated.filter(
        (e) =>
          e.potential !== null &&
          nineBoxCell(current(e)!, e.potential).performance === box.performance &&
          nineBoxCell(current(e)!, e.potential).potential === box.potential,
      );
      expect(box.count, `box ${box.performance}:${box.potential}`).toBe(inBox.length);
    }
    const teams = new Map<string, number[]>();
    for (const e of rated) if (e.managerId) teams.set(e.managerId, [...(teams.get(e.managerId) ?? []), current(e)!]);
    const expected = managerOutliers(
      [...teams].map(([managerId, ratings]) => ({ managerId, ratings })),
      view.configuration.outlierThreshold,
    ).filter((m) => m.count >= 3);
    expect(
      view.managers.map((m) => ({ managerId: m.managerId, count: m.count, mean: m.mean, spread: m.spread })),
    ).toEqual(
      expect.arrayContaining(
        expected.map((m) => ({ managerId: m.managerId, count: m.count, mean: m.mean, spread: m.spread })),
      ),
    );
    expect(view.managers).toHaveLength(expected.length);
    expect(view.smallTeams).toBe([...teams.values()].filter((ratings) => ratings.length < 3).length);
    const lenient = view.managers.find((m) => m.managerId === lenientId)!;
    expect(lenient).toMatchObject({ name: 'Michael Chen', count: 10, mean: 4.5, spread: 0 });
    expect(lenient.distribution.map((d) => d.count)).toEqual([0, 0, 0, 0, 10]);
    // Ten people against 10/20/40/20/10 expect fewer than 5 in every band but the middle: too few to test.
    expect(lenient.chiSquare).toBeNull();
    expect(view.employees.length).toBe(Math.min(50, all.length));
    expect(view.employees.map((e) => e.displayName)).toEqual(
      [...view.employees.map((e) => e.displayName)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('flags a manager whose bands the chi-square test finds off the target at the cycle’s significance', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/review-cycles/${cycleId}/calibration/configuration`,
      headers: hr,
      payload: { targetDistribution: [0, 0, 0, 50, 50], outlierThreshold: 2, significance: 0.01 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = await get<CalibrationView>(`/review-cycles/${cycleId}/calibration`);
    expect(view.configuration.significance).toBe(0.01);
    // expected 5 and 5 (the empty bands merge into the fourth), observed 0 and 10: χ² = 5 + 5 = 10, df 1, p = 0.0016 < 0.01.
    const lenient = view.managers.find((m) => m.managerId === lenientId)!;
    expect(lenient.chiSquare).toMatchObject({ statistic: 10, df: 1, critical: 6.635, significant: true });
    expect(lenient.chiSquare!.pValue).toBeCloseTo(0.0016, 4);
    expect(lenient.flags).toEqual(['offTarget']);
    expect(view.managers[0]!.managerId).toBe(lenientId);
  });

  it('pages the group’s people with sort, search and filters by 9-box cell, band and manager', async () => {
    const view = await get<CalibrationView>(`/review-cycles/${cycleId}/calibration`);
    const first = await people('page=1&size=10&sort=finalRating&order=desc');
    expect(first.items).toHaveLength(Math.min(10, view.employeeTotal));
    expect(first.total).toBe(view.employeeTotal);
    const second = await people('page=2&size=10&sort=finalRating&order=desc');
    const ratings = [...first.items, ...second.items].map(current);
    const numbers = ratings.filter((r): r is number => r !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(ratings.slice(numbers.length).every((r) => r === null)).toBe(true);
    expect(new Set([...first.items, ...second.items].map((e) => e.reviewId)).size).toBe(
      first.items.length + second.items.length,
    );

    expect((await people('search=emily')).items.map((e) => e.employeeNumber)).toEqual(['EMP0006']);
    expect((await people('search=EMP0006')).total).toBe(1);
    expect((await people('search=%25')).total).toBe(0);

    for (const box of view.nineBox.filter((b) => b.count > 0)) {
      const inBox = await people(`box=${box.performance}:${box.potential}&size=100`);
      expect(inBox.total).toBe(box.count);
      for (const e of inBox.items)
        expect(nineBoxCell(current(e)!, e.potential!)).toEqual({
          performance: box.performance,
          potential: box.potential,
        });
    }
    const top = await people('band=4&size=100');
    expect(top.total).toBe(view.actual[4]!.count);
    expect(top.items.every((e) => bandIndex(DEFAULT_RATING_SCALE, current(e)!) === 4)).toBe(true);
    const team = await people(`managerId=${lenientId}&size=100`);
    expect(team.total).toBe(10);
    expect(team.items.every((e) => e.managerName === 'Michael Chen')).toBe(true);
    expect((await people('page=99&size=10')).total).toBe(view.employeeTotal);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${BASE}/review-cycles/${cycleId}/calibration/employees?box=3:1`,
      headers: hr,
    });
    expect(bad.statusCode).toBe(400);
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${BASE}/review-cycles/${cycleId}/calibration/employees`,
          headers: employee,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists the groups of the cycle to calibrate', async () => {
    const groups = await get<{ groupBy: string; name: string }[]>(`/review-cycles/${cycleId}/calibration/groups`);
    expect(groups[0]).toEqual({ groupBy: 'all', groupId: null, name: 'All employees' });
    expect(groups).toContainEqual(expect.objectContaining({ groupBy: 'department', name: 'Product Engineering' }));
  });
});
