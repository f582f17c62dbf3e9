import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReportColumn } from '@tenure/domain/reports';
import { spreadsheetSafe } from '@tenure/domain/spreadsheets';
import { MASK_CHARACTER } from '@tenure/domain/validation';
import { addDays, utcToday } from '../src/platform/clock.ts';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { parseCsv } from '../src/platform/sheets.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import { releaseResignation } from './resignations.ts';

/*
 * Issue 34: "exports open in LibreOffice with the same rows as the screen". Each report is exported
 * as XLSX and CSV through the API; LibreOffice (soffice --headless) turns the workbook into CSV with
 * every text cell quoted, so a number written as a number shows unquoted. Both files must hold the
 * screen's rows (every page of /rows), in its order, masked the same, formula-looking text kept as
 * text. CI installs LibreOffice (.ci/run); elsewhere the suite is skipped when soffice is absent.
 */
const SOFFICE = process.env.SOFFICE ?? 'soffice';
const hasSoffice = spawnSync(SOFFICE, ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasSoffice && process.env.CI) throw new Error(`${SOFFICE} is not installed: CI must run the LibreOffice check`);

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** A CSV line's fields with whether each was quoted (LibreOffice quotes text cells only, as asked). */
function quotedFields(line: string): { text: string; quoted: boolean }[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,"]*))/g)].map((m) =>
    m[1] === undefined ? { text: m[2]!, quoted: false } : { text: m[1].replace(/""/g, '"'), quoted: true },
  );
}

const isFigure = (c: ReportColumn) => c.type === 'number' || c.type === 'percent';
/** A screen cell as LibreOffice writes the XLSX cell: text as it was exported (neutralised), numbers and booleans bare. */
function libreOfficeField(c: ReportColumn, value: Cell) {
  if (value === null) return { text: '', quoted: false };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', quoted: false };
  if (typeof value === 'number') return { text: String(value), quoted: !isFigure(c) };
  return { text: spreadsheetSafe(value), quoted: true };
}
/** A screen cell as the API's CSV writes it. */
const csvText = (value: Cell) => (value === null ? '' : spreadsheetSafe(String(value)));

const FORMULA = '=HYPERLINK("https://example.com","x")';
const REPORTS = [
  { key: 'employee-overview', query: 'legalEntity=all&groupBy=department&sort=headcount&order=desc' },
  { key: 'leave-balances-of-employees', query: 'legalEntity=all' },
  { key: 'employees-in-notice-period', query: 'legalEntity=all', masked: 'phone' },
];

if (!hasSoffice)
  describe.skip(`report exports opened in LibreOffice: skipped, ${SOFFICE} is not installed (apt-get install libreoffice-calc-nogui)`, () => {
    it('converts the exports', () => {});
  });
else
  describeEachDatabase('report exports opened in LibreOffice', (kind) => {
    let t: TestApp;
    let hr: Record<string, string>;
    let dir: string;
    const today = utcToday();
    const converted = new Map<string, string>();
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/reports${url}`, headers: hr });

    beforeAll(async () => {
      t = await createTestApp(kind);
      hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
      const manager = { ...(await loginAs(t.app, 'manager01')).headers, 'x-entityid': 'US-NY-01' };
      // Someone serving notice (a masked phone), and a department whose name a spreadsheet would run.
      await releaseResignation(t, hr, manager, 'EMP0006', addDays(today, 20));
      await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows(
          tx,
          sql`update departments set name = ${FORMULA}
             where id = (select department_id from employees where employee_number = 'EMP0002')`,
        ),
      );
      dir = await mkdtemp(join(tmpdir(), 'report-exports-'));
      const files: string[] = [];
      for (const { key, query } of REPORTS) {
        const file = await get(`/${key}/export?to=${today}&${query}&format=xlsx`);
        expect(file.statusCode, file.body).toBe(200);
        files.push(join(dir, `${key}.xlsx`));
        await writeFile(files.at(-1)!, file.rawPayload);
      }
      // One LibreOffice start for every workbook, with a profile of its own (a shared one locks).
      // CSV filter: comma, double quotes, UTF-8, line 1; text cells quoted, numbers bare, values in full (not "as shown").
      await promisify(execFile)(
        SOFFICE,
        [
          `-env:UserInstallation=file://${join(dir, 'profile')}`,
          '--headless',
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,false',
          '--outdir',
          join(dir, 'csv'),
          ...files,
        ],
        { timeout: 240_000 },
      );
      for (const { key } of REPORTS) converted.set(key, await readFile(join(dir, 'csv', `${key}.csv`), 'utf8'));
    }, 300_000);
    afterAll(async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** Every row the screen shows for the filters, page after page. */
    async function screenRows(key: string, query: string): Promise<Row[]> {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const answer = (await get(`/${key}/rows?to=${today}&${query}&size=100&page=${page}`)).json() as {
          items: Row[];
          total: number;
        };
        rows.push(...answer.items);
        if (rows.length >= answer.total) return rows;
      }
    }

    for (const { key, query, masked } of REPORTS)
      it(`${key}: the XLSX in LibreOffice and the CSV hold the screen's rows, in order`, async () => {
        const columns = ((await get(`/${key}`)).json().columns as ReportColumn[]).filter((c) => !c.hidden);
        const screen = await screenRows(key, query);
        expect(screen.length).toBeGreaterThan(0);

        const [headings, ...lines] = converted
          .get(key)!
          .split(/\r?\n/)
          .filter((line) => line !== '');
        expect(quotedFields(headings!).map((f) => f.text)).toEqual(columns.map((c) => c.heading));
        expect(lines.map(quotedFields)).toEqual(
          screen.map((row) => columns.map((c) => libreOfficeField(c, row[c.key] ?? null))),
        );

        const csv = (await get(`/${key}/export?to=${today}&${query}&format=csv`)).body;
        const [csvHeadings, ...csvLines] = parseCsv(csv).filter((line) => line.length > 1);
        expect(csvHeadings).toEqual(columns.map((c) => c.heading));
        expect(csvLines).toEqual(screen.map((row) => columns.map((c) => csvText(row[c.key] ?? null))));

        if (masked) {
          const shown = screen.map((row) => String(row[masked]));
          expect(shown.some((value) => value.includes(MASK_CHARACTER))).toBe(true);
        }
      }, 120_000);

    it('a department named like a formula stays text: LibreOffice shows it, it does not run it', () => {
      expect(converted.get('employee-overview')).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
      expect(converted.get('leave-balances-of-employees')).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
    });
  });
