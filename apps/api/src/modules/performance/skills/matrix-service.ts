import {
  SKILL_MATRIX_EXPORT_LIMIT,
  type SkillGap,
  type SkillMatrixQuery,
  type SkillMatrixRow,
  type SkillMatrixView,
} from '@tenure/domain/performance';
import type { Tx } from '../../../platform/db.ts';
import { utcToday } from '../../../platform/clock.ts';
import { toCsv, toXlsx, type ExportColumn } from '../../../platform/export-files.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { matrixPage, matrixPeopleRows, skillColumnsOf, type PersonRow } from './queries.ts';

type SkillColumn = SkillMatrixView['skills'][number];

async function skillColumns(tx: Tx, people: PersonRow[], first: string | undefined): Promise<SkillColumn[]> {
  const ids = new Set<string>(first ? [first] : []);
  for (const p of people)
    for (const id of [...Object.keys(p.levels ?? {}), ...Object.keys(p.required ?? {})]) ids.add(id);
  if (ids.size === 0) return [];
  return skillColumnsOf(tx, [...ids], first);
}

function toRow(p: PersonRow, names: Map<string, string>): SkillMatrixRow {
  const levels = p.levels ?? {};
  const gaps: SkillGap[] = Object.entries(p.required ?? {})
    .filter(([skillId, required]) => (levels[skillId] ?? 0) < required)
    .map(([skillId, required]) => ({
      skillId,
      skillName: names.get(skillId) ?? '',
      required,
      actual: levels[skillId] ?? null,
    }))
    .sort((a, b) => a.skillName.localeCompare(b.skillName));
  return {
    employeeNumber: p.employeeNumber,
    displayName: p.displayName,
    designation: p.designation,
    department: p.department,
    location: p.location,
    levels,
    gaps,
  };
}

export async function skillMatrix(tx: Tx, _v: Viewer, q: SkillMatrixQuery): Promise<SkillMatrixView> {
  const { people, total } = await matrixPage(tx, q);
  const skills = await skillColumns(tx, people, q.skillId);
  const names = new Map(skills.map((s) => [s.id, s.name]));
  return { skills, items: people.map((p) => toRow(p, names)), total, page: q.page, size: q.size };
}

/** The whole filtered matrix as a file: one column per skill (approved level), then the gaps. */
/** The matrix with the same filters as a file; named after the UTC day (the export spans every time zone). */
export async function skillMatrixFile(tx: Tx, _v: Viewer, input: SkillMatrixQuery & { format: 'csv' | 'xlsx' }) {
  const { format, ...q } = input;
  const people = await matrixPeopleRows(tx, q, SKILL_MATRIX_EXPORT_LIMIT);
  const skills = await skillColumns(tx, people, q.skillId);
  const names = new Map(skills.map((s) => [s.id, s.name]));
  type Line = Record<string, string | number | null>;
  const columns: ExportColumn<Line>[] = [
    { key: 'employeeNumber', heading: 'Employee number' },
    { key: 'displayName', heading: 'Name' },
    { key: 'designation', heading: 'Designation' },
    { key: 'department', heading: 'Department' },
    { key: 'location', heading: 'Location' },
    ...skills.map((s) => ({ key: `skill:${s.id}`, heading: s.name })),
    { key: 'gaps', heading: 'Gaps' },
  ];
  const lines: Line[] = people.map((p) => {
    const row = toRow(p, names);
    return {
      employeeNumber: row.employeeNumber,
      displayName: row.displayName,
      designation: row.designation,
      department: row.department,
      location: row.location,
      ...Object.fromEntries(skills.map((s) => [`skill:${s.id}`, row.levels[s.id] ?? null])),
      gaps: row.gaps.map((g) => `${g.skillName} (${g.actual ?? 0}/${g.required})`).join('; '),
    };
  });
  const fileName = `skill-matrix-${utcToday()}.${format}`;
  return format === 'xlsx'
    ? {
        fileName,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Skill matrix', columns, lines),
      }
    : { fileName, mimeType: 'text/csv; charset=utf-8', bytes: toCsv(columns, lines) };
}
