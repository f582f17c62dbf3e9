import { sql, type SQL } from 'drizzle-orm';
import type {
  AnswerView,
  QuestionnaireListQuery,
  QuestionnaireView,
  QuestionView,
  ResponseInput,
  questionnaireInput,
} from '@tenure/domain/surveys';
import type { z } from 'zod';
import { escapeLike, jsonParam, queryRows, type Tx } from '../../platform/db.ts';

// Questionnaires, their questions and the answers of every response (employee and exit surveys alike).

type QuestionnaireData = z.output<typeof questionnaireInput>;

/** Used by an employee survey or an exit survey: then it cannot be deleted. */
const inUse = (q: SQL) => sql`(exists (select 1 from employee_surveys s where s.questionnaire_id = ${q})
                              or exists (select 1 from exit_survey_assignments a where a.questionnaire_id = ${q}))`;

/** The questions of a questionnaire in order, each saying whether it has answers. */
export function questionsOf(tx: Tx, questionnaireId: string): Promise<QuestionView[]> {
  return queryRows<QuestionView>(
    tx,
    sql`select q.id, q.type, q.text, q.required, q.options,
               exists (select 1 from survey_answers a where a.question_id = q.id) as answered
          from survey_questions q where q.questionnaire_id = ${questionnaireId} order by q.position`,
  );
}

export async function findQuestionnaire(tx: Tx, id: string) {
  const [row] = await queryRows<Omit<QuestionnaireView, 'questions'>>(
    tx,
    sql`select q.id, q.kind, q.title, q.description, ${inUse(sql`q.id`)} as "inUse", q.updated_at as "updatedAt"
          from survey_questionnaires q where q.id = ${id}`,
  );
  return row;
}

const SORT: Record<QuestionnaireListQuery['sort'], SQL> = { title: sql`lower(q.title)`, updatedAt: sql`q.updated_at` };

export function questionnairePage(tx: Tx, query: QuestionnaireListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  return queryRows<{
    id: string;
    kind: QuestionnaireView['kind'];
    title: string;
    inUse: boolean;
    updatedAt: string;
    questionCount: number;
    total: number;
  }>(
    tx,
    sql`select q.id, q.kind, q.title, ${inUse(sql`q.id`)} as "inUse", q.updated_at as "updatedAt",
               (select count(*)::int from survey_questions x where x.questionnaire_id = q.id) as "questionCount", count(*) over ()::int as total
          from survey_questionnaires q
         where ${query.kind ? sql`q.kind = ${query.kind}` : sql`true`} and ${search ? sql`lower(q.title) like ${search}` : sql`true`}
         order by ${SORT[query.sort]} ${query.order === 'asc' ? sql`asc` : sql`desc`}, q.id
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
}

export async function insertQuestionnaire(
  tx: Tx,
  tenantCode: string,
  createdBy: string | null,
  input: QuestionnaireData,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_questionnaires (tenant_id, kind, title, description, created_by)
        values (${tenantCode}, ${input.kind}, ${input.title}, ${input.description}, ${createdBy}) returning id`,
  );
  return row!.id;
}

export async function insertQuestion(
  tx: Tx,
  tenantCode: string,
  questionnaireId: string,
  position: number,
  q: QuestionnaireData['questions'][number],
) {
  await tx.execute(sql`insert into survey_questions (tenant_id, questionnaire_id, position, type, text, required, options)
                       values (${tenantCode}, ${questionnaireId}, ${position}, ${q.type}, ${q.text}, ${q.required}, ${jsonParam(q.options)})`);
}

export async function lockQuestionnaire(tx: Tx, id: string) {
  await tx.execute(sql`select id from survey_questionnaires where id = ${id} for update`);
}

export async function updateQuestionnaireRow(tx: Tx, id: string, input: QuestionnaireData) {
  await tx.execute(
    sql`update survey_questionnaires set kind = ${input.kind}, title = ${input.title}, description = ${input.description}, updated_at = now() where id = ${id}`,
  );
}

export async function deleteQuestions(tx: Tx, ids: readonly string[]) {
  await tx.execute(sql`delete from survey_questions where id = any(${`{${ids.join(',')}}`}::uuid[])`);
}

/** Positions move out of the way first, so the new order never meets the old one half-way. */
export async function movePositionsAside(tx: Tx, questionnaireId: string) {
  await tx.execute(
    sql`update survey_questions set position = position + 1000 where questionnaire_id = ${questionnaireId}`,
  );
}

export async function updateQuestion(tx: Tx, id: string, position: number, q: QuestionnaireData['questions'][number]) {
  await tx.execute(
    sql`update survey_questions set position = ${position}, type = ${q.type}, text = ${q.text}, required = ${q.required}, options = ${jsonParam(q.options)} where id = ${id}`,
  );
}

export async function deleteQuestionnaireRow(tx: Tx, id: string) {
  await tx.execute(sql`delete from survey_questionnaires where id = ${id}`);
}

export async function questionnaireKind(tx: Tx, id: string) {
  const [row] = await queryRows<{ kind: QuestionnaireView['kind'] }>(
    tx,
    sql`select kind from survey_questionnaires where id = ${id}`,
  );
  return row?.kind;
}

/** Writes the answers of a response in one statement; unanswered optional questions get no row. */
export async function insertAnswers(
  tx: Tx,
  tenantCode: string,
  responseId: string,
  questions: readonly QuestionView[],
  input: ResponseInput,
): Promise<void> {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const rows = input.answers.flatMap((a) => {
    const type = types.get(a.questionId);
    const row = {
      question_id: a.questionId,
      rating: type === 'rating' ? (a.rating ?? null) : null,
      choices: type === 'single' || type === 'multiple' ? (a.choices ?? []) : [],
      text_value: type === 'text' ? a.text || null : null,
    };
    return row.rating === null && row.choices.length === 0 && row.text_value === null ? [] : [row];
  });
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into survey_answers (tenant_id, response_id, question_id, rating, choices, text_value)
    select ${tenantCode}, ${responseId}, r.question_id, r.rating, coalesce(r.choices, '[]'::jsonb), r.text_value
      from jsonb_to_recordset(${jsonParam(rows)}) as r(question_id uuid, rating smallint, choices jsonb, text_value text)`);
}

export function answersOf(tx: Tx, responseId: string): Promise<AnswerView[]> {
  return queryRows<AnswerView>(
    tx,
    sql`select a.question_id as "questionId", a.rating, a.choices, a.text_value as text
          from survey_answers a join survey_questions q on q.id = a.question_id where a.response_id = ${responseId} order by q.position`,
  );
}
