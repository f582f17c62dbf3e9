import { afterAll, beforeAll, expect, it } from 'vitest';
import { FRAMEWORK_MESSAGES } from '@tenure/domain/performance';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const BASE = '/api/performance-frameworks';

describeEachDatabase('performance frameworks, values, KPIs and mappings', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const skillId = async (name: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/pms/skills?searchQuery=${encodeURIComponent(name)}`, headers: hr })
    ).json().items[0].id as string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  it('creates a framework with competencies, refuses duplicates and unknown levels, maps it to a designation and deletes it with its mappings', async () => {
    expect((await call('GET', '/', employee)).statusCode).toBe(403);
    const seeded = (await call('GET', '/', hr)).json();
    expect(seeded.find((f: { name: string }) => f.name === 'Software Engineer competencies').mappings[0]).toMatchObject(
      { targetType: 'designation', targetValue: 'Software Engineer' },
    );

    const python = await skillId('Python');
    const empty = await call('POST', '/', hr, { name: 'Data Analyst competencies', competencies: [] });
    expect(empty.json().fieldErrors.competencies).toBe(FRAMEWORK_MESSAGES.competencyRequired);
    const twice = await call('POST', '/', hr, {
      name: 'Data Analyst competencies',
      competencies: [
        { skillId: python, expectedLevel: 2 },
        { skillId: python, expectedLevel: 3 },
      ],
    });
    expect(twice.json().fieldErrors['competencies.1.skillId']).toBe(FRAMEWORK_MESSAGES.duplicateCompetency);
    const created = await call('POST', '/', hr, {
      name: 'Data Analyst competencies',
      competencies: [{ skillId: python, expectedLevel: 3 }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().competencies).toEqual([expect.objectContaining({ skillName: 'Python', expectedLevel: 3 })]);
    expect(
      (
        await call('POST', '/', hr, {
          name: 'data analyst COMPETENCIES',
          competencies: [{ skillId: python, expectedLevel: 3 }],
        })
      ).json().fieldErrors.name,
    ).toBe(FRAMEWORK_MESSAGES.frameworkNameTaken);
    const id = created.json().id;
    const updated = await call('PUT', `/${id}`, hr, {
      name: 'Data Analyst competencies',
      competencies: [
        { skillId: python, expectedLevel: 4 },
        { skillId: await skillId('Data analysis'), expectedLevel: 3 },
      ],
    });
    expect(updated.json().competencies.map((c: { expectedLevel: number }) => c.expectedLevel)).toEqual([4, 3]);

    const unknown = await call('POST', '/mappings', hr, {
      subjectType: 'framework',
      subjectId: id,
      targetType: 'designation',
      targetValue: 'Astronaut',
    });
    expect(unknown.json().fieldErrors.targetValue).toBe(FRAMEWORK_MESSAGES.unknownDesignation);
    const mapped = await call('POST', '/mappings', hr, {
      subjectType: 'framework',
      subjectId: id,
      targetType: 'designation',
      targetValue: 'Business Analyst',
    });
    expect(mapped.statusCode).toBe(201);
    expect(
      (
        await call('POST', '/mappings', hr, {
          subjectType: 'framework',
          subjectId: id,
          targetType: 'designation',
          targetValue: 'Business Analyst',
        })
      ).statusCode,
    ).toBe(409);
    const form = await call('POST', '/mappings', hr, {
      subjectType: 'framework',
      subjectId: id,
      targetType: 'reviewForm',
      targetValue: 'annual-review-form',
    });
    expect(form.statusCode).toBe(201);

    const matrix = (
      await t.app.inject({
        method: 'GET',
        url: '/api/pms/skill-matrix?designation=Business%20Analyst&size=500',
        headers: hr,
      })
    ).json();
    expect(matrix.items.length).toBeGreaterThan(0);
    expect(
      matrix.items.every((r: { gaps: { skillName: string }[] }) =>
        r.gaps.some((g) => g.skillName === 'Python' || g.skillName === 'Data analysis'),
      ),
    ).toBe(true);

    expect((await call('DELETE', `/${id}`, hr)).statusCode).toBe(204);
    expect(
      (await call('GET', '/mappings?subjectType=framework', hr))
        .json()
        .some((m: { subjectId: string }) => m.subjectId === id),
    ).toBe(false);
  });

  it('keeps company values with behaviours and KPIs with formula, unit and target', async () => {
    expect((await call('GET', '/values', hr)).json()).toHaveLength(5);
    const noBehaviour = await call('POST', '/values', hr, { name: 'Be bold', behaviours: [] });
    expect(noBehaviour.json().fieldErrors.behaviours).toBe(FRAMEWORK_MESSAGES.behaviourRequired);
    const value = await call('POST', '/values', hr, {
      name: 'Be bold',
      description: 'We try new things.',
      behaviours: ['Proposes experiments', 'Learns from failures'],
    });
    expect(value.json()).toMatchObject({ behaviours: ['Proposes experiments', 'Learns from failures'] });
    expect((await call('POST', '/values', hr, { name: 'be bold', behaviours: ['x'] })).statusCode).toBe(409);
    expect(
      (
        await call('PUT', `/values/${value.json().id}`, hr, { name: 'Be bolder', behaviours: ['Proposes experiments'] })
      ).json().name,
    ).toBe('Be bolder');
    expect((await call('DELETE', `/values/${value.json().id}`, hr)).statusCode).toBe(204);

    const noFormula = await call('POST', '/kpis', hr, { name: 'NPS', formula: '', unit: 'number', target: 40 });
    expect(noFormula.json().fieldErrors.formula).toBe(FRAMEWORK_MESSAGES.formulaRequired);
    expect(
      (
        await call('POST', '/kpis', hr, {
          name: 'NPS',
          formula: 'promoters - detractors',
          unit: 'furlongs',
          target: 40,
        })
      ).statusCode,
    ).toBe(400);
    const kpi = await call('POST', '/kpis', hr, {
      name: 'NPS',
      formula: '% promoters − % detractors',
      unit: 'number',
      target: 40.5,
      direction: 'higher',
    });
    expect(kpi.json()).toMatchObject({ target: 40.5, unit: 'number' });
    const mapped = await call('POST', '/mappings', hr, {
      subjectType: 'kpi',
      subjectId: kpi.json().id,
      targetType: 'designation',
      targetValue: 'Account Executive',
    });
    expect(mapped.json()).toMatchObject({ subjectName: 'NPS' });
    expect(
      (await call('GET', '/kpis', hr)).json().find((k: { name: string }) => k.name === 'NPS').mappings,
    ).toHaveLength(1);
    expect((await call('DELETE', `/mappings/${mapped.json().id}`, hr)).statusCode).toBe(204);

    // KPIs and values measure company and team goals (shown by title); a person's goal or a stranger is refused.
    const goals = (await t.app.inject({ method: 'GET', url: '/api/pms/goals?scope=all&size=100', headers: hr })).json()
      .items as { id: string; title: string; level: string }[];
    const objective = goals.find((g) => g.level === 'company')!;
    const toGoal = await call('POST', '/mappings', hr, {
      subjectType: 'kpi',
      subjectId: kpi.json().id,
      targetType: 'goal',
      targetValue: objective.id,
    });
    expect(toGoal.json()).toMatchObject({
      targetType: 'goal',
      targetValue: objective.id,
      targetLabel: objective.title,
    });
    const personal = goals.find((g) => g.level === 'individual')!;
    expect(
      (
        await call('POST', '/mappings', hr, {
          subjectType: 'kpi',
          subjectId: kpi.json().id,
          targetType: 'goal',
          targetValue: personal.id,
        })
      ).json().fieldErrors.targetValue,
    ).toBe(FRAMEWORK_MESSAGES.unknownGoal);
    expect(
      (
        await call('POST', '/mappings', hr, {
          subjectType: 'kpi',
          subjectId: kpi.json().id,
          targetType: 'goal',
          targetValue: 'not-a-goal',
        })
      ).json().fieldErrors.targetValue,
    ).toBe(FRAMEWORK_MESSAGES.unknownGoal);
    expect((await call('GET', '/mappings?targetType=goal', hr)).json().map((m: { id: string }) => m.id)).toEqual([
      toGoal.json().id,
    ]);
  });
});
