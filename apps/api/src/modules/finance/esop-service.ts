import { sql, type SQL } from 'drizzle-orm';
import { DECISION_TARGET, type ApprovalActor, type DecisionVerb, type RequestStatus } from '@tenure/domain/approvals';
import {
  FINANCE_MESSAGES,
  vestedAsOf,
  vestingSchedule,
  type EsopDocumentKind,
  type EsopGrantInput,
  type EsopGrantView,
  type ExerciseRequestView,
} from '@tenure/domain/finance';
import { countryOfEntity } from '@tenure/domain/validation';
import { decideRequest } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { isEsopAllotted } from './esop-allotment.ts';
import { esopExerciseRequests } from '../../db/schema/index.ts';
import type { Upload } from '../../platform/uploads.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { employeesByNumber, managesEsop } from './access.ts';
import { linksOf } from './pay-service.ts';

const today = () => new Date().toISOString().slice(0, 10);

interface GrantRow {
  id: string;
  employeeId: string;
  employeeNumber: string;
  displayName: string;
  grantDate: string;
  options: number;
  strikePrice: number | string;
  currency: string;
  cliffMonths: number;
  vestingMonths: number;
  periodMonths: number;
  exercised: number | string;
  pending: number | string;
}

const grantRows = (tx: Tx, where: SQL) =>
  queryRows<GrantRow>(
    tx,
    sql`select g.id, g.employee_id as "employeeId", e.employee_number as "employeeNumber", e.display_name as "displayName",
               to_char(g.grant_date, 'YYYY-MM-DD') as "grantDate", g.units as options, g.strike_price as "strikePrice", g.currency,
               g.cliff_months as "cliffMonths", g.vesting_months as "vestingMonths", g.period_months as "periodMonths",
               coalesce((select sum(r.options) from esop_exercise_requests r where r.grant_id = g.id and r.status = 'approved'), 0) as exercised,
               coalesce((select sum(r.options) from esop_exercise_requests r where r.grant_id = g.id and r.status = 'pending'), 0) as pending
          from esop_allotments g join employees e on e.id = g.employee_id
         where ${where}
         order by e.employee_number, g.grant_date, g.created_at`,
  );

/** A grant with its vesting schedule and what is vested, exercised, asked for and left to exercise on `asOf`. */
function grantView(row: GrantRow, asOf: string): EsopGrantView {
  const schedule = vestingSchedule(row);
  const vested = vestedAsOf(schedule, asOf);
  const exercised = Number(row.exercised);
  const pending = Number(row.pending);
  return {
    id: row.id,
    employee: { employeeNumber: row.employeeNumber, displayName: row.displayName },
    grantDate: row.grantDate,
    options: row.options,
    strikePrice: Number(row.strikePrice),
    currency: row.currency,
    cliffMonths: row.cliffMonths,
    vestingMonths: row.vestingMonths,
    periodMonths: row.periodMonths,
    schedule: schedule.map((t) => ({ ...t, vested: t.date <= asOf })),
    vested,
    unvested: row.options - vested,
    exercised,
    pending,
    exercisable: Math.max(0, vested - exercised - pending),
  };
}

const exerciseRows = (tx: Tx, where: SQL) =>
  queryRows<ExerciseRequestView & { requestedAt: Date | string; decidedAt: Date | string | null; employeeNumber: string; displayName: string; strikePrice: number | string }>(
    tx,
    sql`select r.id, r.grant_id as "grantId", e.employee_number as "employeeNumber", e.display_name as "displayName",
               to_char(g.grant_date, 'YYYY-MM-DD') as "grantDate", r.options, g.strike_price as "strikePrice", g.currency, r.status,
               r.created_at as "requestedAt", d.display_name as "decidedBy", r.decided_at as "decidedAt", r.decision_reason as "decisionReason"
          from esop_exercise_requests r join esop_allotments g on g.id = r.grant_id join employees e on e.id = r.employee_id
          left join employees d on d.id = r.decided_by
         where ${where}
         order by r.created_at desc`,
  ).then((rows) =>
    rows.map(({ employeeNumber, displayName, ...r }) => ({
      ...r,
      employee: { employeeNumber, displayName },
      strikePrice: Number(r.strikePrice),
      requestedAt: new Date(r.requestedAt).toISOString(),
      decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
    })),
  );

export const esopDocumentList = (tx: Tx) =>
  queryRows<{ kind: EsopDocumentKind; fileName: string; uploadedAt: string }>(
    tx,
    sql`select kind, file_name as "fileName", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "uploadedAt" from esop_documents order by kind desc`,
  );

/** The ESOP page of the holder: their grants, exercise requests, the plan's documents and their country's ESOP links. */
export async function myEsop(tx: Tx, v: Viewer) {
  const employeeId = requireEmployee(v);
  const [entity] = await queryRows<{ code: string }>(tx, sql`select le.code from employees e join legal_entities le on le.id = e.legal_entity_id where e.id = ${employeeId}`);
  const asOf = today();
  return {
    grants: (await grantRows(tx, sql`g.employee_id = ${employeeId}`)).map((row) => grantView(row, asOf)),
    exerciseRequests: await exerciseRows(tx, sql`r.employee_id = ${employeeId}`),
    documents: (await isEsopAllotted(tx, employeeId)) ? await esopDocumentList(tx) : [],
    links: await linksOf(tx, countryOfEntity(entity?.code ?? ''), ['esop']),
  };
}

export async function listGrants(tx: Tx, query: { search?: string | undefined }) {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await grantRows(tx, search ? sql`(e.employee_number ilike ${search} or e.display_name ilike ${search})` : sql`true`);
  return rows.map((row) => grantView(row, today()));
}

/** HR grants options; the employee is allotted from then on. */
export async function createGrant(tx: Tx, v: Viewer, input: EsopGrantInput): Promise<EsopGrantView> {
  const [employee] = await employeesByNumber(tx, [input.employeeNumber]);
  if (!employee) throw badRequest(FINANCE_MESSAGES.employeeNotFound, { employeeNumber: FINANCE_MESSAGES.employeeNotFound });
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into esop_allotments (tenant_id, employee_id, grant_date, units, strike_price, currency, cliff_months, vesting_months, period_months, granted_by)
        values (${v.tenantCode}, ${employee.id}, ${input.grantDate}, ${input.options}, ${input.strikePrice}, ${input.currency}, ${input.cliffMonths}, ${input.vestingMonths}, ${input.periodMonths}, ${v.employeeId})
        returning id`,
  );
  const [row] = await grantRows(tx, sql`g.id = ${created!.id}`);
  const view = grantView(row!, today());
  await recordAudit(tx, { ...auditActor(v), action: 'esop.grant.create', entity: 'esop_allotments', entityId: view.id, after: { ...input, schedule: undefined } });
  return view;
}

/**
 * The holder asks to exercise vested options. The grant row is locked first, so two requests at
 * once cannot both take the same vested options.
 */
export async function requestExercise(tx: Tx, v: Viewer, input: { grantId: string; options: number }): Promise<ExerciseRequestView> {
  const employeeId = requireEmployee(v);
  const [locked] = await queryRows<{ employeeId: string }>(tx, sql`select employee_id as "employeeId" from esop_allotments where id = ${input.grantId} for update`);
  if (!locked || locked.employeeId !== employeeId) throw notFound(FINANCE_MESSAGES.notYourGrant);
  const [row] = await grantRows(tx, sql`g.id = ${input.grantId}`);
  const { exercisable } = grantView(row!, today());
  if (input.options > exercisable) throw badRequest(FINANCE_MESSAGES.exerciseMoreThanAvailable(exercisable), { options: FINANCE_MESSAGES.exerciseMoreThanAvailable(exercisable) });
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into esop_exercise_requests (tenant_id, grant_id, employee_id, options) values (${v.tenantCode}, ${input.grantId}, ${employeeId}, ${input.options}) returning id`,
  );
  await recordAudit(tx, { ...auditActor(v), action: 'esop.exercise.request', entity: 'esop_exercise_requests', entityId: created!.id, after: input });
  return (await exerciseRows(tx, sql`r.id = ${created!.id}`))[0]!;
}

export const listExerciseRequests = (tx: Tx, query: { status?: RequestStatus | undefined }) =>
  exerciseRows(tx, query.status ? sql`r.status = ${query.status}` : sql`true`);

/** ESOP HR approves or rejects; the holder may cancel a pending request. A second decision is a 409. */
export async function decideExercise(tx: Tx, v: Viewer, id: string, verb: DecisionVerb, reason: string | undefined): Promise<ExerciseRequestView> {
  const [request] = await queryRows<{ employeeId: string; status: RequestStatus }>(
    tx,
    sql`select employee_id as "employeeId", status from esop_exercise_requests where id = ${id} for update`,
  );
  const own = request !== undefined && request.employeeId === v.employeeId;
  if (!request || (!own && !managesEsop(v))) throw notFound();
  const actors: ApprovalActor[] = [...(own ? (['requester'] as const) : []), ...(managesEsop(v) ? (['approver', 'hrAdmin'] as const) : [])];
  const [before] = await exerciseRows(tx, sql`r.id = ${id}`);
  await decideRequest(tx, {
    requestType: 'esopExercise',
    table: esopExerciseRequests,
    id,
    current: request.status,
    to: DECISION_TARGET[verb],
    actors,
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
    reason,
  });
  const [after] = await exerciseRows(tx, sql`r.id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: `esop.exercise.${verb}`, entity: 'esop_exercise_requests', entityId: id, before, after });
  return after!;
}

/** HR replaces the tenant's ESOP user manual or FAQ. */
export async function saveEsopDocument(tx: Tx, v: Viewer, kind: EsopDocumentKind, upload: Upload) {
  await tx.execute(sql`
    insert into esop_documents (tenant_id, kind, file_name, content) values (${v.tenantCode}, ${kind}, ${upload.fileName}, ${Buffer.from(upload.bytes)})
    on conflict (tenant_id, kind) do update set file_name = excluded.file_name, content = excluded.content, created_at = now()`);
  await recordAudit(tx, { ...auditActor(v), action: 'esop.document.upload', entity: 'esop_documents', entityId: kind, after: { fileName: upload.fileName, sizeBytes: upload.bytes.length } });
  return (await esopDocumentList(tx)).find((d) => d.kind === kind)!;
}

/** An ESOP document, for holders of a grant and ESOP HR. */
export async function esopDocumentFile(tx: Tx, v: Viewer, kind: EsopDocumentKind) {
  const allowed = managesEsop(v) || (v.employeeId !== null && (await isEsopAllotted(tx, v.employeeId)));
  const [row] = allowed ? await queryRows<{ fileName: string; content: Uint8Array }>(tx, sql`select file_name as "fileName", content from esop_documents where kind = ${kind}`) : [];
  if (!row) throw notFound();
  return { fileName: row.fileName, bytes: row.content };
}
