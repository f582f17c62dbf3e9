import { sql, type SQL } from 'drizzle-orm';
import { SKILL_MATRIX_EXPORT_LIMIT, type SkillGap, type SkillMatrixQuery, type SkillMatrixRow, type SkillMatrixView } from '@tenure/domain/performance';
import { pageClause, queryRows, readTogether, type Tx } from '../../../platform/db.ts';
import { servingNoticeOn } from '../../../platform/employment.ts';
import { escapeLike } from '../../../platform/db.ts';
import { utcToday } from '../../../platform/clock.ts';
import { toCsv, toXlsx, type ExportColumn } from '../../../platform/export-files.ts';
import type { Viewer } from '../../../platform/viewer.ts';

/**
 * The skills an employee `e` is required to have: the competencies of the active frameworks mapped
 * to their designation or level, the highest expected level where several name one skill.
 */
const requiredSkills = sql`
  select fc.skill_id, max(fc.expected_level)::int as required
    from performance_mappings m
    join performance_frameworks f on f.id = m.subject_id and f.is_active
    join framework_competencies fc on fc.framework_id = f.id
   where m.subject_type = 'framework'
     and ((m.target_type = 'designation' and m.target_value = e.designation) or (m.target_type = 'level' and m.target_value = e.level))
   group by fc.skill_id`;

/** The Active and Notice Period people: the partial index employees_working, which a count reads alone. */
const ACTIVE_OR_NOTICE = sql`e.status in ('Active', 'Notice Period')`;

/**
 * The people the filters keep among `who` (by default everyone working here today: the Active and
 * Notice Period ones and those serving a released resignation's notice, employedOn); "skill X at
 * level ≥ N" is a range of employee_skills_matrix.
 */
function peopleFilter(q: SkillMatrixQuery, who: SQL = sql`(${ACTIVE_OR_NOTICE} or (${servingNoticeOn()}))`): SQL {
  const where: SQL[] = [who];
  if (q.departmentId) where.push(sql`e.department_id = ${q.departmentId}`);
  if (q.locationId) where.push(sql`e.location_id = ${q.locationId}`);
  if (q.designation) where.push(sql`e.designation = ${q.designation}`);
  if (q.searchQuery) where.push(sql`e.search_text like ${`%${escapeLike(q.searchQuery)}%`}`);
  if (q.skillId) {
    // Every level is 1 or more: "at least 1" is left out, so that the plan (generic, see platform/db.ts) counts every holder of the skill.
    const atLeast = q.minLevel && q.minLevel > 1 ? sql` and es.level >= ${q.minLevel}` : sql``;
    where.push(sql`e.id in (select es.employee_id from employee_skills es where es.skill_id = ${q.skillId} and es.status = 'approved'${atLeast})`);
  }
  if (q.gapsOnly === 'true') {
    // Set-based: the people of each mapped designation or level, against the few skills it requires (one anti-join, not a subquery per person).
    where.push(sql`e.id in (
      select p.id from performance_mappings m
        join performance_frameworks f on f.id = m.subject_id and f.is_active
        join framework_competencies fc on fc.framework_id = f.id
        join employees p on (m.target_type = 'designation' and p.designation = m.target_value) or (m.target_type = 'level' and p.level = m.target_value)
       where m.subject_type = 'framework'
         and not exists (select 1 from employee_skills es where es.employee_id = p.id and es.skill_id = fc.skill_id and es.status = 'approved' and es.level >= fc.expected_level))`);
  }
  return sql.join(where, sql` and `);
}

interface PersonRow {
  id: string;
  employeeNumber: string;
  displayName: string;
  designation: string | null;
  department: string | null;
  location: string | null;
  levels: Record<string, number> | null;
  required: Record<string, number> | null;
}

/**
 * A page of the people the filters keep, in name order (employees_sort_name): walking people by
 * name and probing each one's approved skills stops after the page, where picking the page from
 * everyone who has the skill read all of them (the page is in the text: pageClause).
 */
function matrixPeople(q: SkillMatrixQuery, limit: number, offset: number): SQL {
  return sql`with people as (
          select e.id, e.employee_number, e.display_name, e.designation, e.level, e.department_id, e.location_id from employees e
           where ${peopleFilter(q)} order by lower(e.display_name), e.employee_number ${pageClause(limit, offset)})
        select e.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.designation, d.name as department, l.name as location,
               (select json_object_agg(es.skill_id, es.level) from employee_skills es where es.employee_id = e.id and es.status = 'approved') as levels,
               (select json_object_agg(r.skill_id, r.required) from (${requiredSkills}) r) as required
          from people e left join departments d on d.id = e.department_id left join locations l on l.id = e.location_id
         order by lower(e.display_name), e.employee_number`;
}

type SkillColumn = SkillMatrixView['skills'][number];

async function skillColumns(tx: Tx, people: PersonRow[], first: string | undefined): Promise<SkillColumn[]> {
  const ids = new Set<string>(first ? [first] : []);
  for (const p of people) for (const id of [...Object.keys(p.levels ?? {}), ...Object.keys(p.required ?? {})]) ids.add(id);
  if (ids.size === 0) return [];
  const rows = await queryRows<SkillColumn>(
    tx,
    sql`select s.id, s.name, c.name as "categoryName" from skills s join skill_categories c on c.id = s.category_id
         where s.id = any(${`{${[...ids].join(',')}}`}::uuid[]) order by s.id = ${first ?? null} desc nulls last, lower(c.name), lower(s.name)`,
  );
  return rows;
}

function toRow(p: PersonRow, names: Map<string, string>): SkillMatrixRow {
  const levels = p.levels ?? {};
  const gaps: SkillGap[] = Object.entries(p.required ?? {})
    .filter(([skillId, required]) => (levels[skillId] ?? 0) < required)
    .map(([skillId, required]) => ({ skillId, skillName: names.get(skillId) ?? '', required, actual: levels[skillId] ?? null }))
    .sort((a, b) => a.skillName.localeCompare(b.skillName));
  return { employeeNumber: p.employeeNumber, displayName: p.displayName, designation: p.designation, department: p.department, location: p.location, levels, gaps };
}

export async function skillMatrix(tx: Tx, _v: Viewer, q: SkillMatrixQuery): Promise<SkillMatrixView> {
  // The page and the count in one round trip; the count reads indexes only (employees_working, employee_skills_matrix), and adds
  // those serving their notice, found from their resignations (an OR of the two would read every employee).
  const { people, total } = await readTogether<{ people: PersonRow[]; total: { n: number }[] }>(tx, {
    people: matrixPeople(q, q.size, (q.page - 1) * q.size),
    total: sql`select ((select count(*) from employees e where ${peopleFilter(q, ACTIVE_OR_NOTICE)})
                     + (select count(*) from employees e where ${peopleFilter(q, servingNoticeOn())}))::int as n`,
  });
  const skills = await skillColumns(tx, people, q.skillId);
  const names = new Map(skills.map((s) => [s.id, s.name]));
  return { skills, items: people.map((p) => toRow(p, names)), total: total[0]?.n ?? 0, page: q.page, size: q.size };
}

/** The whole filtered matrix as a file: one column per skill (approved level), then the gaps. */
/** The matrix with the same filters as a file; named after the UTC day (the export spans every time zone). */
export async function skillMatrixFile(tx: Tx, _v: Viewer, input: SkillMatrixQuery & { format: 'csv' | 'xlsx' }) {
  const { format, ...q } = input;
  const people = await queryRows<PersonRow>(tx, matrixPeople(q, SKILL_MATRIX_EXPORT_LIMIT, 0));
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
    ? { fileName, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: await toXlsx('Skill matrix', columns, lines) }
    : { fileName, mimeType: 'text/csv; charset=utf-8', bytes: toCsv(columns, lines) };
}
