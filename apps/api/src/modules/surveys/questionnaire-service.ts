import { sql, type SQL } from 'drizzle-orm';
import {
  SURVEY_MESSAGES,
  type QuestionnaireListQuery,
  type QuestionnaireView,
  type QuestionView,
  questionnaireInput,
} from '@tenure/domain/surveys';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { escapeLike, jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

type QuestionnaireData = z.output<typeof questionnaireInput>;

/** Used by an employee survey or an exit survey: then it cannot be deleted. */
const inUse = (q: SQL) => sql`(exists (select 1 from employee_surveys s where s.questionnaire_id = ${q})
                              or exists (select 1 from exit_survey_assignments a where a.questionnaire_id = ${q}))`;

/** The questions of a questionnaire in order, each saying whether it has answers. */
export async function questionsOf(tx: Tx, questionnaireId: string): Promise<QuestionView[]> {
  return queryRows<QuestionView>(
    tx,
    sql`select q.id, q.type, q.text, q.required, q.options,
               exists (select 1 from survey_answers a where a.question_id = q.id) as answered
          from survey_questions q where q.questionnaire_id = ${questionnaireId} order by q.position`,
  );
}

export async function loadQuestionnaire(tx: Tx, id: string): Promise<QuestionnaireView> {
  const [row] = await queryRows<Omit<QuestionnaireView, 'questions'>>(
    tx,
    sql`select q.id, q.kind, q.title, q.description, ${inUse(sql`q.id`)} as "inUse", q.updated_at as "updatedAt"
          from survey_questionnaires q where q.id = ${id}`,
  );
  if (!row) throw notFound();
  return { ...row, updatedAt: new Date(row.updatedAt).toISOString(), questions: await questionsOf(tx, id) };
}

const SORT: Record<QuestionnaireListQuery['sort'], SQL> = { title: sql`lower(q.title)`, updatedAt: sql`q.updated_at` };

export async function listQuestionnaires(tx: Tx, query: QuestionnaireListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await queryRows<{ id: string; kind: QuestionnaireView['kind']; title: string; inUse: boolean; updatedAt: string; questionCount: number; total: number }>(
    tx,
    sql`select q.id, q.kind, q.title, ${inUse(sql`q.id`)} as "inUse", q.updated_at as "updatedAt",
               (select count(*)::int from survey_questions x where x.questionnaire_id = q.id) as "questionCount", count(*) over ()::int as total
          from survey_questionnaires q
         where ${query.kind ? sql`q.kind = ${query.kind}` : sql`true`} and ${search ? sql`lower(q.title) like ${search}` : sql`true`}
         order by ${SORT[query.sort]} ${query.order === 'asc' ? sql`asc` : sql`desc`}, q.id
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

async function insertQuestions(tx: Tx, tenantCode: string, questionnaireId: string, questions: QuestionnaireData['questions']) {
  for (const [i, q] of questions.entries()) {
    await tx.execute(sql`insert into survey_questions (tenant_id, questionnaire_id, position, type, text, required, options)
                         values (${tenantCode}, ${questionnaireId}, ${i + 1}, ${q.type}, ${q.text}, ${q.required}, ${jsonParam(q.options)})`);
  }
}

export async function createQuestionnaire(tx: Tx, v: Viewer, input: QuestionnaireData): Promise<QuestionnaireView> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_questionnaires (tenant_id, kind, title, description, created_by)
        values (${v.tenantCode}, ${input.kind}, ${input.title}, ${input.description}, ${v.employeeId}) returning id`,
  );
  await insertQuestions(tx, v.tenantCode, row!.id, input.questions.map((q) => ({ ...q, id: undefined })));
  const view = await loadQuestionnaire(tx, row!.id);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.questionnaire.create', entity: 'survey_questionnaire', entityId: view.id, after: view });
  return view;
}

/**
 * Replaces the questions in the order given. A question with answers (README Decisions) stays: it
 * cannot be left out, and keeps its type and options (options may be added after them); its text
 * and required flag may change. The kind changes only while the questionnaire is not in use.
 */
export async function updateQuestionnaire(tx: Tx, v: Viewer, id: string, input: QuestionnaireData): Promise<QuestionnaireView> {
  await tx.execute(sql`select id from survey_questionnaires where id = ${id} for update`);
  const before = await loadQuestionnaire(tx, id);
  if (before.inUse && before.kind !== input.kind) throw badRequest(SURVEY_MESSAGES.kindInUse, { kind: SURVEY_MESSAGES.kindInUse });
  const existing = new Map(before.questions.map((q) => [q.id, q]));
  const errors: Record<string, string> = {};
  input.questions.forEach((q, i) => {
    const old = q.id ? existing.get(q.id) : undefined;
    if (q.id && !old) errors[`questions.${i}`] = SURVEY_MESSAGES.unknownQuestion;
    if (old?.answered && (old.type !== q.type || old.options.some((o, j) => q.options[j] !== o))) errors[`questions.${i}.options`] = SURVEY_MESSAGES.answeredQuestionKept;
  });
  const kept = new Set(input.questions.flatMap((q) => (q.id ? [q.id] : [])));
  const dropped = before.questions.filter((q) => q.answered && !kept.has(q.id));
  if (dropped.length > 0) errors.questions = SURVEY_MESSAGES.answeredQuestionKept;
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);

  await tx.execute(sql`update survey_questionnaires set kind = ${input.kind}, title = ${input.title}, description = ${input.description}, updated_at = now() where id = ${id}`);
  const removed = before.questions.filter((q) => !kept.has(q.id)).map((q) => q.id);
  if (removed.length > 0) await tx.execute(sql`delete from survey_questions where id = any(${`{${removed.join(',')}}`}::uuid[])`);
  // Positions move out of the way first, so the new order never meets the old one half-way.
  await tx.execute(sql`update survey_questions set position = position + 1000 where questionnaire_id = ${id}`);
  for (const [i, q] of input.questions.entries()) {
    if (q.id) {
      await tx.execute(sql`update survey_questions set position = ${i + 1}, type = ${q.type}, text = ${q.text}, required = ${q.required}, options = ${jsonParam(q.options)} where id = ${q.id}`);
    } else {
      await tx.execute(sql`insert into survey_questions (tenant_id, questionnaire_id, position, type, text, required, options)
                           values (${v.tenantCode}, ${id}, ${i + 1}, ${q.type}, ${q.text}, ${q.required}, ${jsonParam(q.options)})`);
    }
  }
  const after = await loadQuestionnaire(tx, id);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.questionnaire.update', entity: 'survey_questionnaire', entityId: id, before, after });
  return after;
}

export async function deleteQuestionnaire(tx: Tx, v: Viewer, id: string): Promise<void> {
  await tx.execute(sql`select id from survey_questionnaires where id = ${id} for update`);
  const before = await loadQuestionnaire(tx, id);
  if (before.inUse) throw conflict(SURVEY_MESSAGES.questionnaireInUse, undefined, 'IN_USE');
  await tx.execute(sql`delete from survey_questionnaires where id = ${id}`);
  await recordAudit(tx, { ...auditActor(v), action: 'survey.questionnaire.delete', entity: 'survey_questionnaire', entityId: id, before });
}

/** The questionnaire a survey or assignment names: it must exist and be of one of these kinds. */
export async function requireQuestionnaireOfKind(tx: Tx, id: string, kinds: readonly QuestionnaireView['kind'][]) {
  const [row] = await queryRows<{ kind: QuestionnaireView['kind'] }>(tx, sql`select kind from survey_questionnaires where id = ${id}`);
  if (!row || !kinds.includes(row.kind)) throw badRequest(SURVEY_MESSAGES.wrongKind, { questionnaireId: SURVEY_MESSAGES.wrongKind });
}
