import { z } from 'zod';

const RATINGS = [1, 2, 3, 4, 5] as const;

export const questionResult = z.object({
  questionId: z.string(),
  type: z.enum(['rating', 'single', 'multiple', 'text']),
  text: z.string(),
  answerCount: z.number(),
  /** Rating questions: the mean, two decimals; null without answers. */
  average: z.number().nullable(),
  /** Rating and choice questions: how many chose each value, in the question's order. */
  distribution: z.array(z.object({ label: z.string(), count: z.number() })),
  /** Text questions: the answers, with who wrote them only when the survey is named. */
  texts: z.array(z.object({ text: z.string(), respondent: z.string().nullable() })),
});
export type QuestionResult = z.infer<typeof questionResult>;

export const breakdownRow = z.object({
  group: z.string(),
  audienceCount: z.number(),
  responseCount: z.number(),
  responseRate: z.number(),
  /** The mean of every rating answer of the group's responses. */
  averageRating: z.number().nullable(),
});
export type BreakdownRow = z.infer<typeof breakdownRow>;

/** Groups under the anonymity threshold are left out; `hiddenGroups` says how many. */
export const breakdownView = z.object({ rows: z.array(breakdownRow), hiddenGroups: z.number() });

export const surveyResultsView = z.object({
  questions: z.array(questionResult),
  byDepartment: breakdownView,
  byLocation: breakdownView,
});
export type SurveyResultsView = z.infer<typeof surveyResultsView>;

export interface AnswerRow {
  questionId: string;
  rating: number | null;
  choices: string[];
  text: string | null;
  respondent: string | null;
}

interface QuestionShape {
  id: string;
  type: QuestionResult['type'];
  text: string;
  options: string[];
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round((part * 100) / whole, 1));

/** Per-question figures of a survey's answers: counts per rating or option, the mean rating, the texts. */
export function summariseAnswers(questions: readonly QuestionShape[], answers: readonly AnswerRow[]): QuestionResult[] {
  return questions.map((q) => {
    const mine = answers.filter((a) => a.questionId === q.id);
    const ratings = mine.flatMap((a) => (a.rating === null ? [] : [a.rating]));
    const labels = q.type === 'rating' ? RATINGS.map(String) : q.type === 'text' ? [] : q.options;
    const counts = new Map(labels.map((label) => [label, 0]));
    for (const a of mine) {
      const values = q.type === 'rating' ? (a.rating === null ? [] : [String(a.rating)]) : a.choices;
      for (const v of values) if (counts.has(v)) counts.set(v, counts.get(v)! + 1);
    }
    return {
      questionId: q.id,
      type: q.type,
      text: q.text,
      answerCount: mine.length,
      average:
        q.type === 'rating' && ratings.length > 0
          ? round(ratings.reduce((s, r) => s + r, 0) / ratings.length, 2)
          : null,
      distribution: labels.map((label) => ({ label, count: counts.get(label)! })),
      texts: q.type === 'text' ? mine.flatMap((a) => (a.text ? [{ text: a.text, respondent: a.respondent }] : [])) : [],
    };
  });
}
