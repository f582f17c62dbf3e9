import { roundRating, weightedScore, type RatingAnswers, type ScoredCriterion } from './review-math.ts';

/**
 * A review cycle's score formula (issue 20 item 3): an expression over the criteria's scores with
 * + - * / (), min(…), max(…) and numbers, e.g. `0.6 * goals + 0.4 * min(competencies, values)`.
 * A name is a criterion kind (goals, competencies, values, kpis, custom, or `questions` for the
 * custom ones: the mean of that kind's criteria) or a criterion's id. The KPI formulas of
 * frameworks.ts are stored text with no evaluator, so this is the one evaluator.
 */
export type FormulaNode =
  | { type: 'number'; value: number }
  | { type: 'name'; name: string }
  | { type: 'negate'; operand: FormulaNode }
  | { type: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode }
  | { type: 'call'; fn: 'min' | 'max'; args: FormulaNode[] };

export type FormulaError = { kind: 'syntax' } | { kind: 'unknownName'; name: string };
export type FormulaParse = { ok: true; node: FormulaNode; names: string[] } | { ok: false; error: FormulaError };

type Token = { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([A-Za-z_][A-Za-z0-9_-]*)|([-+*/(),]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return null;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2] });
    else tokens.push({ kind: 'op', value: match[3]! });
    at = pattern.lastIndex;
  }
  return tokens;
}

/** Recursive descent: expression = term (± term)*, term = factor (×÷ factor)*, factor = -factor | number | name | fn(args) | (expression). */
function parseTokens(tokens: readonly Token[]): FormulaNode | null {
  let i = 0;
  const peek = () => tokens[i];
  const isOp = (value: string) => peek()?.kind === 'op' && peek()!.value === value;
  const expression = (): FormulaNode | null => {
    let left = term();
    while (left && (isOp('+') || isOp('-'))) {
      const operator = tokens[i++]!.value as '+' | '-';
      const right = term();
      if (!right) return null;
      left = { type: 'binary', operator, left, right };
    }
    return left;
  };
  const term = (): FormulaNode | null => {
    let left = factor();
    while (left && (isOp('*') || isOp('/'))) {
      const operator = tokens[i++]!.value as '*' | '/';
      const right = factor();
      if (!right) return null;
      left = { type: 'binary', operator, left, right };
    }
    return left;
  };
  const factor = (): FormulaNode | null => {
    const token = tokens[i++];
    if (!token) return null;
    if (token.kind === 'number') return { type: 'number', value: token.value };
    if (token.kind === 'op' && token.value === '-') {
      const operand = factor();
      return operand && { type: 'negate', operand };
    }
    if (token.kind === 'op' && token.value === '(') {
      const inner = expression();
      if (!inner || !isOp(')')) return null;
      i += 1;
      return inner;
    }
    if (token.kind === 'name') {
      const fn = token.value.toLowerCase();
      if (!isOp('(')) return { type: 'name', name: token.value };
      if (fn !== 'min' && fn !== 'max') return null;
      i += 1;
      const args: FormulaNode[] = [];
      for (;;) {
        const arg = expression();
        if (!arg) return null;
        args.push(arg);
        if (isOp(',')) i += 1;
        else if (isOp(')')) break;
        else return null;
      }
      i += 1;
      return { type: 'call', fn, args };
    }
    return null;
  };
  const node = expression();
  return node && i === tokens.length ? node : null;
}

function namesOf(node: FormulaNode, into: Set<string>): Set<string> {
  if (node.type === 'name') into.add(node.name);
  else if (node.type === 'negate') namesOf(node.operand, into);
  else if (node.type === 'binary') {
    namesOf(node.left, into);
    namesOf(node.right, into);
  } else if (node.type === 'call') node.args.forEach((a) => namesOf(a, into));
  return into;
}

/** Parses a formula and checks that every name it uses is one of `known`. */
export function parseFormula(text: string, known: readonly string[]): FormulaParse {
  const tokens = tokenize(text);
  const node = tokens && tokens.length > 0 ? parseTokens(tokens) : null;
  if (!node) return { ok: false, error: { kind: 'syntax' } };
  const names = [...namesOf(node, new Set())];
  const unknown = names.find((n) => !known.includes(n));
  if (unknown !== undefined) return { ok: false, error: { kind: 'unknownName', name: unknown } };
  return { ok: true, node, names };
}

/** Evaluates a parsed formula; null when a name has no value or the result is not a number (division by zero). */
export function evaluateFormula(
  node: FormulaNode,
  values: Readonly<Record<string, number | null | undefined>>,
): number | null {
  const run = (n: FormulaNode): number | null => {
    switch (n.type) {
      case 'number':
        return n.value;
      case 'name':
        return values[n.name] ?? null;
      case 'negate': {
        const v = run(n.operand);
        return v === null ? null : -v;
      }
      case 'binary': {
        const a = run(n.left);
        const b = run(n.right);
        if (a === null || b === null) return null;
        const result = n.operator === '+' ? a + b : n.operator === '-' ? a - b : n.operator === '*' ? a * b : a / b;
        return Number.isFinite(result) ? result : null;
      }
      case 'call': {
        const args = n.args.map(run);
        if (args.some((a) => a === null)) return null;
        return n.fn === 'min' ? Math.min(...(args as number[])) : Math.max(...(args as number[]));
      }
    }
  };
  return run(node);
}

export interface FormulaCriterion extends ScoredCriterion {
  kind: string;
}

/** `questions` names the custom criteria, as the issue calls them. */
const KIND_ALIASES: Record<string, string> = { questions: 'custom' };

/** The names a cycle's formula may use: the kinds of its criteria (and `questions` for custom ones) and the criteria's ids. */
export function formulaNames(criteria: readonly FormulaCriterion[]): string[] {
  const kinds = new Set(criteria.map((c) => c.kind));
  const aliases = Object.entries(KIND_ALIASES)
    .filter(([, kind]) => kinds.has(kind))
    .map(([alias]) => alias);
  return [...new Set([...kinds, ...aliases, ...criteria.map((c) => c.id)])];
}

const meanOf = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/** Each criterion's score (the mean of its rated questions) and each kind's (the mean of its criteria's scores). */
export function criterionScores(
  criteria: readonly FormulaCriterion[],
  answers: RatingAnswers,
): Record<string, number | null> {
  const byCriterion = new Map(
    criteria.map((c) => [
      c.id,
      meanOf(
        c.questions
          .filter((q) => q.type === 'rating')
          .map((q) => answers[q.id]?.rating)
          .filter((r): r is number => typeof r === 'number'),
      ),
    ]),
  );
  const scores: Record<string, number | null> = {};
  for (const kind of new Set(criteria.map((c) => c.kind))) {
    scores[kind] = meanOf(
      criteria
        .filter((c) => c.kind === kind)
        .map((c) => byCriterion.get(c.id))
        .filter((s): s is number => typeof s === 'number'),
    );
  }
  for (const [alias, kind] of Object.entries(KIND_ALIASES)) if (kind in scores) scores[alias] = scores[kind]!;
  for (const [id, score] of byCriterion) scores[id] = score;
  return scores;
}

/** The §5 rating scale's range: a formula's result is clamped into it and kept to one decimal. */
export const clampRating = (value: number) => roundRating(Math.min(5, Math.max(0, value)));

/** A formula's score for the answers: null until every name it uses has a rating (or if the formula does not parse). */
export function formulaScore(
  formula: string,
  criteria: readonly FormulaCriterion[],
  answers: RatingAnswers,
): number | null {
  const parsed = parseFormula(formula, formulaNames(criteria));
  if (!parsed.ok) return null;
  const value = evaluateFormula(parsed.node, criterionScores(criteria, answers));
  return value === null ? null : clampRating(value);
}

/** The review's score: the cycle's formula when it has one, else the weightage. */
export function reviewScore(
  cycle: { criteria: readonly FormulaCriterion[]; scoreFormula?: string | null | undefined },
  answers: RatingAnswers,
): number | null {
  return cycle.scoreFormula
    ? formulaScore(cycle.scoreFormula, cycle.criteria, answers)
    : weightedScore(cycle.criteria, answers);
}
