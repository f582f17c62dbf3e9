import {
  formatHours,
  parseHours,
  sumHours,
  type LineKind,
  type LineStatus,
  type WeekView,
} from '@tenure/domain/timesheets';

/** A row of the grid as the employee edits it: the cells hold what they typed. */
export interface GridLine {
  key: string;
  kind: LineKind;
  projectId: string | null;
  taskId: string | null;
  projectName: string | null;
  taskName: string | null;
  cells: string[];
  status: LineStatus;
  decisionReason: string | null;
}

export const lineKey = (l: { kind: LineKind; projectId: string | null; taskId: string | null }) =>
  `${l.kind}|${l.projectId ?? ''}|${l.taskId ?? ''}`;

export function gridLines(week: WeekView): GridLine[] {
  return week.lines.map((l) => ({
    key: lineKey(l),
    kind: l.kind,
    projectId: l.projectId,
    taskId: l.taskId,
    projectName: l.projectName,
    taskName: l.taskName,
    cells: l.hours.map(formatHours),
    status: l.status,
    decisionReason: l.decisionReason,
  }));
}

/** A cell's hours; NaN when what was typed is not hours. */
export const cellHours = (text: string) => parseHours(text) ?? 0;

export const lineTotal = (line: GridLine) => sumHours(line.cells.map(cellHours).map((h) => (Number.isNaN(h) ? 0 : h)));

export function dayTotals(lines: readonly GridLine[]): number[] {
  return Array.from({ length: 7 }, (_, d) =>
    sumHours(lines.map((l) => cellHours(l.cells[d] ?? '')).map((h) => (Number.isNaN(h) ? 0 : h))),
  );
}

export const hasInvalidCell = (lines: readonly GridLine[]) =>
  lines.some((l) => l.cells.some((c) => Number.isNaN(cellHours(c))));

/** What the API takes: every line with its hours. */
export function toInput(weekStartDate: string, lines: readonly GridLine[]) {
  return {
    weekStartDate,
    lines: lines.map((l) => ({
      kind: l.kind,
      projectId: l.projectId,
      taskId: l.taskId,
      hours: l.cells.map(cellHours),
    })),
  };
}
