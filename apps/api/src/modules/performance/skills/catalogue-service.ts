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
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import {
  activeSkillOptions,
  categoriesWithCounts,
  categoryExists,
  categoryNameTaken,
  deleteCategoryRow,
  deleteLevelRow,
  deleteSkillRow,
  deleteSubSkillRow,
  insertCategory,
  insertLevel,
  insertSkill,
  insertSubSkill,
  levelById,
  levelNameTaken,
  levelNumberTaken,
  levelUses,
  levelsInOrder,
  skillById,
  skillExists,
  skillNameTaken,
  skillUses,
  skillsPage,
  subSkillById,
  subSkillNameTaken,
  updateCategoryRow,
  updateLevelRow,
  updateSkillRow,
  updateSubSkillRow,
} from './catalogue-queries.ts';

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
  return categoriesWithCounts(tx);
}

async function findCategory(tx: Tx, id: string): Promise<SkillCategoryView> {
  const row = (await listCategories(tx)).find((c) => c.id === id);
  if (!row) throw notFound();
  return row;
}

async function checkCategoryName(tx: Tx, name: string, exceptId?: string) {
  if (await categoryNameTaken(tx, name, exceptId)) {
    throw conflict(SKILL_MESSAGES.categoryNameTaken, { name: SKILL_MESSAGES.categoryNameTaken }, 'DUPLICATE_NAME');
  }
}

export async function createCategory(tx: Tx, v: Viewer, input: ParsedCategory): Promise<SkillCategoryView> {
  await checkCategoryName(tx, input.name);
  const id = await insertCategory(tx, v.tenantCode, input);
  const after = await findCategory(tx, id);
  await audit(tx, v, 'skillCategory.create', 'skillCategory', after.id, undefined, after);
  return after;
}

export async function updateCategory(tx: Tx, v: Viewer, id: string, input: ParsedCategory): Promise<SkillCategoryView> {
  const before = await findCategory(tx, id);
  await checkCategoryName(tx, input.name, id);
  await updateCategoryRow(tx, id, input);
  const after = await findCategory(tx, id);
  await audit(tx, v, 'skillCategory.update', 'skillCategory', id, before, after);
  return after;
}

/** A category with skills stays (409 IN_USE): its skills move or go first. */
export async function deleteCategory(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findCategory(tx, id);
  if (before.skillCount > 0)
    throw conflict(SKILL_MESSAGES.categoryInUse(before.name, before.skillCount), undefined, 'IN_USE');
  await deleteCategoryRow(tx, id);
  await audit(tx, v, 'skillCategory.delete', 'skillCategory', id, before);
}

// Skills and sub-skills

export async function listSkills(tx: Tx, q: SkillListQuery): Promise<Page<SkillView>> {
  const { items, total } = await skillsPage(tx, q);
  return { items, total, page: q.page, size: q.size };
}

export function skillOptions(tx: Tx): Promise<SkillOption[]> {
  return activeSkillOptions(tx);
}

async function findSkill(tx: Tx, id: string): Promise<SkillView> {
  const row = await skillById(tx, id);
  if (!row) throw notFound();
  return row;
}

async function checkSkill(tx: Tx, input: { name: string; categoryId: string }, exceptId?: string) {
  if (!(await categoryExists(tx, input.categoryId)))
    throw badRequest(SKILL_MESSAGES.unknownCategory, { categoryId: SKILL_MESSAGES.unknownCategory });
  if (await skillNameTaken(tx, input.name, exceptId))
    throw conflict(SKILL_MESSAGES.skillNameTaken, { name: SKILL_MESSAGES.skillNameTaken }, 'DUPLICATE_NAME');
}

type ParsedSkill = { name: string; description: string | null; categoryId: string; isActive: boolean };

export async function createSkill(tx: Tx, v: Viewer, input: ParsedSkill): Promise<SkillView> {
  await checkSkill(tx, input);
  const id = await insertSkill(tx, v.tenantCode, input);
  const after = await findSkill(tx, id);
  await audit(tx, v, 'skill.create', 'skill', after.id, undefined, after);
  return after;
}

export async function updateSkill(tx: Tx, v: Viewer, id: string, input: ParsedSkill): Promise<SkillView> {
  const before = await findSkill(tx, id);
  await checkSkill(tx, input, id);
  await updateSkillRow(tx, id, input);
  const after = await findSkill(tx, id);
  await audit(tx, v, 'skill.update', 'skill', id, before, after);
  return after;
}

/** A skill someone has declared, or a framework names, stays (409 IN_USE): make it inactive instead. */
export async function deleteSkill(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findSkill(tx, id);
  const uses = await skillUses(tx, id);
  if (uses > 0) throw conflict(SKILL_MESSAGES.skillInUse(before.name, uses), undefined, 'IN_USE');
  await deleteSkillRow(tx, id);
  await audit(tx, v, 'skill.delete', 'skill', id, before);
}

async function findSubSkill(tx: Tx, id: string): Promise<SubSkillView> {
  const row = await subSkillById(tx, id);
  if (!row) throw notFound();
  return row;
}

async function checkSubSkill(tx: Tx, input: { skillId: string; name: string }, exceptId?: string) {
  if (!(await skillExists(tx, input.skillId)))
    throw badRequest(SKILL_MESSAGES.unknownSkill, { skillId: SKILL_MESSAGES.unknownSkill });
  if (await subSkillNameTaken(tx, input.skillId, input.name, exceptId)) {
    throw conflict(SKILL_MESSAGES.subSkillNameTaken, { name: SKILL_MESSAGES.subSkillNameTaken }, 'DUPLICATE_NAME');
  }
}

type ParsedSubSkill = Required<Pick<SubSkillInput, 'skillId' | 'name'>> & { description: string | null };

export async function createSubSkill(tx: Tx, v: Viewer, input: ParsedSubSkill): Promise<SubSkillView> {
  await checkSubSkill(tx, input);
  const id = await insertSubSkill(tx, v.tenantCode, input);
  const after = await findSubSkill(tx, id);
  await audit(tx, v, 'subSkill.create', 'subSkill', after.id, undefined, after);
  return after;
}

export async function updateSubSkill(tx: Tx, v: Viewer, id: string, input: ParsedSubSkill): Promise<SubSkillView> {
  const before = await findSubSkill(tx, id);
  await checkSubSkill(tx, input, id);
  await updateSubSkillRow(tx, id, input);
  const after = await findSubSkill(tx, id);
  await audit(tx, v, 'subSkill.update', 'subSkill', id, before, after);
  return after;
}

/** Entries naming the sub-skill keep their skill; the sub-skill is cleared on them. */
export async function deleteSubSkill(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findSubSkill(tx, id);
  await deleteSubSkillRow(tx, id);
  await audit(tx, v, 'subSkill.delete', 'subSkill', id, before);
}

// Proficiency levels

export const listLevels = (tx: Tx): Promise<ProficiencyLevelView[]> => levelsInOrder(tx);

async function findLevel(tx: Tx, id: string): Promise<ProficiencyLevelView> {
  const row = await levelById(tx, id);
  if (!row) throw notFound();
  return row;
}

async function checkLevel(tx: Tx, input: { level: number; name: string }, exceptId?: string) {
  if (await levelNumberTaken(tx, input.level, exceptId))
    throw conflict(SKILL_MESSAGES.levelNumberTaken, { level: SKILL_MESSAGES.levelNumberTaken }, 'DUPLICATE_LEVEL');
  if (await levelNameTaken(tx, input.name, exceptId)) {
    throw conflict(SKILL_MESSAGES.levelNameTaken, { name: SKILL_MESSAGES.levelNameTaken }, 'DUPLICATE_NAME');
  }
}

type ParsedLevel = { level: number; name: string; description: string | null };

export async function createLevel(tx: Tx, v: Viewer, input: ParsedLevel): Promise<ProficiencyLevelView> {
  await checkLevel(tx, input);
  const id = await insertLevel(tx, v.tenantCode, input);
  const after = await findLevel(tx, id);
  await audit(tx, v, 'proficiencyLevel.create', 'proficiencyLevel', after.id, undefined, after);
  return after;
}

/** Renumbering a level carries its entries and competencies along (ON UPDATE CASCADE). */
export async function updateLevel(tx: Tx, v: Viewer, id: string, input: ParsedLevel): Promise<ProficiencyLevelView> {
  const before = await findLevel(tx, id);
  await checkLevel(tx, input, id);
  await updateLevelRow(tx, id, input);
  const after = await findLevel(tx, id);
  await audit(tx, v, 'proficiencyLevel.update', 'proficiencyLevel', id, before, after);
  return after;
}

export async function deleteLevel(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findLevel(tx, id);
  if ((await levelUses(tx, before.level)) > 0)
    throw conflict(SKILL_MESSAGES.levelInUse(before.name), undefined, 'IN_USE');
  await deleteLevelRow(tx, id);
  await audit(tx, v, 'proficiencyLevel.delete', 'proficiencyLevel', id, before);
}
