import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  FRAMEWORK_MESSAGES,
  companyValueInput,
  frameworkInput,
  kpiInput,
  type CompanyValueView,
  type FrameworkView,
  type KpiUnit,
  type KpiView,
  type MappingInput,
  type MappingSubject,
  type MappingView,
} from '@tenure/domain/performance';
import { companyValues, frameworkCompetencies, performanceFrameworks, performanceKpis, performanceMappings } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { escapeLike } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';

type FrameworkInput = z.output<typeof frameworkInput>;
type CompanyValueInput = z.output<typeof companyValueInput>;
type KpiInput = z.output<typeof kpiInput>;

const audit = (tx: Tx, v: Viewer, action: string, entity: string, entityId: string, before?: unknown, after?: unknown) =>
  recordAudit(tx, { ...auditActor(v), action, entity, entityId, before, after });

async function assertNameFree(tx: Tx, table: PgTable, nameColumn: PgColumn, idColumn: PgColumn, name: string, message: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(sql`lower(${nameColumn}) = lower(${name})`, exceptId ? ne(idColumn, exceptId) : undefined))
    .limit(1);
  if (row) throw conflict(message, { name: message }, 'DUPLICATE_NAME');
}

const searchOn = (column: SQL, searchQuery: string | undefined) => (searchQuery ? sql`lower(${column}) like ${`%${escapeLike(searchQuery)}%`}` : sql`true`);

/** The mappings of one subject kind, by subject id (with the subject's name). */
async function mappingsOf(tx: Tx, subjectType: MappingSubject, subjectId?: string): Promise<MappingView[]> {
  return queryRows<MappingView>(
    tx,
    sql`select m.id, m.subject_type as "subjectType", m.subject_id as "subjectId",
               coalesce(f.name, cv.name, k.name) as "subjectName", m.target_type as "targetType", m.target_value as "targetValue",
               coalesce(g.title, m.target_value) as "targetLabel"
          from performance_mappings m
          left join goals g on m.target_type = 'goal' and g.id::text = m.target_value
          left join performance_frameworks f on m.subject_type = 'framework' and f.id = m.subject_id
          left join company_values cv on m.subject_type = 'value' and cv.id = m.subject_id
          left join performance_kpis k on m.subject_type = 'kpi' and k.id = m.subject_id
         where m.subject_type = ${subjectType} ${subjectId ? sql`and m.subject_id = ${subjectId}` : sql``}
         order by m.target_type, lower(m.target_value)`,
  );
}

const groupBySubject = (mappings: MappingView[]) => {
  const by = new Map<string, MappingView[]>();
  for (const m of mappings) by.set(m.subjectId, [...(by.get(m.subjectId) ?? []), m]);
  return by;
};

// Frameworks

export async function listFrameworks(tx: Tx, searchQuery?: string, id?: string): Promise<FrameworkView[]> {
  const rows = await queryRows<Omit<FrameworkView, 'mappings'>>(
    tx,
    sql`select f.id, f.name, f.description, f.is_active as "isActive",
               coalesce((select json_agg(json_build_object('skillId', s.id, 'skillName', s.name, 'categoryName', c.name, 'expectedLevel', fc.expected_level) order by fc.position)
                           from framework_competencies fc join skills s on s.id = fc.skill_id join skill_categories c on c.id = s.category_id
                          where fc.framework_id = f.id), '[]'::json) as competencies
          from performance_frameworks f
         where ${searchOn(sql`f.name`, searchQuery)} ${id ? sql`and f.id = ${id}` : sql``}
         order by lower(f.name)`,
  );
  const mappings = groupBySubject(await mappingsOf(tx, 'framework', id));
  return rows.map((r) => ({ ...r, mappings: mappings.get(r.id) ?? [] }));
}

async function findFramework(tx: Tx, id: string): Promise<FrameworkView> {
  const [row] = await listFrameworks(tx, undefined, id);
  if (!row) throw notFound();
  return row;
}

async function checkCompetencies(tx: Tx, input: FrameworkInput) {
  const [known] = await queryRows<{ skills: string[]; levels: number[] }>(
    tx,
    sql`select coalesce((select array_agg(id::text) from skills where id = any(${`{${input.competencies.map((c) => c.skillId).join(',')}}`}::uuid[])), '{}') as skills,
               coalesce((select array_agg(level::int) from proficiency_levels), '{}') as levels`,
  );
  input.competencies.forEach((c, i) => {
    if (!known?.skills.includes(c.skillId)) throw badRequest(FRAMEWORK_MESSAGES.unknownSkill, { [`competencies.${i}.skillId`]: FRAMEWORK_MESSAGES.unknownSkill });
    if (!known.levels.includes(c.expectedLevel)) throw badRequest(FRAMEWORK_MESSAGES.unknownLevel, { [`competencies.${i}.expectedLevel`]: FRAMEWORK_MESSAGES.unknownLevel });
  });
}

async function writeCompetencies(tx: Tx, v: Viewer, frameworkId: string, input: FrameworkInput) {
  await tx.delete(frameworkCompetencies).where(eq(frameworkCompetencies.frameworkId, frameworkId));
  await tx.insert(frameworkCompetencies).values(input.competencies.map((c, position) => ({ tenantId: v.tenantCode, frameworkId, skillId: c.skillId, expectedLevel: c.expectedLevel, position })));
}

export async function createFramework(tx: Tx, v: Viewer, input: FrameworkInput): Promise<FrameworkView> {
  await assertNameFree(tx, performanceFrameworks, performanceFrameworks.name, performanceFrameworks.id, input.name, FRAMEWORK_MESSAGES.frameworkNameTaken);
  await checkCompetencies(tx, input);
  const [row] = await tx.insert(performanceFrameworks).values({ tenantId: v.tenantCode, name: input.name, description: input.description, isActive: input.isActive }).returning({ id: performanceFrameworks.id });
  await writeCompetencies(tx, v, row!.id, input);
  const after = await findFramework(tx, row!.id);
  await audit(tx, v, 'performanceFramework.create', 'performanceFramework', after.id, undefined, after);
  return after;
}

export async function updateFramework(tx: Tx, v: Viewer, id: string, input: FrameworkInput): Promise<FrameworkView> {
  const before = await findFramework(tx, id);
  await assertNameFree(tx, performanceFrameworks, performanceFrameworks.name, performanceFrameworks.id, input.name, FRAMEWORK_MESSAGES.frameworkNameTaken, id);
  await checkCompetencies(tx, input);
  await tx.update(performanceFrameworks).set({ name: input.name, description: input.description, isActive: input.isActive, updatedAt: new Date() }).where(eq(performanceFrameworks.id, id));
  await writeCompetencies(tx, v, id, input);
  const after = await findFramework(tx, id);
  await audit(tx, v, 'performanceFramework.update', 'performanceFramework', id, before, after);
  return after;
}

async function deleteMappingsOf(tx: Tx, subjectType: MappingSubject, subjectId: string) {
  await tx.delete(performanceMappings).where(and(eq(performanceMappings.subjectType, subjectType), eq(performanceMappings.subjectId, subjectId)));
}

export async function deleteFramework(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findFramework(tx, id);
  await deleteMappingsOf(tx, 'framework', id);
  await tx.delete(performanceFrameworks).where(eq(performanceFrameworks.id, id));
  await audit(tx, v, 'performanceFramework.delete', 'performanceFramework', id, before);
}

// Company values

export async function listValues(tx: Tx, searchQuery?: string, id?: string): Promise<CompanyValueView[]> {
  const rows = await queryRows<Omit<CompanyValueView, 'mappings'>>(
    tx,
    sql`select id, name, description, behaviours from company_values where ${searchOn(sql`name`, searchQuery)} ${id ? sql`and id = ${id}` : sql``} order by lower(name)`,
  );
  const mappings = groupBySubject(await mappingsOf(tx, 'value', id));
  return rows.map((r) => ({ ...r, mappings: mappings.get(r.id) ?? [] }));
}

async function findValue(tx: Tx, id: string): Promise<CompanyValueView> {
  const [row] = await listValues(tx, undefined, id);
  if (!row) throw notFound();
  return row;
}

export async function createValue(tx: Tx, v: Viewer, input: CompanyValueInput): Promise<CompanyValueView> {
  await assertNameFree(tx, companyValues, companyValues.name, companyValues.id, input.name, FRAMEWORK_MESSAGES.valueNameTaken);
  const [row] = await tx.insert(companyValues).values({ tenantId: v.tenantCode, ...input }).returning({ id: companyValues.id });
  const after = await findValue(tx, row!.id);
  await audit(tx, v, 'companyValue.create', 'companyValue', after.id, undefined, after);
  return after;
}

export async function updateValue(tx: Tx, v: Viewer, id: string, input: CompanyValueInput): Promise<CompanyValueView> {
  const before = await findValue(tx, id);
  await assertNameFree(tx, companyValues, companyValues.name, companyValues.id, input.name, FRAMEWORK_MESSAGES.valueNameTaken, id);
  await tx.update(companyValues).set({ ...input, updatedAt: new Date() }).where(eq(companyValues.id, id));
  const after = await findValue(tx, id);
  await audit(tx, v, 'companyValue.update', 'companyValue', id, before, after);
  return after;
}

export async function deleteValue(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findValue(tx, id);
  await deleteMappingsOf(tx, 'value', id);
  await tx.delete(companyValues).where(eq(companyValues.id, id));
  await audit(tx, v, 'companyValue.delete', 'companyValue', id, before);
}

// KPIs

type KpiRow = Omit<KpiView, 'mappings' | 'target'> & { target: string };

export async function listKpis(tx: Tx, searchQuery?: string, id?: string): Promise<KpiView[]> {
  const rows = await queryRows<KpiRow>(
    tx,
    sql`select id, name, description, formula, unit, target::text as target, direction from performance_kpis
         where ${searchOn(sql`name`, searchQuery)} ${id ? sql`and id = ${id}` : sql``} order by lower(name)`,
  );
  const mappings = groupBySubject(await mappingsOf(tx, 'kpi', id));
  return rows.map((r) => ({ ...r, unit: r.unit as KpiUnit, target: Number(r.target), mappings: mappings.get(r.id) ?? [] }));
}

async function findKpi(tx: Tx, id: string): Promise<KpiView> {
  const [row] = await listKpis(tx, undefined, id);
  if (!row) throw notFound();
  return row;
}

const kpiValues = (input: KpiInput) => ({ ...input, target: String(input.target) });

export async function createKpi(tx: Tx, v: Viewer, input: KpiInput): Promise<KpiView> {
  await assertNameFree(tx, performanceKpis, performanceKpis.name, performanceKpis.id, input.name, FRAMEWORK_MESSAGES.kpiNameTaken);
  const [row] = await tx.insert(performanceKpis).values({ tenantId: v.tenantCode, ...kpiValues(input) }).returning({ id: performanceKpis.id });
  const after = await findKpi(tx, row!.id);
  await audit(tx, v, 'performanceKpi.create', 'performanceKpi', after.id, undefined, after);
  return after;
}

export async function updateKpi(tx: Tx, v: Viewer, id: string, input: KpiInput): Promise<KpiView> {
  const before = await findKpi(tx, id);
  await assertNameFree(tx, performanceKpis, performanceKpis.name, performanceKpis.id, input.name, FRAMEWORK_MESSAGES.kpiNameTaken, id);
  await tx.update(performanceKpis).set({ ...kpiValues(input), updatedAt: new Date() }).where(eq(performanceKpis.id, id));
  const after = await findKpi(tx, id);
  await audit(tx, v, 'performanceKpi.update', 'performanceKpi', id, before, after);
  return after;
}

export async function deleteKpi(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findKpi(tx, id);
  await deleteMappingsOf(tx, 'kpi', id);
  await tx.delete(performanceKpis).where(eq(performanceKpis.id, id));
  await audit(tx, v, 'performanceKpi.delete', 'performanceKpi', id, before);
}

// Mappings

export async function listMappings(tx: Tx, q: { subjectType?: MappingSubject | undefined; targetType?: string | undefined; targetValue?: string | undefined }): Promise<MappingView[]> {
  const kinds: MappingSubject[] = q.subjectType ? [q.subjectType] : ['framework', 'value', 'kpi'];
  const all: MappingView[] = [];
  for (const kind of kinds) all.push(...(await mappingsOf(tx, kind)));
  return all.filter((m) => (!q.targetType || m.targetType === q.targetType) && (!q.targetValue || m.targetValue === q.targetValue));
}

const SUBJECT_TABLES: Record<MappingSubject, SQL> = { framework: sql`performance_frameworks`, value: sql`company_values`, kpi: sql`performance_kpis` };
const MASTER_OF = { designation: 'Designation', level: 'Level' } as const;

/** A designation or level must be a master value (or one an employee already holds), a goal a company or team goal; a review form id is kept as given until issue 20's forms exist. */
export async function createMapping(tx: Tx, v: Viewer, input: MappingInput): Promise<MappingView> {
  const [subject] = await queryRows<{ id: string }>(tx, sql`select id from ${SUBJECT_TABLES[input.subjectType]} where id = ${input.subjectId}`);
  if (!subject) throw badRequest(FRAMEWORK_MESSAGES.unknownSubject, { subjectId: FRAMEWORK_MESSAGES.unknownSubject });
  if (input.targetType === 'goal') {
    // Values and KPIs measure objectives: a company or team goal, not a person's.
    const goalId = z.uuid().safeParse(input.targetValue);
    const [goal] = goalId.success ? await queryRows<{ id: string }>(tx, sql`select id from goals where id = ${goalId.data} and level <> 'individual'`) : [];
    if (!goal) throw badRequest(FRAMEWORK_MESSAGES.unknownGoal, { targetValue: FRAMEWORK_MESSAGES.unknownGoal });
  } else if (input.targetType !== 'reviewForm') {
    const column = input.targetType === 'designation' ? sql`designation` : sql`level`;
    const [known] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select exists (select 1 from master_values where master_type = ${MASTER_OF[input.targetType]} and name = ${input.targetValue})
              or exists (select 1 from employees where ${column} = ${input.targetValue}) as ok`,
    );
    if (!known?.ok) {
      const message = input.targetType === 'designation' ? FRAMEWORK_MESSAGES.unknownDesignation : FRAMEWORK_MESSAGES.unknownLevelMaster;
      throw badRequest(message, { targetValue: message });
    }
  }
  const [exists] = await tx
    .select({ id: performanceMappings.id })
    .from(performanceMappings)
    .where(and(eq(performanceMappings.subjectType, input.subjectType), eq(performanceMappings.subjectId, input.subjectId), eq(performanceMappings.targetType, input.targetType), eq(performanceMappings.targetValue, input.targetValue)));
  if (exists) throw conflict(FRAMEWORK_MESSAGES.mappingExists, { targetValue: FRAMEWORK_MESSAGES.mappingExists }, 'DUPLICATE_MAPPING');
  const [row] = await tx.insert(performanceMappings).values({ tenantId: v.tenantCode, ...input }).returning({ id: performanceMappings.id });
  const after = (await mappingsOf(tx, input.subjectType, input.subjectId)).find((m) => m.id === row!.id)!;
  await audit(tx, v, 'performanceMapping.create', 'performanceMapping', after.id, undefined, after);
  return after;
}

export async function deleteMapping(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [before] = await tx.select().from(performanceMappings).where(eq(performanceMappings.id, id));
  if (!before) throw notFound();
  await tx.delete(performanceMappings).where(eq(performanceMappings.id, id));
  await audit(tx, v, 'performanceMapping.delete', 'performanceMapping', id, before);
}
