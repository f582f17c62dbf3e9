import { describe, expect, it } from 'vitest';
import { chiSquareCritical, chiSquareFit, chiSquarePValue, mergeSparseBands } from './chi-square.ts';

const TARGET = [10, 20, 40, 20, 10];

describe('chi-square goodness of fit against the target distribution', () => {
  it('matches the textbook table of critical values at 0.05 and 0.01', () => {
    expect(chiSquareCritical(1, 0.05)).toBeCloseTo(3.841, 3);
    expect(chiSquareCritical(2, 0.05)).toBeCloseTo(5.991, 3);
    expect(chiSquareCritical(4, 0.05)).toBeCloseTo(9.488, 3);
    expect(chiSquareCritical(4, 0.01)).toBeCloseTo(13.277, 3);
    // Even df has a closed form: P(χ²₄ ≥ x) = e^(−x/2)(1 + x/2).
    expect(chiSquarePValue(4.4, 4)).toBeCloseTo(Math.exp(-2.2) * 3.2, 10);
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 4);
  });

  it('worked example: 50 ratings close to 10/20/40/20/10 fit (χ² 4.4, df 4, p 0.355)', () => {
    // expected 5, 10, 20, 10, 5 → (2−5)²/5 + (8−10)²/10 + 0 + (12−10)²/10 + (8−5)²/5 = 1.8 + 0.4 + 0 + 0.4 + 1.8
    const fit = chiSquareFit([2, 8, 20, 12, 8], TARGET, 0.05)!;
    expect(fit).toMatchObject({
      statistic: 4.4,
      df: 4,
      pValue: 0.3546,
      critical: 9.488,
      significant: false,
      bands: [[0], [1], [2], [3], [4]],
    });
  });

  it('worked example: a lenient manager of 50 with half in the top band is flagged (χ² 96.25, p < 0.0001)', () => {
    // expected 5, 10, 20, 10, 5 → 5 + 10 + (15−20)²/20 + (10−10)²/10 + (25−5)²/5 = 5 + 10 + 1.25 + 0 + 80
    const fit = chiSquareFit([0, 0, 15, 10, 25], TARGET, 0.05)!;
    expect(fit.statistic).toBe(96.25);
    expect(fit.df).toBe(4);
    expect(fit.pValue).toBe(0);
    expect(fit.significant).toBe(true);
  });

  it('merges bands expecting fewer than 5 into the smaller neighbour; df counts the merged bands', () => {
    // 20 people: expected 2, 4, 8, 4, 2 → band 0 joins band 1 (6), band 4 joins band 3 (6): cells 6, 8, 6, df 2.
    expect(mergeSparseBands([1, 3, 8, 5, 3], [2, 4, 8, 4, 2]).map((c) => c.bands)).toEqual([[0, 1], [2], [3, 4]]);
    const fit = chiSquareFit([1, 3, 8, 5, 3], TARGET, 0.05)!;
    // observed 4, 8, 8 against 6, 8, 6 → 4/6 + 0 + 4/6 = 1.333
    expect(fit).toMatchObject({ df: 2, statistic: 1.333, critical: 5.991, significant: false });
    expect(fit.pValue).toBeCloseTo(Math.exp(-1.333333 / 2), 3);
  });

  it('says nothing for a team too small to test, or an empty one', () => {
    // 10 people: expected 1, 2, 4, 2, 1 merge down to a single band.
    expect(chiSquareFit([0, 0, 0, 0, 10], TARGET)).toBeNull();
    expect(chiSquareFit([0, 0, 0, 0, 0], TARGET)).toBeNull();
  });

  it('the significance chosen on the cycle decides the flag', () => {
    // 40 people, expected 4, 8, 16, 8, 4 → cells [0,1] 12, [2] 16, [3,4] 12; observed 6, 16, 18 → 3 + 0 + 3 = 6 (df 2, p = e^-3 = 0.0498)
    const loose = chiSquareFit([2, 4, 16, 10, 8], TARGET, 0.05)!;
    expect(loose.statistic).toBe(6);
    expect(loose.pValue).toBeCloseTo(Math.exp(-3), 4);
    expect(loose.significant).toBe(true);
    expect(chiSquareFit([2, 4, 16, 10, 8], TARGET, 0.01)!.significant).toBe(false);
  });
});
