import { noticePeriodSettings } from '@tenure/domain/policies';
import {
  DEFAULT_NOTICE,
  OFFBOARDING_MESSAGES,
  RESIGNATION_TRANSITIONS,
  RESIGNATION_VERBS,
  noticeEndDate,
  noticeShortfall,
  type AdminResignationInput,
  type ResignationDecisionInput,
  type ResignationInput,
  type ResignationListQuery,
  type ResignationStatus,
  type ResignationVerb,
} from '@tenure/domain/offboarding';
import { decideStatusChange, type StatusMachine } from '../../platform/approvals.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { todayOfEmployee } from '../employees/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { resignations } from '../../db/schema/index.ts';
import { assertOffboardingHr, decidingActors, resignationListScope, waitingOn } from './policy.ts';
import { openExitRequest } from './exit-service.ts';
import { cancelOpenTasks, createTasksFromTemplates, moveTaskDueDates } from './task-queries.ts';
import { noticeNewTasks } from './task-service.ts';
import {
  employeeByNumber,
  insertResignation,
  loadResignation,
  lockEmployee,
  lockResignation,
  noticePlanSettings,
  regrettedOf,
  releaseResignation,
  resignationInStatus,
  resignationPage,
  setEmployeeStatus,
  setRegretted,
} from './resignation-queries.ts';

/** The employee's day: a resignation's dates are the leaver's, in their location's time zone. */
const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

const OPEN_STATUSES: readonly ResignationStatus[] = ['Submitted', 'Accepted', 'Released'];

/** A change from a status past Submitted that the machine lacks is a second decision (409). */
export const RESIGNATION_MACHINE: StatusMachine<ResignationStatus> = {
  find: (from, to) => RESIGNATION_TRANSITIONS.find((t) => t.from === from && t.to === to),
  alreadyDecided: (current) =>
    current === 'Submitted' ? null : `This resignation is already ${current.toLowerCase()}.`,
  lost: (current) => `This resignation is no longer ${current.toLowerCase()}.`,
};

/** The employee's notice period from their effective notice-period plan (SPEC §9 units), counted from `from`. */
async function noticeFor(tx: Tx, employeeId: string, from: string) {
  const parsed = noticePeriodSettings.safeParse(await noticePlanSettings(tx, employeeId));
  const notice = parsed.success ? parsed.data : DEFAULT_NOTICE;
  const noticeLastDay = noticeEndDate(from, notice);
  return { noticeLastDay, noticeDays: noticeShortfall(from, noticeLastDay) };
}

const openResignationOf = (tx: Tx, employeeId: string) => resignationInStatus(tx, employeeId, OPEN_STATUSES);

/** Eligibility check: no open resignation; what the notice period asks. */
export async function resignationEligibility(tx: Tx, v: Viewer) {
  const employeeId = requireEmployee(v);
  const notice = await noticeFor(tx, employeeId, await todayOfEmployee(tx, employeeId));
  const openResignationId = await openResignationOf(tx, employeeId);
  return {
    eligible: openResignationId === null,
    message: openResignationId ? OFFBOARDING_MESSAGES.alreadyResigned : null,
    openResignationId,
    ...notice,
  };
}

async function submitFor(tx: Tx, v: Viewer, employeeId: string, input: ResignationInput, submittedBy: string | null) {
  const employee = await lockEmployee(tx, employeeId);
  if (!employee || employee.status === 'Inactive' || employee.status === 'Resigned')
    throw notFound(OFFBOARDING_MESSAGES.noEmployee);
  const day = await todayOfEmployee(tx, employeeId);
  if (input.proposedLastDay < day) throw fieldError('proposedLastDay', OFFBOARDING_MESSAGES.lastDayInPast);
  if (await openResignationOf(tx, employeeId))
    throw conflict(OFFBOARDING_MESSAGES.alreadyResigned, undefined, 'ALREADY_RESIGNED');
  const notice = await noticeFor(tx, employeeId, day);
  const id = await insertResignation(tx, {
    tenantCode: v.tenantCode,
    employeeId,
    submittedBy,
    input,
    ...notice,
    approverId: employee.manager_id,
  });
  const view = await loadResignation(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'resignation.submit',
    entity: 'resignation',
    entityId: view.id,
    after: view,
  });
  return view;
}

export const submitResignation = (tx: Tx, v: Viewer, input: ResignationInput) =>
  submitFor(tx, v, requireEmployee(v), input, null);

/** HR submits for an employee (admin submit). */
export async function submitResignationOnBehalf(tx: Tx, v: Viewer, input: AdminResignationInput) {
  assertOffboardingHr(v);
  const target = await employeeByNumber(tx, input.employeeNumber);
  if (!target) throw fieldError('employeeNumber', OFFBOARDING_MESSAGES.noEmployee);
  return submitFor(tx, v, target.id, input, v.employeeId);
}

/** SPEC §7 list: own, the team's (managers) or all (HR), filtered by dates, search and status. */
export async function listResignations(tx: Tx, v: Viewer, q: ResignationListQuery) {
  const { rows, total } = await resignationPage(tx, resignationListScope(v, q.scope), q, waitingOn(v));
  return { items: rows, total, page: q.page, size: q.size };
}

/** The employee's status follows the resignation: Notice Period once accepted, Resigned once released, Active when withdrawn. */
const EMPLOYEE_STATUS: Partial<Record<ResignationStatus, string>> = {
  Accepted: 'Notice Period',
  Released: 'Resigned',
  Withdrawn: 'Active',
};

/**
 * Accept, reject, withdraw or release, each through the shared approval pattern: the row is
 * locked, the transition checked and recorded; a second decision is a 409.
 */
export async function decideResignation(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  id: string,
  verb: ResignationVerb,
  input: ResignationDecisionInput,
) {
  const row = await lockResignation(tx, id);
  const actors = await decidingActors(tx, v, row);
  const to = RESIGNATION_VERBS[verb];
  let lastDay = row.lastWorkingDay ?? row.proposedLastDay;
  if (to === 'Released') {
    lastDay = input.lastWorkingDay ?? row.noticeLastDay;
    if (lastDay < (await todayOfEmployee(tx, row.employeeId)))
      throw fieldError('lastWorkingDay', OFFBOARDING_MESSAGES.lastDayInPast);
    const short = noticeShortfall(lastDay, row.noticeLastDay) > 0;
    if (short && input.noticeTreatment !== 'buyOut' && input.noticeTreatment !== 'waiver')
      throw fieldError('noticeTreatment', OFFBOARDING_MESSAGES.shortfallTreatment);
  }
  await decideStatusChange(
    tx,
    {
      requestType: 'resignation',
      table: resignations,
      id,
      current: row.status,
      to,
      actors,
      decidedBy: v.employeeId,
      tenantCode: v.tenantCode,
      reason: input.reason,
    },
    RESIGNATION_MACHINE,
  );

  if (to === 'Released') {
    const treatment = noticeShortfall(lastDay, row.noticeLastDay) > 0 ? input.noticeTreatment! : 'serve';
    await releaseResignation(tx, id, lastDay, treatment);
    await moveTaskDueDates(tx, id, lastDay);
    await openExitRequest(tx, v, id, row.employeeId);
  }
  const mail: string[] = [];
  if (to === 'Accepted') {
    await createTasksFromTemplates(tx, v, id, row.employeeId, lastDay);
    mail.push(...(await noticeNewTasks(tx, mailer, v, id)));
  }
  // Only HR marks a leaver regretted; from anyone else the mark is not taken.
  if (input.regretted !== undefined && actors.includes('hrAdmin') && (to === 'Accepted' || to === 'Released')) {
    await setRegretted(tx, id, input.regretted);
  }
  if (to === 'Withdrawn') await cancelOpenTasks(tx, id);
  const employeeStatus = EMPLOYEE_STATUS[to];
  if (employeeStatus && !(to === 'Withdrawn' && row.status === 'Submitted')) {
    await setEmployeeStatus(tx, row.employeeId, employeeStatus);
  }
  const view = await loadResignation(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `resignation.${verb}`,
    entity: 'resignation',
    entityId: id,
    before: { status: row.status },
    after: { status: to, reason: input.reason ?? null, lastWorkingDay: view.lastWorkingDay, regretted: view.regretted },
  });
  return { view, mail };
}

/** HR marks a resignation regretted or not, at any time after it was submitted. */
export async function markRegretted(tx: Tx, v: Viewer, id: string, regretted: boolean) {
  assertOffboardingHr(v);
  const row = await lockResignation(tx, id);
  const before = await regrettedOf(tx, row.id);
  await setRegretted(tx, id, regretted);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'resignation.regretted',
    entity: 'resignation',
    entityId: id,
    before: { regretted: before },
    after: { regretted },
  });
  return loadResignation(tx, id);
}
