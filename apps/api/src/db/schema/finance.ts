import { date, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { createdAt, id, tenantId, tenantIsolation } from './columns.ts';
import { employees } from './employees.ts';

/** ESOP allotment of an employee (SPEC §3 ESOP info: isAllotted). */
export const esopAllotments = pgTable(
  'esop_allotments',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
    grantDate: date('grant_date').notNull(),
    units: integer('units').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('esop_allotments_employee').on(t.employeeId), tenantIsolation('esop_allotments')],
);

/** The tenant's ESOP user manual and FAQ (small PDFs, sent base64 to allotted employees). */
export const esopDocuments = pgTable(
  'esop_documents',
  {
    tenantId: tenantId(),
    kind: text('kind').$type<'userManual' | 'faq'>().notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] }), tenantIsolation('esop_documents')],
);
