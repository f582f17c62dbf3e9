import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';

/**
 * One row per employee and profile section (SPEC §3), holding the section as validated by its
 * zod schema in @tenure/domain/employees. A section is read and replaced whole, so a document
 * per section keeps the twenty-odd sections in one table without losing validation.
 */
export const employeeProfileSections = pgTable(
  'employee_profile_sections',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'employee_profile_sections_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employee_profile_sections_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('employee_profile_sections_section').on(t.tenantId, t.employeeId, t.section),
    tenantIsolation('employee_profile_sections'),
  ],
);

/** Per-tenant profile settings: which sections employees may edit on themselves. */
export const employeeProfileSettings = pgTable(
  'employee_profile_settings',
  {
    tenantId: tenantId().primaryKey(),
    selfEditableSections: text('self_editable_sections').array().notNull(),
    updatedAt: updatedAt(),
  },
  () => [tenantIsolation('employee_profile_settings')],
);

/** Uploaded profile documents; the bytes are in FileStorage under `storageKey`. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'employee_documents_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employee_documents_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    index('employee_documents_employee').on(t.tenantId, t.employeeId),
    tenantIsolation('employee_documents'),
  ],
);
