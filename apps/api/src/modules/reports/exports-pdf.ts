import { sql, type SQL } from 'drizzle-orm';
import type { ReportCell, ReportColumn, ReportRow } from '@tenure/domain/reports';
import { queryRows, type Tx } from '../../platform/db.ts';
import { PDF_LANDSCAPE, textWidth, toPdf, type PdfLine } from '../../platform/pdf-document.ts';
import type { ReportFilterValues } from '../../platform/reports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { shownRow, type ResolvedRequest } from './reports-service.ts';

/** The page of a PDF export: the one on screen. */
export interface ShownPage {
  page: number;
  size: number;
}

const TABLE_SIZE = 8;
const COLUMN_GAP = 8;
const LEFT = PDF_LANDSCAPE.margin;
const RIGHT = PDF_LANDSCAPE.width - PDF_LANDSCAPE.margin;

const rightAligned = (c: ReportColumn) => c.type === 'number' || c.type === 'percent';

/** A cell as the screen reads it: numbers with the column's decimals, percents with %, yes/no, UTC times. */
export function pdfCellText(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const text = value.toLocaleString('en-US', {
      minimumFractionDigits: column.decimals ?? 0,
      maximumFractionDigits: column.decimals ?? 2,
    });
    return column.type === 'percent' ? `${text}%` : text;
  }
  if (column.type === 'datetime') return value.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
  return value;
}

/**
 * Text cut with an ellipsis to fit `width` points. A column is exactly as wide as its widest text,
 * and the edges' sums round (37.808 comes back as 37.807999…): a hundredth of a point is allowed,
 * or the widest text of every column would lose its end.
 */
function fitted(text: string, width: number): string {
  if (textWidth(text, TABLE_SIZE) <= width + 0.01) return text;
  let cut = text;
  while (cut.length > 0 && textWidth(`${cut}…`, TABLE_SIZE) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Column widths shared out over the page by what the column holds (its heading and its widest
 * cell, each at most a quarter of the page), so short figures stay narrow and names get room.
 */
function columnEdges(columns: readonly ReportColumn[], texts: readonly string[][]): number[] {
  const room = RIGHT - LEFT - COLUMN_GAP * (columns.length - 1);
  const wanted = columns.map((c, i) =>
    Math.min(
      room / 4,
      Math.max(textWidth(c.heading, TABLE_SIZE), ...texts.map((row) => textWidth(row[i]!, TABLE_SIZE))),
    ),
  );
  const scale = Math.min(1, room / wanted.reduce((sum, w) => sum + w, 0));
  let x = LEFT;
  return wanted.map((w) => {
    const left = x;
    x += w * scale + COLUMN_GAP;
    return left;
  });
}

function tableLine(columns: readonly ReportColumn[], texts: readonly string[], edges: readonly number[], bold = false) {
  const line: PdfLine = { size: TABLE_SIZE, bold, gap: TABLE_SIZE * 1.6, cells: [] };
  columns.forEach((c, i) => {
    const width = (edges[i + 1] ?? RIGHT + COLUMN_GAP) - COLUMN_GAP - edges[i]!;
    const text = fitted(texts[i]!, width);
    line.cells.push(rightAligned(c) ? { text, x: edges[i]! + width, align: 'right' } : { text, x: edges[i]! });
  });
  return line;
}

const idList = (ids: readonly string[]): SQL =>
  ids.length > 0
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null`;

/** The names a filters summary shows for the ids it was given, and the name of who exports. */
async function filterNames(tx: Tx, v: Viewer, filters: ReportFilterValues) {
  const [names] = await queryRows<{
    by: string;
    entities: string | null;
    department: string | null;
    location: string | null;
  }>(
    tx,
    sql`select
      (select coalesce(e.display_name, u.username) from users u left join employees e on e.id = u.employee_id
        where u.id = ${v.userId}) as "by",
      (select string_agg(name, ', ' order by name) from legal_entities where id in (${idList(filters.entityIds)})) as entities,
      (select name from departments where id = ${filters.departmentId ?? null}::uuid) as department,
      (select name from locations where id = ${filters.locationId ?? null}::uuid) as location`,
  );
  return names!;
}

/** "Label: value" for each filter that narrows the rows, the report's own by their option labels. */
function filterSummary(job: ResolvedRequest, names: Awaited<ReturnType<typeof filterNames>>): string[] {
  const { filters, report, sort } = job;
  const sortColumn = report.columns.find((c) => c.key === sort.key);
  const own = report.filters.flatMap((f) => {
    const value = filters.own[f.key];
    if (value === undefined) return [];
    return [`${f.label}: ${f.options?.find((o) => o.value === value)?.label ?? value}`];
  });
  return [
    `Period: ${filters.from} to ${filters.to}`,
    `Legal entities: ${names.entities ?? 'none'}`,
    ...(names.department ? [`Department: ${names.department} (with its sub-departments)`] : []),
    ...(names.location ? [`Location: ${names.location}`] : []),
    ...(filters.employmentType ? [`Employment type: ${filters.employmentType}`] : []),
    ...(filters.status ? [`Status: ${filters.status}`] : []),
    ...own,
    `Sorted by ${sortColumn?.heading ?? sort.key} (${sort.order === 'asc' ? 'ascending' : 'descending'})`,
    ...(job.reveal ? ['Personal data shown in clear'] : []),
  ];
}

/**
 * The PDF of what the screen shows: the title, the filters, who generated it and when, the page
 * of rows (the columns the table shows) and the totals over every matching row. Landscape A4, a table that
 * runs over as many sheets as its rows need.
 */
export async function reportPdf(
  tx: Tx,
  v: Viewer,
  job: ResolvedRequest,
  shown: ShownPage,
  at: Date,
): Promise<{ bytes: Buffer; rows: number }> {
  const { report, filters, sort, reveal } = job;
  const { items, total } = await report.query(tx, v, filters, sort, {
    limit: shown.size,
    offset: (shown.page - 1) * shown.size,
  });
  const totals = report.summary ? (await report.summary(tx, v, filters, () => Promise.resolve(items))).totals : null;
  const names = await filterNames(tx, v, filters);
  const { columns } = job;
  const texts = items.map((item: ReportRow) => {
    const row = shownRow(report, item, reveal);
    return columns.map((c) => pdfCellText(c, row[c.key]));
  });
  const totalTexts = totals ? columns.map((c, i) => (i === 0 ? 'Total' : pdfCellText(c, totals[c.key]))) : null;
  const edges = columnEdges(columns, totalTexts ? [...texts, totalTexts] : texts);
  const first = (shown.page - 1) * shown.size + 1;
  const stamp = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines: PdfLine[] = [
    { size: 16, bold: true, cells: [{ text: report.title, x: LEFT }] },
    { size: 9, gap: 16, cells: [{ text: report.group, x: LEFT }] },
    ...filterSummary(job, names).map((text) => ({ size: 9, gap: 13, cells: [{ text, x: LEFT }] })),
    { size: 9, gap: 13, cells: [{ text: `Generated ${stamp} by ${names.by}`, x: LEFT }] },
    {
      size: 9,
      bold: true,
      gap: 20,
      cells: [
        {
          text:
            items.length > 0
              ? `Rows ${first} to ${first + items.length - 1} of ${total} (page ${shown.page})`
              : `No rows match these filters (${total} in all)`,
          x: LEFT,
        },
      ],
    },
    {
      ...tableLine(
        columns,
        columns.map((c) => c.heading),
        edges,
        true,
      ),
      gap: 20,
    },
    ...texts.map((row) => tableLine(columns, row, edges)),
    ...(totalTexts ? [tableLine(columns, totalTexts, edges, true)] : []),
  ];
  return { bytes: toPdf(lines, PDF_LANDSCAPE), rows: items.length };
}
