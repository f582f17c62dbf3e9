import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { utcToday } from '../../platform/clock.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { applyDueTransfers } from '../../modules/offboarding/index.ts';

/** The first active generated employee under `manager` without a resignation, skipping `skip` of them. */
async function reporteeOf(tx: Tx, manager: string, skip = 0): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select e.id from employees e join employees m on m.id = e.manager_id
         where m.employee_number = ${manager} and e.employee_number > 'EMP0012' and e.status = 'Active'
           and not exists (select 1 from resignations r where r.employee_id = e.id)
         order by e.employee_number offset ${skip} limit 1`,
  );
  return row?.id ?? null;
}

/** A transfer of `employeeId` from where they sit, with the changes in `to` (SQL over the employee row `e`). */
async function insertTransfer(
  tx: Tx,
  tenantId: string,
  employeeId: string,
  t: {
    initiator: string;
    effective: string;
    entity?: string;
    department?: string;
    designation?: string;
    treatment?: string;
    reason: string;
    created: string;
  },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into transfer_requests (tenant_id, employee_id, initiated_by, effective_date, from_legal_entity_id, to_legal_entity_id, from_department_id, to_department_id,
                                       from_location_id, to_location_id, from_manager_id, to_manager_id, from_designation, to_designation, leave_treatment, reason, created_at, updated_at)
        select ${tenantId}, e.id, (select id from employees where employee_number = ${t.initiator}), ${t.effective}, e.legal_entity_id,
               coalesce((select id from legal_entities where code = ${t.entity ?? null}), e.legal_entity_id), e.department_id,
               coalesce((select id from departments where name = ${t.department ?? null}), e.department_id), e.location_id,
               coalesce((select id from locations where name = ${t.entity === 'SG-01' ? 'Singapore' : null}), e.location_id), e.manager_id, e.manager_id,
               e.designation, coalesce(${t.designation ?? null}, e.designation), ${t.treatment ?? null}, ${t.reason}, ${t.created}::timestamptz, ${t.created}::timestamptz
          from employees e where e.id = ${employeeId}
        returning id`,
  );
  return row!.id;
}

async function decide(
  tx: Tx,
  tenantId: string,
  id: string,
  to: 'Approved' | 'Rejected',
  by: string,
  at: string,
  reason: string | null,
) {
  await tx.execute(sql`update transfer_requests set status = ${to}, decided_by = (select id from employees where employee_number = ${by}), decided_at = ${at}::timestamptz,
                                                   decision_reason = ${reason}, updated_at = ${at}::timestamptz where id = ${id}`);
  await tx.execute(sql`insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by, reason, created_at)
                       select ${tenantId}, 'transfer', ${id}, 'Pending', ${to}, id, ${reason}, ${at}::timestamptz from employees where employee_number = ${by}`);
}

/**
 * Demo transfers of generated employees (the named logins stay where the stories expect them): one
 * pending that the HR director sees in My Actions, one rejected, and one to Singapore already
 * applied by the transfers job, with its history and leave carried.
 */
export async function seedTransfers(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  const today = utcToday();
  const pending = await reporteeOf(tx, 'EMP0005');
  if (pending) {
    await insertTransfer(tx, tenantId, pending, {
      initiator: 'EMP0005',
      effective: addDays(today, 14),
      department: 'Platform',
      designation: 'Senior Software Engineer',
      reason: 'Moves to the platform team after the release',
      created: addDays(today, -2),
    });
  }
  const rejected = await reporteeOf(tx, 'EMP0012');
  if (rejected) {
    const id = await insertTransfer(tx, tenantId, rejected, {
      initiator: 'EMP0004',
      effective: addDays(today, 30),
      department: 'Delivery',
      reason: 'Requested a move to delivery',
      created: addDays(today, -10),
    });
    await decide(
      tx,
      tenantId,
      id,
      'Rejected',
      'EMP0003',
      addDays(today, -8),
      'Sales needs the headcount until the end of the quarter',
    );
  }
  const applied = await reporteeOf(tx, 'EMP0010', 5);
  if (applied) {
    const id = await insertTransfer(tx, tenantId, applied, {
      initiator: 'EMP0004',
      effective: addDays(today, -20),
      entity: 'SG-01',
      treatment: 'carry',
      reason: 'Joins the Singapore platform hub',
      created: addDays(today, -35),
    });
    await decide(tx, tenantId, id, 'Approved', 'EMP0003', addDays(today, -30), 'Approved with APAC leadership');
    await applyDueTransfers(tx, tenantId, today);
  }
}
