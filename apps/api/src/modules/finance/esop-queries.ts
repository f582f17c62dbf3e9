import { eq, sql, type SQL } from 'drizzle-orm';
import type { EsopDocumentKind, EsopGrantInput, ExerciseRequestView } from '@tenure/domain/finance';
import type { RequestStatus } from '@tenure/domain/approvals';
import { esopAllotments } from '../../db/schema/index.ts';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';

// ESOP: grants (esop_allotments), exercise requests and the plan's documents.

/**
 * Whether the employee holds an ESOP grant: the ESOP menu and `isEsopAllotted` of the permissions
 * call follow it (the access and finance modules both ask).
 */
export async function isEsopAllotted(tx: Tx, employeeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: esopAllotments.id })
    .from(esopAllotments)
    .where(eq(esopAllotments.employeeId, employeeId))
    .limit(1);
  return Boolean(row);
}

export interface GrantRow {
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

export const grantsOf = (tx: Tx, employeeId: string) => grantRows(tx, sql`g.employee_id = ${employeeId}`);
export const grantById = async (tx: Tx, id: string) => (await grantRows(tx, sql`g.id = ${id}`))[0];

/** Every grant, or those of employees whose number or name matches `search`. */
export function searchGrants(tx: Tx, search: string | undefined) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  return grantRows(
    tx,
    pattern ? sql`(e.employee_number ilike ${pattern} or e.display_name ilike ${pattern})` : sql`true`,
  );
}

export async function insertGrant(
  tx: Tx,
  tenantCode: string,
  employeeId: string,
  grantedBy: string | null,
  input: EsopGrantInput,
): Promise<string> {
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into esop_allotments (tenant_id, employee_id, grant_date, units, strike_price, currency, cliff_months, vesting_months, period_months, granted_by)
        values (${tenantCode}, ${employeeId}, ${input.grantDate}, ${input.options}, ${input.strikePrice}, ${input.currency}, ${input.cliffMonths}, ${input.vestingMonths}, ${input.periodMonths}, ${grantedBy})
        returning id`,
  );
  return created!.id;
}

/** Locks the grant (two exercise requests at once cannot both take the same vested options) and says whose it is. */
export async function lockGrant(tx: Tx, id: string) {
  const [locked] = await queryRows<{ employeeId: string }>(
    tx,
    sql`select employee_id as "employeeId" from esop_allotments where id = ${id} for update`,
  );
  return locked;
}

type ExerciseRow = ExerciseRequestView & {
  requestedAt: Date | string;
  decidedAt: Date | string | null;
  employeeNumber: string;
  displayName: string;
  strikePrice: number | string;
};

const exerciseRows = (tx: Tx, where: SQL) =>
  queryRows<ExerciseRow>(
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

export const exerciseRequestsOf = (tx: Tx, employeeId: string) => exerciseRows(tx, sql`r.employee_id = ${employeeId}`);
export const exerciseRequestById = async (tx: Tx, id: string) => (await exerciseRows(tx, sql`r.id = ${id}`))[0];
export const exerciseRequestsIn = (tx: Tx, status: RequestStatus | undefined) =>
  exerciseRows(tx, status ? sql`r.status = ${status}` : sql`true`);

export async function insertExerciseRequest(
  tx: Tx,
  tenantCode: string,
  employeeId: string,
  input: { grantId: string; options: number },
): Promise<string> {
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into esop_exercise_requests (tenant_id, grant_id, employee_id, options) values (${tenantCode}, ${input.grantId}, ${employeeId}, ${input.options}) returning id`,
  );
  return created!.id;
}

export async function lockExerciseRequest(tx: Tx, id: string) {
  const [request] = await queryRows<{ employeeId: string; status: RequestStatus }>(
    tx,
    sql`select employee_id as "employeeId", status from esop_exercise_requests where id = ${id} for update`,
  );
  return request;
}

/** The pending exercise requests, oldest first: how many, and the first `limit` with their holders (My Actions). */
export async function pendingExerciseCount(tx: Tx) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from esop_exercise_requests where status = 'pending'`,
  );
  return row?.n ?? 0;
}

export const pendingExercises = (tx: Tx, limit: number) =>
  queryRows<{
    id: string;
    employeeNumber: string;
    displayName: string;
    profileImage: string | null;
    options: number;
    grantDate: string;
    createdAt: Date | string;
  }>(
    tx,
    sql`select r.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.profile_image as "profileImage", r.options,
               to_char(g.grant_date, 'YYYY-MM-DD') as "grantDate", r.created_at as "createdAt"
          from esop_exercise_requests r join esop_allotments g on g.id = r.grant_id join employees e on e.id = r.employee_id
         where r.status = 'pending' order by r.created_at, r.id limit ${limit}`,
  );

export const esopDocumentList = (tx: Tx) =>
  queryRows<{ kind: EsopDocumentKind; fileName: string; uploadedAt: string }>(
    tx,
    sql`select kind, file_name as "fileName", to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "uploadedAt" from esop_documents order by kind desc`,
  );

export const esopDocuments = (tx: Tx) =>
  queryRows<{ kind: string; fileName: string; content: Uint8Array }>(
    tx,
    sql`select kind, file_name as "fileName", content from esop_documents`,
  );

export async function esopDocument(tx: Tx, kind: EsopDocumentKind) {
  const [row] = await queryRows<{ fileName: string; content: Uint8Array }>(
    tx,
    sql`select file_name as "fileName", content from esop_documents where kind = ${kind}`,
  );
  return row;
}

export async function saveEsopDocumentRow(
  tx: Tx,
  tenantCode: string,
  kind: EsopDocumentKind,
  fileName: string,
  bytes: Uint8Array,
) {
  await tx.execute(sql`
    insert into esop_documents (tenant_id, kind, file_name, content) values (${tenantCode}, ${kind}, ${fileName}, ${Buffer.from(bytes)})
    on conflict (tenant_id, kind) do update set file_name = excluded.file_name, content = excluded.content, created_at = now()`);
}
