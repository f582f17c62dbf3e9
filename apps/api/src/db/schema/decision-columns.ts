import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees.ts';

/** Who decided a request of the approval pattern, when and why (platform/approvals.ts writes them). */
export const decisionColumns = () => ({
  decidedBy: uuid('decided_by').references(() => employees.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
});
