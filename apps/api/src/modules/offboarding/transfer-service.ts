import { sql, type SQL } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import {
  TRANSFER_MESSAGES,
  TRANSFER_TRANSITIONS,
  TRANSFER_VERBS,
  transferVerbsFor,
  type PlacementView,
  type TransferDetailView,
  type TransferEligibilityView,
  type TransferInput,
  type TransferListQuery,
  type TransferStatus,
  type TransferVerb,
} from '@tenure/domain/offboarding';
import { transferRequests } from '../../db/schema/index.ts';
import { decideStatusChange, type StatusMachine } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { effectivePlanOf } from '../policies/index.ts';
import { employedOn } from '../../platform/employment.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { utcToday } from '../../platform/clock.ts';
import { probationEnd } from '../leave/index.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanReadTransfer, canApproveTransfers, decidableBy, initiableBy, transferActorsFor, visibleTo } from './policy.ts';
import { leaveOutcomeOf, loadTransfer, toTransferView, transferColumns, transferHistory, transferJoins } from './transfer-queries.ts';

/** A change from a status past Pending is a second decision (409). */
export const TRANSFER_MACHINE: StatusMachine<TransferStatus> = {
  find: (from, to) => TRANSFER_TRANSITIONS.find((t) => t.from === from && t.to === to),
  alreadyDecided: (current) => (current === 'Pending' ? null : `This transfer is already ${current.toLowerCase()}.`),
  lost: (current) => `This transfer is no longer ${current.toLowerCase()}.`,
};

interface Candidate {
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

/** The employee with what the eligibility rules read, in one query. */
async function candidate(tx: Tx, v: Viewer, employeeNumber: string, lock: boolean): Promise<Candidate | null> {
  const [row] = await queryRows<Candidate>(
    tx,
    sql`select e.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.status, e.legal_entity_id as "legalEntityId",
               e.department_id as "departmentId", e.location_id as "locationId", e.manager_id as "managerId", e.designation,
               e.hierarchy_path as "hierarchyPath", ${initiableBy(v)} as "inScope",
               ${probationEnd(sql`e.date_of_joining`, sql`pp.settings`)}::text as "probationEndsOn",
               exists (select 1 from resignations r where r.employee_id = e.id and r.status in ('Submitted', 'Accepted', 'Released')) as "openExit",
               exists (select 1 from transfer_requests t where t.employee_id = e.id and t.status in ('Pending', 'Approved')) as "openTransfer"
          from employees e left join lateral (${effectivePlanOf('probation')}) pp on true
         where lower(e.employee_number) = ${employeeNumber.toLowerCase()} ${lock ? sql`for update of e` : sql``}`,
  );
  return row ?? null;
}

/** The rules that do not depend on the targets: each problem on its field. */
function problemsOf(c: Candidate, effectiveDate: string | undefined): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (c.status !== 'Active') problems.push({ field: 'employeeNumber', message: TRANSFER_MESSAGES.notActive });
  if (c.openExit) problems.push({ field: 'employeeNumber', message: TRANSFER_MESSAGES.openExit });
  if (c.openTransfer) problems.push({ field: 'employeeNumber', message: TRANSFER_MESSAGES.openTransfer });
  if (effectiveDate && effectiveDate < utcToday()) problems.push({ field: 'effectiveDate', message: TRANSFER_MESSAGES.effectiveInPast });
  return problems;
}

async function placementOf(tx: Tx, c: Pick<Candidate, 'legalEntityId' | 'departmentId' | 'locationId' | 'managerId' | 'designation'>): Promise<PlacementView> {
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

/** The eligibility check the form shows before it is sent. An employee out of the caller's reach reads as not found. */
export async function transferEligibility(tx: Tx, v: Viewer, employeeNumber: string, effectiveDate: string | undefined): Promise<TransferEligibilityView> {
  const c = await candidate(tx, v, employeeNumber, false);
  if (!c || !c.inScope) {
    return { eligible: false, problems: [{ field: 'employeeNumber', message: c ? TRANSFER_MESSAGES.notInScope : TRANSFER_MESSAGES.noEmployee }], employee: null, current: null, probationEndsOn: null };
  }
  const problems = problemsOf(c, effectiveDate);
  const day = effectiveDate ?? utcToday();
  return {
    eligible: problems.length === 0,
    problems,
    employee: { employeeNumber: c.employeeNumber, displayName: c.displayName },
    current: await placementOf(tx, c),
    probationEndsOn: c.probationEndsOn > day ? c.probationEndsOn : null,
  };
}

/** Targets that exist and are active; the new manager still works here on the effective date and is outside the transferee's own subtree. */
async function targetErrors(tx: Tx, c: Candidate, input: TransferInput): Promise<{ errors: Record<string, string>; managerId: string | null }> {
  const errors: Record<string, string> = {};
  const active = async (table: SQL, id: string) => (await queryRows(tx, sql`select 1 from ${table} where id = ${id} and is_active`)).length > 0;
  if (input.legalEntityId && !(await active(sql`legal_entities`, input.legalEntityId))) errors.legalEntityId = TRANSFER_MESSAGES.unknownEntity;
  if (input.departmentId && !(await active(sql`departments`, input.departmentId))) errors.departmentId = TRANSFER_MESSAGES.unknownDepartment;
  if (input.locationId && !(await active(sql`locations`, input.locationId))) errors.locationId = TRANSFER_MESSAGES.unknownLocation;
  let managerId: string | null = null;
  if (input.managerNumber) {
    const [m] = await queryRows<{ id: string; below: boolean }>(
      tx,
      sql`select id, position(${`${c.id}/`} in hierarchy_path) > 0 as below from employees e
           where lower(employee_number) = ${input.managerNumber.toLowerCase()} and ${employedOn(input.effectiveDate)}`,
    );
    if (!m) errors.managerNumber = TRANSFER_MESSAGES.unknownManager;
    else if (m.id === c.id) errors.managerNumber = TRANSFER_MESSAGES.selfManager;
    else if (m.below) errors.managerNumber = TRANSFER_MESSAGES.managerBelow;
    else managerId = m.id;
  }
  return { errors, managerId };
}

/** Initiation by HR or the manager: every rule is checked, problems come back on their fields and nothing is written. */
export async function initiateTransfer(tx: Tx, v: Viewer, input: TransferInput) {
  const c = await candidate(tx, v, input.employeeNumber, true);
  if (!c) throw badRequest(TRANSFER_MESSAGES.noEmployee, { employeeNumber: TRANSFER_MESSAGES.noEmployee });
  if (!c.inScope) throw forbidden(TRANSFER_MESSAGES.notInScope);
  const fieldErrors: Record<string, string> = Object.fromEntries(problemsOf(c, input.effectiveDate).map((p) => [p.field, p.message]));
  const { errors, managerId } = await targetErrors(tx, c, input);
  Object.assign(fieldErrors, errors);
  const to = {
    legalEntityId: input.legalEntityId ?? c.legalEntityId,
    departmentId: input.departmentId ?? c.departmentId,
    locationId: input.locationId ?? c.locationId,
    managerId: managerId ?? c.managerId,
    designation: input.designation?.trim() || c.designation,
  };
  const entityChanges = to.legalEntityId !== c.legalEntityId;
  const changes = entityChanges || to.departmentId !== c.departmentId || to.locationId !== c.locationId || to.managerId !== c.managerId || to.designation !== c.designation;
  if (entityChanges && !input.leaveTreatment) fieldErrors.leaveTreatment = TRANSFER_MESSAGES.treatmentRequired;
  const inProbation = c.probationEndsOn > input.effectiveDate;
  const reason = input.reason?.trim() || null;
  if (inProbation && !reason) fieldErrors.reason = TRANSFER_MESSAGES.probationReason;
  if (Object.keys(fieldErrors).length > 0) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);
  if (!changes) throw badRequest(TRANSFER_MESSAGES.noChange);

  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into transfer_requests (tenant_id, employee_id, initiated_by, effective_date, from_legal_entity_id, to_legal_entity_id, from_department_id, to_department_id,
                                       from_location_id, to_location_id, from_manager_id, to_manager_id, from_designation, to_designation, leave_treatment, reason, in_probation)
        values (${v.tenantCode}, ${c.id}, ${v.employeeId}, ${input.effectiveDate}, ${c.legalEntityId}, ${to.legalEntityId}, ${c.departmentId}, ${to.departmentId},
                ${c.locationId}, ${to.locationId}, ${c.managerId}, ${to.managerId}, ${c.designation}, ${to.designation}, ${entityChanges ? input.leaveTreatment! : null}, ${reason}, ${inProbation})
        returning id`,
  );
  const view = await loadTransfer(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'transfer.initiate', entity: 'transfer', entityId: view.id, after: view });
  return view;
}

const SORT: Record<Exclude<TransferListQuery['sort'], 'waiting'>, SQL> = {
  effectiveDate: sql`tr.effective_date`,
  employeeName: sql`lower(e.display_name)`,
  status: sql`tr.status`,
  createdAt: sql`tr.created_at`,
};

/** SPEC §7 list: what the caller initiated, may initiate or approves, by effective date range, search and status. */
export async function listTransfers(tx: Tx, v: Viewer, q: TransferListQuery) {
  const search = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = sql`${visibleTo(v)}
    and ${q.status ? sql`tr.status = ${q.status}` : sql`true`}
    and ${q.startDate ? sql`tr.effective_date >= ${q.startDate}::date` : sql`true`}
    and ${q.endDate ? sql`tr.effective_date <= ${q.endDate}::date` : sql`true`}
    and ${search ? sql`(lower(e.display_name) like ${search} or lower(e.employee_number) like ${search})` : sql`true`}`;
  const rows = await queryRows<Record<string, unknown> & { total: number }>(
    tx,
    sql`select ${transferColumns}, count(*) over ()::int as total from transfer_requests tr ${transferJoins}
         where ${where} order by ${q.sort === 'waiting' ? sql`case when ${decidableBy(v)} then 0 else 1 end, tr.created_at desc` : sql`${SORT[q.sort]} ${q.order === 'asc' ? sql`asc` : sql`desc`}`}, tr.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { items: rows.map(toTransferView), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

interface LockedTransfer {
  employeeId: string;
  initiatedBy: string | null;
  fromEntityId: string;
  toEntityId: string;
  status: TransferStatus;
  effectiveDate: string;
}

async function lockTransfer(tx: Tx, id: string, lock: boolean): Promise<LockedTransfer> {
  const [row] = await queryRows<LockedTransfer>(
    tx,
    sql`select employee_id as "employeeId", initiated_by as "initiatedBy", from_legal_entity_id as "fromEntityId", to_legal_entity_id as "toEntityId",
               status, effective_date::text as "effectiveDate"
          from transfer_requests where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** /transfer-request/{id}: for whoever may read it, with the buttons of what they may do. */
export async function transferDetail(tx: Tx, v: Viewer, id: string): Promise<TransferDetailView> {
  const row = await lockTransfer(tx, id, false);
  await assertCanReadTransfer(tx, v, id);
  const view = await loadTransfer(tx, id);
  const actors = await transferActorsFor(tx, v, row);
  return { ...view, history: await transferHistory(tx, id), leaveOutcome: await leaveOutcomeOf(tx, id), verbs: transferVerbsFor(view.status, actors) };
}

/**
 * Approve, reject (with a reason) or cancel through the shared approval pattern: the row is
 * locked, the transition checked and recorded; a second decision is a 409. Returns whether the
 * approved transfer is due now (effective today or earlier), for the caller to start the job.
 */
export async function decideTransfer(tx: Tx, v: Viewer, id: string, verb: TransferVerb, reason: string | undefined) {
  const row = await lockTransfer(tx, id, true);
  const actors = await transferActorsFor(tx, v, row);
  if (actors.length === 0) {
    await assertCanReadTransfer(tx, v, id);
    const own = canApproveTransfers(v) && v.employeeId !== null && (v.employeeId === row.employeeId || v.employeeId === row.initiatedBy);
    throw forbidden(own ? TRANSFER_MESSAGES.ownTransfer : APPROVAL_MESSAGES.notTheApprover, 'TRANSITION_NOT_ALLOWED');
  }
  const to = TRANSFER_VERBS[verb];
  if (verb !== 'cancel' && !actors.includes('approver') && row.status === 'Pending') throw forbidden(TRANSFER_MESSAGES.ownTransfer, 'TRANSITION_NOT_ALLOWED');
  await decideStatusChange(tx, { requestType: 'transfer', table: transferRequests, id, current: row.status, to, actors, decidedBy: v.employeeId, tenantCode: v.tenantCode, reason }, TRANSFER_MACHINE);
  await recordAudit(tx, { ...auditActor(v), action: `transfer.${verb}`, entity: 'transfer', entityId: id, before: { status: row.status }, after: { status: to, reason: reason?.trim() || null } });
  return { due: to === 'Approved' && row.effectiveDate <= utcToday() };
}
