import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  TAX_MESSAGES,
  addMonths,
  indianFinancialYear,
  type EsopGrantView,
  type MyEsopView,
  type PayslipUploadView,
  type PayslipView,
} from '@tenure/domain/finance';
import { addDays } from '@tenure/domain/policies';
import { queryRows, withTenant } from '../../platform/db.ts';
import { tinyPdf } from '../../db/seed/people-data.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { multipartBody, multipartFilesBody } from '../../../test/multipart.ts';
import { zipOf } from '../../../test/zip.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const BASE = '/api/hrms/finance';
const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);
const pdf = (text: string) => ({ name: `${text}.pdf`, bytes: tinyPdf(text) });

describeEachDatabase('finance: My Finance, payslips, ESOP', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;
  let director: Headers;
  let indian: Headers;
  const call = (method: Method, path: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${path}`, headers, ...(payload ? { payload } : {}) });
  const upload = (
    method: Method,
    path: string,
    headers: Headers,
    fields: Record<string, string>,
    files: { name: string; bytes: Uint8Array }[],
  ) => {
    const body = multipartFilesBody(fields, files);
    return t.app.inject({
      method,
      url: `${BASE}${path}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const inDemo = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));

  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
    indian = hr;
  });
  afterAll(() => t.close());

  it('My Finance shows the links of one’s country and the bank and tax numbers masked to their last 4 characters', async () => {
    const mine = (await call('GET', '/my-finance', employee)).json();
    expect(mine).toMatchObject({ country: 'US', legalEntityCode: 'US-NY-01', taxDeclaration: null });
    expect(mine.links.map((l: { country: string }) => l.country)).toEqual(expect.arrayContaining(['US']));
    expect(new Set(mine.links.map((l: { country: string }) => l.country))).toEqual(new Set(['US']));
    expect(mine.links.map((l: { kind: string }) => l.kind)).not.toContain('esop');
    const [stored] = await inDemo<{ account: string; taxId: string }>(
      sql`select b.data->>'accountNumber' as account, x.data->>'taxIdentificationNumber' as "taxId" from employees e
            join employee_profile_sections b on b.employee_id = e.id and b.section = 'bankDetails'
            join employee_profile_sections x on x.employee_id = e.id and x.section = 'tax' where e.employee_number = 'EMP0006'`,
    );
    expect(mine.bank.accountNumber).toBe('*'.repeat(stored!.account.length - 4) + stored!.account.slice(-4));
    expect(mine.taxIdentificationNumber).toBe('*'.repeat(stored!.taxId.length - 4) + stored!.taxId.slice(-4));
    expect(JSON.stringify(mine)).not.toContain(stored!.account);
  });

  it('an Indian employee picks the tax regime of the current financial year; old-regime declarations stay within their limits', async () => {
    const before = (await call('GET', '/my-finance', indian)).json();
    const financialYear = indianFinancialYear(today());
    expect(before.taxDeclaration).toMatchObject({ financialYear, regime: 'new', updatedAt: null });
    const over = await call('PUT', '/tax-declaration', indian, {
      financialYear,
      regime: 'old',
      declarations: { section80C: 200_000 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors['declarations.section80C']).toBe(TAX_MESSAGES.overLimit(150_000));
    expect(
      (
        await call('PUT', '/tax-declaration', indian, { financialYear: '2001-02', regime: 'new', declarations: {} })
      ).json().fieldErrors.financialYear,
    ).toBe(TAX_MESSAGES.notCurrentYear);
    const saved = await call('PUT', '/tax-declaration', indian, {
      financialYear,
      regime: 'old',
      declarations: { section80C: 150_000, hraRentPaid: 360_000 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/my-finance', indian)).json().taxDeclaration).toMatchObject({
      regime: 'old',
      declarations: { section80C: 150_000, hraRentPaid: 360_000, section80D: 0 },
    });
    // The new regime has nothing to declare: the amounts go back to zero.
    await call('PUT', '/tax-declaration', indian, {
      financialYear,
      regime: 'new',
      declarations: { section80C: 150_000 },
    });
    expect((await call('GET', '/my-finance', indian)).json().taxDeclaration.declarations.section80C).toBe(0);
    expect(
      (await call('PUT', '/tax-declaration', employee, { financialYear, regime: 'old', declarations: {} })).json().code,
    ).toBe('NOT_INDIA');
  });

  it('HR sets a country’s pay links; ESOP links need the ESOP key; employees cannot', async () => {
    const links = [
      { kind: 'pay', title: 'New payroll', url: 'https://payroll.example.com/in' },
      { kind: 'tax', title: 'e-Filing', url: 'https://www.incometax.gov.in' },
    ];
    const saved = await call('PUT', '/links/pay/IN', hr, { links });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/my-finance', indian)).json().links.map((l: { title: string }) => l.title)).toEqual([
      'New payroll',
      'e-Filing',
    ]);
    expect(
      (
        await call('PUT', '/links/pay/IN', hr, {
          links: [{ kind: 'esop', title: 'Equity', url: 'https://equity.example.com' }],
        })
      ).json().fieldErrors['links.0.kind'],
    ).toBe(FINANCE_MESSAGES.linkKindNotHere(['pay', 'tax']));
    expect(
      (
        await call('PUT', '/links/pay/IN', hr, {
          links: [{ kind: 'pay', title: 'Plain', url: 'http://payroll.example.com' }],
        })
      ).json().fieldErrors['links.0.url'],
    ).toBe(FINANCE_MESSAGES.linkUrl);
    expect((await call('PUT', '/links/esop/IN', hr, { links: [] })).statusCode).toBe(403);
    expect((await call('PUT', '/links/pay/US', employee, { links: [] })).statusCode).toBe(403);
    expect(
      (
        await call('PUT', '/links/esop/SG', director, {
          links: [{ kind: 'esop', title: 'Equity SG', url: 'https://equity.example.com/sg' }],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a payslip is visible only to its employee and to HR with ManagePay; not to a colleague, a manager or another tenant', async () => {
    const mine: PayslipView[] = (await call('GET', '/payslips/mine', employee)).json();
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.map((p) => p.month)).toEqual([...mine.map((p) => p.month)].sort().reverse());
    const own = await call('GET', `/payslips/${mine[0]!.id}/file`, employee);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(own.rawPayload.toString('latin1')).toContain('EMP0006');

    const managersOwn: PayslipView[] = (await call('GET', '/payslips/mine', manager)).json();
    // employee01's manager does not see her payslip, nor she his.
    expect((await call('GET', `/payslips/${mine[0]!.id}/file`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/payslips/${managersOwn[0]!.id}/file`, employee)).statusCode).toBe(404);
    expect((await call('GET', `/payslips?month=${mine[0]!.month}`, manager)).statusCode).toBe(403);
    expect((await call('GET', `/payslips/${mine[0]!.id}/file`, hr)).statusCode).toBe(200);
    const month = (await call('GET', `/payslips?month=${mine[0]!.month}&search=EMP0006`, hr)).json();
    expect(month).toEqual([
      expect.objectContaining({ id: mine[0]!.id, employee: expect.objectContaining({ employeeNumber: 'EMP0006' }) }),
    ]);

    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    expect(
      (await acme.request({ method: 'GET', url: `${BASE}/payslips/${mine[0]!.id}/file`, headers })).statusCode,
    ).toBe(404);
    const acmeMonth = await acme.request({ method: 'GET', url: `${BASE}/payslips?month=${mine[0]!.month}`, headers });
    expect(acmeMonth.statusCode).toBe(200);
    expect(acmeMonth.body).toEqual([]);
  });

  it('HR uploads a month of payslips in one .zip: a dry run lists each file’s employee or error, a load stores all or none', async () => {
    const month = thisMonth();
    const good = [pdf('Payslip_EMP0005'), pdf('payslip-emp0006-may'), pdf('EMP0010 payslip')];
    const bad = zipOf([
      ...good,
      pdf('Payslip_NOBODY'),
      { name: 'EMP0008.pdf', bytes: new TextEncoder().encode('not a pdf') },
      pdf('EMP0005_again'),
    ]);
    const dry = await upload('POST', '/payslips/validate', hr, { month }, [{ name: 'payslips.zip', bytes: bad }]);
    expect(dry.statusCode).toBe(200);
    const view: PayslipUploadView = dry.json();
    expect(view.rows.map((r) => [r.row, r.employee.employeeNumber, r.replaces])).toEqual([
      [1, 'EMP0005', false],
      [2, 'EMP0006', false],
      [3, 'EMP0010', false],
    ]);
    expect(view.errors).toEqual([
      { row: 4, column: 'Employee number', value: 'Payslip_NOBODY.pdf', message: FINANCE_MESSAGES.noEmployeeNumber },
      { row: 5, column: 'File', value: 'EMP0008.pdf', message: FINANCE_MESSAGES.notPdf },
      { row: 6, column: 'Employee number', value: 'EMP0005_again.pdf', message: FINANCE_MESSAGES.duplicateInUpload },
    ]);
    const refused = await upload('POST', '/payslips/load', hr, { month }, [{ name: 'payslips.zip', bytes: bad }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_HAS_ERRORS', message: FINANCE_MESSAGES.uploadHasErrors(3) });
    expect((await call('GET', `/payslips?month=${month}`, hr)).json()).toEqual([]);

    const loaded = await upload('POST', '/payslips/load', hr, { month }, [
      { name: 'payslips.zip', bytes: zipOf(good) },
    ]);
    expect(loaded.statusCode).toBe(201);
    expect(loaded.json()).toEqual({ month, created: 3, replaced: 0 });
    expect(
      (await call('GET', `/payslips?month=${month}`, hr))
        .json()
        .map((p: { employee: { employeeNumber: string } }) => p.employee.employeeNumber),
    ).toEqual(['EMP0005', 'EMP0006', 'EMP0010']);
    // One PDF sent again (the single upload) replaces that employee's payslip of the month.
    const again = await upload('POST', '/payslips/load', hr, { month }, [pdf('EMP0006 corrected')]);
    expect(again.json()).toEqual({ month, created: 0, replaced: 1 });
    const mine: PayslipView[] = (await call('GET', '/payslips/mine', employee)).json();
    expect(mine[0]).toMatchObject({ month, fileName: 'EMP0006 corrected.pdf' });

    expect(
      (await upload('POST', '/payslips/validate', hr, { month: '2026-13' }, [pdf('EMP0006')])).json().fieldErrors.month,
    ).toBe(FINANCE_MESSAGES.monthInvalid);
    expect(
      (
        await upload('POST', '/payslips/validate', hr, { month }, [
          { name: 'broken.zip', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) },
        ])
      ).json().fieldErrors.file,
    ).toBe(FINANCE_MESSAGES.zipUnreadable);
    expect((await upload('POST', '/payslips/load', manager, { month }, [pdf('EMP0006')])).statusCode).toBe(403);
  });

  it('HR grants options: the holder is allotted, sees the vesting to date and asks to exercise; one decision only, the second a 409', async () => {
    const [profile] = await inDemo<{ id: string }>(sql`select id from employees where employee_number = 'EMP0012'`);
    const walker = profile!.id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee/esop/${walker}`, headers: director })).json()
        .isAllotted,
    ).toBe(false);
    // The 15-month tranche fell due yesterday (UTC): vested on the holder's own day in any time zone.
    const grantDate = addMonths(addDays(today(), -1), -15);
    const input = {
      employeeNumber: 'EMP0005',
      grantDate,
      options: 1000,
      strikePrice: 2.5,
      currency: 'USD',
      cliffMonths: 12,
      vestingMonths: 48,
      periodMonths: 3,
    };
    expect((await call('POST', '/esop/grants', hr, input)).statusCode).toBe(403);
    expect(
      (await call('POST', '/esop/grants', director, { ...input, cliffMonths: 60 })).json().fieldErrors.cliffMonths,
    ).toBe(FINANCE_MESSAGES.cliffTooLong);
    expect(
      (await call('POST', '/esop/grants', director, { ...input, employeeNumber: 'EMP9999' })).json().fieldErrors
        .employeeNumber,
    ).toBe(FINANCE_MESSAGES.employeeNotFound);
    const created = await call('POST', '/esop/grants', director, input);
    expect(created.statusCode).toBe(201);
    const grant: EsopGrantView = created.json();
    expect(grant).toMatchObject({ vested: 312, unvested: 688, exercisable: 312 });
    expect(grant.schedule.filter((tranche) => tranche.vested).map((tranche) => tranche.cumulative)).toEqual([250, 312]);

    expect((await call('POST', '/esop/grants', director, { ...input, employeeNumber: 'EMP0012' })).statusCode).toBe(
      201,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee/esop/${walker}`, headers: director })).json()
        .isAllotted,
    ).toBe(true);

    const mine: MyEsopView = (await call('GET', '/esop/mine', manager)).json();
    expect(mine.grants.find((g) => g.id === grant.id)).toMatchObject({ vested: 312, strikePrice: 2.5 });
    expect(mine.documents.map((d) => d.kind).sort()).toEqual(['faq', 'userManual']);
    expect(mine.links.every((l) => l.kind === 'esop' && l.country === 'US')).toBe(true);

    const ask = (options: number, headers = manager) =>
      call('POST', '/esop/exercise-requests', headers, { grantId: grant.id, options });
    expect((await ask(313)).json().fieldErrors.options).toBe(FINANCE_MESSAGES.exerciseMoreThanAvailable(312));
    expect((await ask(10, employee)).statusCode).toBe(404);
    const request = await ask(200);
    expect(request.statusCode).toBe(201);
    const id = request.json().id as string;
    expect((await ask(113)).json().fieldErrors.options).toBe(FINANCE_MESSAGES.exerciseMoreThanAvailable(112));

    expect((await call('PUT', `/esop/exercise-requests/${id}/approve`, manager, {})).statusCode).toBe(403);
    expect((await call('PUT', `/esop/exercise-requests/${id}/approve`, employee, {})).statusCode).toBe(404);
    expect((await call('PUT', `/esop/exercise-requests/${id}/reject`, director, {})).statusCode).toBe(400);
    const pending = (await call('GET', '/esop/exercise-requests?status=pending', director)).json();
    expect(pending.map((r: { id: string }) => r.id)).toContain(id);
    const waiting = (await t.app.inject({ method: 'GET', url: '/api/home/my-actions', headers: director })).json();
    expect(waiting.groups.find((g: { kind: string }) => g.kind === 'esopExercise')?.items).toEqual([
      expect.objectContaining({ id, quantity: { value: 200, unit: 'options' } }),
    ]);
    const decisions = await Promise.all([
      call('PUT', `/esop/exercise-requests/${id}/approve`, director, {}),
      call('PUT', `/esop/exercise-requests/${id}/approve`, director, {}),
    ]);
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409]);
    expect((await call('PUT', `/esop/exercise-requests/${id}/reject`, director, { reason: 'late' })).statusCode).toBe(
      409,
    );
    const after = ((await call('GET', '/esop/mine', manager)).json() as MyEsopView).grants.find(
      (g) => g.id === grant.id,
    )!;
    expect(after).toMatchObject({ exercised: 200, pending: 0, exercisable: 112 });

    // The holder withdraws a pending request; it then frees its options.
    const second = (await ask(100)).json();
    expect((await call('PUT', `/esop/exercise-requests/${second.id}/cancel`, manager, {})).json().status).toBe(
      'cancelled',
    );
    expect(
      ((await call('GET', '/esop/mine', manager)).json() as MyEsopView).grants.find((g) => g.id === grant.id)!
        .exercisable,
    ).toBe(112);
  });

  it('HR uploads the ESOP manual; holders and ESOP HR read it, others do not', async () => {
    const manual = tinyPdf('ESOP Plan Rules 2026');
    const sendManual = (headers: Headers, file: { name: string; bytes: Uint8Array }) => {
      const body = multipartBody({}, file);
      return t.app.inject({
        method: 'PUT',
        url: `${BASE}/esop/documents/userManual`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    expect(
      (await sendManual(director, { name: 'manual.pdf', bytes: new TextEncoder().encode('plain text') })).statusCode,
    ).toBe(400);
    expect((await sendManual(hr, { name: 'manual.pdf', bytes: manual })).statusCode).toBe(403);
    const saved = await sendManual(director, { name: 'ESOP Plan Rules 2026.pdf', bytes: manual });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'userManual', fileName: 'ESOP Plan Rules 2026.pdf' });
    const read = await call('GET', '/esop/documents/userManual/file', manager);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.toString('latin1')).toContain('ESOP Plan Rules 2026');
    const consultant = (await loginAs(t.app, 'consult01')).headers;
    expect((await call('GET', '/esop/documents/userManual/file', consultant)).statusCode).toBe(404);
    expect((await call('GET', '/esop/mine', consultant)).json().documents).toEqual([]);
  });
});
