import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';

/** Skill categories (Engineering, Data, Management, ...). */
export const skillCategories = pgTable(
  'skill_categories',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'skill_categories_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('skill_categories_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('skill_categories'),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    tenantId: tenantId(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'skills_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('skills_category_id_fk', t, t.categoryId, skillCategories),
    uniqueIndex('skills_name').on(t.tenantId, sql`lower(${t.name})`),
    index('skills_category').on(t.tenantId, t.categoryId),
    tenantIsolation('skills'),
  ],
);

export const subSkills = pgTable(
  'sub_skills',
  {
    id: id(),
    tenantId: tenantId(),
    skillId: uuid('skill_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sub_skills_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('sub_skills_skill_id_fk', t, t.skillId, skills).onDelete('cascade'),
    uniqueIndex('sub_skills_name').on(t.tenantId, t.skillId, sql`lower(${t.name})`),
    tenantIsolation('sub_skills'),
  ],
);

/**
 * The tenant's proficiency scale (1 Beginner … 5 Expert). Entries and competencies name a level by
 * its number, so "level ≥ N" is an integer comparison; renumbering cascades to them.
 */
export const proficiencyLevels = pgTable(
  'proficiency_levels',
  {
    id: id(),
    tenantId: tenantId(),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'proficiency_levels_pkey', columns: [t.tenantId, t.id] }),
    unique('proficiency_levels_level').on(t.tenantId, t.level),
    uniqueIndex('proficiency_levels_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('proficiency_levels'),
  ],
);

/**
 * An employee's declared skill (SPEC §3 employee skill): a request of the approval pattern
 * (pending → approved | rejected | cancelled), decided by the reporting manager of the time.
 */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    subSkillId: uuid('sub_skill_id'),
    level: smallint('level').notNull(),
    yearsOfExperience: numeric('years_of_experience', { precision: 4, scale: 1 }).notNull(),
    lastUsed: date('last_used').notNull(),
    comments: text('comments'),
    status: text('status').notNull().default('pending'),
    approverId: uuid('approver_id'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'employee_skills_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employee_skills_employee_id_fk', t, t.employeeId, employees),
    tenantReference('employee_skills_skill_id_fk', t, t.skillId, skills),
    tenantReference('employee_skills_sub_skill_id_fk', t, t.subSkillId, subSkills).onDelete('set null'),
    tenantReference('employee_skills_approver_id_fk', t, t.approverId, employees),
    tenantReference('employee_skills_decided_by_fk', t, t.decidedBy, employees),
    foreignKey({
      name: 'employee_skills_level_fk',
      columns: [t.tenantId, t.level],
      foreignColumns: [proficiencyLevels.tenantId, proficiencyLevels.level],
    }).onUpdate('cascade'),
    index('employee_skills_employee').on(t.tenantId, t.employeeId, t.status),
    index('employee_skills_approver').on(t.tenantId, t.approverId, t.status),
    // The matrix's "skill X at level ≥ N": one range of this index, approved entries only.
    index('employee_skills_matrix')
      .on(t.tenantId, t.skillId, t.level, t.employeeId)
      .where(sql`${t.status} = 'approved'`),
    // A person's approved levels, read off the index alone: the matrix's cells, and its "has skill X" probe walking people in name order.
    index('employee_skills_approved')
      .on(t.tenantId, t.employeeId, t.skillId, t.level)
      .where(sql`${t.status} = 'approved'`),
    // One live entry per employee and skill: a second is refused until the first is rejected or cancelled.
    uniqueIndex('employee_skills_one_live')
      .on(t.tenantId, t.employeeId, t.skillId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    tenantIsolation('employee_skills'),
  ],
);

/** Evidence files of an entry (certificates, screenshots); the bytes live in platform storage. */
export const employeeSkillEvidence = pgTable(
  'employee_skill_evidence',
  {
    id: id(),
    tenantId: tenantId(),
    employeeSkillId: uuid('employee_skill_id').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'employee_skill_evidence_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employee_skill_evidence_employee_skill_id_fk', t, t.employeeSkillId, employeeSkills).onDelete(
      'cascade',
    ),
    index('employee_skill_evidence_entry').on(t.tenantId, t.employeeSkillId),
    tenantIsolation('employee_skill_evidence'),
  ],
);

/** Competency frameworks: the skills a designation or level is expected to have, with the level. */
export const performanceFrameworks = pgTable(
  'performance_frameworks',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'performance_frameworks_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('performance_frameworks_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('performance_frameworks'),
  ],
);

export const frameworkCompetencies = pgTable(
  'framework_competencies',
  {
    id: id(),
    tenantId: tenantId(),
    frameworkId: uuid('framework_id').notNull(),
    skillId: uuid('skill_id').notNull(),
    expectedLevel: smallint('expected_level').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'framework_competencies_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('framework_competencies_framework_id_fk', t, t.frameworkId, performanceFrameworks).onDelete(
      'cascade',
    ),
    tenantReference('framework_competencies_skill_id_fk', t, t.skillId, skills),
    foreignKey({
      name: 'framework_competencies_level_fk',
      columns: [t.tenantId, t.expectedLevel],
      foreignColumns: [proficiencyLevels.tenantId, proficiencyLevels.level],
    }).onUpdate('cascade'),
    uniqueIndex('framework_competencies_skill').on(t.tenantId, t.frameworkId, t.skillId),
    index('framework_competencies_by_skill').on(t.tenantId, t.skillId),
    tenantIsolation('framework_competencies'),
  ],
);

export const companyValues = pgTable(
  'company_values',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    behaviours: jsonb('behaviours').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'company_values_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('company_values_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('company_values'),
  ],
);

export const performanceKpis = pgTable(
  'performance_kpis',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    formula: text('formula').notNull(),
    unit: text('unit').notNull(),
    target: numeric('target', { precision: 14, scale: 2 }).notNull(),
    direction: text('direction').notNull().default('higher'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'performance_kpis_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('performance_kpis_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('performance_kpis'),
  ],
);

/**
 * Where a framework, value or KPI applies: a designation or level (master names, as on employees)
 * or a review form (issue 20). The subject is one of three tables, so its rows go with it in the
 * service's delete rather than through a foreign key.
 */
export const performanceMappings = pgTable(
  'performance_mappings',
  {
    id: id(),
    tenantId: tenantId(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    targetType: text('target_type').notNull(),
    targetValue: text('target_value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'performance_mappings_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('performance_mappings_unique').on(t.tenantId, t.subjectType, t.subjectId, t.targetType, t.targetValue),
    index('performance_mappings_target').on(t.tenantId, t.targetType, t.targetValue),
    tenantIsolation('performance_mappings'),
  ],
);
