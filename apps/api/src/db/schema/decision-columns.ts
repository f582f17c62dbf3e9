import { text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { tenantReference } from './columns.ts';
import { employees } from './employees.ts';

/** Who decided a request of the approval pattern, when and why (platform/approvals.ts writes them). */
export const decisionColumns = () => ({
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
});

/** The decider's reference, led by tenant_id like every key between tenant tables (docs/scaling.md, Citus). */
export const decisionReference = (table: string, t: { tenantId: PgColumn; decidedBy: PgColumn }) =>
  tenantReference(`${table}_decided_by_fk`, t, t.decidedBy, employees);
