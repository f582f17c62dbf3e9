import { describe, expect, it } from 'vitest';
import {
  criterionScores,
  evaluateFormula,
  formulaNames,
  formulaScore,
  parseFormula,
  reviewScore,
} from './review-formula.ts';
import { DEFAULT_REVIEW_CRITERIA, REVIEW_MESSAGES, reviewCycleInput } from './reviews.ts';

const answers = { goalsMet: { rating: 4 }, craft: { rating: 3 }, collaboration: { rating: 2 }, values: { rating: 5 } };

describe('review score formula', () => {
  it('follows precedence, parentheses, unary minus, min and max', () => {
    const value = (text: string, vars: Record<string, number> = {}) => {
      const parsed = parseFormula(text, Object.keys(vars));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      return evaluateFormula(parsed.node, vars);
    };
    expect(value('1 + 2 * 3')).toBe(7);
    expect(value('(1 + 2) * 3')).toBe(9);
    expect(value('-2 + 10 / 4')).toBe(0.5);
    expect(value('max(a, b, 1) - min(a, b)', { a: 2, b: 3.5 })).toBe(1.5);
    expect(value('1 / (a - a)', { a: 2 })).toBeNull();
  });

  it('refuses what does not parse and names that are not criteria', () => {
    for (const bad of ['', '1 +', '(goals', 'goals goals', 'sqrt(goals)', 'goals $ 2', 'min()'])
      expect(parseFormula(bad, ['goals']).ok, bad).toBe(false);
    expect(parseFormula('goals + bonus', ['goals'])).toEqual({
      ok: false,
      error: { kind: 'unknownName', name: 'bonus' },
    });
  });

  it('scores criteria by kind and id, clamps to 0.0-5.0, and is null until every name used is rated', () => {
    expect(formulaNames(DEFAULT_REVIEW_CRITERIA)).toEqual(['goals', 'competencies', 'values']);
    expect(criterionScores(DEFAULT_REVIEW_CRITERIA, answers)).toMatchObject({ goals: 4, competencies: 2.5, values: 5 });
    expect(formulaScore('0.5 * goals + 0.5 * min(competencies, values)', DEFAULT_REVIEW_CRITERIA, answers)).toBe(3.3);
    expect(formulaScore('goals + values', DEFAULT_REVIEW_CRITERIA, answers)).toBe(5);
    expect(formulaScore('competencies - values', DEFAULT_REVIEW_CRITERIA, answers)).toBe(0);
    expect(formulaScore('goals + values', DEFAULT_REVIEW_CRITERIA, { goalsMet: { rating: 4 } })).toBeNull();
    expect(reviewScore({ criteria: DEFAULT_REVIEW_CRITERIA, scoreFormula: null }, answers)).toBe(3.8);
  });

  it('the cycle refuses a bad formula with the field error', () => {
    const base = {
      name: 'x',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      criteria: DEFAULT_REVIEW_CRITERIA,
      timeline: {
        self: { startDate: '2026-11-01', endDate: '2026-11-10' },
        manager: { startDate: '2026-11-11', endDate: '2026-11-20' },
        calibration: { startDate: '2026-11-21', endDate: '2026-11-30' },
        release: { startDate: '2026-12-01', endDate: '2026-12-10' },
      },
    };
    const bad = reviewCycleInput.safeParse({ ...base, scoreFormula: 'goals * kpis' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['scoreFormula'],
      message: REVIEW_MESSAGES.formulaUnknownName('kpis', ['goals', 'competencies', 'values']),
    });
    expect(reviewCycleInput.parse({ ...base, scoreFormula: '  ' }).scoreFormula).toBeNull();
  });
});
