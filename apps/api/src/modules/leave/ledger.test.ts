import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate } from '@tenure/domain/dates';
import { financialYearStart, LEAVE_MESSAGES, OPENING_BALANCE_COLUMNS } from '@tenure/domain/leave';
import { MESSAGES } from '@tenure/domain/messages';
import { addDays } from '@tenure/domain/policies';
import { queryRows } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { BASE, balanceOf, caller, inDemo, today, waitForJob, type Headers } from './test-kit.ts';

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Opening balances');
  sheet.addRow([...OPENING_BALANCE_COLUMNS]);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(fileName: string, bytes: Buffer) {
  const boundary = 'openingboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeEachDatabase('leave balances, accrual, carry-forward and opening balances', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let employee: Headers;
  let manager: Headers;
  let hr: Headers;
  const elYear = financialYearStart('Apr-Mar', today());
  const clYear = financialYearStart('Jan-Dec', today());

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app);
    employee = (await loginAs(t.app, 'employee01')).headers;
    manager = (await loginAs(t.app, 'manager01')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
  });
  afterAll(() => t.close());

  const upload = (file: Buffer, name = 'opening.xlsx', headers = hr) => {
    const body = multipart(name, file);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/opening-balances/upload`,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };

  it('shows balances to the employee, their managers and HR, and nobody else', async () => {
    const own = await balanceOf(call, employee, 'CL');
    expect(own).toMatchObject({ opening: 10, balance: 10 - own.taken, available: 10 - own.taken - own.pending });
    expect(await balanceOf(call, employee, 'EL')).toMatchObject({ opening: 12, balance: 12 });
    expect((await call('GET', '/leave-balances?employeeNo=EMP0005', employee)).statusCode).toBe(403);
    expect(await balanceOf(call, manager, 'CL', { employeeNo: 'EMP0006' })).toEqual(own);
    expect(await balanceOf(call, hr, 'CL', { employeeNo: 'EMP0006' })).toEqual(own);
    expect((await call('GET', '/leave-balances?employeeNo=EMP0008', manager)).statusCode).toBe(403);
    const history = (await call('GET', '/leave-balances/history', employee)).json() as {
      leaveTypeCode: string;
      kind: string;
      days: number;
    }[];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ leaveTypeCode: 'CL', kind: 'opening', days: 10 }),
        expect.objectContaining({ leaveTypeCode: 'SL', kind: 'opening', days: 10 }),
      ]),
    );
    expect((await call('GET', '/leave-balances/history?employeeNo=EMP0005', employee)).statusCode).toBe(403);
  });

  it('accrues the period once: running it again credits nothing', async () => {
    expect((await call('POST', '/accruals/run', employee, {})).statusCode).toBe(403);
    const run = async () => {
      const started = await call('POST', '/accruals/run', hr, { asOf: today() });
      expect(started.statusCode).toBe(202);
      return waitForJob(t.app, hr, started.json().executionNumber);
    };
    const before = await balanceOf(call, employee, 'CL');
    const first = await run();
    expect(first.status).toBe('succeeded');
    expect(first.result!.credited).toBeGreaterThan(0);
    const after = await balanceOf(call, employee, 'CL');
    expect(after.accrued).toBe(before.accrued + 1);
    expect(await balanceOf(call, employee, 'EL')).toMatchObject({ accrued: 1.5 });
    expect(await balanceOf(call, employee, 'SL')).toMatchObject({ accrued: 12 });
    const second = await run();
    expect(second.result).toMatchObject({ credited: 0 });
    expect(await balanceOf(call, employee, 'CL')).toEqual(after);
    // Eligibility holds in the set-based run: maternity leave only for women, paternity only for men.
    const [wrong] = await inDemo(t, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from leave_ledger l join leave_types t on t.id = l.leave_type_id join employees e on e.id = l.employee_id
             where l.kind = 'accrual' and ((t.code = 'ML' and e.gender <> 'Female') or (t.code = 'PL' and e.gender <> 'Male'))`,
      ),
    );
    expect(wrong!.n).toBe(0);
  });

  it('checks every row of an opening-balance file and applies all or nothing', async () => {
    const template = await call('GET', '/opening-balances/template', hr);
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...OPENING_BALANCE_COLUMNS]);
    expect(book.worksheets[0]!.rowCount).toBeGreaterThan(1);
    expect((await call('GET', '/opening-balances/template', employee)).statusCode).toBe(403);

    const bad = await upload(
      await xlsx([
        ['EMP0006', 'EL', elYear, 40],
        ['NOPE999', 'CL', clYear, 5],
        ['EMP0006', 'XX', clYear, 5],
        ['EMP0006', 'CL', `${clYear.slice(0, 4)}-04-01`, 5],
        ['EMP0006', 'SL', clYear, -1],
        ['EMP0006', 'SL', clYear, 1.25],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: LEAVE_MESSAGES.uploadHasErrors,
      applied: 0,
      errors: [
        { row: 3, column: 'Employee Number', value: 'NOPE999', message: LEAVE_MESSAGES.unknownEmployee },
        { row: 4, column: 'Leave Type Code', message: LEAVE_MESSAGES.unknownLeaveType },
        { row: 5, column: 'Year Start (yyyy-MM-dd)', message: LEAVE_MESSAGES.invalidYear },
        { row: 6, column: 'Opening Balance', message: MESSAGES.negativeValue },
        { row: 7, column: 'Opening Balance', message: LEAVE_MESSAGES.halfDaySteps },
      ],
    });
    expect((await balanceOf(call, employee, 'EL')).opening).toBe(12);

    const good = await upload(
      await xlsx([
        ['EMP0006', 'EL', elYear, 40],
        ['EMP0010', 'EL', elYear, 7.5],
      ]),
    );
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ applied: 2, errors: [] });
    expect((await balanceOf(call, employee, 'EL')).opening).toBe(40);
    // Uploading again replaces the opening balance rather than adding to it.
    expect((await upload(await xlsx([['EMP0006', 'EL', elYear, 39.5]]))).json().applied).toBe(1);
    expect((await balanceOf(call, employee, 'EL')).opening).toBe(39.5);

    const notXlsx = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'opening.xlsx');
    expect(notXlsx.json()).toMatchObject({ message: LEAVE_MESSAGES.uploadNotXlsx });
    expect((await upload(await xlsx([]), 'opening.xlsx', employee)).statusCode).toBe(403);
  });

  it('carries balances into the next year up to the limit, once', async () => {
    const nextYear = financialYearStart('Apr-Mar', addDays(elYear, 400));
    const emily = await balanceOf(call, hr, 'EL', { employeeNo: 'EMP0006' });
    const ananya = await balanceOf(call, hr, 'EL', { employeeNo: 'EMP0010' });
    expect(emily.balance).toBeGreaterThan(30);
    expect(ananya.balance).toBeLessThan(30);
    const run = async () => {
      const started = await call('POST', '/carry-forward/run', hr, { yearStart: elYear });
      expect(started.statusCode).toBe(202);
      return waitForJob(t.app, hr, started.json().executionNumber);
    };
    const first = await run();
    expect(first.status).toBe('succeeded');
    expect(first.result!.carried).toBeGreaterThan(0);
    expect(await balanceOf(call, hr, 'EL', { employeeNo: 'EMP0006', on: nextYear })).toMatchObject({
      carriedForward: 30,
      yearStart: nextYear,
    });
    expect(await balanceOf(call, hr, 'EL', { employeeNo: 'EMP0010', on: nextYear })).toMatchObject({
      carriedForward: ananya.balance,
    });
    const notes = await inDemo(t, (tx) =>
      queryRows<{ note: string }>(
        tx,
        sql`select distinct note from leave_ledger where kind = 'carryForward' and period_key = ${`CF${elYear}`}`,
      ),
    );
    expect(notes).toEqual([{ note: `Carried forward from ${formatDate(elYear, DEFAULT_DATE_FORMAT)}` }]);
    expect((await run()).result).toMatchObject({ carried: 0 });
    expect((await balanceOf(call, hr, 'EL', { employeeNo: 'EMP0006', on: nextYear })).carriedForward).toBe(30);
    // Casual leave has no carry-forward limit: nothing of it moves.
    expect((await balanceOf(call, hr, 'CL', { employeeNo: 'EMP0006', on: addDays(clYear, 366) })).carriedForward).toBe(
      0,
    );
  });
});
