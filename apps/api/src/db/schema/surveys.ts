import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { resignations } from './offboarding.ts';
import { departments, legalEntities, locations } from './org.ts';

/** A questionnaire HR builds: for exit surveys or for pulse and engagement surveys. */
export const surveyQuestionnaires = pgTable(
  'survey_questionnaires',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'survey_questionnaires_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('survey_questionnaires_created_by_fk', t, t.createdBy, employees),
    index('survey_questionnaires_kind').on(t.tenantId, t.kind, t.updatedAt),
    tenantIsolation('survey_questionnaires'),
  ],
);

/** A question of a questionnaire, in order; options only for choice questions. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    tenantId: tenantId(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    position: smallint('position').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull().default(true),
    options: jsonb('options').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: 'survey_questions_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('survey_questions_questionnaire_id_fk', t, t.questionnaireId, surveyQuestionnaires).onDelete(
      'cascade',
    ),
    index('survey_questions_questionnaire').on(t.tenantId, t.questionnaireId, t.position),
    tenantIsolation('survey_questions'),
  ],
);

/** An exit survey: a questionnaire assigned to an exit request (a released resignation), one per exit request. */
export const exitSurveyAssignments = pgTable(
  'exit_survey_assignments',
  {
    id: id(),
    tenantId: tenantId(),
    resignationId: uuid('resignation_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    assignedBy: uuid('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'exit_survey_assignments_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('exit_survey_assignments_resignation_id_fk', t, t.resignationId, resignations),
    tenantReference('exit_survey_assignments_employee_id_fk', t, t.employeeId, employees),
    tenantReference('exit_survey_assignments_questionnaire_id_fk', t, t.questionnaireId, surveyQuestionnaires),
    tenantReference('exit_survey_assignments_assigned_by_fk', t, t.assignedBy, employees),
    uniqueIndex('exit_survey_assignments_resignation').on(t.tenantId, t.resignationId),
    index('exit_survey_assignments_employee').on(t.tenantId, t.employeeId),
    tenantIsolation('exit_survey_assignments'),
  ],
);

/** A pulse or engagement survey: a questionnaire sent to an audience between two dates. Empty audience lists mean everyone. */
export const employeeSurveys = pgTable(
  'employee_surveys',
  {
    id: id(),
    tenantId: tenantId(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    title: text('title').notNull(),
    anonymous: boolean('anonymous').notNull().default(true),
    legalEntityIds: uuid('legal_entity_ids').array().notNull().default([]),
    departmentIds: uuid('department_ids').array().notNull().default([]),
    locationIds: uuid('location_ids').array().notNull().default([]),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    reminderEveryDays: smallint('reminder_every_days').notNull().default(3),
    lastRemindedOn: date('last_reminded_on'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'employee_surveys_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employee_surveys_questionnaire_id_fk', t, t.questionnaireId, surveyQuestionnaires),
    tenantReference('employee_surveys_created_by_fk', t, t.createdBy, employees),
    index('employee_surveys_dates').on(t.tenantId, t.closesOn, t.opensOn),
    tenantIsolation('employee_surveys'),
  ],
);

/**
 * Who answered an employee survey, kept apart from what they answered so that an anonymous
 * response is linked to nobody. The unique index makes a second answer a conflict.
 */
export const employeeSurveyParticipants = pgTable(
  'employee_survey_participants',
  {
    id: id(),
    tenantId: tenantId(),
    surveyId: uuid('survey_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'employee_survey_participants_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('employee_survey_participants_survey_id_fk', t, t.surveyId, employeeSurveys).onDelete('cascade'),
    tenantReference('employee_survey_participants_employee_id_fk', t, t.employeeId, employees),
    uniqueIndex('employee_survey_participants_once').on(t.tenantId, t.surveyId, t.employeeId),
    tenantIsolation('employee_survey_participants'),
  ],
);

/**
 * One response: to an exit survey (assignment_id, unique: answered once) or to an employee survey
 * (survey_id). respondent_id is set only for named employee surveys; the department, location and
 * entity are copied at answer time for the results' breakdown.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: id(),
    tenantId: tenantId(),
    assignmentId: uuid('assignment_id'),
    surveyId: uuid('survey_id'),
    respondentId: uuid('respondent_id'),
    legalEntityId: uuid('legal_entity_id'),
    departmentId: uuid('department_id'),
    locationId: uuid('location_id'),
    submittedOn: date('submitted_on').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'survey_responses_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('survey_responses_assignment_id_fk', t, t.assignmentId, exitSurveyAssignments),
    tenantReference('survey_responses_survey_id_fk', t, t.surveyId, employeeSurveys).onDelete('cascade'),
    tenantReference('survey_responses_respondent_id_fk', t, t.respondentId, employees),
    tenantReference('survey_responses_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    tenantReference('survey_responses_department_id_fk', t, t.departmentId, departments),
    tenantReference('survey_responses_location_id_fk', t, t.locationId, locations),
    uniqueIndex('survey_responses_assignment').on(t.tenantId, t.assignmentId),
    index('survey_responses_survey').on(t.tenantId, t.surveyId),
    tenantIsolation('survey_responses'),
  ],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: id(),
    tenantId: tenantId(),
    responseId: uuid('response_id').notNull(),
    questionId: uuid('question_id').notNull(),
    rating: smallint('rating'),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    textValue: text('text_value'),
  },
  (t) => [
    primaryKey({ name: 'survey_answers_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('survey_answers_response_id_fk', t, t.responseId, surveyResponses).onDelete('cascade'),
    tenantReference('survey_answers_question_id_fk', t, t.questionId, surveyQuestions),
    index('survey_answers_response').on(t.tenantId, t.responseId),
    index('survey_answers_question').on(t.tenantId, t.questionId),
    tenantIsolation('survey_answers'),
  ],
);
