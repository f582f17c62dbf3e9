import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { REVENUE_MESSAGES, weekStartOf } from '@tenure/domain/timesheets';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { AUTO_APPROVAL_RULES } from '../../modules/timesheets/index.ts';

/**
 * Rate cards of the demo projects (issue 17), in each client's currency: a project rate from the
 * project's start for every billable project, a raise on Patient Portal three weeks ago, a senior
 * person's own rate on Mobile Banking, and Claims API people on auto-approval (their approved lines
 * approved by the rule on submission). Internal projects
 * carry a cost rate only.
 */
const CARDS: { project: string; bill: number; cost: number; weeksAgo?: number; person?: string }[] = [
  { project: 'NWH-PP', bill: 120, cost: 70 },
  { project: 'NWH-PP', bill: 135, cost: 72, weeksAgo: 3 },
  { project: 'NWH-CLM', bill: 95, cost: 55 },
  { project: 'MRB-MOB', bill: 150, cost: 85 },
  { project: 'MRB-MOB', bill: 180, cost: 95, person: 'EMP0008' },
  { project: 'MRB-CBM', bill: 165, cost: 90 },
  { project: 'KVR-ANL', bill: 4200, cost: 2300 },
  { project: 'KVR-OPS', bill: 3100, cost: 1800 },
  { project: 'ATL-FLT', bill: 110, cost: 62 },
  { project: 'INT-PLT', bill: 0, cost: 60 },
  { project: 'INT-SEN', bill: 0, cost: 58 },
];

export async function seedTimesheetRevenue(tx: Tx, tenantId: string, today = utcToday()): Promise<void> {
  if (tenantId !== 'demo') return;
  for (const c of CARDS) {
    const from = c.weeksAgo ? sql`${addDays(weekStartOf(today), -7 * c.weeksAgo)}::date` : sql`p.start_date`;
    await tx.execute(sql`
      insert into rate_cards (tenant_id, project_id, scope, employee_id, bill_rate, cost_rate, valid_from)
      select ${tenantId}, p.id, ${c.person ? 'person' : 'project'}, (select id from employees where employee_number = ${c.person ?? null}),
             ${c.bill}, ${c.cost}, ${from}
        from projects p where p.code = ${c.project}`);
  }
  await tx.execute(sql`
    insert into timesheet_auto_approval_users (tenant_id, employee_id)
    select distinct ${tenantId}, a.employee_id from project_allocations a join projects p on p.id = a.project_id
     where p.code = 'NWH-CLM' and a.employee_id not in (select id from employees where employee_number = 'EMP0006')`);
  // Their approved lines approved themselves on submission, as the rule does (no person decided
  // them), a second after it: a decision is recorded after the request it decides.
  await tx.execute(sql`
    with auto as (
      update timesheet_lines l set decided_by = null, decided_at = l.submitted_at + interval '1 second', decision_reason = ${REVENUE_MESSAGES.autoApprovedOnSubmit}
        where l.status = 'approved' and l.employee_id in (select employee_id from timesheet_auto_approval_users)
      returning l.id, l.decided_at)
    update approval_decisions d set decided_by = null, decided_by_rule = ${AUTO_APPROVAL_RULES.onSubmission},
           reason = ${REVENUE_MESSAGES.autoApprovedOnSubmit}, created_at = auto.decided_at
      from auto where d.request_id = auto.id and d.to_status = 'approved'`);
}
