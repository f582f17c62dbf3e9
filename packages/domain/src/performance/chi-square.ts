/**
 * Chi-square goodness of fit of a manager's ratings against the cycle's target distribution
 * (issue 20 item 4): does the manager's spread over the bands differ from the target by more than
 * chance would explain?
 *
 * Rule for sparse bands (Cochran): the test is only sound when every band expects at least 5
 * people. A band expecting fewer is merged with its neighbour, the one that expects fewer (the
 * lower band on a tie), and again until every merged band expects at least 5. With fewer than two
 * bands left the test says nothing (null). Degrees of freedom: merged bands − 1.
 */

export interface ChiSquareResult {
  /** Σ (observed − expected)² / expected over the merged bands. */
  statistic: number;
  /** Merged bands − 1. */
  df: number;
  /** The chance of a statistic at least this large if the manager rated to the target. */
  pValue: number;
  /** The statistic's critical value at the significance: above it the difference is significant. */
  critical: number;
  significance: number;
  /** Which of the original bands each merged band holds, for the reader. */
  bands: number[][];
  /** p-value below the significance: the manager's distribution differs from the target. */
  significant: boolean;
}

export const MIN_EXPECTED = 5;

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a): series below a + 1, continued fraction above. */
export function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(front));
  }
  // Lentz's method for the continued fraction of Γ(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(front) * h);
}

/** P(χ²_df ≥ statistic). */
export const chiSquarePValue = (statistic: number, df: number) => upperGamma(df / 2, statistic / 2);

/** The value the statistic must exceed to be significant at `significance` with `df` degrees of freedom (bisection on the p-value). */
export function chiSquareCritical(df: number, significance: number): number {
  let low = 0;
  let high = Math.max(10, df * 10);
  while (chiSquarePValue(high, df) > significance) high *= 2;
  for (let i = 0; i < 100 && high - low > 1e-10; i++) {
    const mid = (low + high) / 2;
    if (chiSquarePValue(mid, df) > significance) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Merges bands expecting fewer than `minExpected` into their smaller neighbour until none is left (the rule above). */
export function mergeSparseBands(observed: readonly number[], expected: readonly number[], minExpected = MIN_EXPECTED) {
  const cells = expected.map((e, i) => ({ expected: e, observed: observed[i] ?? 0, bands: [i] }));
  while (cells.length > 1) {
    let smallest = -1;
    cells.forEach((cell, i) => {
      if (cell.expected < minExpected - 1e-9 && (smallest < 0 || cell.expected < cells[smallest]!.expected))
        smallest = i;
    });
    if (smallest < 0) break;
    const left = cells[smallest - 1];
    const right = cells[smallest + 1];
    const into = !right || (left && left.expected <= right.expected) ? smallest - 1 : smallest + 1;
    const [a, b] = into < smallest ? [into, smallest] : [smallest, into];
    const merged = {
      expected: cells[a]!.expected + cells[b]!.expected,
      observed: cells[a]!.observed + cells[b]!.observed,
      bands: [...cells[a]!.bands, ...cells[b]!.bands],
    };
    cells.splice(a, 2, merged);
  }
  return cells;
}

/**
 * The goodness-of-fit test of `observed` counts per band against `targetPercent` shares (summing to
 * 100) at `significance` (e.g. 0.05). Null when the team is empty or, after merging sparse bands,
 * fewer than two bands are left.
 */
export function chiSquareFit(
  observed: readonly number[],
  targetPercent: readonly number[],
  significance = 0.05,
  minExpected = MIN_EXPECTED,
): ChiSquareResult | null {
  const n = observed.reduce((a, b) => a + b, 0);
  if (n === 0) return null;
  const total = targetPercent.reduce((a, b) => a + b, 0);
  const expected = observed.map((_, i) => ((targetPercent[i] ?? 0) / total) * n);
  const cells = mergeSparseBands(observed, expected, minExpected);
  if (cells.length < 2) return null;
  const statistic = cells.reduce((sum, cell) => sum + (cell.observed - cell.expected) ** 2 / cell.expected, 0);
  const df = cells.length - 1;
  const pValue = chiSquarePValue(statistic, df);
  return {
    statistic: Math.round(statistic * 1000) / 1000,
    df,
    pValue: Math.round(pValue * 10000) / 10000,
    critical: Math.round(chiSquareCritical(df, significance) * 1000) / 1000,
    significance,
    bands: cells.map((cell) => cell.bands),
    significant: pValue < significance,
  };
}
