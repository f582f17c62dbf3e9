import { sql } from 'drizzle-orm';
import { addDays, utcToday } from '../../platform/clock.ts';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';

interface SeedChange {
  employee: string;
  /** The username of who made it (an upload job's entry carries its uploader and no request id). */
  by: string;
  daysAgo: number;
  action: string;
  requestId: string | null;
  before: Record<string, unknown>;
  /** Fields of `after`; a value 'current:…' is the employee's present value of that field. */
  after: Record<string, unknown>;
}

/**
 * A few changes to master data in the audit log, as the profile page, the manager change and a bulk
 * update write them, so the Employee Master Audit report has something true to show: each entry's
 * new value is the employee's present value.
 */
const CHANGES: SeedChange[] = [
  {
    employee: 'EMP0006',
    by: 'hrexec01',
    daysAgo: 40,
    action: 'employee.profile.update',
    requestId: 'seed-profile',
    before: { section: 'personal' },
    after: { section: 'personal', maritalStatus: 'current:maritalStatus' },
  },
  {
    employee: 'EMP0005',
    by: 'hrdirector',
    daysAgo: 25,
    action: 'employee.bulk-update',
    requestId: null,
    before: { field: 'designation', value: 'Senior Engineer', effectiveDate: null },
    after: { field: 'designation', value: 'current:designation', effectiveDate: null },
  },
  {
    employee: 'EMP0012',
    by: 'hrdirector',
    daysAgo: 12,
    action: 'employee.reporting-manager.update',
    requestId: 'seed-manager',
    before: { managerEmployeeNumber: 'EMP0002' },
    after: { managerEmployeeNumber: 'current:manager' },
  },
];

export async function seedMasterAudit(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  const today = utcToday();
  for (const c of CHANGES) {
    const [row] = await queryRows<{
      id: string;
      designation: string | null;
      manager: string | null;
      marital: string | null;
      actor: string;
    }>(
      tx,
      sql`select e.id, e.designation, m.employee_number as manager, (select id from users where username = ${c.by}) as actor,
                 (select s.data ->> 'maritalStatus' from employee_profile_sections s where s.employee_id = e.id and s.section = 'personal') as marital
            from employees e left join employees m on m.id = e.manager_id where e.employee_number = ${c.employee}`,
    );
    if (!row) continue;
    const current: Record<string, unknown> = {
      'current:designation': row.designation,
      'current:manager': row.manager,
      'current:maritalStatus': row.marital,
    };
    const after = Object.fromEntries(
      Object.entries(c.after).map(([k, v]) => [k, typeof v === 'string' && v in current ? current[v] : v]),
    );
    await tx.execute(
      sql`insert into audit_log (tenant_id, actor_user_id, action, entity, entity_id, before, after, request_id, created_at)
          values (${tenantId}, ${row.actor}, ${c.action}, 'employee', ${row.id}, ${jsonParam(c.before)}, ${jsonParam(after)},
                  ${c.requestId}, ${`${addDays(today, -c.daysAgo)}T10:30:00Z`}::timestamptz)`,
    );
  }
}
