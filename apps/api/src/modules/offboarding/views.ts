import { sql, type SQL } from 'drizzle-orm';
import type { ExitReasonCategory, ExitStatus, NoticeTreatment, ResignationStatus, ResignationView } from '@tenure/domain/offboarding';
import { noticeShortfall } from '@tenure/domain/offboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

/** A resignation `r` with its employee, manager, department, entity and submitter, as ResignationView rows. */
export const resignationColumns = sql`
  r.id, r.status, r.reason, r.reason_category as "reasonCategory", r.regretted, r.comments, r.created_at as "submittedOn", r.proposed_last_day::text as "proposedLastDay",
  r.notice_last_day::text as "noticeLastDay", r.notice_days as "noticeDays", r.last_working_day::text as "lastWorkingDay",
  r.notice_treatment as "noticeTreatment", r.decision_reason as "decisionReason", r.exit_status as "exitStatus",
  e.employee_number as "employeeNumber", e.display_name as "employeeName", d.name as department, le.name as "legalEntity",
  m.employee_number as "managerNumber", m.display_name as "managerName",
  s.employee_number as "submitterNumber", s.display_name as "submitterName"`;

export const resignationJoins = sql`
  join employees e on e.id = r.employee_id
  join legal_entities le on le.id = e.legal_entity_id
  left join departments d on d.id = e.department_id
  left join employees m on m.id = r.approver_id
  left join employees s on s.id = r.submitted_by`;

const personOf = (number: unknown, name: unknown) => (number ? { employeeNumber: String(number), displayName: String(name) } : null);

export function toResignationView(r: Record<string, unknown>): ResignationView {
  const lastDay = (r.lastWorkingDay as string | null) ?? (r.proposedLastDay as string);
  return {
    id: String(r.id),
    employee: { employeeNumber: String(r.employeeNumber), displayName: String(r.employeeName), department: (r.department as string | null) ?? null, legalEntity: String(r.legalEntity) },
    manager: personOf(r.managerNumber, r.managerName),
    status: r.status as ResignationStatus,
    reason: String(r.reason),
    reasonCategory: (r.reasonCategory as ExitReasonCategory | null) ?? null,
    regretted: (r.regretted as boolean | null) ?? null,
    comments: (r.comments as string | null) ?? null,
    submittedOn: new Date(r.submittedOn as string).toISOString(),
    submittedBy: personOf(r.submitterNumber, r.submitterName),
    proposedLastDay: String(r.proposedLastDay),
    noticeLastDay: String(r.noticeLastDay),
    noticeDays: Number(r.noticeDays),
    shortfallDays: noticeShortfall(lastDay, String(r.noticeLastDay)),
    lastWorkingDay: (r.lastWorkingDay as string | null) ?? null,
    noticeTreatment: (r.noticeTreatment as NoticeTreatment | null) ?? null,
    decisionReason: (r.decisionReason as string | null) ?? null,
    exitStatus: (r.exitStatus as ExitStatus | null) ?? null,
  };
}

export async function loadResignation(tx: Tx, id: string, where: SQL = sql`true`): Promise<ResignationView> {
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`select ${resignationColumns} from resignations r ${resignationJoins} where r.id = ${id} and ${where}`);
  if (!row) throw notFound();
  return toResignationView(row);
}
