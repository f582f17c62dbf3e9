import { z } from 'zod';
import { REQUEST_STATUSES } from '../approvals/index.ts';
import { MESSAGES } from '../messages.ts';
import { pageOf, pagedQuery } from '../paging/index.ts';

/**
 * Skills (SPEC §3 skill, sub-skill, proficiency level, category, employee skill; §4 rejected
 * entries can be removed): HR keeps the catalogue, employees declare their skills with evidence,
 * the reporting manager approves or rejects them through the shared approval pattern.
 */
export const SKILL_MESSAGES = {
  nameRequired: 'Please enter a name.',
  categoryNameTaken: 'A category with this name already exists.',
  skillNameTaken: 'A skill with this name already exists.',
  subSkillNameTaken: 'This skill already has a sub-skill with this name.',
  levelNameTaken: 'A proficiency level with this name already exists.',
  levelNumberTaken: 'A proficiency level with this number already exists.',
  categoryRequired: 'Please choose a category.',
  unknownCategory: 'This category does not exist.',
  skillRequired: 'Please choose a skill.',
  unknownSkill: 'This skill does not exist or is inactive.',
  unknownSubSkill: 'This sub-skill does not belong to the skill.',
  levelRequired: 'Please choose a proficiency level.',
  unknownLevel: 'This proficiency level does not exist.',
  yearsRange: 'Years of experience must be between 0 and 60.',
  lastUsedInFuture: 'The last used date cannot be in the future.',
  evidenceType: 'Evidence must be a PDF, Word document, JPEG or PNG file.',
  tooManyEvidenceFiles: (max: number) => `At most ${max} evidence files can be attached.`,
  alreadyDeclared: 'You already have this skill waiting for approval or approved.',
  onlyPendingEditable: 'Only a skill waiting for approval can be changed.',
  onlyRejectedRemovable: 'Only a rejected skill can be removed.',
  categoryInUse: (name: string, count: number) => `The category "${name}" has ${count} skill(s) and cannot be deleted.`,
  skillInUse: (name: string, count: number) =>
    `The skill "${name}" is held by ${count} employee skill entr${count === 1 ? 'y' : 'ies'} and cannot be deleted; make it inactive instead.`,
  levelInUse: (name: string) => `The proficiency level "${name}" is in use and cannot be deleted.`,
  skillDecisionsLabel: 'Skills',
  created: 'Skill added and sent for approval.',
  removed: 'Skill removed.',
} as const;

/** The confirmation questions of the skill pages (asked before the call is sent). */
export const SKILL_CONFIRMATIONS = {
  submit: 'Send this skill to your manager for approval?',
  approve: 'Are you sure you want to approve this skill?',
  reject: 'Are you sure you want to reject this skill?',
  remove: 'Are you sure you want to remove this rejected skill?',
} as const;

/** Evidence: up to three documents or pictures of 5 MB each per entry. */
export const MAX_EVIDENCE_FILES = 3;
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_PROFICIENCY_LEVEL = 10;

const name = z.string().trim().min(1, SKILL_MESSAGES.nameRequired).max(100, MESSAGES.tooLong);
const description = z
  .string()
  .trim()
  .max(1000, MESSAGES.tooLong)
  .optional()
  .transform((v) => v || null);

export const skillCategoryInput = z.object({ name, description });
export type SkillCategoryInput = z.input<typeof skillCategoryInput>;
export const skillCategoryView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  skillCount: z.number(),
});
export type SkillCategoryView = z.infer<typeof skillCategoryView>;

export const skillInput = z.object({
  name,
  description,
  categoryId: z.uuid(SKILL_MESSAGES.categoryRequired),
  isActive: z.boolean().default(true),
});
export type SkillInput = z.input<typeof skillInput>;

export const subSkillInput = z.object({ skillId: z.uuid(SKILL_MESSAGES.skillRequired), name, description });
export type SubSkillInput = z.input<typeof subSkillInput>;
export const subSkillView = z.object({
  id: z.uuid(),
  skillId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
});
export type SubSkillView = z.infer<typeof subSkillView>;

export const skillView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  isActive: z.boolean(),
  subSkills: z.array(subSkillView),
  holders: z.number(),
});
export type SkillView = z.infer<typeof skillView>;

export const SKILL_SORT_FIELDS = ['name', 'category'] as const;
export const skillListQuery = pagedQuery([10, 20, 25, 50, 100], 25).extend({
  searchQuery: z.string().trim().max(100).optional(),
  categoryId: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(SKILL_SORT_FIELDS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type SkillListQuery = z.infer<typeof skillListQuery>;
export const skillPage = pageOf(skillView);

/** Every active skill in short form: the dropdowns of the self skill set, the matrix filter and frameworks. */
export const skillOption = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryName: z.string(),
  subSkills: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SkillOption = z.infer<typeof skillOption>;

export const proficiencyLevelInput = z.object({
  level: z.coerce
    .number()
    .int()
    .min(1, `The level must be between 1 and ${MAX_PROFICIENCY_LEVEL}.`)
    .max(MAX_PROFICIENCY_LEVEL, `The level must be between 1 and ${MAX_PROFICIENCY_LEVEL}.`),
  name,
  description,
});
export type ProficiencyLevelInput = z.input<typeof proficiencyLevelInput>;
export const proficiencyLevelView = z.object({
  id: z.uuid(),
  level: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type ProficiencyLevelView = z.infer<typeof proficiencyLevelView>;

export const EMPLOYEE_SKILL_STATUSES = REQUEST_STATUSES;
export type EmployeeSkillStatus = (typeof EMPLOYEE_SKILL_STATUSES)[number];

/**
 * The text fields of the self skill set's multipart form (the evidence files come as parts of
 * their own). Numbers arrive as text, so they are coerced. `today` bounds the last-used day: the
 * caller's clock decides what today is.
 */
export const employeeSkillInput = (today: string) =>
  z.object({
    skillId: z.uuid(SKILL_MESSAGES.skillRequired),
    subSkillId: z
      .union([z.uuid(SKILL_MESSAGES.unknownSubSkill), z.literal('')])
      .optional()
      .transform((v) => v || null),
    level: z.coerce
      .number(SKILL_MESSAGES.levelRequired)
      .int(SKILL_MESSAGES.levelRequired)
      .min(1, SKILL_MESSAGES.levelRequired)
      .max(MAX_PROFICIENCY_LEVEL, SKILL_MESSAGES.unknownLevel),
    yearsOfExperience: z.coerce
      .number(SKILL_MESSAGES.yearsRange)
      .min(0, SKILL_MESSAGES.yearsRange)
      .max(60, SKILL_MESSAGES.yearsRange),
    lastUsed: z.iso.date(MESSAGES.invalidDate).refine((d) => d <= today, SKILL_MESSAGES.lastUsedInFuture),
    comments: z
      .string()
      .trim()
      .max(1000, MESSAGES.tooLong)
      .optional()
      .transform((v) => v || null),
  });
export type EmployeeSkillInput = z.input<ReturnType<typeof employeeSkillInput>>;

export const evidenceFileView = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileType: z.string(),
  sizeBytes: z.number(),
});
export type EvidenceFileView = z.infer<typeof evidenceFileView>;

const person = z.object({ employeeNumber: z.string(), displayName: z.string() });

export const employeeSkillView = z.object({
  id: z.uuid(),
  employee: person.extend({ designation: z.string().nullable(), department: z.string().nullable() }),
  skillId: z.uuid(),
  skillName: z.string(),
  categoryName: z.string(),
  subSkillId: z.uuid().nullable(),
  subSkillName: z.string().nullable(),
  level: z.number(),
  levelName: z.string(),
  yearsOfExperience: z.number(),
  lastUsed: z.string(),
  comments: z.string().nullable(),
  status: z.enum(EMPLOYEE_SKILL_STATUSES),
  approver: person.nullable(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  submittedAt: z.string(),
  evidence: z.array(evidenceFileView),
  /** What the caller may do with the entry now. */
  verbs: z.array(z.enum(['approve', 'reject', 'cancel'])),
  canEdit: z.boolean(),
  canRemove: z.boolean(),
});
export type EmployeeSkillView = z.infer<typeof employeeSkillView>;

export const employeeSkillDecisionInput = z.object({
  reason: z.string().trim().max(1000, MESSAGES.tooLong).optional(),
});
export type EmployeeSkillDecisionInput = z.infer<typeof employeeSkillDecisionInput>;

/** The RM team view and the approval page: the team's entries (HR: everyone's), by status. */
export const teamSkillQuery = pagedQuery([10, 20, 25, 50, 100], 20).extend({
  status: z.enum(EMPLOYEE_SKILL_STATUSES).optional(),
  searchQuery: z.string().trim().max(100).optional(),
  skillId: z.uuid().optional(),
});
export type TeamSkillQuery = z.infer<typeof teamSkillQuery>;
export const employeeSkillPage = pageOf(employeeSkillView);

export const employeeSkillSetQuery = z.object({ employeeNumber: z.string().trim().min(1).max(30) });

/**
 * The skill matrix (/pmm/skill-set-matrix/employee-directory): active people × skills with their
 * approved levels, filtered; `skillId` with `minLevel` is "who knows X at level ≥ N"; `gapsOnly`
 * keeps the people missing a skill their designation or level requires (frameworks).
 */
export const skillMatrixQuery = pagedQuery([25, 50, 100, 200, 500], 50).extend({
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  designation: z.string().trim().max(100).optional(),
  skillId: z.uuid().optional(),
  minLevel: z.coerce.number().int().min(1).max(MAX_PROFICIENCY_LEVEL).optional(),
  searchQuery: z.string().trim().max(100).optional(),
  gapsOnly: z.enum(['true', 'false']).optional(),
});
export type SkillMatrixQuery = z.infer<typeof skillMatrixQuery>;

export const skillGap = z.object({
  skillId: z.uuid(),
  skillName: z.string(),
  required: z.number(),
  actual: z.number().nullable(),
});
export type SkillGap = z.infer<typeof skillGap>;

export const skillMatrixRow = person.extend({
  designation: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  /** Approved level by skill id. */
  levels: z.record(z.string(), z.number()),
  gaps: z.array(skillGap),
});
export type SkillMatrixRow = z.infer<typeof skillMatrixRow>;

export const skillMatrixView = z.object({
  /** The columns: skills held or required by someone on the page (the filtered skill first). */
  skills: z.array(z.object({ id: z.uuid(), name: z.string(), categoryName: z.string() })),
  items: z.array(skillMatrixRow),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type SkillMatrixView = z.infer<typeof skillMatrixView>;

/** At most this many people go into one matrix export. */
export const SKILL_MATRIX_EXPORT_LIMIT = 20_000;
