import { DECISION_TARGET, type DecisionVerb, type RequestStatus } from '@tenure/domain/approvals';
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
import { esopExerciseRequests } from '../../db/schema/index.ts';
import { decideRequest } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Upload } from '../../platform/uploads.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { todayOf } from '../employees/index.ts';
import * as q from './esop-queries.ts';
import { assertCanReadEsopInfo, canReadEsopDocuments, exerciseActors } from './policy.ts';
import { employeesByNumber, entityCodeOf, linksOf } from './queries.ts';

/** A grant with its vesting schedule and what is vested, exercised, asked for and left to exercise on `asOf`. */
function grantView(row: q.GrantRow, asOf: string): EsopGrantView {
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

/**
 * The day vesting is read on: the holder's own day (their place's time zone) on their ESOP page and
 * when they ask to exercise; HR's lists of every grant use the UTC day (holders in many zones).
 */
const hrDay = () => utcToday();

/** The ESOP page of the holder: their grants (vested as of their day), exercise requests, the plan's documents and their country's ESOP links. */
export async function myEsop(tx: Tx, v: Viewer) {
  const employeeId = requireEmployee(v);
  const entityCode = await entityCodeOf(tx, employeeId);
  const asOf = await todayOf(tx, v);
  return {
    grants: (await q.grantsOf(tx, employeeId)).map((row) => grantView(row, asOf)),
    exerciseRequests: await q.exerciseRequestsOf(tx, employeeId),
    documents: (await q.isEsopAllotted(tx, employeeId)) ? await q.esopDocumentList(tx) : [],
    links: await linksOf(tx, countryOfEntity(entityCode ?? ''), ['esop']),
  };
}

/** SPEC §3 ESOP info, for the employee themselves or ESOP HR; the documents go only to an employee who holds a grant. */
export async function esopInfo(tx: Tx, v: Viewer, employeeId: string) {
  await assertCanReadEsopInfo(tx, v, employeeId);
  const none = { isAllotted: false, esopUserManual: null, esopUserManualName: null, esopFAQ: null, esopFAQName: null };
  if (!(await q.isEsopAllotted(tx, employeeId))) return none;
  const docs = await q.esopDocuments(tx);
  const manual = docs.find((d) => d.kind === 'userManual');
  const faq = docs.find((d) => d.kind === 'faq');
  return {
    isAllotted: true,
    esopUserManual: manual ? Buffer.from(manual.content).toString('base64') : null,
    esopUserManualName: manual?.fileName ?? null,
    esopFAQ: faq ? Buffer.from(faq.content).toString('base64') : null,
    esopFAQName: faq?.fileName ?? null,
  };
}

export async function listGrants(tx: Tx, _v: Viewer, query: { search?: string | undefined }) {
  const asOf = hrDay();
  return (await q.searchGrants(tx, query.search)).map((row) => grantView(row, asOf));
}

/** HR grants options; the employee is allotted from then on. */
export async function createGrant(tx: Tx, v: Viewer, input: EsopGrantInput): Promise<EsopGrantView> {
  const [employee] = await employeesByNumber(tx, [input.employeeNumber]);
  if (!employee)
    throw badRequest(FINANCE_MESSAGES.employeeNotFound, { employeeNumber: FINANCE_MESSAGES.employeeNotFound });
  const id = await q.insertGrant(tx, v.tenantCode, employee.id, v.employeeId, input);
  const view = grantView((await q.grantById(tx, id))!, hrDay());
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'esop.grant.create',
    entity: 'esop_allotments',
    entityId: view.id,
    after: { ...input, schedule: undefined },
  });
  return view;
}

/**
 * The holder asks to exercise options vested by their day. The grant row is locked first, so two
 * requests at once cannot both take the same vested options.
 */
export async function requestExercise(
  tx: Tx,
  v: Viewer,
  input: { grantId: string; options: number },
): Promise<ExerciseRequestView> {
  const employeeId = requireEmployee(v);
  const locked = await q.lockGrant(tx, input.grantId);
  if (!locked || locked.employeeId !== employeeId) throw notFound(FINANCE_MESSAGES.notYourGrant);
  const { exercisable } = grantView((await q.grantById(tx, input.grantId))!, await todayOf(tx, v));
  if (input.options > exercisable)
    throw badRequest(FINANCE_MESSAGES.exerciseMoreThanAvailable(exercisable), {
      options: FINANCE_MESSAGES.exerciseMoreThanAvailable(exercisable),
    });
  const id = await q.insertExerciseRequest(tx, v.tenantCode, employeeId, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'esop.exercise.request',
    entity: 'esop_exercise_requests',
    entityId: id,
    after: input,
  });
  return (await q.exerciseRequestById(tx, id))!;
}

export const listExerciseRequests = (tx: Tx, _v: Viewer, query: { status?: RequestStatus | undefined }) =>
  q.exerciseRequestsIn(tx, query.status);

/** ESOP HR approves or rejects; the holder may cancel a pending request. A second decision is a 409. */
export async function decideExercise(
  tx: Tx,
  v: Viewer,
  input: { id: string; verb: DecisionVerb; reason: string | undefined },
): Promise<ExerciseRequestView> {
  const { id, verb, reason } = input;
  const request = await q.lockExerciseRequest(tx, id);
  const actors = request ? exerciseActors(v, request.employeeId) : [];
  if (!request || actors.length === 0) throw notFound();
  const before = await q.exerciseRequestById(tx, id);
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
  const after = await q.exerciseRequestById(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `esop.exercise.${verb}`,
    entity: 'esop_exercise_requests',
    entityId: id,
    before,
    after,
  });
  return after!;
}

export const esopDocumentList = (tx: Tx, _v: Viewer) => q.esopDocumentList(tx);

/** HR replaces the tenant's ESOP user manual or FAQ. */
export async function saveEsopDocument(tx: Tx, v: Viewer, input: { kind: EsopDocumentKind; upload: Upload }) {
  const { kind, upload } = input;
  await q.saveEsopDocumentRow(tx, v.tenantCode, kind, upload.fileName, upload.bytes);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'esop.document.upload',
    entity: 'esop_documents',
    entityId: kind,
    after: { fileName: upload.fileName, sizeBytes: upload.bytes.length },
  });
  return (await q.esopDocumentList(tx)).find((d) => d.kind === kind)!;
}

/** An ESOP document, for holders of a grant and ESOP HR. */
export async function esopDocumentFile(tx: Tx, v: Viewer, kind: EsopDocumentKind) {
  const row = (await canReadEsopDocuments(tx, v)) ? await q.esopDocument(tx, kind) : undefined;
  if (!row) throw notFound();
  return { fileName: row.fileName, bytes: row.content };
}
