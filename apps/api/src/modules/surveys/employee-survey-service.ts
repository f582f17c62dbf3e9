import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '@tenure/domain/dates';
import {
  SURVEY_ANONYMITY_THRESHOLD,
  SURVEY_MESSAGES,
  percentOf,
  summariseAnswers,
  surveyStatusOn,
  type AnswerRow,
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
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { checkAnswers, insertAnswers } from './answers.ts';
import { questionsOf, requireQuestionnaireOfKind } from './questionnaire-service.ts';

type SurveyData = z.output<typeof employeeSurveyInput>;
const today = () => new Date().toISOString().slice(0, 10);
const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Whether employee `e` is in the audience of survey `s`: someone working here on `day` (today unless told; serving notice included) matching each non-empty filter. */
const inAudience = (day?: string) => sql`${employedOn(day)}
  and (cardinality(s.legal_entity_ids) = 0 or e.legal_entity_id = any(s.legal_entity_ids))
  and (cardinality(s.department_ids) = 0 or e.department_id = any(s.department_ids))
  and (cardinality(s.location_ids) = 0 or e.location_id = any(s.location_ids))`;

const surveyColumns = () => sql`
  s.id, s.title, s.anonymous, s.opens_on::text as "opensOn", s.closes_on::text as "closesOn", s.reminder_every_days as "reminderEveryDays",
  s.legal_entity_ids::text[] as "legalEntityIds", s.department_ids::text[] as "departmentIds", s.location_ids::text[] as "locationIds",
  q.id as "questionnaireId", q.title as "questionnaireTitle", q.kind as "questionnaireKind",
  (select count(*)::int from employees e where ${inAudience()}) as "audienceCount",
  (select count(*)::int from employee_survey_participants p where p.survey_id = s.id) as "responseCount"`;

interface SurveyRow {
  id: string;
  title: string;
  anonymous: boolean;
  opensOn: string;
  closesOn: string;
  reminderEveryDays: number;
  legalEntityIds: string[];
  departmentIds: string[];
  locationIds: string[];
  questionnaireId: string;
  questionnaireTitle: string;
  questionnaireKind: EmployeeSurveyView['questionnaire']['kind'];
  audienceCount: number;
  responseCount: number;
}

function toSurveyView(r: SurveyRow): EmployeeSurveyView {
  return {
    id: r.id,
    title: r.title,
    questionnaire: { id: r.questionnaireId, title: r.questionnaireTitle, kind: r.questionnaireKind },
    anonymous: r.anonymous,
    audience: { legalEntityIds: r.legalEntityIds, departmentIds: r.departmentIds, locationIds: r.locationIds },
    opensOn: r.opensOn,
    closesOn: r.closesOn,
    reminderEveryDays: r.reminderEveryDays,
    status: surveyStatusOn(today(), r.opensOn, r.closesOn),
    audienceCount: r.audienceCount,
    responseCount: r.responseCount,
    responseRate: percentOf(r.responseCount, r.audienceCount),
  };
}

export async function loadSurvey(tx: Tx, id: string): Promise<EmployeeSurveyView> {
  const [row] = await queryRows<SurveyRow>(tx, sql`select ${surveyColumns()} from employee_surveys s join survey_questionnaires q on q.id = s.questionnaire_id where s.id = ${id}`);
  if (!row) throw notFound();
  return toSurveyView(row);
}

const STATUS_FILTER: Record<EmployeeSurveyView['status'], (day: string) => SQL> = {
  Scheduled: (day) => sql`s.opens_on > ${day}::date`,
  Open: (day) => sql`s.opens_on <= ${day}::date and s.closes_on >= ${day}::date`,
  Closed: (day) => sql`s.closes_on < ${day}::date`,
};

export async function listSurveys(tx: Tx, query: EmployeeSurveyListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await queryRows<SurveyRow & { total: number }>(
    tx,
    sql`select ${surveyColumns()}, count(*) over ()::int as total from employee_surveys s join survey_questionnaires q on q.id = s.questionnaire_id
         where ${query.status ? STATUS_FILTER[query.status](today()) : sql`true`} and ${search ? sql`lower(s.title) like ${search}` : sql`true`}
         order by s.opens_on desc, s.created_at desc, s.id limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return { items: rows.map(toSurveyView), total: rows[0]?.total ?? 0, page: query.page, size: query.size };
}

export async function createSurvey(tx: Tx, v: Viewer, input: SurveyData): Promise<EmployeeSurveyView> {
  if (input.closesOn < today()) throw badRequest(SURVEY_MESSAGES.closesInPast, { closesOn: SURVEY_MESSAGES.closesInPast });
  await requireQuestionnaireOfKind(tx, input.questionnaireId, ['pulse', 'engagement']);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into employee_surveys (tenant_id, questionnaire_id, title, anonymous, legal_entity_ids, department_ids, location_ids, opens_on, closes_on, reminder_every_days, created_by)
        values (${v.tenantCode}, ${input.questionnaireId}, ${input.title}, ${input.anonymous}, ${uuids(input.audience.legalEntityIds)}, ${uuids(input.audience.departmentIds)},
                ${uuids(input.audience.locationIds)}, ${input.opensOn}, ${input.closesOn}, ${input.reminderEveryDays}, ${v.employeeId}) returning id`,
  );
  const view = await loadSurvey(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.create', entity: 'employee_survey', entityId: view.id, after: view });
  return view;
}

/** Once answered, a survey keeps its questionnaire, anonymity, audience and open date (README Decisions). */
export async function updateSurvey(tx: Tx, v: Viewer, id: string, input: SurveyData): Promise<EmployeeSurveyView> {
  await tx.execute(sql`select id from employee_surveys where id = ${id} for update`);
  const before = await loadSurvey(tx, id);
  if (input.closesOn < today() && input.closesOn !== before.closesOn) throw badRequest(SURVEY_MESSAGES.closesInPast, { closesOn: SURVEY_MESSAGES.closesInPast });
  if (before.responseCount > 0) {
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
    const fixed = before.questionnaire.id === input.questionnaireId && before.anonymous === input.anonymous && before.opensOn === input.opensOn
      && same(before.audience.legalEntityIds, input.audience.legalEntityIds) && same(before.audience.departmentIds, input.audience.departmentIds)
      && same(before.audience.locationIds, input.audience.locationIds);
    if (!fixed) throw badRequest(SURVEY_MESSAGES.surveyHasResponses);
  } else {
    await requireQuestionnaireOfKind(tx, input.questionnaireId, ['pulse', 'engagement']);
  }
  await tx.execute(sql`update employee_surveys set title = ${input.title}, questionnaire_id = ${input.questionnaireId}, anonymous = ${input.anonymous},
                       legal_entity_ids = ${uuids(input.audience.legalEntityIds)}, department_ids = ${uuids(input.audience.departmentIds)}, location_ids = ${uuids(input.audience.locationIds)},
                       opens_on = ${input.opensOn}, closes_on = ${input.closesOn}, reminder_every_days = ${input.reminderEveryDays}, updated_at = now() where id = ${id}`);
  const after = await loadSurvey(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.update', entity: 'employee_survey', entityId: id, before, after });
  return after;
}

export async function deleteSurvey(tx: Tx, v: Viewer, id: string): Promise<void> {
  await tx.execute(sql`select id from employee_surveys where id = ${id} for update`);
  const before = await loadSurvey(tx, id);
  if (before.responseCount > 0) throw conflict(SURVEY_MESSAGES.surveyHasResponses, undefined, 'IN_USE');
  await tx.execute(sql`delete from employee_surveys where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.delete', entity: 'employee_survey', entityId: id, before });
}

/** The open surveys addressed to the caller, whether answered or not. */
export async function mySurveys(tx: Tx, v: Viewer): Promise<MySurveyView[]> {
  if (!v.employeeId) return [];
  return queryRows<MySurveyView>(
    tx,
    sql`select s.id, s.title, s.anonymous, s.closes_on::text as "closesOn",
               exists (select 1 from employee_survey_participants p where p.survey_id = s.id and p.employee_id = e.id) as answered
          from employee_surveys s join employees e on e.id = ${v.employeeId}
         where ${STATUS_FILTER.Open(today())} and ${inAudience()} order by s.closes_on, s.id`,
  );
}

export async function surveyForm(tx: Tx, v: Viewer, id: string): Promise<SurveyFormView> {
  const [mine] = (await mySurveys(tx, v)).filter((s) => s.id === id);
  if (!mine) throw notFound(SURVEY_MESSAGES.notInAudience);
  const [q] = await queryRows<{ id: string; description: string | null }>(tx, sql`select q.id, q.description from employee_surveys s join survey_questionnaires q on q.id = s.questionnaire_id where s.id = ${id}`);
  return { ...mine, description: q!.description, questions: await questionsOf(tx, q!.id) };
}

/**
 * An employee of the audience answers an open survey once (the participant row is unique: a second
 * answer, even racing, is a 409). An anonymous response names nobody; its department, location
 * and entity are kept for the breakdown.
 */
export async function answerSurvey(tx: Tx, v: Viewer, id: string, input: ResponseInput): Promise<MySurveyView> {
  const me = requireEmployee(v);
  const [survey] = await queryRows<{ questionnaireId: string; anonymous: boolean; opensOn: string; closesOn: string; inAudience: boolean; entityId: string; departmentId: string | null; locationId: string | null }>(
    tx,
    sql`select s.questionnaire_id as "questionnaireId", s.anonymous, s.opens_on::text as "opensOn", s.closes_on::text as "closesOn", (${inAudience()}) as "inAudience",
               e.legal_entity_id as "entityId", e.department_id as "departmentId", e.location_id as "locationId"
          from employee_surveys s join employees e on e.id = ${me} where s.id = ${id}`,
  );
  if (!survey) throw notFound();
  if (!survey.inAudience) throw forbidden(SURVEY_MESSAGES.notInAudience, 'NOT_IN_AUDIENCE');
  if (surveyStatusOn(today(), survey.opensOn, survey.closesOn) !== 'Open') throw badRequest(SURVEY_MESSAGES.surveyNotOpen, undefined, 'SURVEY_NOT_OPEN');
  const questions = await questionsOf(tx, survey.questionnaireId);
  checkAnswers(questions, input);
  const joined = await queryRows<{ id: string }>(
    tx,
    sql`insert into employee_survey_participants (tenant_id, survey_id, employee_id) values (${v.tenantCode}, ${id}, ${me})
        on conflict (tenant_id, survey_id, employee_id) do nothing returning id`,
  );
  if (joined.length === 0) throw conflict(SURVEY_MESSAGES.alreadyAnswered, undefined, 'ALREADY_ANSWERED');
  const [response] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_responses (tenant_id, survey_id, respondent_id, legal_entity_id, department_id, location_id)
        values (${v.tenantCode}, ${id}, ${survey.anonymous ? null : me}, ${survey.entityId}, ${survey.departmentId}, ${survey.locationId}) returning id`,
  );
  await insertAnswers(tx, v.tenantCode, response!.id, questions, input);
  // The audit names who took part (as the participant row does), never what an anonymous response said.
  await recordAudit(tx, { ...auditActor(v), action: 'survey.answer', entity: 'employee_survey', entityId: id, after: survey.anonymous ? { anonymous: true } : { responseId: response!.id } });
  const [mine] = (await mySurveys(tx, v)).filter((s) => s.id === id);
  return mine!;
}

/** Audience and responses per department or location; groups under the anonymity threshold are left out. */
async function breakdown(tx: Tx, id: string, column: 'department_id' | 'location_id', names: 'departments' | 'locations') {
  const col = sql.raw(column);
  const table = sql.raw(names);
  const rows = await queryRows<{ group: string | null; audienceCount: number; responseCount: number; averageRating: number | null }>(
    tx,
    sql`with audience as (select e.${col} as g, count(*)::int as n from employee_surveys s join employees e on ${inAudience()} where s.id = ${id} group by 1),
             answered as (select r.${col} as g, count(distinct r.id)::int as n, round(avg(a.rating), 2)::float8 as avg
                            from survey_responses r left join survey_answers a on a.response_id = r.id and a.rating is not null
                           where r.survey_id = ${id} group by 1)
        select t.name as group, coalesce(au.n, 0) as "audienceCount", an.n as "responseCount", an.avg as "averageRating"
          from answered an left join audience au on au.g is not distinct from an.g left join ${table} t on t.id = an.g
         order by t.name nulls last`,
  );
  const shown = rows.filter((r) => r.responseCount >= SURVEY_ANONYMITY_THRESHOLD);
  return {
    rows: shown.map((r) => ({ group: r.group ?? '—', audienceCount: r.audienceCount, responseCount: r.responseCount, responseRate: percentOf(r.responseCount, r.audienceCount), averageRating: r.averageRating })),
    hiddenGroups: rows.length - shown.length,
  };
}

/** Results: per-question charts' figures, texts (named only in a named survey) and the breakdowns. */
export async function surveyResults(tx: Tx, id: string): Promise<{ survey: EmployeeSurveyView } & SurveyResultsView> {
  const survey = await loadSurvey(tx, id);
  const questions = await questionsOf(tx, survey.questionnaire.id);
  const answers = await queryRows<AnswerRow>(
    tx,
    sql`select a.question_id as "questionId", a.rating, a.choices, a.text_value as text, case when s.anonymous then null else e.display_name end as respondent
          from survey_answers a join survey_responses r on r.id = a.response_id join employee_surveys s on s.id = r.survey_id
          left join employees e on e.id = r.respondent_id
         where r.survey_id = ${id} order by a.id`,
  );
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
  const due = await queryRows<{ id: string; title: string; closesOn: string }>(
    tx,
    sql`update employee_surveys s set last_reminded_on = ${day}::date
         where s.reminder_every_days > 0 and ${STATUS_FILTER.Open(day)}
           and (s.last_reminded_on is null or s.last_reminded_on + s.reminder_every_days <= ${day}::date)
        returning s.id, s.title, s.closes_on::text as "closesOn"`,
  );
  const format = await tenantDateFormat(tx, tenantCode);
  let reminded = 0;
  for (const survey of due) {
    const [told] = await queryRows<{ n: number }>(
      tx,
      sql`with told as (
            insert into notifications (tenant_id, user_id, title, body, link)
            select ${tenantCode}, u.id, ${SURVEY_MESSAGES.reminderTitle}, ${SURVEY_MESSAGES.reminderBody(survey.title, formatDate(survey.closesOn, format))}, '/employee-survey'
              from employee_surveys s join employees e on ${inAudience(day)} join users u on u.employee_id = e.id
             where s.id = ${survey.id} and not exists (select 1 from employee_survey_participants p where p.survey_id = s.id and p.employee_id = e.id)
            returning 1)
          select count(*)::int as n from told`,
    );
    reminded += told?.n ?? 0;
  }
  return { asOf: day, surveys: due.length, reminded };
}
