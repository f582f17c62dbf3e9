import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  LeaveOutcomeEntry,
  LeaveTreatment,
  PlacementView,
  TransferListQuery,
  TransferOptionsView,
  TransferStatus,
  TransferView,
} from '@tenure/domain/offboarding';
import { approvalDecisions, leaveTypes } from '../../db/schema/index.ts';
import { escapeLike, jsonParam, queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { notFound } from '../../platform/errors.ts';
import { applicablePairs } from '../leave/index.ts';
import { effectivePlanOf, probationEnd } from '../policies/index.ts';

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

const personOf = (number: unknown, name: unknown) =>
  number ? { employeeNumber: String(number), displayName: String(name) } : null;
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
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${transferColumns} from transfer_requests tr ${transferJoins} where tr.id = ${id} and ${where}`,
  );
  if (!row) throw notFound();
  return toTransferView(row);
}

/** The transfer's decisions and its application, oldest first. */
export async function transferHistory(tx: Tx, id: string) {
  const rows = await queryRows<{
    fromStatus: TransferStatus;
    toStatus: TransferStatus;
    reason: string | null;
    decidedAt: Date;
    rule: string | null;
    number: string | null;
    name: string | null;
  }>(
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
  const [row] = await queryRows<{ outcome: unknown }>(
    tx,
    sql`select leave_outcome as outcome from transfer_requests where id = ${id}`,
  );
  return parsed<LeaveOutcomeEntry[]>(row?.outcome ?? []);
}

/** The account works in one of the entities (user_entities). */
export async function worksInEntities(tx: Tx, userId: string, entityIds: readonly string[]): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from user_entities where user_id = ${userId} and legal_entity_id = any(${`{${entityIds.join(',')}}`}::uuid[])) as ok`,
  );
  return row?.ok ?? false;
}

/** The transfer passes a visibility filter (policy visibleTo). */
export async function transferMatches(tx: Tx, id: string, filter: SQL): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from transfer_requests tr join employees e on e.id = tr.employee_id where tr.id = ${id} and ${filter}`,
  );
  return rows.length > 0;
}

/** An employee eligible or not for a transfer, with what the eligibility rules read. */
export interface Candidate {
  id: string;
  employeeNumber: string;
  displayName: string;
  status: string;
  legalEntityId: string;
  departmentId: string | null;
  locationId: string | null;
  managerId: string | null;
  designation: string | null;
  probationEndsOn: string;
  hierarchyPath: string;
  inScope: boolean;
  openExit: boolean;
  openTransfer: boolean;
}

/** Where an employee works: what a transfer may change. */
export type Placement = Pick<Candidate, 'legalEntityId' | 'departmentId' | 'locationId' | 'managerId' | 'designation'>;

/** The employee with what the eligibility rules read, in one query; `inScope` is the caller's reach (policy initiableBy). */
export async function transferCandidate(
  tx: Tx,
  inScope: SQL,
  employeeNumber: string,
  lock: boolean,
): Promise<Candidate | null> {
  const [row] = await queryRows<Candidate>(
    tx,
    sql`select e.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.status, e.legal_entity_id as "legalEntityId",
               e.department_id as "departmentId", e.location_id as "locationId", e.manager_id as "managerId", e.designation,
               e.hierarchy_path as "hierarchyPath", ${inScope} as "inScope",
               ${probationEnd(sql`e.date_of_joining`, sql`pp.settings`)}::text as "probationEndsOn",
               exists (select 1 from resignations r where r.employee_id = e.id and r.status in ('Submitted', 'Accepted', 'Released')) as "openExit",
               exists (select 1 from transfer_requests t where t.employee_id = e.id and t.status in ('Pending', 'Approved')) as "openTransfer"
          from employees e left join lateral (${effectivePlanOf('probation')}) pp on true
         where lower(e.employee_number) = ${employeeNumber.toLowerCase()} ${lock ? sql`for update of e` : sql``}`,
  );
  return row ?? null;
}

/** The placement's entity, department, location and manager as a PlacementView. */
export async function placementOf(tx: Tx, c: Placement): Promise<PlacementView> {
  const [row] = await queryRows<PlacementView>(
    tx,
    sql`select (select json_build_object('id', x.id, 'code', x.code, 'name', x.name) from legal_entities x where x.id = ${c.legalEntityId}) as "legalEntity",
               (select json_build_object('id', x.id, 'name', x.name) from departments x where x.id = ${c.departmentId}) as department,
               (select json_build_object('id', x.id, 'name', x.name) from locations x where x.id = ${c.locationId}) as location,
               (select json_build_object('employeeNumber', x.employee_number, 'displayName', x.display_name) from employees x where x.id = ${c.managerId}) as manager,
               ${c.designation}::text as designation`,
  );
  return row!;
}

/** The entity, department or location exists and is active. */
export async function isActiveTarget(
  tx: Tx,
  table: 'legal_entities' | 'departments' | 'locations',
  id: string,
): Promise<boolean> {
  return (await queryRows(tx, sql`select 1 from ${sql.raw(table)} where id = ${id} and is_active`)).length > 0;
}

/** The would-be manager employed on `day`, and whether they sit below the transferee `employeeId`. */
export async function managerCandidate(tx: Tx, managerNumber: string, employeeId: string, day: string) {
  const [m] = await queryRows<{ id: string; below: boolean }>(
    tx,
    sql`select id, position(${`${employeeId}/`} in hierarchy_path) > 0 as below from employees e
         where lower(employee_number) = ${managerNumber.toLowerCase()} and ${employedOn(day)}`,
  );
  return m ?? null;
}

/** A new Pending transfer from the employee's placement to `to`. */
export async function insertTransfer(
  tx: Tx,
  t: {
    tenantCode: string;
    initiatedBy: string | null;
    from: Placement & { id: string };
    to: Placement;
    effectiveDate: string;
    leaveTreatment: LeaveTreatment | null;
    reason: string | null;
    inProbation: boolean;
  },
): Promise<string> {
  const { from: c, to } = t;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into transfer_requests (tenant_id, employee_id, initiated_by, effective_date, from_legal_entity_id, to_legal_entity_id, from_department_id, to_department_id,
                                       from_location_id, to_location_id, from_manager_id, to_manager_id, from_designation, to_designation, leave_treatment, reason, in_probation)
        values (${t.tenantCode}, ${c.id}, ${t.initiatedBy}, ${t.effectiveDate}, ${c.legalEntityId}, ${to.legalEntityId}, ${c.departmentId}, ${to.departmentId},
                ${c.locationId}, ${to.locationId}, ${c.managerId}, ${to.managerId}, ${c.designation}, ${to.designation}, ${t.leaveTreatment}, ${t.reason}, ${t.inProbation})
        returning id`,
  );
  return row!.id;
}

const SORT: Record<Exclude<TransferListQuery['sort'], 'waiting'>, SQL> = {
  effectiveDate: sql`tr.effective_date`,
  employeeName: sql`lower(e.display_name)`,
  status: sql`tr.status`,
  createdAt: sql`tr.created_at`,
};

/** One page of the `visible` transfers (policy visibleTo), filtered and sorted; 'waiting' puts the `decidable` ones (policy decidableBy) first. */
export function transferPage(tx: Tx, filters: { visible: SQL; decidable: SQL }, q: TransferListQuery) {
  const search = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = sql`${filters.visible}
    and ${q.status ? sql`tr.status = ${q.status}` : sql`true`}
    and ${q.startDate ? sql`tr.effective_date >= ${q.startDate}::date` : sql`true`}
    and ${q.endDate ? sql`tr.effective_date <= ${q.endDate}::date` : sql`true`}
    and ${search ? sql`(lower(e.display_name) like ${search} or lower(e.employee_number) like ${search})` : sql`true`}`;
  return queryRows<Record<string, unknown> & { total: number }>(
    tx,
    sql`select ${transferColumns}, count(*) over ()::int as total from transfer_requests tr ${transferJoins}
         where ${where} order by ${q.sort === 'waiting' ? sql`case when ${filters.decidable} then 0 else 1 end, tr.created_at desc` : sql`${SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`}`}, tr.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
}

interface LockedTransfer {
  employeeId: string;
  initiatedBy: string | null;
  fromEntityId: string;
  toEntityId: string;
  status: TransferStatus;
  effectiveDate: string;
}

/** What a decision reads of a transfer, locked when `lock`. */
export async function transferForDecision(tx: Tx, id: string, lock: boolean): Promise<LockedTransfer | null> {
  const [row] = await queryRows<LockedTransfer>(
    tx,
    sql`select employee_id as "employeeId", initiated_by as "initiatedBy", from_legal_entity_id as "fromEntityId", to_legal_entity_id as "toEntityId",
               status, effective_date::text as "effectiveDate"
          from transfer_requests where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** An approved transfer being applied. */
export interface DueTransfer {
  id: string;
  employeeId: string;
  effectiveDate: string;
  fromEntityId: string;
  toEntityId: string;
  toEntityCode: string;
  toEntityName: string;
  leaveTreatment: LeaveTreatment | null;
}

/** Approved transfers effective on `asOf` or earlier, locked. */
export function dueTransfers(tx: Tx, asOf: string) {
  return queryRows<{ id: string }>(
    tx,
    // Waits for a row another transaction holds (a late second decision answering 409, a run of the daily job) instead of
    // skipping it: skipped, an approved transfer waited for the next day's run. After the wait the row is read again, so
    // a transfer another run has just applied is no longer 'Approved' and is not applied twice.
    sql`select id from transfer_requests where status = 'Approved' and effective_date <= ${asOf}::date order by effective_date, created_at for update`,
  );
}

/** The savepoint each transfer of a run is applied in. */
export async function savepoint(tx: Tx, step: 'begin' | 'release' | 'rollback'): Promise<void> {
  const statement = {
    begin: sql`savepoint apply_transfer`,
    release: sql`release savepoint apply_transfer`,
    rollback: sql`rollback to savepoint apply_transfer`,
  }[step];
  await tx.execute(statement);
}

/** The employee's placement columns, for the audit's before and after. */
export async function employeeSnapshot(tx: Tx, employeeId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select legal_entity_id as "legalEntityId", department_id as "departmentId", location_id as "locationId", manager_id as "managerId", designation
        from employees where id = ${employeeId}`,
  );
  return row;
}

/** Approved → Applied; the transfer with its new entity, or null when it is no longer Approved. */
export async function markTransferApplied(tx: Tx, id: string) {
  const [t] = await queryRows<DueTransfer>(
    tx,
    sql`update transfer_requests tr set status = 'Applied', applied_at = now(), updated_at = now()
          from legal_entities le where tr.id = ${id} and tr.status = 'Approved' and le.id = tr.to_legal_entity_id
        returning tr.id, tr.employee_id as "employeeId", tr.effective_date::text as "effectiveDate", tr.from_legal_entity_id as "fromEntityId",
                  tr.to_legal_entity_id as "toEntityId", le.code as "toEntityCode", le.name as "toEntityName", tr.leave_treatment as "leaveTreatment"`,
  );
  return t ?? null;
}

/** The Approved → Applied step in the transfer's decision history, taken by `rule`. */
export async function insertRuleDecision(tx: Tx, tenantCode: string, id: string, rule: string): Promise<void> {
  await tx.insert(approvalDecisions).values({
    tenantId: tenantCode,
    requestType: 'transfer',
    requestId: id,
    fromStatus: 'Approved',
    toStatus: 'Applied',
    decidedBy: null,
    decidedByRule: rule,
  });
}

/** The employee takes what the transfer changes (a location change clears building and floor); answers their status. */
export async function moveEmployee(tx: Tx, id: string): Promise<string | null> {
  const [employee] = await queryRows<{ status: string }>(
    tx,
    sql`update employees e set
          legal_entity_id = case when tr.to_legal_entity_id is distinct from tr.from_legal_entity_id then tr.to_legal_entity_id else e.legal_entity_id end,
          department_id = case when tr.to_department_id is distinct from tr.from_department_id then tr.to_department_id else e.department_id end,
          location_id = case when tr.to_location_id is distinct from tr.from_location_id then tr.to_location_id else e.location_id end,
          building_id = case when tr.to_location_id is distinct from tr.from_location_id then null else e.building_id end,
          floor_id = case when tr.to_location_id is distinct from tr.from_location_id then null else e.floor_id end,
          manager_id = case when tr.to_manager_id is distinct from tr.from_manager_id then tr.to_manager_id else e.manager_id end,
          designation = case when tr.to_designation is distinct from tr.from_designation then tr.to_designation else e.designation end,
          updated_at = now()
          from transfer_requests tr where tr.id = ${id} and e.id = tr.employee_id
        returning e.status`,
  );
  return employee?.status ?? null;
}

/** The plans assigned to the employee alone, removed; answers what was removed. */
export function deleteEmployeePolicyAssignments(tx: Tx, employeeId: string): Promise<unknown[]> {
  return queryRows(
    tx,
    sql`delete from policy_assignments where target_kind = 'employee' and target_id = ${employeeId} returning policy_type_id as "policyTypeId", plan_id as "planId"`,
  );
}

export async function saveLeaveOutcome(tx: Tx, id: string, outcome: LeaveOutcomeEntry[]): Promise<void> {
  await tx.execute(sql`update transfer_requests set leave_outcome = ${jsonParam(outcome)} where id = ${id}`);
}

/** The employee's employment history section with their current designation and department. */
export async function employmentHistoryOf(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{
    data: { entries?: Record<string, unknown>[] } | null;
    designation: string | null;
    department: string | null;
  }>(
    tx,
    sql`select s.data, e.designation, d.name as department
          from employees e left join departments d on d.id = e.department_id
          left join employee_profile_sections s on s.employee_id = e.id and s.section = 'employmentHistory'
         where e.id = ${employeeId}`,
  );
  return row ?? null;
}

export async function saveEmploymentHistory(
  tx: Tx,
  employeeId: string,
  entries: Record<string, unknown>[],
): Promise<void> {
  await tx.execute(sql`
    insert into employee_profile_sections (tenant_id, employee_id, section, data)
    values (current_setting('app.tenant_id'), ${employeeId}, 'employmentHistory', ${jsonParam({ entries })})
    on conflict (tenant_id, employee_id, section) do update set data = excluded.data, updated_at = now()`);
}

/** The account works in the new entity: its mapping to the old one moves there (with its roles) and becomes the default. */
export async function moveAccountEntity(tx: Tx, t: { employeeId: string; fromEntityId: string; toEntityId: string }) {
  const users = sql`(select id from users where employee_id = ${t.employeeId})`;
  await tx.execute(sql`
    update user_entities ue set legal_entity_id = ${t.toEntityId}
     where ue.user_id in ${users} and ue.legal_entity_id = ${t.fromEntityId}
       and not exists (select 1 from user_entities x where x.user_id = ue.user_id and x.legal_entity_id = ${t.toEntityId})`);
  await tx.execute(sql`
    update user_entities set is_default = (legal_entity_id = ${t.toEntityId})
     where user_id in ${users} and user_id in (select user_id from user_entities where legal_entity_id = ${t.toEntityId})`);
}

export function activeLeaveTypes(tx: Tx) {
  return tx.select().from(leaveTypes).where(eq(leaveTypes.isActive, true));
}

/** The leave types the employee's policies offer on `day`. */
export async function offeredLeaveTypes(tx: Tx, employeeId: string, day: string): Promise<Set<string>> {
  const rows = await queryRows<{ leave_type_id: string }>(
    tx,
    sql`select leave_type_id from (${applicablePairs(sql`e.id = ${employeeId}`, sql`true`, day)}) a`,
  );
  return new Set(rows.map((r) => r.leave_type_id));
}

/** An adjustment entry zeroing the balance, once per period key. */
export async function settleBalance(
  tx: Tx,
  e: { employeeId: string; leaveTypeId: string; yearStart: string; days: number; periodKey: string; note: string },
): Promise<void> {
  await tx.execute(sql`
    insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note)
    values (current_setting('app.tenant_id'), ${e.employeeId}, ${e.leaveTypeId}, ${e.yearStart}, 'adjustment', ${-e.days}, ${e.periodKey}, ${e.note})
    on conflict do nothing`);
}

type Pickers = Omit<TransferOptionsView, 'designations'> & { designations: { name: string }[] };

/** The initiation form's pickers in one round trip. */
export async function transferPickers(tx: Tx): Promise<TransferOptionsView> {
  const o = await readTogether<Pickers>(tx, {
    legalEntities: sql`select id, code, name from legal_entities where is_active order by code`,
    departments: sql`select id, name from departments where is_active order by lower(name)`,
    locations: sql`select id, name from locations where is_active order by lower(name)`,
    designations: sql`select name from master_values where is_active and master_type = 'Designation' order by order_id nulls last, lower(name)`,
  });
  return { ...o, designations: o.designations.map((d) => d.name) };
}
