import { sql, type SQL } from 'drizzle-orm';
import type { LeaveOutcomeEntry, LeaveTreatment, PlacementView, TransferStatus, TransferView } from '@tenure/domain/offboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';

/** One side (from_ or to_) of a transfer `tr` as a json placement, so a row reads both sides in one go. */
const placement = (side: 'from' | 'to') => {
  const p = sql.raw(side);
  return sql`json_build_object(
      'legalEntity', (select json_build_object('id', x.id, 'code', x.code, 'name', x.name) from legal_entities x where x.id = tr.${p}_legal_entity_id),
      'department', (select json_build_object('id', x.id, 'name', x.name) from departments x where x.id = tr.${p}_department_id),
      'location', (select json_build_object('id', x.id, 'name', x.name) from locations x where x.id = tr.${p}_location_id),
      'manager', (select json_build_object('employeeNumber', x.employee_number, 'displayName', x.display_name) from employees x where x.id = tr.${p}_manager_id),
      'designation', tr.${p}_designation)`;
};

/** A transfer `tr` with its employee `e` and initiator, as TransferView rows. */
export const transferColumns = sql`
  tr.id, tr.status, tr.effective_date::text as "effectiveDate", tr.leave_treatment as "leaveTreatment", tr.reason, tr.in_probation as "inProbation",
  tr.created_at as "createdAt", tr.decision_reason as "decisionReason", tr.applied_at as "appliedAt",
  e.employee_number as "employeeNumber", e.display_name as "employeeName",
  i.employee_number as "initiatorNumber", i.display_name as "initiatorName",
  ${placement('from')} as "from", ${placement('to')} as "to"`;

export const transferJoins = sql`
  join employees e on e.id = tr.employee_id
  left join employees i on i.id = tr.initiated_by`;

const personOf = (number: unknown, name: unknown) => (number ? { employeeNumber: String(number), displayName: String(name) } : null);
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export function toTransferView(r: Record<string, unknown>): TransferView {
  return {
    id: String(r.id),
    employee: personOf(r.employeeNumber, r.employeeName)!,
    status: r.status as TransferStatus,
    effectiveDate: String(r.effectiveDate),
    from: parsed<PlacementView>(r.from),
    to: parsed<PlacementView>(r.to),
    leaveTreatment: (r.leaveTreatment as LeaveTreatment | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    inProbation: Boolean(r.inProbation),
    initiatedBy: personOf(r.initiatorNumber, r.initiatorName),
    createdAt: iso(r.createdAt)!,
    decisionReason: (r.decisionReason as string | null) ?? null,
    appliedAt: iso(r.appliedAt),
  };
}

export async function loadTransfer(tx: Tx, id: string, where: SQL = sql`true`): Promise<TransferView> {
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`select ${transferColumns} from transfer_requests tr ${transferJoins} where tr.id = ${id} and ${where}`);
  if (!row) throw notFound();
  return toTransferView(row);
}

/** The transfer's decisions and its application, oldest first. */
export async function transferHistory(tx: Tx, id: string) {
  const rows = await queryRows<{ fromStatus: TransferStatus; toStatus: TransferStatus; reason: string | null; decidedAt: Date; rule: string | null; number: string | null; name: string | null }>(
    tx,
    sql`select d.from_status as "fromStatus", d.to_status as "toStatus", d.reason, d.created_at as "decidedAt", d.decided_by_rule as rule,
               x.employee_number as number, x.display_name as name
          from approval_decisions d left join employees x on x.id = d.decided_by
         where d.request_type = 'transfer' and d.request_id = ${id}
         order by d.created_at, d.id`,
  );
  return rows.map((r) => ({
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    decidedAt: new Date(r.decidedAt).toISOString(),
    decidedBy: personOf(r.number, r.name),
    decidedByRule: r.rule,
  }));
}

export async function leaveOutcomeOf(tx: Tx, id: string): Promise<LeaveOutcomeEntry[]> {
  const [row] = await queryRows<{ outcome: unknown }>(tx, sql`select leave_outcome as outcome from transfer_requests where id = ${id}`);
  return parsed<LeaveOutcomeEntry[]>(row?.outcome ?? []);
}

/** The account works in one of the entities (user_entities). */
export async function worksInEntities(tx: Tx, userId: string, entityIds: readonly string[]): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select exists (select 1 from user_entities where user_id = ${userId} and legal_entity_id = any(${`{${entityIds.join(',')}}`}::uuid[])) as ok`);
  return row?.ok ?? false;
}

/** The transfer passes a visibility filter (policy visibleTo). */
export async function transferMatches(tx: Tx, id: string, filter: SQL): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from transfer_requests tr join employees e on e.id = tr.employee_id where tr.id = ${id} and ${filter}`);
  return rows.length > 0;
}
