import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../../platform/db.ts';
import { utcToday } from '../../platform/clock.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs.ts';

type Headers = Record<string, string>;
type Row = Record<string, string | number | boolean | null>;

/** The texts a PDF shows (each cell is one `(text) Tj` in an uncompressed content stream). */
function pdfTexts(bytes: Buffer): string[] {
  return [...bytes.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    m[1]!.replace(/\\(.)/g, '$1').replace(/\x85/g, '…'),
  );
}

describeEachDatabase('reports: PDF of the page on screen', (kind) => {
  let t: TestApp;
  let hr: Headers;
  const today = utcToday();
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/reports${url}`, headers: hr });
  const pdfAudits = () =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ after: Record<string, unknown> }>(
        tx,
        sql`select after from audit_log where action = 'report.export' and after->>'format' = 'pdf'
            order by created_at desc`,
      ),
    );
  /**
   * Exports a PDF and returns it with its audit entry. The entry is written with the export's
   * commit, just after the last byte went out, so the newest entry counts only once one more exists.
   */
  const exportPdf = async (url: string) => {
    const before = (await pdfAudits()).length;
    const file = await get(url);
    const [audit] = await waitFor(pdfAudits, (rows) => rows.length > before);
    return { file, audit: audit!.after };
  };

  it('holds the title, the filters, who generated it and the rows and totals of the screen, and is audited', async () => {
    const query = `to=${today}&legalEntity=all&groupBy=location&sort=headcount&order=desc`;
    const screen = (await get(`/employee-overview/rows?${query}&size=10`)).json() as {
      items: Row[];
      total: number;
      totals: Row;
    };
    const { file, audit } = await exportPdf(`/employee-overview/export?${query}&size=10&format=pdf`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="employee-overview_\d{8}T\d{6}Z\.pdf"/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = pdfTexts(file.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Employee Overview',
        'Group by: Location',
        'Sorted by Headcount (descending)',
        'Group',
        'Headcount',
        'Share of headcount',
        'Total',
        String(screen.totals.headcount),
      ]),
    );
    expect(texts.some((text) => /^Generated \d{4}-\d\d-\d\d \d\d:\d\d UTC by .+/.test(text))).toBe(true);
    expect(texts).toContain(`Rows 1 to ${screen.items.length} of ${screen.total} (page 1)`);
    // Every row of the screen, in its order, figures as the screen formats them.
    const groups = texts.filter((text) => screen.items.some((r) => r.group === text));
    expect(groups).toEqual(screen.items.map((r) => r.group));
    for (const row of screen.items) expect(texts).toContain(`${Number(row.share).toFixed(2)}%`);
    expect(audit).toMatchObject({ format: 'pdf', rows: screen.items.length, page: 1, size: 10 });
  });

  it('prints the widest text of each column whole (a column is as wide as its widest text)', async () => {
    // By gender the heading "Headcount" and the group "Not given" are their columns' widest texts.
    const query = `to=${today}&groupBy=gender&sort=headcount`;
    const screen = (await get(`/employee-overview/rows?${query}&size=10`)).json() as { items: Row[] };
    const { file } = await exportPdf(`/employee-overview/export?${query}&size=10&format=pdf`);
    const texts = pdfTexts(file.rawPayload);
    expect(texts).toEqual(expect.arrayContaining(['Headcount', ...screen.items.map((r) => String(r.group))]));
    expect(texts.filter((text) => text.endsWith('…'))).toEqual([]);
  });

  it('holds only the page asked for of a people report', async () => {
    const query = `to=${today}&sort=employeeNumber`;
    const page = (n: number) =>
      get(`/leave-balances-of-employees/rows?${query}&size=10&page=${n}`).then((r) => r.json().items as Row[]);
    const [first, second] = [await page(1), await page(2)];
    expect(second.length).toBeGreaterThan(0);
    const { file, audit } = await exportPdf(`/leave-balances-of-employees/export?${query}&size=10&page=2&format=pdf`);
    const texts = pdfTexts(file.rawPayload);
    const numbers = new Set(texts);
    for (const row of second) expect(numbers.has(String(row.employeeNumber))).toBe(true);
    const onlyOnFirst = first.filter((r) => !second.some((s) => s.employeeNumber === r.employeeNumber));
    for (const row of onlyOnFirst) expect(numbers.has(String(row.employeeNumber))).toBe(false);
    expect(audit).toMatchObject({ format: 'pdf', rows: second.length, page: 2 });
  });

  it('refuses a page size the screen does not offer', async () => {
    expect((await get(`/employee-overview/export?size=7&format=pdf`)).statusCode).toBe(400);
  });
});
