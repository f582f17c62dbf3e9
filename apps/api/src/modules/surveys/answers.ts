import { sql } from 'drizzle-orm';
import { SURVEY_MESSAGES, answerErrors, type AnswerView, type QuestionView, type ResponseInput } from '@tenure/domain/surveys';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';

/** Refuses a response that does not fit its questions, with one field error per question (`answers.<id>`). */
export function checkAnswers(questions: readonly QuestionView[], input: ResponseInput): void {
  const errors = answerErrors(questions, input.answers);
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? SURVEY_MESSAGES.answerRequired, errors);
}

/** Writes the answers of a response in one statement; unanswered optional questions get no row. */
export async function insertAnswers(tx: Tx, tenantCode: string, responseId: string, questions: readonly QuestionView[], input: ResponseInput): Promise<void> {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const rows = input.answers.flatMap((a) => {
    const type = types.get(a.questionId);
    const row = { question_id: a.questionId, rating: type === 'rating' ? (a.rating ?? null) : null, choices: type === 'single' || type === 'multiple' ? (a.choices ?? []) : [], text_value: type === 'text' ? a.text || null : null };
    return row.rating === null && row.choices.length === 0 && row.text_value === null ? [] : [row];
  });
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into survey_answers (tenant_id, response_id, question_id, rating, choices, text_value)
    select ${tenantCode}, ${responseId}, r.question_id, r.rating, coalesce(r.choices, '[]'::jsonb), r.text_value
      from jsonb_to_recordset(${jsonParam(rows)}) as r(question_id uuid, rating smallint, choices jsonb, text_value text)`);
}

export async function answersOf(tx: Tx, responseId: string): Promise<AnswerView[]> {
  return queryRows<AnswerView>(
    tx,
    sql`select a.question_id as "questionId", a.rating, a.choices, a.text_value as text
          from survey_answers a join survey_questions q on q.id = a.question_id where a.response_id = ${responseId} order by q.position`,
  );
}
