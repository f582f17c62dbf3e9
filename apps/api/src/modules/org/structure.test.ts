import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORG_MESSAGES, type OrgHierarchyItem, type OrgStructureTab } from '@tenure/domain/org';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

const BASE = '/api/hrms/hris';

describeEachDatabase('organisation structure and hierarchy', (kind) => {
  let t: TestApp;
  let director: Record<string, string>;
  let hrExecutive: Record<string, string>;
  let employee: Record<string, string>;
  let tabs: OrgStructureTab[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = (await loginAs(t.app, 'hrdirector')).headers;
    hrExecutive = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
    tabs = (await call('GET', '/organization-structure', director)).json();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const tab = (kind: OrgStructureTab['kind']) => tabs.find((x) => x.kind === kind)!;

  it('orders the tabs by orderId with Location last, and hides Legal Entity and Holding Company without their sections', async () => {
    expect(tabs.map((x) => x.bizCompMasterDisplayName)).toEqual([
      'Holding Company',
      'Legal Entity',
      'Business Unit',
      'Department',
      'Location',
    ]);
    const executiveTabs = (await call('GET', '/organization-structure', hrExecutive)).json() as OrgStructureTab[];
    expect(executiveTabs.map((x) => x.kind)).toEqual(['BUSINESS_UNIT', 'DEPARTMENT', 'LOCATION']);
    expect((await call('GET', `/organization-structure/${tab('LEGAL_ENTITY').id}`, hrExecutive)).statusCode).toBe(403);
    expect((await call('GET', `/organization-structure/${tab('HOLDING_COMPANY').id}`, hrExecutive)).statusCode).toBe(
      403,
    );
  });

  it('lists the components of a tab with their dynamic fields', async () => {
    const entities = (
      await call('GET', `/organization-structure/${tab('LEGAL_ENTITY').id}`, director)
    ).json() as OrgHierarchyItem[];
    expect(entities.map((e) => e.name)).toHaveLength(4);
    const india = entities.find((e) => e.name === 'Tenure Demo India Pvt. Ltd.')!;
    expect(india.businessComponentDetailsList).toEqual([
      { key: 'legalEntityCode', label: 'Legal Entity Code', value: 'IN-KA-01' },
      { key: 'countryId', label: 'Country', value: 'IN' },
      { key: 'dateOfIncorporation', label: 'Date of Incorporation', value: null },
    ]);
    const fields = (await call('GET', `/business-detail/dynamic-fields/${tab('LOCATION').id}`, employee)).json();
    expect(fields.map((f: { key: string }) => f.key)).toEqual(['timeZone', 'seatingCapacity']);
  });

  it('draws the hierarchy without Location components', async () => {
    const items = (await call('GET', '/business-detail/hierarchy', director)).json() as OrgHierarchyItem[];
    expect(items.some((i) => i.bizCompMaster.kind === 'LOCATION')).toBe(false);
    const byId = new Map(items.map((i) => [i.id, i]));
    const platform = items.find((i) => i.name === 'Platform')!;
    const engineering = byId.get(platform.parentBizCompDetailId!)!;
    expect(engineering.name).toBe('Engineering');
    const unit = byId.get(engineering.parentBizCompDetailId!)!;
    expect(unit).toMatchObject({ name: 'Technology', bizCompMaster: { kind: 'BUSINESS_UNIT' } });
    const roots = items.filter((i) => i.parentBizCompDetailId === null);
    expect(roots.map((r) => r.name)).toEqual(['Tenure Demo Corp']);

    expect(
      items
        .filter((i) => i.bizCompMaster.kind === 'LEGAL_ENTITY')
        .every((i) => i.parentBizCompDetailId === roots[0]!.id),
    ).toBe(true);
  });

  it('hides the Legal Entity and Holding Company components from the hierarchy of users without their sections', async () => {
    // Their children move up to the nearest visible ancestor; here there is none, so the business units become roots.
    const executiveView = (await call('GET', '/business-detail/hierarchy', employee)).json() as OrgHierarchyItem[];
    expect(executiveView.some((i) => ['LEGAL_ENTITY', 'HOLDING_COMPANY'].includes(i.bizCompMaster.kind))).toBe(false);
    expect(
      executiveView
        .filter((i) => i.parentBizCompDetailId === null)
        .map((i) => i.name)
        .sort(),
    ).toEqual(['Corporate Functions', 'Technology']);
  });

  it('creates, edits and deletes a component; validates dynamic fields, duplicate names and cycles', async () => {
    const india = (await call('GET', `/organization-structure/${tab('LEGAL_ENTITY').id}`, director))
      .json()
      .find((e: OrgHierarchyItem) => e.name.includes('India'));
    const input = {
      bizCompMasterId: tab('LOCATION').id,
      name: 'Pune Office',
      parentBizCompDetailId: india.id,
      orderId: 5,
      values: {},
    };
    const missing = await call('POST', '/business-detail', director, input);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ 'values.timeZone': ORG_MESSAGES.fieldRequired });
    const wrongType = await call('POST', '/business-detail', director, {
      ...input,
      values: { timeZone: 'Asia/Kolkata', seatingCapacity: 'many' },
    });
    expect(wrongType.json().fieldErrors).toEqual({ 'values.seatingCapacity': ORG_MESSAGES.invalidNumber });

    const created = await call('POST', '/business-detail', director, {
      ...input,
      values: { timeZone: 'Asia/Kolkata', seatingCapacity: 120 },
    });
    expect(created.statusCode).toBe(201);
    const pune = created.json() as OrgHierarchyItem;
    expect(pune.businessComponentDetailsList).toContainEqual({
      key: 'seatingCapacity',
      label: 'Seating Capacity',
      value: 120,
    });
    expect(
      (await call('POST', '/business-detail', director, { ...input, name: 'PUNE office', values: { timeZone: 'UTC' } }))
        .statusCode,
    ).toBe(409);

    const unit = (
      await call('GET', `/organization-structure/${tab('BUSINESS_UNIT').id}`, director)
    ).json()[0] as OrgHierarchyItem;
    const child = await call('POST', '/business-detail', director, {
      bizCompMasterId: tab('DEPARTMENT').id,
      name: 'Research',
      parentBizCompDetailId: unit.id,
    });
    const cycle = await call('PUT', `/business-detail/${unit.id}`, director, {
      name: unit.name,
      parentBizCompDetailId: child.json().id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().code).toBe('HIERARCHY_CYCLE');

    const renamed = await call('PUT', `/business-detail/${pune.id}`, director, {
      name: 'Pune Campus',
      parentBizCompDetailId: india.id,
      orderId: null,
      values: { timeZone: 'Asia/Kolkata' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Pune Campus', orderId: null });
    expect((await call('DELETE', `/business-detail/${unit.id}`, director)).statusCode).toBe(409);
    expect((await call('DELETE', `/business-detail/${pune.id}`, director)).statusCode).toBe(204);
    expect((await call('DELETE', `/business-detail/${child.json().id}`, director)).statusCode).toBe(204);
  });

  it('adds a custom component type with its own fields; the standard types cannot be deleted', async () => {
    const created = await call('POST', '/organization-structure', director, {
      bizCompMasterDisplayName: 'Cost Centre',
      orderId: 6,
      fields: [{ key: 'glCode', label: 'GL Code', type: 'text', required: true }],
    });
    expect(created.statusCode).toBe(201);
    const names = (await call('GET', '/organization-structure', director))
      .json()
      .map((x: OrgStructureTab) => x.bizCompMasterDisplayName);
    expect(names.slice(-2)).toEqual(['Cost Centre', 'Location']);
    expect((await call('DELETE', `/organization-structure/${tab('LOCATION').id}`, director)).statusCode).toBe(400);
    expect((await call('DELETE', `/organization-structure/${created.json().id}`, director)).statusCode).toBe(204);
  });

  it('refuses structure changes to users without SetupOrganizationStructure', async () => {
    const res = await call('POST', '/business-detail', employee, {
      bizCompMasterId: tab('DEPARTMENT').id,
      name: 'Shadow',
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await call('POST', '/organization-structure', hrExecutive, { bizCompMasterDisplayName: 'X' })).statusCode,
    ).toBe(403);
  });
});
