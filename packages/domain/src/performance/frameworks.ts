import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PROFICIENCY_LEVEL } from './skills.ts';

/**
 * Frameworks, values and KPIs (SPEC §3 performance framework, value, KPI; §7
 * /performance-frameworks): competency frameworks (skills of the catalogue with an expected
 * proficiency), company values with behaviours, KPIs with formula, unit and target, and where each
 * applies (designations, levels, review forms). A framework mapped to a designation or level is
 * what the skill matrix measures gaps against.
 */
export const FRAMEWORK_MESSAGES = {
  nameRequired: 'Please enter a name.',
  frameworkNameTaken: 'A framework with this name already exists.',
  valueNameTaken: 'A value with this name already exists.',
  kpiNameTaken: 'A KPI with this name already exists.',
  competencyRequired: 'Please add at least one competency.',
  duplicateCompetency: 'A skill can appear only once in a framework.',
  unknownSkill: 'This skill does not exist.',
  unknownLevel: 'This proficiency level does not exist.',
  behaviourRequired: 'Please add at least one behaviour.',
  behaviourEmpty: 'A behaviour cannot be empty.',
  formulaRequired: 'Please enter the formula.',
  targetRequired: 'Please enter a target.',
  mappingTargetRequired: 'Please choose what it applies to.',
  unknownSubject: 'The framework, value or KPI does not exist.',
  unknownDesignation: 'This designation does not exist in the master data.',
  unknownLevelMaster: 'This level does not exist in the master data.',
  unknownGoal: 'Choose a company or team goal.',
  mappingExists: 'This mapping already exists.',
} as const;

export const FRAMEWORK_CONFIRMATIONS = {
  deleteFramework: (name: string) => `Delete the framework "${name}" and its mappings?`,
  deleteValue: (name: string) => `Delete the value "${name}" and its mappings?`,
  deleteKpi: (name: string) => `Delete the KPI "${name}" and its mappings?`,
  deleteMapping: 'Remove this mapping?',
} as const;

const name = z.string().trim().min(1, FRAMEWORK_MESSAGES.nameRequired).max(100, MESSAGES.tooLong);
const description = z
  .string()
  .trim()
  .max(2000, MESSAGES.tooLong)
  .optional()
  .transform((v) => v || null);

export const competencyInput = z.object({
  skillId: z.uuid(FRAMEWORK_MESSAGES.unknownSkill),
  expectedLevel: z.coerce
    .number()
    .int()
    .min(1, FRAMEWORK_MESSAGES.unknownLevel)
    .max(MAX_PROFICIENCY_LEVEL, FRAMEWORK_MESSAGES.unknownLevel),
});

export const frameworkInput = z
  .object({
    name,
    description,
    isActive: z.boolean().default(true),
    competencies: z.array(competencyInput).min(1, FRAMEWORK_MESSAGES.competencyRequired).max(100),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.competencies.forEach((c, i) => {
      if (seen.has(c.skillId))
        ctx.addIssue({
          code: 'custom',
          path: ['competencies', i, 'skillId'],
          message: FRAMEWORK_MESSAGES.duplicateCompetency,
        });
      seen.add(c.skillId);
    });
  });
export type FrameworkInput = z.input<typeof frameworkInput>;

export const MAPPING_TARGETS = ['designation', 'level', 'reviewForm', 'goal'] as const;
export type MappingTarget = (typeof MAPPING_TARGETS)[number];
export const MAPPING_SUBJECTS = ['framework', 'value', 'kpi'] as const;
export type MappingSubject = (typeof MAPPING_SUBJECTS)[number];

export const mappingView = z.object({
  id: z.uuid(),
  subjectType: z.enum(MAPPING_SUBJECTS),
  subjectId: z.uuid(),
  subjectName: z.string(),
  targetType: z.enum(MAPPING_TARGETS),
  /** A designation or level name, a review form's id (review forms come with issue 20), or a company or team goal's id. */
  targetValue: z.string(),
  /** What the target is called: the goal's title for a goal, else the value itself. */
  targetLabel: z.string(),
});
export type MappingView = z.infer<typeof mappingView>;

export const frameworkView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  competencies: z.array(
    z.object({ skillId: z.uuid(), skillName: z.string(), categoryName: z.string(), expectedLevel: z.number() }),
  ),
  mappings: z.array(mappingView),
});
export type FrameworkView = z.infer<typeof frameworkView>;

export const companyValueInput = z.object({
  name,
  description,
  behaviours: z
    .array(z.string().trim().min(1, FRAMEWORK_MESSAGES.behaviourEmpty).max(300, MESSAGES.tooLong))
    .min(1, FRAMEWORK_MESSAGES.behaviourRequired)
    .max(20),
});
export type CompanyValueInput = z.input<typeof companyValueInput>;
export const companyValueView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  behaviours: z.array(z.string()),
  mappings: z.array(mappingView),
});
export type CompanyValueView = z.infer<typeof companyValueView>;

export const KPI_UNITS = ['number', 'percent', 'currency', 'hours', 'days', 'ratio'] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];
/** Whether more is better (revenue) or less (attrition, cycle time). */
export const KPI_DIRECTIONS = ['higher', 'lower'] as const;

export const kpiInput = z.object({
  name,
  description,
  formula: z.string().trim().min(1, FRAMEWORK_MESSAGES.formulaRequired).max(500, MESSAGES.tooLong),
  unit: z.enum(KPI_UNITS),
  target: z.coerce.number(FRAMEWORK_MESSAGES.targetRequired).finite(FRAMEWORK_MESSAGES.targetRequired),
  direction: z.enum(KPI_DIRECTIONS).default('higher'),
});
export type KpiInput = z.input<typeof kpiInput>;
export const kpiView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  formula: z.string(),
  unit: z.enum(KPI_UNITS),
  target: z.number(),
  direction: z.enum(KPI_DIRECTIONS),
  mappings: z.array(mappingView),
});
export type KpiView = z.infer<typeof kpiView>;

export const mappingInput = z.object({
  subjectType: z.enum(MAPPING_SUBJECTS),
  subjectId: z.uuid(FRAMEWORK_MESSAGES.unknownSubject),
  targetType: z.enum(MAPPING_TARGETS),
  targetValue: z.string().trim().min(1, FRAMEWORK_MESSAGES.mappingTargetRequired).max(100, MESSAGES.tooLong),
});
export type MappingInput = z.infer<typeof mappingInput>;

export const frameworkListQuery = z.object({ searchQuery: z.string().trim().max(100).optional() });
export const mappingListQuery = z.object({
  subjectType: z.enum(MAPPING_SUBJECTS).optional(),
  targetType: z.enum(MAPPING_TARGETS).optional(),
  targetValue: z.string().trim().max(100).optional(),
});
