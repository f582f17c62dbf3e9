import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { legalEntities } from './org.ts';

/** The nine policy types of SPEC §1, seeded per tenant (key from POLICY_TYPES). */
export const policyTypes = pgTable(
  'policy_types',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    orderId: integer('order_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'policy_types_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('policy_types_key').on(t.tenantId, t.key),
    tenantIsolation('policy_types'),
  ],
);

/**
 * A plan of one policy type; `settings` holds the type's rules (POLICY_SETTINGS). At most one
 * default per type (partial unique index): the plan employees without an assignment follow.
 */
export const policyPlans = pgTable(
  'policy_plans',
  {
    id: id(),
    tenantId: tenantId(),
    policyTypeId: uuid('policy_type_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    parentPlanId: uuid('parent_plan_id'),
    effectiveFrom: date('effective_from'),
    settings: jsonb('settings').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'policy_plans_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('policy_plans_policy_type_id_fk', t, t.policyTypeId, policyTypes),
    tenantReference('policy_plans_parent_plan_id_fk', t, t.parentPlanId, t),
    uniqueIndex('policy_plans_name').on(t.tenantId, t.policyTypeId, sql`lower(${t.name})`),
    uniqueIndex('policy_plans_one_default')
      .on(t.tenantId, t.policyTypeId)
      .where(sql`${t.isDefault}`),
    tenantIsolation('policy_plans'),
  ],
);

/**
 * A plan assigned to an employee, department, location or legal entity (target_id is the id of
 * that row). One assignment per target and policy type: assigning another plan replaces it.
 */
export const policyAssignments = pgTable(
  'policy_assignments',
  {
    id: id(),
    tenantId: tenantId(),
    policyTypeId: uuid('policy_type_id').notNull(),
    planId: uuid('plan_id').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    assignedBy: uuid('assigned_by'),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'policy_assignments_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('policy_assignments_policy_type_id_fk', t, t.policyTypeId, policyTypes),
    tenantReference('policy_assignments_plan_id_fk', t, t.planId, policyPlans),
    uniqueIndex('policy_assignments_target').on(t.tenantId, t.policyTypeId, t.targetKind, t.targetId),
    index('policy_assignments_plan').on(t.tenantId, t.planId),
    tenantIsolation('policy_assignments'),
  ],
);

/** The days of a holiday calendar (a holiday policy plan). */
export const policyHolidays = pgTable(
  'policy_holidays',
  {
    id: id(),
    tenantId: tenantId(),
    planId: uuid('plan_id').notNull(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    isOptional: boolean('is_optional').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'policy_holidays_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('policy_holidays_plan_id_fk', t, t.planId, policyPlans).onDelete('cascade'),
    uniqueIndex('policy_holidays_day').on(t.tenantId, t.planId, t.date),
    tenantIsolation('policy_holidays'),
  ],
);

/** Policy Library: PDFs per legal entity; `extracted_text` is what the assistant will search. */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: id(),
    tenantId: tenantId(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    extractedText: text('extracted_text').notNull().default(''),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'policy_documents_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('policy_documents_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    index('policy_documents_entity').on(t.tenantId, t.legalEntityId),
    tenantIsolation('policy_documents'),
  ],
);
