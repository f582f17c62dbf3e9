import {
  SURVEY_MESSAGES,
  answerErrors,
  type QuestionnaireListQuery,
  type QuestionnaireView,
  type QuestionView,
  type ResponseInput,
  questionnaireInput,
} from '@tenure/domain/surveys';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanReadQuestionnaires } from './policy.ts';
import * as q from './queries.ts';

type QuestionnaireData = z.output<typeof questionnaireInput>;

async function loadQuestionnaire(tx: Tx, id: string): Promise<QuestionnaireView> {
  const row = await q.findQuestionnaire(tx, id);
  if (!row) throw notFound();
  return { ...row, updatedAt: new Date(row.updatedAt).toISOString(), questions: await q.questionsOf(tx, id) };
}

/** One questionnaire with its questions, for survey HR and offboarding HR. */
export async function questionnaire(tx: Tx, v: Viewer, id: string): Promise<QuestionnaireView> {
  assertCanReadQuestionnaires(v);
  return loadQuestionnaire(tx, id);
}

export async function listQuestionnaires(tx: Tx, v: Viewer, query: QuestionnaireListQuery) {
  assertCanReadQuestionnaires(v);
  const rows = await q.questionnairePage(tx, query);
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

export async function createQuestionnaire(tx: Tx, v: Viewer, input: QuestionnaireData): Promise<QuestionnaireView> {
  const id = await q.insertQuestionnaire(tx, v.tenantCode, v.employeeId, input);
  for (const [i, question] of input.questions.entries())
    await q.insertQuestion(tx, v.tenantCode, id, i + 1, { ...question, id: undefined });
  const view = await loadQuestionnaire(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'survey.questionnaire.create',
    entity: 'survey_questionnaire',
    entityId: view.id,
    after: view,
  });
  return view;
}

/**
 * Replaces the questions in the order given. A question with answers (README Decisions) stays: it
 * cannot be left out, and keeps its type and options (options may be added after them); its text
 * and required flag may change. The kind changes only while the questionnaire is not in use.
 */
export async function updateQuestionnaire(
  tx: Tx,
  v: Viewer,
  id: string,
  input: QuestionnaireData,
): Promise<QuestionnaireView> {
  await q.lockQuestionnaire(tx, id);
  const before = await loadQuestionnaire(tx, id);
  if (before.inUse && before.kind !== input.kind)
    throw badRequest(SURVEY_MESSAGES.kindInUse, { kind: SURVEY_MESSAGES.kindInUse });
  const existing = new Map(before.questions.map((question) => [question.id, question]));
  const errors: Record<string, string> = {};
  input.questions.forEach((question, i) => {
    const old = question.id ? existing.get(question.id) : undefined;
    if (question.id && !old) errors[`questions.${i}`] = SURVEY_MESSAGES.unknownQuestion;
    if (old?.answered && (old.type !== question.type || old.options.some((o, j) => question.options[j] !== o)))
      errors[`questions.${i}.options`] = SURVEY_MESSAGES.answeredQuestionKept;
  });
  const kept = new Set(input.questions.flatMap((question) => (question.id ? [question.id] : [])));
  const dropped = before.questions.filter((question) => question.answered && !kept.has(question.id));
  if (dropped.length > 0) errors.questions = SURVEY_MESSAGES.answeredQuestionKept;
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);

  await q.updateQuestionnaireRow(tx, id, input);
  const removed = before.questions.filter((question) => !kept.has(question.id)).map((question) => question.id);
  if (removed.length > 0) await q.deleteQuestions(tx, removed);
  await q.movePositionsAside(tx, id);
  for (const [i, question] of input.questions.entries()) {
    if (question.id) await q.updateQuestion(tx, question.id, i + 1, question);
    else await q.insertQuestion(tx, v.tenantCode, id, i + 1, question);
  }
  const after = await loadQuestionnaire(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'survey.questionnaire.update',
    entity: 'survey_questionnaire',
    entityId: id,
    before,
    after,
  });
  return after;
}

export async function deleteQuestionnaire(tx: Tx, v: Viewer, id: string): Promise<void> {
  await q.lockQuestionnaire(tx, id);
  const before = await loadQuestionnaire(tx, id);
  if (before.inUse) throw conflict(SURVEY_MESSAGES.questionnaireInUse, undefined, 'IN_USE');
  await q.deleteQuestionnaireRow(tx, id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'survey.questionnaire.delete',
    entity: 'survey_questionnaire',
    entityId: id,
    before,
  });
}

/** The questionnaire a survey or assignment names: it must exist and be of one of these kinds. */
export async function requireQuestionnaireOfKind(tx: Tx, id: string, kinds: readonly QuestionnaireView['kind'][]) {
  const kind = await q.questionnaireKind(tx, id);
  if (!kind || !kinds.includes(kind))
    throw badRequest(SURVEY_MESSAGES.wrongKind, { questionnaireId: SURVEY_MESSAGES.wrongKind });
}

/** Refuses a response that does not fit its questions, with one field error per question (`answers.<id>`). */
export function checkAnswers(questions: readonly QuestionView[], input: ResponseInput): void {
  const errors = answerErrors(questions, input.answers);
  if (Object.keys(errors).length > 0)
    throw badRequest(Object.values(errors)[0] ?? SURVEY_MESSAGES.answerRequired, errors);
}
