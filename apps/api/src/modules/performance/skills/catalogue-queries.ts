import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type {
  ProficiencyLevelView,
  SkillCategoryView,
  SkillListQuery,
  SkillOption,
  SkillView,
  SubSkillView,
} from '@tenure/domain/performance';
import { proficiencyLevels, skillCategories, skills, subSkills } from '../../../db/schema/index.ts';
import { escapeLike, nameTaken, queryRows, type Tx } from '../../../platform/db.ts';

// The SQL of the skill catalogue: categories, skills, sub-skills and proficiency levels.

/* ---------- categories ---------- */

type CategoryValues = { name: string; description: string | null };

/** Every category with how many skills it holds, by name. */
export const categoriesWithCounts = (tx: Tx) =>
  queryRows<SkillCategoryView>(
    tx,
    sql`select c.id, c.name, c.description, (select count(*)::int from skills s where s.category_id = c.id) as "skillCount"
          from skill_categories c order by lower(c.name)`,
  );

export const categoryNameTaken = (tx: Tx, name: string, exceptId?: string) =>
  nameTaken(tx, { table: skillCategories, name: skillCategories.name, id: skillCategories.id }, name, exceptId);

export async function categoryExists(tx: Tx, id: string) {
  const [row] = await tx.select({ id: skillCategories.id }).from(skillCategories).where(eq(skillCategories.id, id));
  return row !== undefined;
}

export async function insertCategory(tx: Tx, tenantId: string, values: CategoryValues) {
  const [row] = await tx
    .insert(skillCategories)
    .values({ tenantId, ...values })
    .returning({ id: skillCategories.id });
  return row!.id;
}

export async function updateCategoryRow(tx: Tx, id: string, values: CategoryValues) {
  await tx
    .update(skillCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(skillCategories.id, id));
}

export async function deleteCategoryRow(tx: Tx, id: string) {
  await tx.delete(skillCategories).where(eq(skillCategories.id, id));
}

/* ---------- skills and sub-skills ---------- */

type SkillValues = { name: string; description: string | null; categoryId: string; isActive: boolean };
type SubSkillValues = { skillId: string; name: string; description: string | null };

const skillColumns = sql`s.id, s.name, s.description, s.category_id as "categoryId", c.name as "categoryName", s.is_active as "isActive",
  coalesce((select json_agg(json_build_object('id', ss.id, 'skillId', ss.skill_id, 'name', ss.name, 'description', ss.description) order by lower(ss.name))
              from sub_skills ss where ss.skill_id = s.id), '[]'::json) as "subSkills",
  (select count(*)::int from employee_skills es where es.skill_id = s.id and es.status in ('pending', 'approved')) as holders`;

/** A page of skills matching the query, and how many match. */
export async function skillsPage(tx: Tx, q: SkillListQuery) {
  const where: SQL[] = [sql`true`];
  if (q.searchQuery)
    where.push(
      sql`(lower(s.name) like ${`%${escapeLike(q.searchQuery)}%`} or lower(c.name) like ${`%${escapeLike(q.searchQuery)}%`})`,
    );
  if (q.categoryId) where.push(sql`s.category_id = ${q.categoryId}`);
  if (q.active) where.push(sql`s.is_active = ${q.active === 'true'}`);
  const direction = q.direction === 'desc' ? sql`desc` : sql`asc`;
  const order =
    q.sort === 'category' ? sql`lower(c.name) ${direction}, lower(s.name)` : sql`lower(s.name) ${direction}`;
  const filter = sql.join(where, sql` and `);
  const items = await queryRows<SkillView>(
    tx,
    sql`select ${skillColumns} from skills s join skill_categories c on c.id = s.category_id where ${filter}
         order by ${order}, s.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from skills s join skill_categories c on c.id = s.category_id where ${filter}`,
  );
  return { items, total: count?.n ?? 0 };
}

/** The active skills with their sub-skills, by category and name. */
export const activeSkillOptions = (tx: Tx) =>
  queryRows<SkillOption>(
    tx,
    sql`select s.id, s.name, c.name as "categoryName",
               coalesce((select json_agg(json_build_object('id', ss.id, 'name', ss.name) order by lower(ss.name)) from sub_skills ss where ss.skill_id = s.id), '[]'::json) as "subSkills"
          from skills s join skill_categories c on c.id = s.category_id where s.is_active order by lower(c.name), lower(s.name)`,
  );

export async function skillById(tx: Tx, id: string) {
  const [row] = await queryRows<SkillView>(
    tx,
    sql`select ${skillColumns} from skills s join skill_categories c on c.id = s.category_id where s.id = ${id}`,
  );
  return row;
}

export const skillNameTaken = (tx: Tx, name: string, exceptId?: string) =>
  nameTaken(tx, { table: skills, name: skills.name, id: skills.id }, name, exceptId);

export async function skillExists(tx: Tx, id: string) {
  const [row] = await tx.select({ id: skills.id }).from(skills).where(eq(skills.id, id));
  return row !== undefined;
}

export async function insertSkill(tx: Tx, tenantId: string, values: SkillValues) {
  const [row] = await tx
    .insert(skills)
    .values({ tenantId, ...values })
    .returning({ id: skills.id });
  return row!.id;
}

export async function updateSkillRow(tx: Tx, id: string, values: SkillValues) {
  await tx
    .update(skills)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(skills.id, id));
}

/** How many skill-set entries and framework competencies name the skill. */
export async function skillUses(tx: Tx, id: string) {
  const [used] = await queryRows<{ entries: number; competencies: number }>(
    tx,
    sql`select (select count(*)::int from employee_skills where skill_id = ${id}) as entries,
               (select count(*)::int from framework_competencies where skill_id = ${id}) as competencies`,
  );
  return (used?.entries ?? 0) + (used?.competencies ?? 0);
}

export async function deleteSkillRow(tx: Tx, id: string) {
  await tx.delete(skills).where(eq(skills.id, id));
}

export async function subSkillById(tx: Tx, id: string): Promise<SubSkillView | undefined> {
  const [row] = await tx
    .select({ id: subSkills.id, skillId: subSkills.skillId, name: subSkills.name, description: subSkills.description })
    .from(subSkills)
    .where(eq(subSkills.id, id));
  return row;
}

/** Whether another sub-skill of the same skill has the name. */
export const subSkillNameTaken = (tx: Tx, skillId: string, name: string, exceptId?: string) =>
  nameTaken(
    tx,
    { table: subSkills, name: subSkills.name, id: subSkills.id },
    name,
    exceptId,
    eq(subSkills.skillId, skillId),
  );

export async function insertSubSkill(tx: Tx, tenantId: string, values: SubSkillValues) {
  const [row] = await tx
    .insert(subSkills)
    .values({ tenantId, ...values })
    .returning({ id: subSkills.id });
  return row!.id;
}

export async function updateSubSkillRow(tx: Tx, id: string, values: SubSkillValues) {
  await tx.update(subSkills).set(values).where(eq(subSkills.id, id));
}

export async function deleteSubSkillRow(tx: Tx, id: string) {
  await tx.delete(subSkills).where(eq(subSkills.id, id));
}

/* ---------- proficiency levels ---------- */

type LevelValues = { level: number; name: string; description: string | null };

const levelColumns = {
  id: proficiencyLevels.id,
  level: proficiencyLevels.level,
  name: proficiencyLevels.name,
  description: proficiencyLevels.description,
};

export const levelsInOrder = (tx: Tx): Promise<ProficiencyLevelView[]> =>
  tx.select(levelColumns).from(proficiencyLevels).orderBy(proficiencyLevels.level);

export async function levelById(tx: Tx, id: string): Promise<ProficiencyLevelView | undefined> {
  const [row] = await tx.select(levelColumns).from(proficiencyLevels).where(eq(proficiencyLevels.id, id));
  return row;
}

/** Whether another level has the number. */
export async function levelNumberTaken(tx: Tx, level: number, exceptId?: string) {
  const [row] = await tx
    .select({ id: proficiencyLevels.id })
    .from(proficiencyLevels)
    .where(and(eq(proficiencyLevels.level, level), exceptId ? ne(proficiencyLevels.id, exceptId) : undefined));
  return row !== undefined;
}

export const levelNameTaken = (tx: Tx, name: string, exceptId?: string) =>
  nameTaken(tx, { table: proficiencyLevels, name: proficiencyLevels.name, id: proficiencyLevels.id }, name, exceptId);

export async function insertLevel(tx: Tx, tenantId: string, values: LevelValues) {
  const [row] = await tx
    .insert(proficiencyLevels)
    .values({ tenantId, ...values })
    .returning({ id: proficiencyLevels.id });
  return row!.id;
}

export async function updateLevelRow(tx: Tx, id: string, values: LevelValues) {
  await tx.update(proficiencyLevels).set(values).where(eq(proficiencyLevels.id, id));
}

/** How many skill-set entries and framework competencies use the level number. */
export async function levelUses(tx: Tx, level: number) {
  const [used] = await queryRows<{ n: number }>(
    tx,
    sql`select (select count(*)::int from employee_skills where level = ${level}) + (select count(*)::int from framework_competencies where expected_level = ${level}) as n`,
  );
  return used?.n ?? 0;
}

export async function deleteLevelRow(tx: Tx, id: string) {
  await tx.delete(proficiencyLevels).where(eq(proficiencyLevels.id, id));
}
