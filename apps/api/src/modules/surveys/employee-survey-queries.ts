import { sql, type SQL } from 'drizzle-orm';
import type {
  AnswerRow,
  EmployeeSurveyListQuery,
  EmployeeSurveyView,
  MySurveyView,
  employeeSurveyInput,
} from '@tenure/domain/surveys';
import type { z } from 'zod';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';

type SurveyData = z.output<typeof employeeSurveyInput>;
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

export interface SurveyRow {
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

export async function findSurvey(tx: Tx, id: string) {
  const [row] = await queryRows<SurveyRow>(
    tx,
    sql`select ${surveyColumns()} from employee_surveys s join survey_questionnaires q on q.id = s.questionnaire_id where s.id = ${id}`,
  );
  return row;
}

const STATUS_FILTER: Record<EmployeeSurveyView['status'], (day: string) => SQL> = {
  Scheduled: (day) => sql`s.opens_on > ${day}::date`,
  Open: (day) => sql`s.opens_on <= ${day}::date and s.closes_on >= ${day}::date`,
  Closed: (day) => sql`s.closes_on < ${day}::date`,
};

/** A page of surveys, the status (when asked for) being the one on `day`. */
export function surveyPage(tx: Tx, query: EmployeeSurveyListQuery, day: string) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  return queryRows<SurveyRow & { total: number }>(
    tx,
    sql`select ${surveyColumns()}, count(*) over ()::int as total from employee_surveys s join survey_questionnaires q on q.id = s.questionnaire_id
         where ${query.status ? STATUS_FILTER[query.status](day) : sql`true`} and ${search ? sql`lower(s.title) like ${search}` : sql`true`}
         order by s.opens_on desc, s.created_at desc, s.id limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
}

export async function insertSurvey(
  tx: Tx,
  tenantCode: string,
  createdBy: string | null,
  input: SurveyData,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into employee_surveys (tenant_id, questionnaire_id, title, anonymous, legal_entity_ids, department_ids, location_ids, opens_on, closes_on, reminder_every_days, created_by)
        values (${tenantCode}, ${input.questionnaireId}, ${input.title}, ${input.anonymous}, ${uuids(input.audience.legalEntityIds)}, ${uuids(input.audience.departmentIds)},
                ${uuids(input.audience.locationIds)}, ${input.opensOn}, ${input.closesOn}, ${input.reminderEveryDays}, ${createdBy}) returning id`,
  );
  return row!.id;
}

export async function lockSurvey(tx: Tx, id: string) {
  await tx.execute(sql`select id from employee_surveys where id = ${id} for update`);
}

export async function updateSurveyRow(tx: Tx, id: string, input: SurveyData) {
  await tx.execute(sql`update employee_surveys set title = ${input.title}, questionnaire_id = ${input.questionnaireId}, anonymous = ${input.anonymous},
                       legal_entity_ids = ${uuids(input.audience.legalEntityIds)}, department_ids = ${uuids(input.audience.departmentIds)}, location_ids = ${uuids(input.audience.locationIds)},
                       opens_on = ${input.opensOn}, closes_on = ${input.closesOn}, reminder_every_days = ${input.reminderEveryDays}, updated_at = now() where id = ${id}`);
}

export async function deleteSurveyRow(tx: Tx, id: string) {
  await tx.execute(sql`delete from employee_surveys where id = ${id}`);
}

/** The surveys open on `day` whose audience includes the employee, whether answered or not. */
export function openSurveysOf(tx: Tx, employeeId: string, day: string): Promise<MySurveyView[]> {
  return queryRows<MySurveyView>(
    tx,
    sql`select s.id, s.title, s.anonymous, s.closes_on::text as "closesOn",
               exists (select 1 from employee_survey_participants p where p.survey_id = s.id and p.employee_id = e.id) as answered
          from employee_surveys s join employees e on e.id = ${employeeId}
         where ${STATUS_FILTER.Open(day)} and ${inAudience()} order by s.closes_on, s.id`,
  );
}

export async function surveyQuestionnaire(tx: Tx, id: string) {
  const [row] = await queryRows<{ id: string; description: string | null }>(
    tx,
    sql`select q.id, q.description from employee_surveys s join survey_questionnaires q on q.id = s.questionnaire_id where s.id = ${id}`,
  );
  return row!;
}

/** The survey as the employee would answer it: whether they are in its audience, and where they work (kept with an anonymous response). */
export async function surveyToAnswer(tx: Tx, id: string, employeeId: string) {
  const [survey] = await queryRows<{
    questionnaireId: string;
    anonymous: boolean;
    opensOn: string;
    closesOn: string;
    inAudience: boolean;
    entityId: string;
    departmentId: string | null;
    locationId: string | null;
  }>(
    tx,
    sql`select s.questionnaire_id as "questionnaireId", s.anonymous, s.opens_on::text as "opensOn", s.closes_on::text as "closesOn", (${inAudience()}) as "inAudience",
               e.legal_entity_id as "entityId", e.department_id as "departmentId", e.location_id as "locationId"
          from employee_surveys s join employees e on e.id = ${employeeId} where s.id = ${id}`,
  );
  return survey;
}

/** Whether the employee joined now (false: they had answered already, the unique participant row says so). */
export async function joinSurvey(tx: Tx, tenantCode: string, id: string, employeeId: string) {
  const joined = await queryRows<{ id: string }>(
    tx,
    sql`insert into employee_survey_participants (tenant_id, survey_id, employee_id) values (${tenantCode}, ${id}, ${employeeId})
        on conflict (tenant_id, survey_id, employee_id) do nothing returning id`,
  );
  return joined.length > 0;
}

export async function insertSurveyResponse(
  tx: Tx,
  tenantCode: string,
  id: string,
  response: { respondentId: string | null; entityId: string; departmentId: string | null; locationId: string | null },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_responses (tenant_id, survey_id, respondent_id, legal_entity_id, department_id, location_id)
        values (${tenantCode}, ${id}, ${response.respondentId}, ${response.entityId}, ${response.departmentId}, ${response.locationId}) returning id`,
  );
  return row!.id;
}

/** Audience and responses per department or location, every group (the service hides the small ones). */
export function breakdownRows(
  tx: Tx,
  id: string,
  column: 'department_id' | 'location_id',
  names: 'departments' | 'locations',
) {
  const col = sql.raw(column);
  const table = sql.raw(names);
  return queryRows<{
    group: string | null;
    audienceCount: number;
    responseCount: number;
    averageRating: number | null;
  }>(
    tx,
    sql`with audience as (select e.${col} as g, count(*)::int as n from employee_surveys s join employees e on ${inAudience()} where s.id = ${id} group by 1),
             answered as (select r.${col} as g, count(distinct r.id)::int as n, round(avg(a.rating), 2)::float8 as avg
                            from survey_responses r left join survey_answers a on a.response_id = r.id and a.rating is not null
                           where r.survey_id = ${id} group by 1)
        select t.name as group, coalesce(au.n, 0) as "audienceCount", an.n as "responseCount", an.avg as "averageRating"
          from answered an left join audience au on au.g is not distinct from an.g left join ${table} t on t.id = an.g
         order by t.name nulls last`,
  );
}

/** Every answer of a survey, named only in a named survey. */
export function surveyAnswers(tx: Tx, id: string) {
  return queryRows<AnswerRow>(
    tx,
    sql`select a.question_id as "questionId", a.rating, a.choices, a.text_value as text, case when s.anonymous then null else e.display_name end as respondent
          from survey_answers a join survey_responses r on r.id = a.response_id join employee_surveys s on s.id = r.survey_id
          left join employees e on e.id = r.respondent_id
         where r.survey_id = ${id} order by a.id`,
  );
}

/** Marks the open surveys whose reminder is due on `day` as reminded then, and returns them. */
export function takeDueReminders(tx: Tx, day: string) {
  return queryRows<{ id: string; title: string; closesOn: string }>(
    tx,
    sql`update employee_surveys s set last_reminded_on = ${day}::date
         where s.reminder_every_days > 0 and ${STATUS_FILTER.Open(day)}
           and (s.last_reminded_on is null or s.last_reminded_on + s.reminder_every_days <= ${day}::date)
        returning s.id, s.title, s.closes_on::text as "closesOn"`,
  );
}

/** Tells, in the app, every employee of the survey's audience on `day` with an account who has not answered; how many were told. */
export async function notifyNonRespondents(
  tx: Tx,
  tenantCode: string,
  surveyId: string,
  day: string,
  message: { title: SQL; body: SQL },
) {
  const [told] = await queryRows<{ n: number }>(
    tx,
    sql`with told as (
          insert into notifications (tenant_id, user_id, title, body, link)
          select ${tenantCode}, u.id, ${message.title}, ${message.body}, '/employee-survey'
            from employee_surveys s join employees e on ${inAudience(day)} join users u on u.employee_id = e.id
           where s.id = ${surveyId} and not exists (select 1 from employee_survey_participants p where p.survey_id = s.id and p.employee_id = e.id)
          returning 1)
        select count(*)::int as n from told`,
  );
  return told?.n ?? 0;
}
