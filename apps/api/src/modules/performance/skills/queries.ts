import { sql, type SQL } from 'drizzle-orm';
import type { SkillMatrixQuery, SkillMatrixView } from '@tenure/domain/performance';
import { escapeLike, pageClause, queryRows, readTogether, type Tx } from '../../../platform/db.ts';
import { servingNoticeOn } from '../../../platform/employment.ts';

// The SQL of skills.

/* ---------- decisions waiting (My Actions) ---------- */

export interface WaitingSkillRow {
  id: string;
  employee_number: string;
  display_name: string;
  profile_image: string | null;
  skill_name: string;
  level_name: string;
  last_used: string;
  comments: string | null;
  created_at: Date | string;
}

export async function pendingSkillCount(tx: Tx, approverId: string) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from employee_skills where approver_id = ${approverId} and status = 'pending'`,
  );
  return row?.n ?? 0;
}

/** Skills waiting for the approver (the reporting manager when they were added), oldest first. */
export const pendingSkills = (tx: Tx, approverId: string, limit: number) =>
  queryRows<WaitingSkillRow>(
    tx,
    sql`select es.id, e.employee_number, e.display_name, e.profile_image, s.name as skill_name, pl.name as level_name, es.last_used::text as last_used, es.comments, es.created_at
          from employee_skills es join employees e on e.id = es.employee_id join skills s on s.id = es.skill_id join proficiency_levels pl on pl.level = es.level
         where es.approver_id = ${approverId} and es.status = 'pending'
         order by es.created_at, es.id limit ${limit}`,
  );

/* ---------- skill matrix ---------- */

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
    where.push(
      sql`e.id in (select es.employee_id from employee_skills es where es.skill_id = ${q.skillId} and es.status = 'approved'${atLeast})`,
    );
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

export interface PersonRow {
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

/** A page of the matrix's people and how many the filters keep, in one round trip. */
export async function matrixPage(tx: Tx, q: SkillMatrixQuery) {
  // The count reads indexes only (employees_working, employee_skills_matrix), and adds those serving their notice,
  // found from their resignations (an OR of the two would read every employee).
  const { people, total } = await readTogether<{ people: PersonRow[]; total: { n: number }[] }>(tx, {
    people: matrixPeople(q, q.size, (q.page - 1) * q.size),
    total: sql`select ((select count(*) from employees e where ${peopleFilter(q, ACTIVE_OR_NOTICE)})
                     + (select count(*) from employees e where ${peopleFilter(q, servingNoticeOn())}))::int as n`,
  });
  return { people, total: total[0]?.n ?? 0 };
}

/** The first `limit` people of the matrix (the export). */
export const matrixPeopleRows = (tx: Tx, q: SkillMatrixQuery, limit: number) =>
  queryRows<PersonRow>(tx, matrixPeople(q, limit, 0));

/** The skills with their category, `first` first, then by category and name. */
export const skillColumnsOf = (tx: Tx, ids: readonly string[], first: string | undefined) =>
  queryRows<SkillMatrixView['skills'][number]>(
    tx,
    sql`select s.id, s.name, c.name as "categoryName" from skills s join skill_categories c on c.id = s.category_id
         where s.id = any(${`{${ids.join(',')}}`}::uuid[]) order by s.id = ${first ?? null} desc nulls last, lower(c.name), lower(s.name)`,
  );
