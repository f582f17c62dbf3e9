import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { utcToday } from '../../platform/clock.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { SYSTEM_SCOPE, type Viewer } from '../../platform/viewer.ts';
import { createTasksFromTemplates } from '../../modules/offboarding/index.ts';

/** Each entity's exit chain after the reporting manager: HR, IT, finance. */
const CHAIN = [
  { role: 'hr', approver: 'EMP0004' },
  { role: 'it', approver: 'EMP0002' },
  { role: 'finance', approver: 'EMP0011' },
];

/** Company-wide offboarding tasks, due relative to the last working day. */
const TEMPLATES = [
  {
    group: 'Knowledge transfer',
    title: 'Hand over open work and documentation',
    activities: ['List open work', 'Name the successor', 'Walk-through sessions'],
    owner: 'reportingManager',
    due: -7,
    mandatory: true,
  },
  {
    group: 'Asset return',
    title: 'Collect laptop, badge and access card',
    activities: ['Laptop', 'ID badge', 'Access card'],
    owner: 'it',
    due: 0,
    mandatory: true,
  },
  {
    group: 'Access removal',
    title: 'Remove email, VPN and tool access',
    activities: ['Email', 'VPN', 'SaaS tools'],
    owner: 'it',
    due: 0,
    mandatory: true,
  },
  {
    group: 'Settlement',
    title: 'Full and final settlement',
    activities: ['Leave encashment', 'Notice buy-out', 'Relieving letter'],
    owner: 'finance',
    due: 15,
    mandatory: false,
  },
];

/**
 * Offboarding demo: the chain and task templates, Kevin O'Brien (serving notice) with an accepted
 * resignation and his tasks under way, and a resignation of a Sales colleague waiting for the
 * manager. No named demo login resigns: the stories depend on them staying active.
 */
export async function seedOffboarding(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  for (const { role, approver } of CHAIN) {
    await tx.execute(sql`insert into exit_approver_setup (tenant_id, legal_entity_id, role, approver_id)
                         select ${tenantId}, le.id, ${role}, e.id from legal_entities le, employees e where e.employee_number = ${approver}`);
  }
  for (const t of TEMPLATES) {
    await tx.execute(sql`insert into offboarding_task_templates (tenant_id, group_name, title, activities, owner_role, due_offset_days, mandatory)
                         values (${tenantId}, ${t.group}, ${t.title}, ${JSON.stringify(t.activities)}::jsonb, ${t.owner}, ${t.due}, ${t.mandatory})`);
  }
  const today = utcToday();
  const [kevin] = await queryRows<{ id: string; manager_id: string }>(
    tx,
    sql`select id, manager_id from employees where employee_number = 'EMP0105'`,
  );
  const [colleague] = await queryRows<{ id: string; manager_id: string }>(
    tx,
    sql`select id, manager_id from employees where manager_id = (select id from employees where employee_number = 'EMP0012') and status = 'Active'
         and employee_number > 'EMP0012' order by employee_number limit 1`,
  );
  const system: Viewer = {
    userId: '',
    employeeId: null,
    permissions: {},
    tenantCode: tenantId,
    requestId: 'seed',
    scope: SYSTEM_SCOPE,
  };
  if (kevin) {
    const submitted = addDays(today, -12);
    const lastDay = addDays(submitted, 30);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into resignations (tenant_id, employee_id, reason, comments, proposed_last_day, notice_last_day, notice_days, status, approver_id, decided_by, decided_at, created_at)
          values (${tenantId}, ${kevin.id}, 'Moving to a role closer to family in Chicago', 'Happy to help with the hand-over of my accounts.', ${lastDay}, ${lastDay}, 30,
                  'Accepted', ${kevin.manager_id}, ${kevin.manager_id}, now() - interval '10 days', now() - interval '12 days') returning id`,
    );
    await tx.execute(sql`insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by, created_at)
                         values (${tenantId}, 'resignation', ${row!.id}, 'Submitted', 'Accepted', ${kevin.manager_id}, now() - interval '10 days')`);
    await createTasksFromTemplates(tx, system, row!.id, kevin.id, lastDay);
    await tx.execute(sql`update offboarding_tasks set status = 'done', completed_by = owner_id, completed_at = now() - interval '2 days'
                          where resignation_id = ${row!.id} and group_name = 'Knowledge transfer'`);
  }
  if (kevin) {
    await tx.execute(sql`update resignations set reason_category = 'Relocation' where employee_id = ${kevin.id}`);
    // Kevin was promoted two years into the job: his journey shows it.
    await tx.execute(sql`insert into audit_log (tenant_id, action, entity, entity_id, before, after, created_at)
                         values (${tenantId}, 'employee.bulk-update', 'employee', ${kevin.id}::text,
                                 '{"field":"designation","value":"Sales Development Representative","effectiveDate":"2023-04-01"}'::jsonb,
                                 '{"field":"designation","value":"Account Executive","effectiveDate":"2023-04-01"}'::jsonb, '2023-03-28T09:00:00Z')`);
  }
  if (colleague) {
    await tx.execute(sql`insert into resignations (tenant_id, employee_id, reason, reason_category, proposed_last_day, notice_last_day, notice_days, approver_id, created_at)
                         values (${tenantId}, ${colleague.id}, 'Pursuing a master''s degree from the autumn term', 'Higher studies', ${addDays(today, 21)}, ${addDays(today, 28)}, 30, ${colleague.manager_id}, now() - interval '2 days')`);
  }
}
