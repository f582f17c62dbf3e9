import ExcelJS from 'exceljs';
import {
  PAYROLL_MESSAGES,
  compareScenarios,
  type ScenarioInput,
  type SimulationView,
} from '@tenure/domain/finance/payroll';
import { toPdf, PDF_PAGE, type PdfLine } from '../../platform/pdf-document.ts';

export const PAYROLL_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type PayrollExportFormat = (typeof PAYROLL_EXPORT_FORMATS)[number];

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a scenario changes, in words: "10% raise, bonus 50,000.00, new regime, state MH". */
export function describeScenario(s: ScenarioInput): string {
  const parts = [
    s.raisePercent !== 0 ? `${s.raisePercent}% raise` : 'no raise',
    s.bonus > 0 ? `bonus ${money(s.bonus)}` : null,
    s.regime ? `${s.regime} regime` : null,
    s.filingStatus ? `filing ${s.filingStatus}` : null,
    s.state ? `state ${s.state}` : null,
    s.age !== null ? `age ${s.age}` : null,
    s.declaredDeductions ? `declared deductions ${money(s.declaredDeductions)}` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

function headerLines(sim: SimulationView): string[] {
  return [
    PAYROLL_MESSAGES.marker,
    `${sim.entityCode} ${sim.entityName} · ${sim.country} · ${sim.year} · ${sim.currency} · ${sim.subject === 'person' ? 'one person' : `group of ${sim.headcount}`}`,
    `A: ${sim.scenarioA} — ${describeScenario(sim.scenarioInputs.a)}`,
    ...(sim.scenarioInputs.b ? [`B: ${sim.scenarioB} — ${describeScenario(sim.scenarioInputs.b)}`] : []),
    `Rates: ${sim.rateSet.source}`,
  ];
}

async function toWorkbook(sim: SimulationView): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Comparison');
  sheet.columns = [{ width: 44 }, { width: 18 }, { width: 18 }, { width: 18 }];
  sheet.addRow([sim.name]).font = { bold: true, size: 14 };
  for (const line of headerLines(sim)) sheet.addRow([line]);
  sheet.getRow(2).font = { bold: true, color: { argb: 'FFB00020' } };
  sheet.addRow([]);
  const heading = sheet.addRow([
    `Yearly (${sim.currency})`,
    sim.scenarioA,
    sim.scenarioB ?? '',
    sim.scenarioB ? 'Difference (B − A)' : '',
  ]);
  heading.font = { bold: true };
  for (const row of compareScenarios(sim.results.a, sim.results.b)) {
    const added = sheet.addRow([row.label, row.a, row.b, row.difference]);
    if (row.kind === 'total') added.font = { bold: true };
  }
  for (const col of [2, 3, 4]) sheet.getColumn(col).numFmt = '#,##0.00';

  const people = workbook.addWorksheet('People');
  people.columns = [{ width: 32 }, { width: 12 }, { width: 18 }, { width: 18 }, { width: 18 }];
  people.addRow(['Person or group', 'Headcount', 'Gross (A)', 'Net (A)', sim.scenarioB ? 'Net (B)' : '']).font = {
    bold: true,
  };
  sim.results.a.members.forEach((m, i) =>
    people.addRow([
      m.label,
      m.headcount,
      m.result.annual.gross,
      m.result.annual.net,
      sim.results.b?.members[i]?.result.annual.net ?? null,
    ]),
  );
  for (const col of [3, 4, 5]) people.getColumn(col).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Breaks long text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...lines, current] : lines;
}

function toReport(sim: SimulationView): Buffer {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  const columns = [right - 220, right - 110, right];
  const text = (t: string, extra: Partial<PdfLine> = {}): PdfLine => ({ cells: [{ text: t, x: left }], ...extra });
  const [marker, ...rest] = headerLines(sim);
  const lines: PdfLine[] = [
    text(sim.name, { size: 16, bold: true }),
    text(marker!, { size: 12, bold: true }),
    ...rest.flatMap((l) => wrap(l, 110).map((w) => text(w, { size: 8, gap: 11 }))),
    {
      bold: true,
      gap: 24,
      cells: [
        { text: `Yearly (${sim.currency})`, x: left },
        { text: sim.scenarioA, x: columns[0]!, align: 'right' },
        ...(sim.scenarioB
          ? [
              { text: sim.scenarioB, x: columns[1]!, align: 'right' as const },
              { text: 'B − A', x: columns[2]!, align: 'right' as const },
            ]
          : []),
      ],
    },
    ...compareScenarios(sim.results.a, sim.results.b).map((row): PdfLine => ({
      bold: row.kind === 'total',
      cells: [
        { text: row.label, x: left },
        { text: money(row.a), x: columns[0]!, align: 'right' },
        ...(row.b === null ? [] : [{ text: money(row.b), x: columns[1]!, align: 'right' as const }]),
        ...(row.difference === null ? [] : [{ text: money(row.difference), x: columns[2]!, align: 'right' as const }]),
      ],
    })),
  ];
  return toPdf(lines);
}

export async function exportSimulation(sim: SimulationView, format: PayrollExportFormat) {
  const base = `payroll-simulation-${
    sim.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .toLowerCase()
      .replace(/^-|-$/g, '') || sim.id
  }`;
  return format === 'xlsx'
    ? {
        fileName: `${base}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toWorkbook(sim),
      }
    : { fileName: `${base}.pdf`, mimeType: 'application/pdf', bytes: toReport(sim) };
}
