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
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify } from '../../platform/notifications.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import * as q from './exit-survey-queries.ts';
import { assignmentScope, searchesLeaverNames, showsLeaverName } from './policy.ts';
import { answersOf, insertAnswers, questionsOf } from './queries.ts';
import { checkAnswers, requireQuestionnaireOfKind } from './questionnaire-service.ts';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * SPEC §7 survey assignment: the exit request (a released resignation) must be the named employee's,
 * in the named legal entity. One exit survey per exit request: a second is a 409.
 */
export async function assignExitSurvey(
  tx: Tx,
  v: Viewer,
  input: z.output<typeof exitSurveyAssignmentInput>,
  deps: { mailer: Mailer },
) {
  const exit = await q.lockExitRequest(tx, input.exitRequestId);
  if (!exit) throw fieldError('exitRequestId', SURVEY_MESSAGES.exitRequestNotFound);
  if (exit.status !== 'Released') throw fieldError('exitRequestId', SURVEY_MESSAGES.exitRequestNotReleased);
  if (exit.employeeNumber.toLowerCase() !== input.employeeNumber.toLowerCase())
    throw fieldError('employeeNumber', SURVEY_MESSAGES.employeeMismatch);
  if (exit.entityCode.toLowerCase() !== input.entityCode.toLowerCase())
    throw fieldError('entityCode', SURVEY_MESSAGES.entityMismatch);
  await requireQuestionnaireOfKind(tx, input.questionnaireId, ['exit']);
  const id = await q.insertAssignment(tx, v.tenantCode, {
    exitRequestId: input.exitRequestId,
    employeeId: exit.employeeId,
    questionnaireId: input.questionnaireId,
    anonymous: input.anonymous,
    assignedBy: v.employeeId,
  });
  if (!id) throw conflict(SURVEY_MESSAGES.alreadyAssigned, undefined, 'ALREADY_ASSIGNED');
  const view = await loadAssignment(tx, v, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'exitSurvey.assign',
    entity: 'exit_survey_assignment',
    entityId: id,
    after: view,
  });
  const mail = exit.recipient
    ? await notify(tx, deps.mailer, {
        tenantCode: v.tenantCode,
        to: exit.recipient,
        says: (texts) => texts.exitSurveyAssigned(),
        link: '/offboarding-feedback',
      })
    : [];
  return { view, mail };
}

function toAssignmentView(v: Viewer, r: q.AssignmentRow): ExitSurveyAssignmentView {
  const named = showsLeaverName(v, r.anonymous);
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
  const row = await q.findAssignment(tx, assignmentScope(v), id);
  if (!row) throw notFound();
  return toAssignmentView(v, row);
}

export async function listExitSurveys(tx: Tx, v: Viewer, query: ExitSurveyListQuery) {
  const rows = await q.assignmentPage(tx, assignmentScope(v), query, searchesLeaverNames(v));
  return {
    items: rows.map((r) => toAssignmentView(v, r)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

export async function exitSurveyResponse(tx: Tx, v: Viewer, id: string): Promise<ExitSurveyResponseView> {
  const view = await loadAssignment(tx, v, id);
  const responseId = await q.assignmentResponseId(tx, id);
  return {
    ...view,
    questions: await questionsOf(tx, view.questionnaire.id),
    answers: responseId ? await answersOf(tx, responseId) : [],
  };
}

/** Released exit requests without an exit survey, for HR's assignment form. */
export const exitSurveyCandidates = (
  tx: Tx,
  _v: Viewer,
  input: { search?: string | undefined },
): Promise<ExitSurveyCandidate[]> => q.candidates(tx, input.search);

/** SPEC §6: the exit survey is for Resigned users with an assigned survey; anyone else has none. */
export async function myExitSurveys(tx: Tx, v: Viewer): Promise<MyExitSurveyView[]> {
  if (!v.employeeId) return [];
  const rows = await q.assignmentsOfLeaver(tx, v.employeeId);
  const surveys: MyExitSurveyView[] = [];
  for (const { questionnaireId, ...r } of rows)
    surveys.push({ ...r, questions: await questionsOf(tx, questionnaireId) });
  return surveys;
}

/** The leaver answers once; two submits racing meet the unique response per assignment, and the second is a 409. */
export async function answerExitSurvey(tx: Tx, v: Viewer, id: string, input: ResponseInput) {
  const me = requireEmployee(v);
  const assignment = await q.assignmentToAnswer(tx, id);
  if (!assignment || assignment.employeeId !== me) throw notFound();
  if (assignment.status !== 'Resigned') throw forbidden(SURVEY_MESSAGES.notResigned, 'NOT_RESIGNED');
  const questions = await questionsOf(tx, assignment.questionnaireId);
  checkAnswers(questions, input);
  const responseId = await q.insertExitResponse(tx, v.tenantCode, id, assignment);
  if (!responseId) throw conflict(SURVEY_MESSAGES.alreadyAnswered, undefined, 'ALREADY_ANSWERED');
  await insertAnswers(tx, v.tenantCode, responseId, questions, input);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'exitSurvey.answer',
    entity: 'exit_survey_assignment',
    entityId: id,
    after: { answers: input.answers.length },
  });
  const [mine] = (await myExitSurveys(tx, v)).filter((s) => s.id === id);
  return mine!;
}
