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
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import {
  deleteFrameworkRow,
  deleteKpiRow,
  deleteMappingRow,
  deleteMappingsOf,
  deleteValueRow,
  frameworkNameTaken,
  frameworkRows,
  insertFramework,
  insertKpi,
  insertMapping,
  insertValue,
  knownDesignationOrLevel,
  knownSkillsAndLevels,
  kpiNameTaken,
  kpiRows,
  mappingExists,
  mappingRow,
  mappingsOf,
  replaceCompetencies,
  saveFramework,
  saveKpi,
  saveValue,
  sharedGoalExists,
  subjectExists,
  valueNameTaken,
  valueRows,
} from './queries.ts';

type FrameworkInput = z.output<typeof frameworkInput>;
type CompanyValueInput = z.output<typeof companyValueInput>;
type KpiInput = z.output<typeof kpiInput>;

const audit = (
  tx: Tx,
  v: Viewer,
  action: string,
  entity: string,
  entityId: string,
  before?: unknown,
  after?: unknown,
) => recordAudit(tx, { ...auditActor(v), action, entity, entityId, before, after });

/** A name another record already has is a conflict. */
function assertNameFree(taken: boolean, message: string) {
  if (taken) throw conflict(message, { name: message }, 'DUPLICATE_NAME');
}

const groupBySubject = (mappings: MappingView[]) => {
  const by = new Map<string, MappingView[]>();
  for (const m of mappings) by.set(m.subjectId, [...(by.get(m.subjectId) ?? []), m]);
  return by;
};

// Frameworks

export async function listFrameworks(tx: Tx, searchQuery?: string, id?: string): Promise<FrameworkView[]> {
  const rows = await frameworkRows(tx, searchQuery, id);
  const mappings = groupBySubject(await mappingsOf(tx, 'framework', id));
  return rows.map((r) => ({ ...r, mappings: mappings.get(r.id) ?? [] }));
}

async function findFramework(tx: Tx, id: string): Promise<FrameworkView> {
  const [row] = await listFrameworks(tx, undefined, id);
  if (!row) throw notFound();
  return row;
}

async function checkCompetencies(tx: Tx, input: FrameworkInput) {
  const known = await knownSkillsAndLevels(
    tx,
    input.competencies.map((c) => c.skillId),
  );
  input.competencies.forEach((c, i) => {
    if (!known.skills.includes(c.skillId))
      throw badRequest(FRAMEWORK_MESSAGES.unknownSkill, {
        [`competencies.${i}.skillId`]: FRAMEWORK_MESSAGES.unknownSkill,
      });
    if (!known.levels.includes(c.expectedLevel))
      throw badRequest(FRAMEWORK_MESSAGES.unknownLevel, {
        [`competencies.${i}.expectedLevel`]: FRAMEWORK_MESSAGES.unknownLevel,
      });
  });
}

export async function createFramework(tx: Tx, v: Viewer, input: FrameworkInput): Promise<FrameworkView> {
  assertNameFree(await frameworkNameTaken(tx, input.name), FRAMEWORK_MESSAGES.frameworkNameTaken);
  await checkCompetencies(tx, input);
  const id = await insertFramework(tx, v.tenantCode, input);
  await replaceCompetencies(tx, v.tenantCode, id, input.competencies);
  const after = await findFramework(tx, id);
  await audit(tx, v, 'performanceFramework.create', 'performanceFramework', after.id, undefined, after);
  return after;
}

export async function updateFramework(tx: Tx, v: Viewer, id: string, input: FrameworkInput): Promise<FrameworkView> {
  const before = await findFramework(tx, id);
  assertNameFree(await frameworkNameTaken(tx, input.name, id), FRAMEWORK_MESSAGES.frameworkNameTaken);
  await checkCompetencies(tx, input);
  await saveFramework(tx, id, input);
  await replaceCompetencies(tx, v.tenantCode, id, input.competencies);
  const after = await findFramework(tx, id);
  await audit(tx, v, 'performanceFramework.update', 'performanceFramework', id, before, after);
  return after;
}

export async function deleteFramework(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findFramework(tx, id);
  await deleteMappingsOf(tx, 'framework', id);
  await deleteFrameworkRow(tx, id);
  await audit(tx, v, 'performanceFramework.delete', 'performanceFramework', id, before);
}

// Company values

export async function listValues(tx: Tx, searchQuery?: string, id?: string): Promise<CompanyValueView[]> {
  const rows = await valueRows(tx, searchQuery, id);
  const mappings = groupBySubject(await mappingsOf(tx, 'value', id));
  return rows.map((r) => ({ ...r, mappings: mappings.get(r.id) ?? [] }));
}

async function findValue(tx: Tx, id: string): Promise<CompanyValueView> {
  const [row] = await listValues(tx, undefined, id);
  if (!row) throw notFound();
  return row;
}

export async function createValue(tx: Tx, v: Viewer, input: CompanyValueInput): Promise<CompanyValueView> {
  assertNameFree(await valueNameTaken(tx, input.name), FRAMEWORK_MESSAGES.valueNameTaken);
  const after = await findValue(tx, await insertValue(tx, v.tenantCode, input));
  await audit(tx, v, 'companyValue.create', 'companyValue', after.id, undefined, after);
  return after;
}

export async function updateValue(tx: Tx, v: Viewer, id: string, input: CompanyValueInput): Promise<CompanyValueView> {
  const before = await findValue(tx, id);
  assertNameFree(await valueNameTaken(tx, input.name, id), FRAMEWORK_MESSAGES.valueNameTaken);
  await saveValue(tx, id, input);
  const after = await findValue(tx, id);
  await audit(tx, v, 'companyValue.update', 'companyValue', id, before, after);
  return after;
}

export async function deleteValue(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findValue(tx, id);
  await deleteMappingsOf(tx, 'value', id);
  await deleteValueRow(tx, id);
  await audit(tx, v, 'companyValue.delete', 'companyValue', id, before);
}

// KPIs

export async function listKpis(tx: Tx, searchQuery?: string, id?: string): Promise<KpiView[]> {
  const rows = await kpiRows(tx, searchQuery, id);
  const mappings = groupBySubject(await mappingsOf(tx, 'kpi', id));
  return rows.map((r) => ({
    ...r,
    unit: r.unit as KpiUnit,
    target: Number(r.target),
    mappings: mappings.get(r.id) ?? [],
  }));
}

async function findKpi(tx: Tx, id: string): Promise<KpiView> {
  const [row] = await listKpis(tx, undefined, id);
  if (!row) throw notFound();
  return row;
}

const kpiValues = (input: KpiInput) => ({ ...input, target: String(input.target) });

export async function createKpi(tx: Tx, v: Viewer, input: KpiInput): Promise<KpiView> {
  assertNameFree(await kpiNameTaken(tx, input.name), FRAMEWORK_MESSAGES.kpiNameTaken);
  const after = await findKpi(tx, await insertKpi(tx, v.tenantCode, kpiValues(input)));
  await audit(tx, v, 'performanceKpi.create', 'performanceKpi', after.id, undefined, after);
  return after;
}

export async function updateKpi(tx: Tx, v: Viewer, id: string, input: KpiInput): Promise<KpiView> {
  const before = await findKpi(tx, id);
  assertNameFree(await kpiNameTaken(tx, input.name, id), FRAMEWORK_MESSAGES.kpiNameTaken);
  await saveKpi(tx, id, kpiValues(input));
  const after = await findKpi(tx, id);
  await audit(tx, v, 'performanceKpi.update', 'performanceKpi', id, before, after);
  return after;
}

export async function deleteKpi(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await findKpi(tx, id);
  await deleteMappingsOf(tx, 'kpi', id);
  await deleteKpiRow(tx, id);
  await audit(tx, v, 'performanceKpi.delete', 'performanceKpi', id, before);
}

// Mappings

export async function listMappings(
  tx: Tx,
  q: { subjectType?: MappingSubject | undefined; targetType?: string | undefined; targetValue?: string | undefined },
): Promise<MappingView[]> {
  const kinds: MappingSubject[] = q.subjectType ? [q.subjectType] : ['framework', 'value', 'kpi'];
  const all: MappingView[] = [];
  for (const kind of kinds) all.push(...(await mappingsOf(tx, kind)));
  return all.filter(
    (m) => (!q.targetType || m.targetType === q.targetType) && (!q.targetValue || m.targetValue === q.targetValue),
  );
}

/** A designation or level must be a master value (or one an employee already holds), a goal a company or team goal; a review form id is kept as given until issue 20's forms exist. */
export async function createMapping(tx: Tx, v: Viewer, input: MappingInput): Promise<MappingView> {
  if (!(await subjectExists(tx, input.subjectType, input.subjectId)))
    throw badRequest(FRAMEWORK_MESSAGES.unknownSubject, { subjectId: FRAMEWORK_MESSAGES.unknownSubject });
  if (input.targetType === 'goal') {
    // Values and KPIs measure objectives: a company or team goal, not a person's.
    const goalId = z.uuid().safeParse(input.targetValue);
    if (!goalId.success || !(await sharedGoalExists(tx, goalId.data)))
      throw badRequest(FRAMEWORK_MESSAGES.unknownGoal, { targetValue: FRAMEWORK_MESSAGES.unknownGoal });
  } else if (input.targetType !== 'reviewForm') {
    if (!(await knownDesignationOrLevel(tx, input.targetType, input.targetValue))) {
      const message =
        input.targetType === 'designation'
          ? FRAMEWORK_MESSAGES.unknownDesignation
          : FRAMEWORK_MESSAGES.unknownLevelMaster;
      throw badRequest(message, { targetValue: message });
    }
  }
  if (await mappingExists(tx, input))
    throw conflict(
      FRAMEWORK_MESSAGES.mappingExists,
      { targetValue: FRAMEWORK_MESSAGES.mappingExists },
      'DUPLICATE_MAPPING',
    );
  const id = await insertMapping(tx, v.tenantCode, input);
  const after = (await mappingsOf(tx, input.subjectType, input.subjectId)).find((m) => m.id === id)!;
  await audit(tx, v, 'performanceMapping.create', 'performanceMapping', after.id, undefined, after);
  return after;
}

export async function deleteMapping(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await mappingRow(tx, id);
  if (!before) throw notFound();
  await deleteMappingRow(tx, id);
  await audit(tx, v, 'performanceMapping.delete', 'performanceMapping', id, before);
}
