import { sql, type SQL } from 'drizzle-orm';
import type { ExitSurveyCandidate, ExitSurveyListQuery, MyExitSurveyView } from '@tenure/domain/surveys';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';
import { recipientOfEmployee, type Recipient } from '../../platform/notifications.ts';
import type { AssignmentScope } from './policy.ts';

/** The exit request (resignation) an assignment names, locked, with its employee's number, entity and recipient. */
export async function lockExitRequest(tx: Tx, exitRequestId: string) {
  const [exit] = await queryRows<{
    status: string;
    employeeId: string;
    employeeNumber: string;
    entityCode: string;
    recipient: Recipient | null;
  }>(
    tx,
    sql`select r.status, r.employee_id as "employeeId", e.employee_number as "employeeNumber", le.code as "entityCode", ${recipientOfEmployee(sql`e.id`)} as recipient
          from resignations r join employees e on e.id = r.employee_id join legal_entities le on le.id = e.legal_entity_id
         where r.id = ${exitRequestId} for update of r`,
  );
  return exit;
}

/** The new assignment's id, or undefined when the exit request has one already. */
export async function insertAssignment(
  tx: Tx,
  tenantCode: string,
  row: {
    exitRequestId: string;
    employeeId: string;
    questionnaireId: string;
    anonymous: boolean;
    assignedBy: string | null;
  },
) {
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`insert into exit_survey_assignments (tenant_id, resignation_id, employee_id, questionnaire_id, anonymous, assigned_by)
        values (${tenantCode}, ${row.exitRequestId}, ${row.employeeId}, ${row.questionnaireId}, ${row.anonymous}, ${row.assignedBy})
        on conflict (tenant_id, resignation_id) do nothing returning id`,
  );
  return created?.id;
}

function visibleIn(scope: AssignmentScope): SQL {
  if (scope.all) return sql`true`;
  if (!scope.employeeId) return sql`false`;
  return sql`(r.approver_id = ${scope.employeeId} or e.manager_id = ${scope.employeeId})`;
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

export interface AssignmentRow {
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

export async function findAssignment(tx: Tx, scope: AssignmentScope, id: string) {
  const [row] = await queryRows<AssignmentRow>(
    tx,
    sql`select ${assignmentColumns} from exit_survey_assignments a ${assignmentJoins} where a.id = ${id} and ${visibleIn(scope)}`,
  );
  return row;
}

/** A page of the assignments in scope; `byName` lets the search match the leaver's name and number too. */
export function assignmentPage(tx: Tx, scope: AssignmentScope, query: ExitSurveyListQuery, byName: boolean) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const bySearch = search
    ? byName
      ? sql`(lower(e.display_name) like ${search} or lower(e.employee_number) like ${search} or lower(q.title) like ${search})`
      : sql`lower(q.title) like ${search}`
    : sql`true`;
  const byState =
    query.state === 'answered' ? sql`s.id is not null` : query.state === 'waiting' ? sql`s.id is null` : sql`true`;
  return queryRows<AssignmentRow & { total: number }>(
    tx,
    sql`select ${assignmentColumns}, count(*) over ()::int as total from exit_survey_assignments a ${assignmentJoins}
         where ${visibleIn(scope)} and ${bySearch} and ${byState}
         order by a.created_at desc, a.id limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
}

export async function assignmentResponseId(tx: Tx, assignmentId: string) {
  const [response] = await queryRows<{ id: string }>(
    tx,
    sql`select id from survey_responses where assignment_id = ${assignmentId}`,
  );
  return response?.id;
}

/** Released exit requests without an exit survey, for HR's assignment form. */
export function candidates(tx: Tx, search: string | undefined): Promise<ExitSurveyCandidate[]> {
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

/** The exit surveys assigned to a Resigned employee, newest first. */
export function assignmentsOfLeaver(tx: Tx, employeeId: string) {
  return queryRows<Omit<MyExitSurveyView, 'questions'> & { questionnaireId: string }>(
    tx,
    sql`select a.id, q.title, q.description, a.anonymous, s.submitted_on::text as "answeredOn", q.id as "questionnaireId"
          from exit_survey_assignments a join employees e on e.id = a.employee_id
          join survey_questionnaires q on q.id = a.questionnaire_id left join survey_responses s on s.assignment_id = a.id
         where a.employee_id = ${employeeId} and e.status = 'Resigned' order by a.created_at desc`,
  );
}

export async function assignmentToAnswer(tx: Tx, id: string) {
  const [assignment] = await queryRows<{
    employeeId: string;
    status: string;
    questionnaireId: string;
    entityId: string;
    departmentId: string | null;
    locationId: string | null;
  }>(
    tx,
    sql`select a.employee_id as "employeeId", e.status, a.questionnaire_id as "questionnaireId", e.legal_entity_id as "entityId", e.department_id as "departmentId", e.location_id as "locationId"
          from exit_survey_assignments a join employees e on e.id = a.employee_id where a.id = ${id}`,
  );
  return assignment;
}

/** The response of an assignment, or undefined when it has one already (two submits racing). */
export async function insertExitResponse(
  tx: Tx,
  tenantCode: string,
  id: string,
  place: { entityId: string; departmentId: string | null; locationId: string | null },
) {
  const [response] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_responses (tenant_id, assignment_id, legal_entity_id, department_id, location_id)
        values (${tenantCode}, ${id}, ${place.entityId}, ${place.departmentId}, ${place.locationId})
        on conflict (tenant_id, assignment_id) do nothing returning id`,
  );
  return response?.id;
}
