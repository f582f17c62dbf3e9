import { sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess } from '@tenure/domain/access';
import {
  SURVEY_MESSAGES,
  type ExitSurveyAssignmentView,
  type ExitSurveyCandidate,
  type ExitSurveyListQuery,
  type ExitSurveyResponseView,
  type MyExitSurveyView,
  type ResponseInput,
  exitSurveyAssignmentInput,
} from '@tenure/domain/surveys';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify, recipientOfEmployee, type Recipient } from '../../platform/notifications.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { answersOf, checkAnswers, insertAnswers } from './answers.ts';
import { questionsOf, requireQuestionnaireOfKind } from './questionnaire-service.ts';

/** Offboarding HR (the key that submits for others and completes exits) assigns exit surveys and reads every answer by name. */
export const isExitSurveyHr = (v: Viewer) => hasAccess(v.permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * SPEC §7 survey assignment: the exit request (a released resignation) must be the named employee's,
 * in the named legal entity. One exit survey per exit request: a second is a 409.
 */
export async function assignExitSurvey(tx: Tx, v: Viewer, mailer: Mailer, input: z.output<typeof exitSurveyAssignmentInput>) {
  const [exit] = await queryRows<{ status: string; employeeId: string; employeeNumber: string; entityCode: string; recipient: Recipient | null }>(
    tx,
    sql`select r.status, r.employee_id as "employeeId", e.employee_number as "employeeNumber", le.code as "entityCode", ${recipientOfEmployee(sql`e.id`)} as recipient
          from resignations r join employees e on e.id = r.employee_id join legal_entities le on le.id = e.legal_entity_id
         where r.id = ${input.exitRequestId} for update of r`,
  );
  if (!exit) throw fieldError('exitRequestId', SURVEY_MESSAGES.exitRequestNotFound);
  if (exit.status !== 'Released') throw fieldError('exitRequestId', SURVEY_MESSAGES.exitRequestNotReleased);
  if (exit.employeeNumber.toLowerCase() !== input.employeeNumber.toLowerCase()) throw fieldError('employeeNumber', SURVEY_MESSAGES.employeeMismatch);
  if (exit.entityCode.toLowerCase() !== input.entityCode.toLowerCase()) throw fieldError('entityCode', SURVEY_MESSAGES.entityMismatch);
  await requireQuestionnaireOfKind(tx, input.questionnaireId, ['exit']);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into exit_survey_assignments (tenant_id, resignation_id, employee_id, questionnaire_id, anonymous, assigned_by)
        values (${v.tenantCode}, ${input.exitRequestId}, ${exit.employeeId}, ${input.questionnaireId}, ${input.anonymous}, ${v.employeeId})
        on conflict (tenant_id, resignation_id) do nothing returning id`,
  );
  if (!row) throw conflict(SURVEY_MESSAGES.alreadyAssigned, undefined, 'ALREADY_ASSIGNED');
  const view = await loadAssignment(tx, v, row.id);
  await recordAudit(tx, { ...auditActor(v), action: 'exitSurvey.assign', entity: 'exit_survey_assignment', entityId: row.id, after: view });
  const mail = exit.recipient
    ? await notify(tx, mailer, { tenantCode: v.tenantCode, to: exit.recipient, title: SURVEY_MESSAGES.exitAssignedTitle, body: SURVEY_MESSAGES.exitAssignedBody, link: '/offboarding-feedback' })
    : [];
  return { view, mail };
}

/** Who may read an assignment: HR every one; a manager those of the leavers they decided or manage. */
function visibleTo(v: Viewer): SQL {
  if (isExitSurveyHr(v)) return sql`true`;
  if (!v.employeeId) return sql`false`;
  return sql`(r.approver_id = ${v.employeeId} or e.manager_id = ${v.employeeId})`;
}

const assignmentColumns = sql`
  a.id, a.resignation_id as "exitRequestId", a.anonymous, a.created_at as "assignedOn", s.submitted_on::text as "answeredOn",
  e.employee_number as "employeeNumber", e.display_name as "displayName", le.code as "entityCode", q.id as "questionnaireId", q.title as "questionnaireTitle"`;
const assignmentJoins = sql`
  join resignations r on r.id = a.resignation_id
  join employees e on e.id = a.employee_id
  join legal_entities le on le.id = e.legal_entity_id
  join survey_questionnaires q on q.id = a.questionnaire_id
  left join survey_responses s on s.assignment_id = a.id`;

interface AssignmentRow {
  id: string;
  exitRequestId: string;
  anonymous: boolean;
  assignedOn: string;
  answeredOn: string | null;
  employeeNumber: string;
  displayName: string;
  entityCode: string;
  questionnaireId: string;
  questionnaireTitle: string;
}

/** The leaver's name is shown to offboarding HR only when the survey is anonymous (managers never see it then). */
function toAssignmentView(v: Viewer, r: AssignmentRow): ExitSurveyAssignmentView {
  const named = !r.anonymous || isExitSurveyHr(v);
  return {
    id: r.id,
    exitRequestId: r.exitRequestId,
    employee: named ? { employeeNumber: r.employeeNumber, displayName: r.displayName } : null,
    entityCode: r.entityCode,
    questionnaire: { id: r.questionnaireId, title: r.questionnaireTitle },
    anonymous: r.anonymous,
    assignedOn: new Date(r.assignedOn).toISOString(),
    answeredOn: r.answeredOn,
  };
}

async function loadAssignment(tx: Tx, v: Viewer, id: string): Promise<ExitSurveyAssignmentView> {
  const [row] = await queryRows<AssignmentRow>(tx, sql`select ${assignmentColumns} from exit_survey_assignments a ${assignmentJoins} where a.id = ${id} and ${visibleTo(v)}`);
  if (!row) throw notFound();
  return toAssignmentView(v, row);
}

export async function listExitSurveys(tx: Tx, v: Viewer, query: ExitSurveyListQuery) {
  // A search by name would single out an anonymous leaver, so only HR searches names.
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const bySearch = search
    ? isExitSurveyHr(v)
      ? sql`(lower(e.display_name) like ${search} or lower(e.employee_number) like ${search} or lower(q.title) like ${search})`
      : sql`lower(q.title) like ${search}`
    : sql`true`;
  const byState = query.state === 'answered' ? sql`s.id is not null` : query.state === 'waiting' ? sql`s.id is null` : sql`true`;
  const rows = await queryRows<AssignmentRow & { total: number }>(
    tx,
    sql`select ${assignmentColumns}, count(*) over ()::int as total from exit_survey_assignments a ${assignmentJoins}
         where ${visibleTo(v)} and ${bySearch} and ${byState}
         order by a.created_at desc, a.id limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return { items: rows.map((r) => toAssignmentView(v, r)), total: rows[0]?.total ?? 0, page: query.page, size: query.size };
}

export async function exitSurveyResponse(tx: Tx, v: Viewer, id: string): Promise<ExitSurveyResponseView> {
  const view = await loadAssignment(tx, v, id);
  const [response] = await queryRows<{ id: string }>(tx, sql`select id from survey_responses where assignment_id = ${id}`);
  return { ...view, questions: await questionsOf(tx, view.questionnaire.id), answers: response ? await answersOf(tx, response.id) : [] };
}

/** Released exit requests without an exit survey, for HR's assignment form. */
export async function exitSurveyCandidates(tx: Tx, search: string | undefined): Promise<ExitSurveyCandidate[]> {
  const like = search ? `%${escapeLike(search)}%` : null;
  return queryRows<ExitSurveyCandidate>(
    tx,
    sql`select r.id as "exitRequestId", e.employee_number as "employeeNumber", e.display_name as "displayName", le.code as "entityCode", r.last_working_day::text as "lastWorkingDay"
          from resignations r join employees e on e.id = r.employee_id join legal_entities le on le.id = e.legal_entity_id
         where r.status = 'Released' and not exists (select 1 from exit_survey_assignments a where a.resignation_id = r.id)
           and ${like ? sql`(lower(e.display_name) like ${like} or lower(e.employee_number) like ${like})` : sql`true`}
         order by r.last_working_day desc nulls last, e.employee_number limit 50`,
  );
}

/** SPEC §6: the exit survey is for Resigned users with an assigned survey; anyone else has none. */
export async function myExitSurveys(tx: Tx, v: Viewer): Promise<MyExitSurveyView[]> {
  if (!v.employeeId) return [];
  const rows = await queryRows<Omit<MyExitSurveyView, 'questions'> & { questionnaireId: string }>(
    tx,
    sql`select a.id, q.title, q.description, a.anonymous, s.submitted_on::text as "answeredOn", q.id as "questionnaireId"
          from exit_survey_assignments a join employees e on e.id = a.employee_id
          join survey_questionnaires q on q.id = a.questionnaire_id left join survey_responses s on s.assignment_id = a.id
         where a.employee_id = ${v.employeeId} and e.status = 'Resigned' order by a.created_at desc`,
  );
  const surveys: MyExitSurveyView[] = [];
  for (const { questionnaireId, ...r } of rows) surveys.push({ ...r, questions: await questionsOf(tx, questionnaireId) });
  return surveys;
}

/** The leaver answers once; two submits racing meet the unique response per assignment, and the second is a 409. */
export async function answerExitSurvey(tx: Tx, v: Viewer, id: string, input: ResponseInput) {
  const me = requireEmployee(v);
  const [assignment] = await queryRows<{ employeeId: string; status: string; questionnaireId: string; entityId: string; departmentId: string | null; locationId: string | null }>(
    tx,
    sql`select a.employee_id as "employeeId", e.status, a.questionnaire_id as "questionnaireId", e.legal_entity_id as "entityId", e.department_id as "departmentId", e.location_id as "locationId"
          from exit_survey_assignments a join employees e on e.id = a.employee_id where a.id = ${id}`,
  );
  if (!assignment || assignment.employeeId !== me) throw notFound();
  if (assignment.status !== 'Resigned') throw forbidden(SURVEY_MESSAGES.notResigned, 'NOT_RESIGNED');
  const questions = await questionsOf(tx, assignment.questionnaireId);
  checkAnswers(questions, input);
  const [response] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_responses (tenant_id, assignment_id, legal_entity_id, department_id, location_id)
        values (${v.tenantCode}, ${id}, ${assignment.entityId}, ${assignment.departmentId}, ${assignment.locationId})
        on conflict (tenant_id, assignment_id) do nothing returning id`,
  );
  if (!response) throw conflict(SURVEY_MESSAGES.alreadyAnswered, undefined, 'ALREADY_ANSWERED');
  await insertAnswers(tx, v.tenantCode, response.id, questions, input);
  await recordAudit(tx, { ...auditActor(v), action: 'exitSurvey.answer', entity: 'exit_survey_assignment', entityId: id, after: { answers: input.answers.length } });
  const [mine] = (await myExitSurveys(tx, v)).filter((s) => s.id === id);
  return mine!;
}
