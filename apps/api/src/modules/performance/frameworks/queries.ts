import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CompanyValueView,
  FrameworkView,
  KpiView,
  MappingInput,
  MappingSubject,
  MappingView,
} from '@tenure/domain/performance';
import {
  companyValues,
  frameworkCompetencies,
  performanceFrameworks,
  performanceKpis,
  performanceMappings,
} from '../../../db/schema/index.ts';
import { escapeLike, nameTaken, queryRows, type Tx } from '../../../platform/db.ts';

// All SQL of frameworks, company values, KPIs and their mappings.

export const frameworkNameTaken = (tx: Tx, name: string, exceptId?: string) =>
  nameTaken(
    tx,
    { table: performanceFrameworks, name: performanceFrameworks.name, id: performanceFrameworks.id },
    name,
    exceptId,
  );
export const valueNameTaken = (tx: Tx, name: string, exceptId?: string) =>
  nameTaken(tx, { table: companyValues, name: companyValues.name, id: companyValues.id }, name, exceptId);
export const kpiNameTaken = (tx: Tx, name: string, exceptId?: string) =>
  nameTaken(tx, { table: performanceKpis, name: performanceKpis.name, id: performanceKpis.id }, name, exceptId);

const searchOn = (column: SQL, searchQuery: string | undefined) =>
  searchQuery ? sql`lower(${column}) like ${`%${escapeLike(searchQuery)}%`}` : sql`true`;

/** The mappings of one subject kind (of one subject when given), with the subject's name. */
export function mappingsOf(tx: Tx, subjectType: MappingSubject, subjectId?: string): Promise<MappingView[]> {
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

/* ---------- frameworks ---------- */

export const frameworkRows = (tx: Tx, searchQuery?: string, id?: string) =>
  queryRows<Omit<FrameworkView, 'mappings'>>(
    tx,
    sql`select f.id, f.name, f.description, f.is_active as "isActive",
               coalesce((select json_agg(json_build_object('skillId', s.id, 'skillName', s.name, 'categoryName', c.name, 'expectedLevel', fc.expected_level) order by fc.position)
                           from framework_competencies fc join skills s on s.id = fc.skill_id join skill_categories c on c.id = s.category_id
                          where fc.framework_id = f.id), '[]'::json) as competencies
          from performance_frameworks f
         where ${searchOn(sql`f.name`, searchQuery)} ${id ? sql`and f.id = ${id}` : sql``}
         order by lower(f.name)`,
  );

/** Which of the skills exist, and the proficiency levels there are. */
export async function knownSkillsAndLevels(tx: Tx, skillIds: readonly string[]) {
  const [known] = await queryRows<{ skills: string[]; levels: number[] }>(
    tx,
    sql`select coalesce((select array_agg(id::text) from skills where id = any(${`{${skillIds.join(',')}}`}::uuid[])), '{}') as skills,
               coalesce((select array_agg(level::int) from proficiency_levels), '{}') as levels`,
  );
  return known ?? { skills: [], levels: [] };
}

export async function replaceCompetencies(
  tx: Tx,
  tenantCode: string,
  frameworkId: string,
  competencies: readonly { skillId: string; expectedLevel: number }[],
) {
  await tx.delete(frameworkCompetencies).where(eq(frameworkCompetencies.frameworkId, frameworkId));
  await tx.insert(frameworkCompetencies).values(
    competencies.map((c, position) => ({
      tenantId: tenantCode,
      frameworkId,
      skillId: c.skillId,
      expectedLevel: c.expectedLevel,
      position,
    })),
  );
}

type FrameworkFields = { name: string; description: string | null; isActive: boolean };

export async function insertFramework(tx: Tx, tenantCode: string, input: FrameworkFields) {
  const [row] = await tx
    .insert(performanceFrameworks)
    .values({ tenantId: tenantCode, name: input.name, description: input.description, isActive: input.isActive })
    .returning({ id: performanceFrameworks.id });
  return row!.id;
}

export const saveFramework = (tx: Tx, id: string, input: FrameworkFields) =>
  tx
    .update(performanceFrameworks)
    .set({ name: input.name, description: input.description, isActive: input.isActive, updatedAt: new Date() })
    .where(eq(performanceFrameworks.id, id));

export const deleteFrameworkRow = (tx: Tx, id: string) =>
  tx.delete(performanceFrameworks).where(eq(performanceFrameworks.id, id));

/* ---------- company values ---------- */

export const valueRows = (tx: Tx, searchQuery?: string, id?: string) =>
  queryRows<Omit<CompanyValueView, 'mappings'>>(
    tx,
    sql`select id, name, description, behaviours from company_values where ${searchOn(sql`name`, searchQuery)} ${id ? sql`and id = ${id}` : sql``} order by lower(name)`,
  );

type ValueFields = Omit<typeof companyValues.$inferInsert, 'tenantId' | 'id'>;

export async function insertValue(tx: Tx, tenantCode: string, input: ValueFields) {
  const [row] = await tx
    .insert(companyValues)
    .values({ tenantId: tenantCode, ...input })
    .returning({ id: companyValues.id });
  return row!.id;
}

export const saveValue = (tx: Tx, id: string, input: ValueFields) =>
  tx
    .update(companyValues)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companyValues.id, id));

export const deleteValueRow = (tx: Tx, id: string) => tx.delete(companyValues).where(eq(companyValues.id, id));

/* ---------- KPIs ---------- */

export type KpiRow = Omit<KpiView, 'mappings' | 'target'> & { target: string };

export const kpiRows = (tx: Tx, searchQuery?: string, id?: string) =>
  queryRows<KpiRow>(
    tx,
    sql`select id, name, description, formula, unit, target::text as target, direction from performance_kpis
         where ${searchOn(sql`name`, searchQuery)} ${id ? sql`and id = ${id}` : sql``} order by lower(name)`,
  );

type KpiFields = Omit<typeof performanceKpis.$inferInsert, 'tenantId' | 'id'>;

export async function insertKpi(tx: Tx, tenantCode: string, input: KpiFields) {
  const [row] = await tx
    .insert(performanceKpis)
    .values({ tenantId: tenantCode, ...input })
    .returning({ id: performanceKpis.id });
  return row!.id;
}

export const saveKpi = (tx: Tx, id: string, input: KpiFields) =>
  tx
    .update(performanceKpis)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(performanceKpis.id, id));

export const deleteKpiRow = (tx: Tx, id: string) => tx.delete(performanceKpis).where(eq(performanceKpis.id, id));

/* ---------- mappings ---------- */

export async function deleteMappingsOf(tx: Tx, subjectType: MappingSubject, subjectId: string) {
  await tx
    .delete(performanceMappings)
    .where(and(eq(performanceMappings.subjectType, subjectType), eq(performanceMappings.subjectId, subjectId)));
}

const SUBJECT_TABLES: Record<MappingSubject, SQL> = {
  framework: sql`performance_frameworks`,
  value: sql`company_values`,
  kpi: sql`performance_kpis`,
};
const MASTER_OF = { designation: 'Designation', level: 'Level' } as const;

export async function subjectExists(tx: Tx, subjectType: MappingSubject, id: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from ${SUBJECT_TABLES[subjectType]} where id = ${id}`,
  );
  return row !== undefined;
}

/** Whether a company or team goal has the id. */
export async function sharedGoalExists(tx: Tx, id: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from goals where id = ${id} and level <> 'individual'`,
  );
  return row !== undefined;
}

/** A designation or level that is a master value or one an employee already holds. */
export async function knownDesignationOrLevel(tx: Tx, kind: 'designation' | 'level', value: string) {
  const column = kind === 'designation' ? sql`designation` : sql`level`;
  const [known] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from master_values where master_type = ${MASTER_OF[kind]} and name = ${value})
            or exists (select 1 from employees where ${column} = ${value}) as ok`,
  );
  return known?.ok ?? false;
}

export async function mappingExists(tx: Tx, input: MappingInput) {
  const [row] = await tx
    .select({ id: performanceMappings.id })
    .from(performanceMappings)
    .where(
      and(
        eq(performanceMappings.subjectType, input.subjectType),
        eq(performanceMappings.subjectId, input.subjectId),
        eq(performanceMappings.targetType, input.targetType),
        eq(performanceMappings.targetValue, input.targetValue),
      ),
    );
  return row !== undefined;
}

export async function insertMapping(tx: Tx, tenantCode: string, input: MappingInput) {
  const [row] = await tx
    .insert(performanceMappings)
    .values({ tenantId: tenantCode, ...input })
    .returning({ id: performanceMappings.id });
  return row!.id;
}

export async function mappingRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(performanceMappings).where(eq(performanceMappings.id, id));
  return row ?? null;
}

export const deleteMappingRow = (tx: Tx, id: string) =>
  tx.delete(performanceMappings).where(eq(performanceMappings.id, id));
