import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompOffView } from '@tenure/domain/leave';
import { compOffRequests } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { decisionOf, isoTime, type RequestRows, type WaitingSource } from './requests-queries.ts';

/** How comp-off requests are read for their lists, detail and notices. */
export const compOffRequestRows: RequestRows<CompOffView> = {
  requestType: 'compOff',
  table: compOffRequests,
  columns: sql`r.id, r.worked_date::text as worked_date, r.days::float8 as days, r.reason, r.status, r.created_at, r.decided_at, r.decision_reason,
               r.expires_on::text as expires_on, e.employee_number, e.display_name, d.name as department_name,
               a.employee_number as approver_number, a.display_name as approver_name, x.employee_number as decider_number, x.display_name as decider_name`,
  joins: sql`join employees e on e.id = r.employee_id
            left join departments d on d.id = e.department_id
            left join employees a on a.id = r.approver_id
            left join employees x on x.id = r.decided_by`,
  searchText: sql`e.search_text`,
  sortColumns: {
    employeeName: sql`lower(e.display_name)`,
    startDate: sql`r.worked_date`,
    appliedAt: sql`r.created_at`,
    days: sql`r.days`,
    leaveType: sql`r.worked_date`,
  },
  toView: (r) => ({
    compOffId: String(r.id),
    employee: {
      employeeNumber: String(r.employee_number),
      displayName: String(r.display_name),
      departmentName: (r.department_name as string | null) ?? null,
    },
    workedDate: String(r.worked_date),
    days: Number(r.days),
    reason: String(r.reason),
    ...decisionOf(r),
    expiresOn: (r.expires_on as string | null) ?? null,
    appliedAt: isoTime(r.created_at)!,
  }),
  describe: (v, texts) => texts.describeCompOff({ workedDate: v.workedDate, days: v.days }),
};

export async function findCompOffRequest(tx: Tx, id: string) {
  const [row] = await tx.select().from(compOffRequests).where(eq(compOffRequests.id, id));
  return row ?? null;
}

export async function setCompOffExpiry(tx: Tx, id: string, expiresOn: string): Promise<void> {
  await tx.update(compOffRequests).set({ expiresOn }).where(eq(compOffRequests.id, id));
}

/** Whether the employee has a pending or approved comp-off for the day worked. */
export async function hasCompOffFor(tx: Tx, employeeId: string, workedDate: string): Promise<boolean> {
  const [existing] = await tx
    .select({ id: compOffRequests.id })
    .from(compOffRequests)
    .where(
      and(
        eq(compOffRequests.employeeId, employeeId),
        eq(compOffRequests.workedDate, workedDate),
        inArray(compOffRequests.status, ['pending', 'approved']),
      ),
    );
  return existing !== undefined;
}

/** The insert of a comp-off request (returning its row), for `submitted`. */
export const compOffInsert = (tx: Tx, values: typeof compOffRequests.$inferInsert) =>
  tx.insert(compOffRequests).values(values).returning();

/** Comp-off requests waiting for their approver (My Actions): no title of their own, the day worked as their dates. */
export const compOffWaiting: WaitingSource = {
  table: sql`comp_off_requests`,
  title: sql`null`,
  startDate: sql`r.worked_date`,
  endDate: sql`r.worked_date`,
  joins: sql``,
};
