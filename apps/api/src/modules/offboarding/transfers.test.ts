import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { TRANSFER_MESSAGES } from '@tenure/domain/offboarding';
import { addDays } from '@tenure/domain/policies';
import { queryRows, withTenant, type Tx } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { applyDueTransfers } from './transfer-apply.ts';

type Headers = Record<string, string>;
const BASE = '/api/hrms/hris';
const today = () => new Date().toISOString().slice(0, 10);

describeEachDatabase(
  'transfers: eligibility, initiation, decisions, the apply job and its leave treatments',
  (kind) => {
    let t: TestApp;
    let employee: Headers;
    let manager: Headers;
    let hr: Headers;
    let director: Headers;
    let admin: Headers;
    const ids = new Map<string, string>();
    const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
      t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
    const initiate = (headers: Headers, body: object) =>
      call('POST', '/transfer', headers, { effectiveDate: today(), ...body });
    const decide = (id: string, verb: string, headers: Headers, body: object = {}) =>
      call('PUT', `/transfer/${id}/${verb}`, headers, body);
    const employeeRow = async (number: string) =>
      (
        await inDemo((tx) =>
          queryRows<{ entity: string; location: string; manager: string | null; designation: string }>(
            tx,
            sql`select le.code as entity, l.name as location, m.employee_number as manager, e.designation from employees e
            join legal_entities le on le.id = e.legal_entity_id left join locations l on l.id = e.location_id left join employees m on m.id = e.manager_id
           where e.employee_number = ${number}`,
          ),
        )
      )[0]!;
    const balances = (number: string) =>
      inDemo((tx) =>
        queryRows<{ code: string; days: number }>(
          tx,
          sql`select t.code, sum(l.days)::float8 as days from leave_ledger l join leave_types t on t.id = l.leave_type_id join employees e on e.id = l.employee_id
           where e.employee_number = ${number} and t.financial_year = 'Jan-Dec' and l.year_start = date_trunc('year', current_date)::date and not t.is_comp_off
           group by t.code order by t.code`,
        ),
      );

    beforeAll(async () => {
      t = await createTestApp(kind);
      employee = (await loginAs(t.app, 'employee01')).headers;
      manager = (await loginAs(t.app, 'manager01')).headers;
      hr = (await loginAs(t.app, 'hrexec01')).headers;
      director = (await loginAs(t.app, 'hrdirector')).headers;
      admin = (await loginAs(t.app, 'superadmin')).headers;
      const rows = await inDemo((tx) =>
        queryRows<{ kind: string; code: string; id: string }>(
          tx,
          sql`select 'entity' as kind, code, id from legal_entities union all select 'location', name, id from locations union all select 'department', name, id from departments`,
        ),
      );
      for (const r of rows) ids.set(`${r.kind}:${r.code}`, r.id);
    });
    afterAll(() => t.close());

    it('the eligibility check shows the placement; ineligible initiations come back on their fields and write nothing', async () => {
      const check = (await call('GET', '/transfer/eligibility?employeeNumber=EMP0005', hr)).json();
      expect(check).toMatchObject({
        eligible: true,
        problems: [],
        employee: { employeeNumber: 'EMP0005' },
        current: { legalEntity: { code: 'US-NY-01' }, location: { name: 'New York' } },
      });
      const past = await initiate(hr, {
        employeeNumber: 'EMP0005',
        effectiveDate: addDays(today(), -1),
        locationId: ids.get('location:Singapore'),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().fieldErrors.effectiveDate).toBe(TRANSFER_MESSAGES.effectiveInPast);
      const noTreatment = await initiate(hr, {
        employeeNumber: 'EMP0005',
        legalEntityId: ids.get('entity:SG-01'),
        managerNumber: 'EMP0005',
      });
      expect(noTreatment.json().fieldErrors).toEqual({
        leaveTreatment: TRANSFER_MESSAGES.treatmentRequired,
        managerNumber: TRANSFER_MESSAGES.selfManager,
      });
      expect(
        (await initiate(hr, { employeeNumber: 'EMP0005', managerNumber: 'EMP0006' })).json().fieldErrors.managerNumber,
      ).toBe(TRANSFER_MESSAGES.managerBelow);
      expect(
        (await initiate(hr, { employeeNumber: 'EMP0005', locationId: ids.get('location:New York') })).json().message,
      ).toBe(TRANSFER_MESSAGES.noChange);
      expect((await initiate(hr, { employeeNumber: 'NOPE' })).json().fieldErrors.employeeNumber).toBe(
        TRANSFER_MESSAGES.noEmployee,
      );
      // Employees hold no TransferRequests; a manager reaches only their reportees; HR only their entities (hrexec01: IN and US).
      expect((await initiate(employee, { employeeNumber: 'EMP0006', designation: 'Staff Engineer' })).statusCode).toBe(
        403,
      );
      expect(
        (await initiate(manager, { employeeNumber: 'EMP0008', designation: 'Delivery Director' })).statusCode,
      ).toBe(403);
      expect((await initiate(hr, { employeeNumber: 'EMP0008', designation: 'Delivery Director' })).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/transfer?search=EMP0005', hr)).json().total).toBe(0);
    });

    it('an employee in probation moves only with a reason', async () => {
      await inDemo((tx) =>
        tx.execute(sql`update employees set date_of_joining = current_date - 10 where employee_number = 'EMP0010'`),
      );
      const check = (await call('GET', '/transfer/eligibility?employeeNumber=EMP0010', manager)).json();
      expect(check.probationEndsOn).not.toBeNull();
      const bare = await initiate(manager, { employeeNumber: 'EMP0010', designation: 'Principal Engineer' });
      expect(bare.json().fieldErrors.reason).toBe(TRANSFER_MESSAGES.probationReason);
      const ok = await initiate(manager, {
        employeeNumber: 'EMP0010',
        designation: 'Principal Engineer',
        reason: 'Leads the platform team from next month',
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({
        status: 'Pending',
        inProbation: true,
        leaveTreatment: null,
        to: { designation: 'Principal Engineer' },
      });
      expect((await call('GET', '/transfer/eligibility?employeeNumber=EMP0010', manager)).json().problems).toEqual([
        { field: 'employeeNumber', message: TRANSFER_MESSAGES.openTransfer },
      ]);
      expect(
        (await initiate(manager, { employeeNumber: 'EMP0010', designation: 'Architect', reason: 'x' })).json()
          .fieldErrors.employeeNumber,
      ).toBe(TRANSFER_MESSAGES.openTransfer);
      // The initiator cancels; nobody else does; then it is decided.
      const id = ok.json().id;
      expect((await decide(id, 'cancel', director)).statusCode).toBe(403);
      expect((await decide(id, 'cancel', manager)).json().transfer.status).toBe('Cancelled');
      expect((await decide(id, 'approve', director)).statusCode).toBe(409);
    });

    it('a manager initiates for a reportee; the employee and the initiator cannot decide; a rejection needs a reason; a second decision is a 409', async () => {
      const created = await initiate(manager, {
        employeeNumber: 'EMP0006',
        effectiveDate: addDays(today(), 7),
        departmentId: ids.get('department:Platform'),
        designation: 'Senior Software Engineer',
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect(created.json()).toMatchObject({
        initiatedBy: { employeeNumber: 'EMP0005' },
        from: { department: { name: 'Product Engineering' } },
        to: { department: { name: 'Platform' } },
      });
      expect((await decide(id, 'approve', employee)).statusCode).toBe(404);
      const own = await decide(id, 'approve', manager);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(TRANSFER_MESSAGES.ownTransfer);
      expect((await decide(id, 'approve', hr)).statusCode).toBe(403);
      const detail = (await call('GET', `/transfer/${id}`, director)).json();
      expect(detail.verbs).toEqual(['approve', 'reject']);
      expect((await call('GET', `/transfer/${id}`, employee)).statusCode).toBe(404);
      const actions = (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: director })).json();
      expect(
        actions.groups
          .find((g: { kind: string }) => g.kind === 'transferDecision')
          .items.map((i: { href: string }) => i.href),
      ).toContain(`/transfer-request/${id}`);
      const bare = await decide(id, 'reject', director);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().fieldErrors.reason).toBe(APPROVAL_MESSAGES.reasonRequired);
      const rejected = await decide(id, 'reject', director, { reason: 'Platform has no opening this quarter' });
      expect(rejected.json()).toMatchObject({
        applyJob: null,
        transfer: { status: 'Rejected', decisionReason: 'Platform has no opening this quarter', verbs: [] },
      });
      const again = await decide(id, 'approve', admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This transfer is already rejected.');
      const history = (await call('GET', `/transfer/${id}`, manager)).json().history;
      expect(history).toMatchObject([
        {
          fromStatus: 'Pending',
          toStatus: 'Rejected',
          reason: 'Platform has no opening this quarter',
          decidedBy: { employeeNumber: 'EMP0003' },
        },
      ]);
    });

    it('manager01 moves to the Singapore entity: approved on its date, applied by the job with leave settled, history and account follow', async () => {
      const before = await balances('EMP0005');
      expect(before.some((b) => b.days > 0)).toBe(true);
      const created = await initiate(hr, {
        employeeNumber: 'EMP0005',
        legalEntityId: ids.get('entity:SG-01'),
        locationId: ids.get('location:Singapore'),
        managerNumber: 'EMP0008',
        leaveTreatment: 'settle',
        reason: 'Leads the APAC delivery hub',
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      const approved = await decide(id, 'approve', director, { reason: 'Agreed with APAC' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().transfer.status).toBe('Approved');
      expect(approved.json().applyJob).toEqual(expect.any(Number));
      expect((await decide(id, 'approve', admin)).statusCode).toBe(409);
      const job = await waitForJob(t.app, director, approved.json().applyJob);
      expect(job).toMatchObject({ status: 'succeeded', result: { applied: 1, failed: [] } });

      const detail = (await call('GET', `/transfer/${id}`, hr)).json();
      expect(detail).toMatchObject({
        status: 'Applied',
        leaveTreatment: 'settle',
        to: { legalEntity: { code: 'SG-01' }, manager: { employeeNumber: 'EMP0008' } },
      });
      expect(
        detail.history.map((h: { toStatus: string; decidedByRule: string | null }) => [h.toStatus, h.decidedByRule]),
      ).toEqual([
        ['Approved', null],
        ['Applied', 'Effective date reached'],
      ]);
      expect(detail.leaveOutcome.length).toBeGreaterThan(0);
      expect(detail.leaveOutcome.every((o: { outcome: string }) => o.outcome === 'settled')).toBe(true);
      expect(await employeeRow('EMP0005')).toMatchObject({
        entity: 'SG-01',
        location: 'Singapore',
        manager: 'EMP0008',
      });
      expect((await balances('EMP0005')).every((b) => b.days <= 0)).toBe(true);
      const profile = (
        await t.app.inject({ method: 'GET', url: `${BASE}/employee/EMP0005/profile`, headers: hr })
      ).json();
      expect(profile.sections.employmentHistory.entries.at(-1)).toMatchObject({
        legalEntityCode: 'SG-01',
        startDate: today(),
      });
      const entities = await inDemo((tx) =>
        queryRows<{ code: string; isDefault: boolean }>(
          tx,
          sql`select le.code, ue.is_default as "isDefault" from user_entities ue join users u on u.id = ue.user_id join legal_entities le on le.id = ue.legal_entity_id where u.username = 'manager01'`,
        ),
      );
      expect(entities).toEqual([{ code: 'SG-01', isDefault: true }]);
      expect(
        (await call('GET', '/transfer?status=Applied&search=michael', hr))
          .json()
          .items.map((i: { id: string }) => i.id),
      ).toEqual([id]);
    });

    it('the daily job applies approved transfers only once their date has come: carry keeps balances, reset zeroes them', async () => {
      const tomorrow = addDays(today(), 1);
      const carry = (
        await initiate(hr, {
          employeeNumber: 'EMP0012',
          effectiveDate: tomorrow,
          legalEntityId: ids.get('entity:IN-KA-01'),
          leaveTreatment: 'carry',
        })
      ).json();
      const reset = (
        await initiate(admin, {
          employeeNumber: 'EMP0011',
          effectiveDate: tomorrow,
          legalEntityId: ids.get('entity:US-NY-01'),
          leaveTreatment: 'reset',
        })
      ).json();
      expect((await decide(carry.id, 'approve', director)).json().applyJob).toBeNull();
      expect((await decide(reset.id, 'approve', director)).json().applyJob).toBeNull();
      const carriedBefore = await balances('EMP0012');
      expect(await inDemo((tx) => applyDueTransfers(tx, 'demo', today()))).toMatchObject({ applied: 0 });
      expect(await inDemo((tx) => applyDueTransfers(tx, 'demo', tomorrow))).toMatchObject({ applied: 2, failed: [] });
      expect(
        (await call('GET', '/transfer/options', hr)).json().legalEntities.map((e: { code: string }) => e.code),
      ).toContain('SG-01');
      expect(await inDemo((tx) => applyDueTransfers(tx, 'demo', tomorrow))).toMatchObject({ applied: 0 });
      expect((await employeeRow('EMP0012')).entity).toBe('IN-KA-01');
      expect(await balances('EMP0012')).toEqual(carriedBefore);
      const carried = (await call('GET', `/transfer/${carry.id}`, hr)).json();
      expect(carried.leaveOutcome.every((o: { outcome: string }) => o.outcome === 'carried')).toBe(true);
      expect((await employeeRow('EMP0011')).entity).toBe('US-NY-01');
      expect((await balances('EMP0011')).every((b) => b.days <= 0)).toBe(true);
      expect(
        (await call('GET', `/transfer/${reset.id}`, admin))
          .json()
          .leaveOutcome.every((o: { outcome: string }) => o.outcome === 'reset'),
      ).toBe(true);
    });

    describe('lists', () => {
      it('filters by effective dates, status and search; sorts; managers see their team only', async () => {
        const all = (
          await call(
            'GET',
            `/transfer?startDate=${today()}&endDate=${addDays(today(), 30)}&sort=effectiveDate&order=asc&size=100`,
            admin,
          )
        ).json();
        expect(all.items.length).toBeGreaterThan(0);
        expect(all.items.map((i: { effectiveDate: string }) => i.effectiveDate)).toEqual(
          [...all.items.map((i: { effectiveDate: string }) => i.effectiveDate)].sort(),
        );
        expect(
          (await call('GET', '/transfer?status=Cancelled', director))
            .json()
            .items.every((i: { status: string }) => i.status === 'Cancelled'),
        ).toBe(true);
        expect((await call('GET', '/transfer?size=100', employee)).json().total).toBe(0);
      });
    });
  },
);
