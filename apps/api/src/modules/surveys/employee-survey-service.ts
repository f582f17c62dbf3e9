import {
  SURVEY_ANONYMITY_THRESHOLD,
  SURVEY_MESSAGES,
  percentOf,
  summariseAnswers,
  surveyStatusOn,
  type EmployeeSurveyListQuery,
  type EmployeeSurveyView,
  type MySurveyView,
  type ResponseInput,
  type SurveyFormView,
  type SurveyResultsView,
  employeeSurveyInput,
} from '@tenure/domain/surveys';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { noticeForEveryone, tenantDateFormat } from '../../platform/notifications.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import * as q from './employee-survey-queries.ts';
import { insertAnswers, questionsOf } from './queries.ts';
import { checkAnswers, requireQuestionnaireOfKind } from './questionnaire-service.ts';

type SurveyData = z.output<typeof employeeSurveyInput>;

/**
 * The day a survey's status is read on: the company's day (UTC), for HR (list, create, edit) and for
 * respondents alike. One survey's audience spans time zones, and HR who launches a survey "today"
 * expects everyone to answer now, not from each place's midnight.
 */
const tenantDay = () => utcToday();

function toSurveyView(r: q.SurveyRow): EmployeeSurveyView {
  return {
    id: r.id,
    title: r.title,
    questionnaire: { id: r.questionnaireId, title: r.questionnaireTitle, kind: r.questionnaireKind },
    anonymous: r.anonymous,
    audience: { legalEntityIds: r.legalEntityIds, departmentIds: r.departmentIds, locationIds: r.locationIds },
    opensOn: r.opensOn,
    closesOn: r.closesOn,
    reminderEveryDays: r.reminderEveryDays,
    status: surveyStatusOn(tenantDay(), r.opensOn, r.closesOn),
    audienceCount: r.audienceCount,
    responseCount: r.responseCount,
    responseRate: percentOf(r.responseCount, r.audienceCount),
  };
}

async function loadSurvey(tx: Tx, id: string): Promise<EmployeeSurveyView> {
  const row = await q.findSurvey(tx, id);
  if (!row) throw notFound();
  return toSurveyView(row);
}

export const survey = (tx: Tx, _v: Viewer, id: string) => loadSurvey(tx, id);

export async function listSurveys(tx: Tx, _v: Viewer, query: EmployeeSurveyListQuery) {
  const rows = await q.surveyPage(tx, query, tenantDay());
  return { items: rows.map(toSurveyView), total: rows[0]?.total ?? 0, page: query.page, size: query.size };
}

export async function createSurvey(tx: Tx, v: Viewer, input: SurveyData): Promise<EmployeeSurveyView> {
  if (input.closesOn < tenantDay())
    throw badRequest(SURVEY_MESSAGES.closesInPast, { closesOn: SURVEY_MESSAGES.closesInPast });
  await requireQuestionnaireOfKind(tx, input.questionnaireId, ['pulse', 'engagement']);
  const id = await q.insertSurvey(tx, v.tenantCode, v.employeeId, input);
  const view = await loadSurvey(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'survey.create',
    entity: 'employee_survey',
    entityId: view.id,
    after: view,
  });
  return view;
}

/** Once answered, a survey keeps its questionnaire, anonymity, audience and open date (README Decisions). */
export async function updateSurvey(tx: Tx, v: Viewer, id: string, input: SurveyData): Promise<EmployeeSurveyView> {
  await q.lockSurvey(tx, id);
  const before = await loadSurvey(tx, id);
  if (input.closesOn < tenantDay() && input.closesOn !== before.closesOn)
    throw badRequest(SURVEY_MESSAGES.closesInPast, { closesOn: SURVEY_MESSAGES.closesInPast });
  if (before.responseCount > 0) {
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
    const fixed =
      before.questionnaire.id === input.questionnaireId &&
      before.anonymous === input.anonymous &&
      before.opensOn === input.opensOn &&
      same(before.audience.legalEntityIds, input.audience.legalEntityIds) &&
      same(before.audience.departmentIds, input.audience.departmentIds) &&
      same(before.audience.locationIds, input.audience.locationIds);
    if (!fixed) throw badRequest(SURVEY_MESSAGES.surveyHasResponses);
  } else {
    await requireQuestionnaireOfKind(tx, input.questionnaireId, ['pulse', 'engagement']);
  }
  await q.updateSurveyRow(tx, id, input);
  const after = await loadSurvey(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'survey.update',
    entity: 'employee_survey',
    entityId: id,
    before,
    after,
  });
  return after;
}

export async function deleteSurvey(tx: Tx, v: Viewer, id: string): Promise<void> {
  await q.lockSurvey(tx, id);
  const before = await loadSurvey(tx, id);
  if (before.responseCount > 0) throw conflict(SURVEY_MESSAGES.surveyHasResponses, undefined, 'IN_USE');
  await q.deleteSurveyRow(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.delete', entity: 'employee_survey', entityId: id, before });
}

/** The surveys open on the caller's day (in their place's time zone) addressed to them, whether answered or not. */
export async function mySurveys(tx: Tx, v: Viewer): Promise<MySurveyView[]> {
  if (!v.employeeId) return [];
  return q.openSurveysOf(tx, v.employeeId, tenantDay());
}

export async function surveyForm(tx: Tx, v: Viewer, id: string): Promise<SurveyFormView> {
  const [mine] = (await mySurveys(tx, v)).filter((s) => s.id === id);
  if (!mine) throw notFound(SURVEY_MESSAGES.notInAudience);
  const questionnaire = await q.surveyQuestionnaire(tx, id);
  return { ...mine, description: questionnaire.description, questions: await questionsOf(tx, questionnaire.id) };
}

/**
 * An employee of the audience answers a survey open on their day once (the participant row is
 * unique: a second answer, even racing, is a 409). An anonymous response names nobody; its
 * department, location and entity are kept for the breakdown.
 */
export async function answerSurvey(tx: Tx, v: Viewer, id: string, input: ResponseInput): Promise<MySurveyView> {
  const me = requireEmployee(v);
  const survey = await q.surveyToAnswer(tx, id, me);
  if (!survey) throw notFound();
  // A survey not addressed to the caller does not exist for them, as on its form.
  if (!survey.inAudience) throw notFound(SURVEY_MESSAGES.notInAudience, 'NOT_IN_AUDIENCE');
  if (surveyStatusOn(tenantDay(), survey.opensOn, survey.closesOn) !== 'Open')
    throw badRequest(SURVEY_MESSAGES.surveyNotOpen, undefined, 'SURVEY_NOT_OPEN');
  const questions = await questionsOf(tx, survey.questionnaireId);
  checkAnswers(questions, input);
  if (!(await q.joinSurvey(tx, v.tenantCode, id, me)))
    throw conflict(SURVEY_MESSAGES.alreadyAnswered, undefined, 'ALREADY_ANSWERED');
  const responseId = await q.insertSurveyResponse(tx, v.tenantCode, id, {
    ...survey,
    respondentId: survey.anonymous ? null : me,
  });
  await insertAnswers(tx, v.tenantCode, responseId, questions, input);
  // The audit names who took part (as the participant row does), never what an anonymous response said.
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'survey.answer',
    entity: 'employee_survey',
    entityId: id,
    after: survey.anonymous ? { anonymous: true } : { responseId },
  });
  const [mine] = (await mySurveys(tx, v)).filter((s) => s.id === id);
  return mine!;
}

/** Audience and responses per department or location; groups under the anonymity threshold are left out. */
async function breakdown(
  tx: Tx,
  id: string,
  column: 'department_id' | 'location_id',
  names: 'departments' | 'locations',
) {
  const rows = await q.breakdownRows(tx, id, column, names);
  const shown = rows.filter((r) => r.responseCount >= SURVEY_ANONYMITY_THRESHOLD);
  return {
    rows: shown.map((r) => ({
      group: r.group ?? '—',
      audienceCount: r.audienceCount,
      responseCount: r.responseCount,
      responseRate: percentOf(r.responseCount, r.audienceCount),
      averageRating: r.averageRating,
    })),
    hiddenGroups: rows.length - shown.length,
  };
}

/** Results: per-question charts' figures, texts (named only in a named survey) and the breakdowns. */
export async function surveyResults(
  tx: Tx,
  _v: Viewer,
  id: string,
): Promise<{ survey: EmployeeSurveyView } & SurveyResultsView> {
  const survey = await loadSurvey(tx, id);
  const questions = await questionsOf(tx, survey.questionnaire.id);
  const answers = await q.surveyAnswers(tx, id);
  return {
    survey,
    questions: summariseAnswers(questions, answers),
    byDepartment: await breakdown(tx, id, 'department_id', 'departments'),
    byLocation: await breakdown(tx, id, 'location_id', 'locations'),
  };
}

/**
 * The reminders' job: each open survey with reminders on, due again `reminderEveryDays` after its
 * last reminder, tells every employee of its audience with an account who has not answered (in the
 * app). Once per survey and day, whatever the number of runs.
 */
export async function remindNonRespondents(tx: Tx, tenantCode: string, day: string) {
  const due = await q.takeDueReminders(tx, day);
  const format = await tenantDateFormat(tx, tenantCode);
  let reminded = 0;
  for (const survey of due) {
    const message = noticeForEveryone(format, (texts) =>
      texts.surveyReminder({ survey: survey.title, closesOn: survey.closesOn }),
    );
    reminded += await q.notifyNonRespondents(tx, tenantCode, survey.id, day, message);
  }
  return { asOf: day, surveys: due.length, reminded };
}
