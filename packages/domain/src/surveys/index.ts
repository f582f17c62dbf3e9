import { z } from 'zod';
import { pageOf, pageQuery } from '../paging/index.ts';

export * from './results.ts';

/** What a questionnaire is for: an exit survey of a leaver, or an employee survey (pulse or engagement). */
export const QUESTIONNAIRE_KINDS = ['exit', 'pulse', 'engagement'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

/** rating: 1 to 5; single and multiple: one or several of the question's options; text: free text. */
export const QUESTION_TYPES = ['rating', 'single', 'multiple', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A department or location appears in a survey's breakdown only with at least this many answers. */
export const SURVEY_ANONYMITY_THRESHOLD = 5;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 10;
export const MAX_TEXT_ANSWER = 2000;
/** Reminders to non-respondents at most every this many days (0: none). */
export const MAX_REMINDER_EVERY_DAYS = 30;

export const SURVEY_MESSAGES = {
  titleRequired: 'Please give the questionnaire a title.',
  questionTextRequired: 'Please write the question.',
  atLeastOneQuestion: 'Add at least one question.',
  optionsNeeded: 'A choice question needs at least two options.',
  optionsUnique: 'Each option must be different.',
  noOptionsHere: 'Only choice questions have options.',
  answeredQuestionKept:
    'This question already has answers: it cannot be removed and keeps its type and options (new options may be added).',
  questionnaireInUse: 'This questionnaire is used by a survey or an exit survey; it cannot be deleted.',
  wrongKind: 'Choose a questionnaire of the right kind.',
  kindInUse: 'A questionnaire in use keeps its kind.',
  closesBeforeOpens: 'The close date cannot be before the open date.',
  closesInPast: 'The close date cannot be in the past.',
  surveyHasResponses: 'This survey already has answers; only its title, close date and reminders can change.',
  surveyNotOpen: 'This survey is not open.',
  notInAudience: 'This survey is not addressed to you.',
  alreadyAnswered: 'You have already answered this survey.',
  answerRequired: 'This question needs an answer.',
  ratingRange: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}.`,
  unknownOption: 'Choose one of the options given.',
  oneChoiceOnly: 'Choose one option.',
  unknownQuestion: 'This question is not part of the survey.',
  textTooLong: `Please keep the answer under ${MAX_TEXT_ANSWER} characters.`,
  exitRequestNotFound: 'Exit request not found.',
  exitRequestNotReleased: 'Only a released resignation has an exit request.',
  employeeMismatch: 'The employee number does not match the exit request.',
  entityMismatch: 'The entity code does not match the employee’s legal entity.',
  alreadyAssigned: 'An exit survey is already assigned to this exit request.',
  notResigned: 'The exit survey opens once your resignation is released.',
} as const;

const trimmed = (max: number) => z.string().trim().max(max);

export const questionInput = z.object({
  /** Present for a question that already exists (kept, maybe edited); absent for a new one. */
  id: z.uuid().optional(),
  type: z.enum(QUESTION_TYPES),
  text: trimmed(300).min(1, SURVEY_MESSAGES.questionTextRequired),
  required: z.boolean().default(true),
  options: z.array(trimmed(100).min(1, SURVEY_MESSAGES.optionsNeeded)).max(MAX_OPTIONS).default([]),
});
export type QuestionInput = z.infer<typeof questionInput>;

/** Field errors of a question list that the schema's shape cannot tell (options per type). */
export function questionErrors(questions: readonly Pick<QuestionInput, 'type' | 'options'>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  questions.forEach((q, i) => {
    const choice = q.type === 'single' || q.type === 'multiple';
    if (choice && q.options.length < 2) errors[`questions.${i}.options`] = SURVEY_MESSAGES.optionsNeeded;
    else if (choice && new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length)
      errors[`questions.${i}.options`] = SURVEY_MESSAGES.optionsUnique;
    else if (!choice && q.options.length > 0) errors[`questions.${i}.options`] = SURVEY_MESSAGES.noOptionsHere;
  });
  return errors;
}

export const questionnaireInput = z
  .object({
    kind: z.enum(QUESTIONNAIRE_KINDS),
    title: trimmed(120).min(1, SURVEY_MESSAGES.titleRequired),
    description: trimmed(1000)
      .optional()
      .transform((v) => v || null),
    questions: z.array(questionInput).min(1, SURVEY_MESSAGES.atLeastOneQuestion).max(MAX_QUESTIONS),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(questionErrors(value.questions)))
      ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  });
export type QuestionnaireInput = z.input<typeof questionnaireInput>;

export const questionView = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  /** Whether someone answered it: then it stays, with its type and options. */
  answered: z.boolean(),
});
export type QuestionView = z.infer<typeof questionView>;

export const questionnaireView = z.object({
  id: z.string(),
  kind: z.enum(QUESTIONNAIRE_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(questionView),
  /** Used by an employee survey or an exit survey assignment: it cannot be deleted. */
  inUse: z.boolean(),
  updatedAt: z.string(),
});
export type QuestionnaireView = z.infer<typeof questionnaireView>;

export const questionnaireSummary = questionnaireView
  .omit({ questions: true, description: true })
  .extend({ questionCount: z.number() });
export type QuestionnaireSummary = z.infer<typeof questionnaireSummary>;

export const QUESTIONNAIRE_SORTS = ['title', 'updatedAt'] as const;
export const questionnaireListQuery = pageQuery.extend({
  kind: z.enum(QUESTIONNAIRE_KINDS).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(QUESTIONNAIRE_SORTS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type QuestionnaireListQuery = z.infer<typeof questionnaireListQuery>;
export const questionnairePage = pageOf(questionnaireSummary);

/** One answer of a response; which field is read depends on the question's type. */
export const answerInput = z.object({
  questionId: z.uuid(),
  rating: z.number().int().optional(),
  choices: z.array(z.string().max(100)).max(MAX_OPTIONS).optional(),
  text: z.string().trim().max(MAX_TEXT_ANSWER, SURVEY_MESSAGES.textTooLong).optional(),
});
export type AnswerInput = z.infer<typeof answerInput>;
export const responseInput = z.object({ answers: z.array(answerInput).max(MAX_QUESTIONS) });
export type ResponseInput = z.infer<typeof responseInput>;

/** The field errors of a response against its questions (`answers.<questionId>`); empty when it is valid. */
export function answerErrors(
  questions: readonly Pick<QuestionView, 'id' | 'type' | 'required' | 'options'>[],
  answers: readonly AnswerInput[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  for (const a of answers)
    if (!questions.some((q) => q.id === a.questionId))
      errors[`answers.${a.questionId}`] = SURVEY_MESSAGES.unknownQuestion;
  for (const q of questions) {
    const a = byId.get(q.id);
    const key = `answers.${q.id}`;
    const given =
      q.type === 'rating'
        ? a?.rating !== undefined
        : q.type === 'text'
          ? Boolean(a?.text)
          : (a?.choices?.length ?? 0) > 0;
    if (!given) {
      if (q.required) errors[key] = SURVEY_MESSAGES.answerRequired;
      continue;
    }
    if (q.type === 'rating' && (a!.rating! < RATING_MIN || a!.rating! > RATING_MAX))
      errors[key] = SURVEY_MESSAGES.ratingRange;
    if (q.type === 'single' || q.type === 'multiple') {
      const choices = a!.choices!;
      if (choices.some((c) => !q.options.includes(c)) || new Set(choices).size !== choices.length)
        errors[key] = SURVEY_MESSAGES.unknownOption;
      else if (q.type === 'single' && choices.length > 1) errors[key] = SURVEY_MESSAGES.oneChoiceOnly;
    }
  }
  return errors;
}

/** An answer as HR reads it back. */
export const answerView = z.object({
  questionId: z.string(),
  rating: z.number().nullable(),
  choices: z.array(z.string()),
  text: z.string().nullable(),
});
export type AnswerView = z.infer<typeof answerView>;

const person = z.object({ employeeNumber: z.string(), displayName: z.string() });

// Exit surveys (SPEC §7 offboarding survey assignment).

export const exitSurveyAssignmentInput = z.object({
  employeeNumber: z.string().trim().min(1).max(50),
  exitRequestId: z.uuid(),
  entityCode: z.string().trim().min(1).max(50),
  questionnaireId: z.uuid(),
  anonymous: z.boolean().default(false),
});
export type ExitSurveyAssignmentInput = z.input<typeof exitSurveyAssignmentInput>;

export const exitSurveyAssignmentView = z.object({
  id: z.string(),
  exitRequestId: z.string(),
  /** Null when the survey is anonymous and the reader is not offboarding HR. */
  employee: person.nullable(),
  entityCode: z.string(),
  questionnaire: z.object({ id: z.string(), title: z.string() }),
  anonymous: z.boolean(),
  assignedOn: z.string(),
  answeredOn: z.string().nullable(),
});
export type ExitSurveyAssignmentView = z.infer<typeof exitSurveyAssignmentView>;

export const exitSurveyResponseView = exitSurveyAssignmentView.extend({
  questions: z.array(questionView),
  answers: z.array(answerView),
});
export type ExitSurveyResponseView = z.infer<typeof exitSurveyResponseView>;

export const EXIT_SURVEY_STATES = ['waiting', 'answered'] as const;
export const exitSurveyListQuery = pageQuery.extend({
  state: z.enum(EXIT_SURVEY_STATES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ExitSurveyListQuery = z.infer<typeof exitSurveyListQuery>;
export const exitSurveyPage = pageOf(exitSurveyAssignmentView);

/** A released exit request without an exit survey yet: what HR can assign one to. */
export const exitSurveyCandidate = z.object({
  exitRequestId: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  entityCode: z.string(),
  lastWorkingDay: z.string().nullable(),
});
export type ExitSurveyCandidate = z.infer<typeof exitSurveyCandidate>;

/** The leaver's own exit survey: the questions, and whether it is answered. */
export const myExitSurveyView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  anonymous: z.boolean(),
  answeredOn: z.string().nullable(),
  questions: z.array(questionView),
});
export type MyExitSurveyView = z.infer<typeof myExitSurveyView>;

// Employee surveys (/employee-survey).

export const SURVEY_STATUSES = ['Scheduled', 'Open', 'Closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export const surveyStatusOn = (today: string, opensOn: string, closesOn: string): SurveyStatus =>
  today < opensOn ? 'Scheduled' : today > closesOn ? 'Closed' : 'Open';

export const surveyAudience = z.object({
  legalEntityIds: z.array(z.uuid()).max(50).default([]),
  departmentIds: z.array(z.uuid()).max(200).default([]),
  locationIds: z.array(z.uuid()).max(200).default([]),
});
export type SurveyAudience = z.infer<typeof surveyAudience>;

export const employeeSurveyInput = z
  .object({
    title: trimmed(120).min(1, SURVEY_MESSAGES.titleRequired),
    questionnaireId: z.uuid(),
    anonymous: z.boolean().default(true),
    audience: surveyAudience.default({ legalEntityIds: [], departmentIds: [], locationIds: [] }),
    opensOn: z.iso.date(),
    closesOn: z.iso.date(),
    reminderEveryDays: z.number().int().min(0).max(MAX_REMINDER_EVERY_DAYS).default(3),
  })
  .refine((s) => s.closesOn >= s.opensOn, { path: ['closesOn'], message: SURVEY_MESSAGES.closesBeforeOpens });
export type EmployeeSurveyInput = z.input<typeof employeeSurveyInput>;

export const employeeSurveyView = z.object({
  id: z.string(),
  title: z.string(),
  questionnaire: z.object({ id: z.string(), title: z.string(), kind: z.enum(QUESTIONNAIRE_KINDS) }),
  anonymous: z.boolean(),
  audience: surveyAudience,
  opensOn: z.string(),
  closesOn: z.string(),
  reminderEveryDays: z.number(),
  status: z.enum(SURVEY_STATUSES),
  audienceCount: z.number(),
  responseCount: z.number(),
  /** Percent of the audience that answered, one decimal. */
  responseRate: z.number(),
});
export type EmployeeSurveyView = z.infer<typeof employeeSurveyView>;

export const employeeSurveyListQuery = pageQuery.extend({
  status: z.enum(SURVEY_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type EmployeeSurveyListQuery = z.infer<typeof employeeSurveyListQuery>;
export const employeeSurveyPage = pageOf(employeeSurveyView);

/** An open survey addressed to the caller. */
export const mySurveyView = z.object({
  id: z.string(),
  title: z.string(),
  anonymous: z.boolean(),
  closesOn: z.string(),
  answered: z.boolean(),
});
export type MySurveyView = z.infer<typeof mySurveyView>;

export const surveyFormView = mySurveyView.extend({
  description: z.string().nullable(),
  questions: z.array(questionView),
});
export type SurveyFormView = z.infer<typeof surveyFormView>;
