import { describe, expect, it } from 'vitest';
import {
  SURVEY_MESSAGES,
  answerErrors,
  percentOf,
  questionnaireInput,
  summariseAnswers,
  surveyStatusOn,
} from './index.ts';

const questions = [
  { id: 'r', type: 'rating' as const, text: 'Rate', required: true, options: [] },
  { id: 's', type: 'single' as const, text: 'Pick', required: true, options: ['A', 'B'] },
  { id: 'm', type: 'multiple' as const, text: 'Pick any', required: false, options: ['X', 'Y', 'Z'] },
  { id: 't', type: 'text' as const, text: 'Say', required: false, options: [] },
];

describe('survey rules', () => {
  it('refuses choice questions without two distinct options, and options on other types', () => {
    const parsed = questionnaireInput.safeParse({
      kind: 'pulse',
      title: 'T',
      questions: [
        { type: 'single', text: 'Q', options: ['A', 'a'] },
        { type: 'text', text: 'Q', options: ['A'] },
      ],
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['questions.0.options', SURVEY_MESSAGES.optionsUnique],
      ['questions.1.options', SURVEY_MESSAGES.noOptionsHere],
    ]);
  });

  it('checks each answer against its question', () => {
    expect(
      answerErrors(questions, [
        { questionId: 'r', rating: 5 },
        { questionId: 's', choices: ['A'] },
      ]),
    ).toEqual({});
    expect(
      answerErrors(questions, [
        { questionId: 'r', rating: 0 },
        { questionId: 's', choices: ['A', 'B'] },
        { questionId: 'm', choices: ['W'] },
        { questionId: 'x', text: 'hi' },
      ]),
    ).toEqual({
      'answers.r': SURVEY_MESSAGES.ratingRange,
      'answers.s': SURVEY_MESSAGES.oneChoiceOnly,
      'answers.m': SURVEY_MESSAGES.unknownOption,
      'answers.x': SURVEY_MESSAGES.unknownQuestion,
    });
    expect(answerErrors(questions, [])).toEqual({
      'answers.r': SURVEY_MESSAGES.answerRequired,
      'answers.s': SURVEY_MESSAGES.answerRequired,
    });
  });

  it('sums answers per rating and option, averages ratings and keeps texts with their respondent', () => {
    const row = (questionId: string, patch: object) => ({
      questionId,
      rating: null,
      choices: [],
      text: null,
      respondent: null,
      ...patch,
    });
    const [rating, single, multiple, text] = summariseAnswers(questions, [
      row('r', { rating: 4 }),
      row('r', { rating: 5 }),
      row('s', { choices: ['B'] }),
      row('m', { choices: ['X', 'Z'] }),
      row('t', { text: 'Fine', respondent: 'Emily' }),
    ]);
    expect(rating).toMatchObject({
      answerCount: 2,
      average: 4.5,
      distribution: [
        { label: '1', count: 0 },
        { label: '2', count: 0 },
        { label: '3', count: 0 },
        { label: '4', count: 1 },
        { label: '5', count: 1 },
      ],
    });
    expect(single!.distribution).toEqual([
      { label: 'A', count: 0 },
      { label: 'B', count: 1 },
    ]);
    expect(multiple!.distribution).toEqual([
      { label: 'X', count: 1 },
      { label: 'Y', count: 0 },
      { label: 'Z', count: 1 },
    ]);
    expect(text!.texts).toEqual([{ text: 'Fine', respondent: 'Emily' }]);
  });

  it('dates a survey and rounds its response rate', () => {
    expect(surveyStatusOn('2026-01-01', '2026-01-02', '2026-01-05')).toBe('Scheduled');
    expect(surveyStatusOn('2026-01-05', '2026-01-02', '2026-01-05')).toBe('Open');
    expect(surveyStatusOn('2026-01-06', '2026-01-02', '2026-01-05')).toBe('Closed');
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
  });
});
