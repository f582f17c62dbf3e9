import { addDays } from '@tenure/domain/policies';
import { parseDate, type DateFormat } from '@tenure/domain/dates';
import {
  parseHours,
  TIMESHEET_UPLOAD_COLUMNS,
  TIMESHEET_UPLOAD_MESSAGES as M,
  TIMESHEET_UPLOAD_TEMPLATE_ROWS,
  isWeekLocked,
  weekStartOf,
  type TimesheetImportDetailView,
  type TimesheetUploadColumn,
  type TimesheetUploadView,
} from '@tenure/domain/timesheets';
import type { UploadRowError } from '@tenure/domain/uploads';
import { daysBetween, utcToday } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { tenantDateFormat } from '../../../platform/notifications.ts';
import { columnReader, templateWorkbook, type Sheet } from '../../../platform/sheets.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { decidedProjects } from '../policy.ts';
import { loadOwner, type TimesheetOwner } from '../weeks/queries.ts';
import {
  activeProjectNames,
  findImport,
  linesOfWeeks,
  listImports,
  loadReferences,
  recordImport,
  type ExistingLine,
  type ProjectRow,
} from './queries.ts';

/** Who uploads and when: the rights that decide whether lines enter approved, and "today". */
export interface UploadSettings {
  dateFormat: DateFormat;
  today: string;
  /** restrictHistoricalTimeSheetEdit: days of weeks past their submission deadline are refused, as on the week page. */
  restrictHistoricalEdit: boolean;
}

/**
 * The settings a file is read and checked with: the tenant's date format, the UTC day, and whether
 * past weeks are closed to edits (the request's flag, passed in).
 */
export async function uploadSettings(
  tx: Tx,
  v: Viewer,
  input: { restrictHistoricalEdit: boolean },
): Promise<UploadSettings> {
  return {
    dateFormat: await tenantDateFormat(tx, v.tenantCode),
    today: utcToday(),
    restrictHistoricalEdit: input.restrictHistoricalEdit,
  };
}

/** A line the file writes: the week's project line of an employee, with all seven days. */
export interface UploadLine {
  employeeId: string;
  weekStartDate: string;
  projectId: string;
  taskId: string | null;
  hours: number[];
  /** Enters approved (the uploader may decide it), else waits for its approver. */
  approve: boolean;
}

interface ParsedRow {
  row: number;
  employeeId: string;
  date: string;
  project: ProjectRow;
  taskId: string | null;
  hours: number;
}

const lower = (s: string) => s.trim().toLowerCase();
const lineKey = (employeeId: string, week: string, projectId: string | null, taskId: string | null) =>
  `${employeeId}|${week}|${projectId ?? ''}|${taskId ?? ''}`;

/**
 * The dry run of a timesheet file: every cell checked (employee, date, project, allocation, task,
 * hours, the day's limit of the employee's policy), then the rows grouped into week lines and
 * compared with what Tenure holds. A line already waiting or approved with the same hours is
 * unchanged (so the same file twice adds nothing); with other hours it is an error. Changes nothing.
 */
export async function checkTimesheetFile(
  tx: Tx,
  v: Viewer,
  settings: UploadSettings,
  sheet: Sheet,
): Promise<{ view: TimesheetUploadView; lines: UploadLine[] }> {
  const cell = columnReader(sheet, TIMESHEET_UPLOAD_COLUMNS);
  const errors: UploadRowError[] = [];
  const fail = (row: number, column: TimesheetUploadColumn | null, value: string, message: string) =>
    errors.push({ row, column, value, message });
  const refs = await loadReferences(tx, [
    ...new Set(sheet.rows.map((r) => lower(cell(r, 'Employee Number'))).filter(Boolean)),
  ]);
  const projectByName = new Map<string, ProjectRow>();
  for (const p of refs.projects) {
    projectByName.set(lower(p.code), p);
    projectByName.set(lower(p.name), p);
  }

  const parsed: ParsedRow[] = [];
  const seen = new Set<string>();
  for (const r of sheet.rows) {
    const text = (c: TimesheetUploadColumn) => cell(r, c);
    const before = errors.length;
    const number = text('Employee Number');
    const employeeId = refs.people.get(lower(number));
    if (!number) fail(r.row, 'Employee Number', number, 'A value is required.');
    else if (!employeeId) fail(r.row, 'Employee Number', number, M.unknownEmployee);
    const date = parseDate(text('Date'), settings.dateFormat);
    if (!date) fail(r.row, 'Date', text('Date'), M.badDate);
    else if (date > settings.today) fail(r.row, 'Date', text('Date'), M.futureDate);
    const project = projectByName.get(lower(text('Project')));
    if (!project) fail(r.row, 'Project', text('Project'), M.unknownProject);
    else if (!project.hasApprover) fail(r.row, 'Project', text('Project'), M.noApprover);
    else if (
      employeeId &&
      date &&
      !refs.allocations.some(
        (a) => a.employeeId === employeeId && a.projectId === project.id && a.startDate <= date && a.endDate >= date,
      )
    ) {
      fail(r.row, 'Project', text('Project'), M.notAllocated);
    }
    const taskText = text('Task');
    const task = taskText && project ? project.tasks.find((t) => lower(t.name) === lower(taskText)) : undefined;
    if (taskText && project && !task) fail(r.row, 'Task', taskText, M.unknownTask);
    const hours = parseHours(text('Hours'));
    if (hours === null || !(hours > 0)) fail(r.row, 'Hours', text('Hours'), M.badHours);
    if (errors.length > before) continue;
    const key = `${employeeId}|${date}|${project!.id}|${task?.id ?? ''}`;
    if (seen.has(key)) {
      fail(r.row, null, '', M.duplicateRow);
      continue;
    }
    seen.add(key);
    parsed.push({
      row: r.row,
      employeeId: employeeId!,
      date: date!,
      project: project!,
      taskId: task?.id ?? null,
      hours: hours!,
    });
  }

  const owners = new Map<string, TimesheetOwner>();
  for (const id of new Set(parsed.map((p) => p.employeeId))) owners.set(id, await loadOwner(tx, id));
  const weekOf = (p: ParsedRow) => weekStartOf(p.date, owners.get(p.employeeId)!.weekStartDay);
  const existing = await existingLines(tx, parsed, weekOf);
  const existingByKey = new Map(
    existing
      .filter((l) => l.kind === 'project')
      .map((l) => [lineKey(l.employeeId, l.weekStartDate, l.projectId, l.taskId), l]),
  );

  // The file's rows as week lines, each day taking the file's hours over what the line held.
  const groups = new Map<string, { rows: ParsedRow[]; hours: number[]; existing: ExistingLine | undefined }>();
  for (const p of parsed) {
    const week = weekOf(p);
    const key = lineKey(p.employeeId, week, p.project.id, p.taskId);
    let group = groups.get(key);
    if (!group) {
      const before = existingByKey.get(key);
      group = { rows: [], hours: before ? [...before.hours] : [0, 0, 0, 0, 0, 0, 0], existing: before };
      groups.set(key, group);
    }
    group.rows.push(p);
    group.hours[daysBetween(week, p.date)] = p.hours;
  }

  // A day's hours over the employee's limit: the file's lines and the other lines of Tenure.
  const dayTotals = new Map<string, number>();
  const addDay = (employeeId: string, week: string, hours: readonly number[]) =>
    hours.forEach(
      (h, i) =>
        h &&
        dayTotals.set(
          `${employeeId}|${addDays(week, i)}`,
          (dayTotals.get(`${employeeId}|${addDays(week, i)}`) ?? 0) + h,
        ),
    );
  for (const l of existing)
    if (!groups.has(lineKey(l.employeeId, l.weekStartDate, l.projectId, l.taskId)) || l.kind !== 'project')
      addDay(l.employeeId, l.weekStartDate, l.hours);
  for (const [key, g] of groups) addDay(g.rows[0]!.employeeId, key.split('|')[1]!, g.hours);
  for (const p of parsed) {
    const { rules } = owners.get(p.employeeId)!;
    if (isWeekLocked(weekOf(p), settings.today, rules, settings.restrictHistoricalEdit))
      fail(p.row, 'Date', p.date, M.weekClosed(rules.submissionDeadlineDays));
    const max = rules.maxHoursPerDay;
    if ((dayTotals.get(`${p.employeeId}|${p.date}`) ?? 0) > max)
      fail(p.row, 'Hours', String(p.hours), M.dayOverLimit(max));
  }

  const decides = await decidedProjects(tx, v);
  const lines: UploadLine[] = [];
  let unchanged = 0;
  for (const [key, g] of groups) {
    const { employeeId, project, taskId } = g.rows[0]!;
    const before = g.existing;
    if (before && (before.status === 'pending' || before.status === 'approved')) {
      if (before.hours.every((h, i) => h === g.hours[i])) unchanged++;
      else for (const p of g.rows) fail(p.row, 'Hours', String(p.hours), M.lineDecided);
      continue;
    }
    const approve = employeeId !== v.employeeId && (decides === 'all' || decides.has(project.id));
    lines.push({
      employeeId,
      weekStartDate: key.split('|')[1]!,
      projectId: project.id,
      taskId,
      hours: g.hours,
      approve,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  const approved = lines.filter((l) => l.approve).length;
  return {
    view: {
      rows: sheet.rows.length,
      lines: lines.length + unchanged,
      approved,
      submitted: lines.length - approved,
      unchanged,
      errors,
    },
    lines: errors.length > 0 ? [] : lines,
  };
}

/** The lines Tenure holds for the file's employees in the file's weeks. */
function existingLines(
  tx: Tx,
  parsed: readonly ParsedRow[],
  weekOf: (p: ParsedRow) => string,
): Promise<ExistingLine[]> {
  if (parsed.length === 0) return Promise.resolve([]);
  return linesOfWeeks(
    tx,
    [...new Set(parsed.map((p) => `${p.employeeId}|${weekOf(p)}`))].map((k) => k.split('|') as [string, string]),
  );
}

/** The template: the five columns, projects as a dropdown of the active ones. */
export async function uploadTemplate(tx: Tx, settings: UploadSettings): Promise<Buffer> {
  const projects = await activeProjectNames(tx);
  const hints: Record<string, string> = {
    'Employee Number': 'The employee’s number.',
    Date: `${settings.dateFormat} or yyyy-MM-dd`,
    Project: 'The project’s name or code.',
    Task: 'One of the project’s tasks (optional).',
    Hours: 'Hours of that day: 7.5, 7,5 or 7:30.',
  };
  const columns = TIMESHEET_UPLOAD_COLUMNS.map((heading) => ({
    heading,
    hint: hints[heading],
    ...(heading === 'Project' ? { choices: projects } : {}),
  }));
  return templateWorkbook('Timesheets', columns, [], TIMESHEET_UPLOAD_TEMPLATE_ROWS);
}

export { listImports, recordImport };

/** One file's details and errors (/timesheet-file-details/{id}). */
export async function importDetails(tx: Tx, id: string): Promise<TimesheetImportDetailView> {
  const row = await findImport(tx, id);
  if (!row) throw notFound();
  return row;
}
