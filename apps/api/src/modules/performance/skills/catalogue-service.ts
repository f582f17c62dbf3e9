import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  SKILL_MESSAGES,
  type ProficiencyLevelView,
  type SkillCategoryView,
  type SkillListQuery,
  type SkillOption,
  type SkillView,
  type SubSkillInput,
  type SubSkillView,
} from '@tenure/domain/performance';
import type { Page } from '@tenure/domain/paging';
import { proficiencyLevels, skillCategories, skills, subSkills } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { escapeLike } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';

/** Whether another row of `table` (within `scope`) already has this name, compared without case. */
async function nameTaken(
  tx: Tx,
  table: PgTable,
  nameColumn: PgColumn,
  idColumn: PgColumn,
  name: string,
  exceptId: string | undefined,
  scope?: SQL,
) {
  const rows = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(sql`lower(${nameColumn}) = lower(${name})`, exceptId ? ne(idColumn, exceptId) : undefined, scope))
    .limit(1);
  return rows.length > 0;
}

const audit = (
  tx: Tx,
  v: Viewer,
  action: string,
  entity: string,
  entityId: string,
  before?: unknown,
  after?: unknown,
) => recordAudit(tx, { ...auditActor(v), action, entity, entityId, before, after });

// Categories

type ParsedCategory = { name: string; description: string | null };

export function listCategories(tx: Tx): Promise<SkillCategoryView[]> {
  return queryRows<SkillCategoryView>(
    tx,
    sql`select c.id, c.name, c.description, (select count(*)::int from skills s where s.category_id = c.id) as "skillCount"
          from skill_categories c order by lower(c.name)`,
  );
}

async function findCategory(tx: Tx, id: string): Promise<SkillCategoryView> {
  const row = (await listCategories(tx)).find((c) => c.id === id);
  if (!row) throw notFound();
  return row;
}

async function checkCategoryName(tx: Tx, name: string, exceptId?: string) {
  if (await nameTaken(tx, skillCategories, skillCategories.name, skillCategories.id, name, exceptId)) {
    throw conflict(SKILL_MESSAGES.categoryNameTaken, { name: SKILL_MESSAGES.categoryNameTaken }, 'DUPLICATE_NAME');
  }
}

export async function createCategory(tx: Tx, v: Viewer, input: ParsedCategory): Promise<SkillCategoryView> {
  await checkCategoryName(tx, input.name);
  const [row] = await tx
    .insert(skillCategories)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: skillCategories.id });
  const after = await findCategory(tx, row!.id);
  await audit(tx, v, 'skillCategory.create', 'skillCategory', after.id, undefined, after);
  return after;
}

export async function updateCategory(tx: Tx, v: Viewer, id: string, input: ParsedCategory): Promise<SkillCategoryView> {
  const before = await findCategory(tx, id);
  await checkCategoryName(tx, input.name, id);
  await tx
    .update(skillCategories)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(skillCategories.id, id));
  const after = await findCategory(tx, id);
  await audit(tx, v, 'skillCategory.update', 'skillCategory', id, before, after);
  return after;
}

/** A category with skills stays (409 IN_USE): its skills move or go first. */
export async function deleteCategory(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findCategory(tx, id);
  if (before.skillCount > 0)
    throw conflict(SKILL_MESSAGES.categoryInUse(before.name, before.skillCount), undefined, 'IN_USE');
  await tx.delete(skillCategories).where(eq(skillCategories.id, id));
  await audit(tx, v, 'skillCategory.delete', 'skillCategory', id, before);
}

// Skills and sub-skills

const skillColumns = sql`s.id, s.name, s.description, s.category_id as "categoryId", c.name as "categoryName", s.is_active as "isActive",
  coalesce((select json_agg(json_build_object('id', ss.id, 'skillId', ss.skill_id, 'name', ss.name, 'description', ss.description) order by lower(ss.name))
              from sub_skills ss where ss.skill_id = s.id), '[]'::json) as "subSkills",
  (select count(*)::int from employee_skills es where es.skill_id = s.id and es.status in ('pending', 'approved')) as holders`;

export async function listSkills(tx: Tx, q: SkillListQuery): Promise<Page<SkillView>> {
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
  return { items, total: count?.n ?? 0, page: q.page, size: q.size };
}

export function skillOptions(tx: Tx): Promise<SkillOption[]> {
  return queryRows<SkillOption>(
    tx,
    sql`select s.id, s.name, c.name as "categoryName",
               coalesce((select json_agg(json_build_object('id', ss.id, 'name', ss.name) order by lower(ss.name)) from sub_skills ss where ss.skill_id = s.id), '[]'::json) as "subSkills"
          from skills s join skill_categories c on c.id = s.category_id where s.is_active order by lower(c.name), lower(s.name)`,
  );
}

async function findSkill(tx: Tx, id: string): Promise<SkillView> {
  const [row] = await queryRows<SkillView>(
    tx,
    sql`select ${skillColumns} from skills s join skill_categories c on c.id = s.category_id where s.id = ${id}`,
  );
  if (!row) throw notFound();
  return row;
}

async function checkSkill(tx: Tx, input: { name: string; categoryId: string }, exceptId?: string) {
  const [category] = await tx
    .select({ id: skillCategories.id })
    .from(skillCategories)
    .where(eq(skillCategories.id, input.categoryId));
  if (!category) throw badRequest(SKILL_MESSAGES.unknownCategory, { categoryId: SKILL_MESSAGES.unknownCategory });
  if (await nameTaken(tx, skills, skills.name, skills.id, input.name, exceptId))
    throw conflict(SKILL_MESSAGES.skillNameTaken, { name: SKILL_MESSAGES.skillNameTaken }, 'DUPLICATE_NAME');
}

type ParsedSkill = { name: string; description: string | null; categoryId: string; isActive: boolean };

export async function createSkill(tx: Tx, v: Viewer, input: ParsedSkill): Promise<SkillView> {
  await checkSkill(tx, input);
  const [row] = await tx
    .insert(skills)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: skills.id });
  const after = await findSkill(tx, row!.id);
  await audit(tx, v, 'skill.create', 'skill', after.id, undefined, after);
  return after;
}

export async function updateSkill(tx: Tx, v: Viewer, id: string, input: ParsedSkill): Promise<SkillView> {
  const before = await findSkill(tx, id);
  await checkSkill(tx, input, id);
  await tx
    .update(skills)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(skills.id, id));
  const after = await findSkill(tx, id);
  await audit(tx, v, 'skill.update', 'skill', id, before, after);
  return after;
}

/** A skill someone has declared, or a framework names, stays (409 IN_USE): make it inactive instead. */
export async function deleteSkill(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findSkill(tx, id);
  const [used] = await queryRows<{ entries: number; competencies: number }>(
    tx,
    sql`select (select count(*)::int from employee_skills where skill_id = ${id}) as entries,
               (select count(*)::int from framework_competencies where skill_id = ${id}) as competencies`,
  );
  const uses = (used?.entries ?? 0) + (used?.competencies ?? 0);
  if (uses > 0) throw conflict(SKILL_MESSAGES.skillInUse(before.name, uses), undefined, 'IN_USE');
  await tx.delete(skills).where(eq(skills.id, id));
  await audit(tx, v, 'skill.delete', 'skill', id, before);
}

async function findSubSkill(tx: Tx, id: string): Promise<SubSkillView> {
  const [row] = await tx
    .select({ id: subSkills.id, skillId: subSkills.skillId, name: subSkills.name, description: subSkills.description })
    .from(subSkills)
    .where(eq(subSkills.id, id));
  if (!row) throw notFound();
  return row;
}

async function checkSubSkill(tx: Tx, input: { skillId: string; name: string }, exceptId?: string) {
  const [skill] = await tx.select({ id: skills.id }).from(skills).where(eq(skills.id, input.skillId));
  if (!skill) throw badRequest(SKILL_MESSAGES.unknownSkill, { skillId: SKILL_MESSAGES.unknownSkill });
  if (
    await nameTaken(
      tx,
      subSkills,
      subSkills.name,
      subSkills.id,
      input.name,
      exceptId,
      eq(subSkills.skillId, input.skillId),
    )
  ) {
    throw conflict(SKILL_MESSAGES.subSkillNameTaken, { name: SKILL_MESSAGES.subSkillNameTaken }, 'DUPLICATE_NAME');
  }
}

type ParsedSubSkill = Required<Pick<SubSkillInput, 'skillId' | 'name'>> & { description: string | null };

export async function createSubSkill(tx: Tx, v: Viewer, input: ParsedSubSkill): Promise<SubSkillView> {
  await checkSubSkill(tx, input);
  const [row] = await tx
    .insert(subSkills)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: subSkills.id });
  const after = await findSubSkill(tx, row!.id);
  await audit(tx, v, 'subSkill.create', 'subSkill', after.id, undefined, after);
  return after;
}

export async function updateSubSkill(tx: Tx, v: Viewer, id: string, input: ParsedSubSkill): Promise<SubSkillView> {
  const before = await findSubSkill(tx, id);
  await checkSubSkill(tx, input, id);
  await tx.update(subSkills).set(input).where(eq(subSkills.id, id));
  const after = await findSubSkill(tx, id);
  await audit(tx, v, 'subSkill.update', 'subSkill', id, before, after);
  return after;
}

/** Entries naming the sub-skill keep their skill; the sub-skill is cleared on them. */
export async function deleteSubSkill(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findSubSkill(tx, id);
  await tx.delete(subSkills).where(eq(subSkills.id, id));
  await audit(tx, v, 'subSkill.delete', 'subSkill', id, before);
}

// Proficiency levels

const levelColumns = {
  id: proficiencyLevels.id,
  level: proficiencyLevels.level,
  name: proficiencyLevels.name,
  description: proficiencyLevels.description,
};

export const listLevels = (tx: Tx): Promise<ProficiencyLevelView[]> =>
  tx.select(levelColumns).from(proficiencyLevels).orderBy(proficiencyLevels.level);

async function findLevel(tx: Tx, id: string): Promise<ProficiencyLevelView> {
  const [row] = await tx.select(levelColumns).from(proficiencyLevels).where(eq(proficiencyLevels.id, id));
  if (!row) throw notFound();
  return row;
}

async function checkLevel(tx: Tx, input: { level: number; name: string }, exceptId?: string) {
  const [sameNumber] = await tx
    .select({ id: proficiencyLevels.id })
    .from(proficiencyLevels)
    .where(and(eq(proficiencyLevels.level, input.level), exceptId ? ne(proficiencyLevels.id, exceptId) : undefined));
  if (sameNumber)
    throw conflict(SKILL_MESSAGES.levelNumberTaken, { level: SKILL_MESSAGES.levelNumberTaken }, 'DUPLICATE_LEVEL');
  if (await nameTaken(tx, proficiencyLevels, proficiencyLevels.name, proficiencyLevels.id, input.name, exceptId)) {
    throw conflict(SKILL_MESSAGES.levelNameTaken, { name: SKILL_MESSAGES.levelNameTaken }, 'DUPLICATE_NAME');
  }
}

type ParsedLevel = { level: number; name: string; description: string | null };

export async function createLevel(tx: Tx, v: Viewer, input: ParsedLevel): Promise<ProficiencyLevelView> {
  await checkLevel(tx, input);
  const [row] = await tx
    .insert(proficiencyLevels)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: proficiencyLevels.id });
  const after = await findLevel(tx, row!.id);
  await audit(tx, v, 'proficiencyLevel.create', 'proficiencyLevel', after.id, undefined, after);
  return after;
}

/** Renumbering a level carries its entries and competencies along (ON UPDATE CASCADE). */
export async function updateLevel(tx: Tx, v: Viewer, id: string, input: ParsedLevel): Promise<ProficiencyLevelView> {
  const before = await findLevel(tx, id);
  await checkLevel(tx, input, id);
  await tx.update(proficiencyLevels).set(input).where(eq(proficiencyLevels.id, id));
  const after = await findLevel(tx, id);
  await audit(tx, v, 'proficiencyLevel.update', 'proficiencyLevel', id, before, after);
  return after;
}

export async function deleteLevel(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findLevel(tx, id);
  const [used] = await queryRows<{ n: number }>(
    tx,
    sql`select (select count(*)::int from employee_skills where level = ${before.level}) + (select count(*)::int from framework_competencies where expected_level = ${before.level}) as n`,
  );
  if ((used?.n ?? 0) > 0) throw conflict(SKILL_MESSAGES.levelInUse(before.name), undefined, 'IN_USE');
  await tx.delete(proficiencyLevels).where(eq(proficiencyLevels.id, id));
  await audit(tx, v, 'proficiencyLevel.delete', 'proficiencyLevel', id, before);
}
