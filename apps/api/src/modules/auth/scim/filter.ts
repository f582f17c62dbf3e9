import { sql, type SQL } from 'drizzle-orm';
import { invalidFilter, SCIM } from './protocol.ts';

/**
 * SCIM filters (RFC 7644 §3.4.2.2): parsed into a tree, then turned into SQL over a resource's
 * attributes. Supported: `eq ne co sw ew gt ge lt le pr`, `and`, `or`, `not (…)`, parentheses and
 * value paths (`emails[type eq "work"]`, also followed by a sub-attribute:
 * `emails[type eq "work"].value eq "…"`, as identity providers write it). Anything else — an
 * unknown attribute, a comparison of the wrong type, a syntax error — is a 400 `invalidFilter`.
 */
export type Filter =
  | { kind: 'and' | 'or'; left: Filter; right: Filter }
  | { kind: 'not'; filter: Filter }
  | { kind: 'compare'; path: string; op: CompareOp; value: Literal }
  | { kind: 'present'; path: string }
  | { kind: 'valuePath'; path: string; filter: Filter };

type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'ge' | 'lt' | 'le';
type Literal = string | number | boolean | null;

const COMPARE_OPS = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le']);
const MAX_FILTER_LENGTH = 1000;
const MAX_NODES = 50;

type Token =
  { t: 'word'; v: string } | { t: 'string'; v: string } | { t: 'number'; v: number } | { t: '(' | ')' | '[' | ']' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '(' || c === ')' || c === '[' || c === ']') {
      tokens.push({ t: c });
      i++;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) throw invalidFilter('A string in the filter is not closed.');
      try {
        tokens.push({ t: 'string', v: JSON.parse(text.slice(i, j + 1)) as string });
      } catch {
        throw invalidFilter('A string in the filter has an invalid escape.');
      }
      i = j + 1;
    } else {
      const match = /^[A-Za-z0-9_:.$-]+/.exec(text.slice(i));
      if (!match) throw invalidFilter(`Unexpected character "${c}" in the filter.`);
      const word = match[0];
      tokens.push(/^-?\d+(\.\d+)?$/.test(word) ? { t: 'number', v: Number(word) } : { t: 'word', v: word });
      i += word.length;
    }
  }
  return tokens;
}

export function parseFilter(text: string): Filter {
  if (text.length > MAX_FILTER_LENGTH) throw invalidFilter('The filter is too long.');
  const tokens = tokenize(text);
  let at = 0;
  let nodes = 0;
  const peek = () => tokens[at];
  const word = (t: Token | undefined) => (t?.t === 'word' ? t.v.toLowerCase() : undefined);
  const expect = (kind: Token['t']) => {
    if (peek()?.t !== kind) throw invalidFilter(`Expected "${kind}" in the filter.`);
    at++;
  };
  const count = <T>(node: T): T => {
    if (++nodes > MAX_NODES) throw invalidFilter('The filter has too many terms.');
    return node;
  };

  function or(): Filter {
    let left = and();
    while (word(peek()) === 'or') {
      at++;
      left = count({ kind: 'or', left, right: and() });
    }
    return left;
  }
  function and(): Filter {
    let left = unary();
    while (word(peek()) === 'and') {
      at++;
      left = count({ kind: 'and', left, right: unary() });
    }
    return left;
  }
  function unary(): Filter {
    const next = peek();
    if (word(next) === 'not' && tokens[at + 1]?.t === '(') {
      at++;
      return count({ kind: 'not', filter: unary() });
    }
    if (next?.t === '(') {
      at++;
      const inner = or();
      expect(')');
      return inner;
    }
    if (next?.t !== 'word') throw invalidFilter('Expected an attribute in the filter.');
    at++;
    const path = next.v;
    if (peek()?.t === '[') {
      at++;
      const inner = or();
      expect(']');
      const sub = peek();
      // `emails[type eq "work"].value eq "…"`: the value path, then a comparison of one of its sub-attributes.
      if (sub?.t === 'word' && sub.v.startsWith('.')) {
        at++;
        const compared = comparison(`${path}.${sub.v.slice(1)}`);
        return count({ kind: 'and', left: count({ kind: 'valuePath', path, filter: inner }), right: compared });
      }
      return count({ kind: 'valuePath', path, filter: inner });
    }
    return comparison(path);
  }
  function comparison(path: string): Filter {
    const op = word(peek());
    if (op === 'pr') {
      at++;
      return count({ kind: 'present', path });
    }
    if (!op || !COMPARE_OPS.has(op)) throw invalidFilter(`Expected an operator after "${path}".`);
    at++;
    const value = peek();
    at++;
    let literal: Literal;
    if (value?.t === 'string' || value?.t === 'number') literal = value.v;
    else if (word(value) === 'true' || word(value) === 'false') literal = word(value) === 'true';
    else if (word(value) === 'null') literal = null;
    else throw invalidFilter(`Expected a value after "${path} ${op}".`);
    return count({ kind: 'compare', path, op: op as CompareOp, value: literal });
  }

  if (tokens.length === 0) throw invalidFilter('The filter is empty.');
  const filter = or();
  if (at !== tokens.length) throw invalidFilter('The filter has text after its end.');
  return filter;
}

/** An attribute a filter may name: its SQL, and how it compares. */
export interface FilterAttribute {
  sql: SQL;
  type: 'string' | 'boolean' | 'datetime';
  /** Case-exact strings (ids) compare as sent; the others case-insensitively. */
  caseExact?: boolean;
  /** A second column the attribute also matches (a comparison holds when it holds for either; `ne` for both). */
  alternate?: SQL;
}

/** Attribute names as the filter gives them: without the schema URN, case-insensitive. */
export function attributeName(path: string): string {
  let name = path;
  for (const urn of [SCIM.user, SCIM.group])
    if (name.toLowerCase().startsWith(`${urn.toLowerCase()}:`)) name = name.slice(urn.length + 1);
  return name.toLowerCase();
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filter as a SQL condition over `attributes` (keys lower-case, sub-attributes as `emails.value`).
 * Inside a value path, attribute names are taken relative to it (`emails[type eq "work"]`: `emails.type`).
 */
export function filterSql(filter: Filter, attributes: Readonly<Record<string, FilterAttribute>>, prefix = ''): SQL {
  const attributeOf = (path: string) => {
    const name = prefix + attributeName(path);
    const found = attributes[name];
    if (!found) throw invalidFilter(`The filter names an attribute this server cannot filter on: ${path}.`);
    return found;
  };
  switch (filter.kind) {
    case 'and':
    case 'or': {
      const left = filterSql(filter.left, attributes, prefix);
      const right = filterSql(filter.right, attributes, prefix);
      return filter.kind === 'and' ? sql`(${left} and ${right})` : sql`(${left} or ${right})`;
    }
    case 'not':
      return sql`(not coalesce(${filterSql(filter.filter, attributes, prefix)}, false))`;
    case 'valuePath':
      return filterSql(filter.filter, attributes, `${prefix}${attributeName(filter.path)}.`);
    case 'present': {
      const a = attributeOf(filter.path);
      return a.type === 'string' ? sql`(${a.sql} is not null and ${a.sql} <> '')` : sql`(${a.sql} is not null)`;
    }
    case 'compare': {
      const a = attributeOf(filter.path);
      const main = compareSql(a, filter.op, filter.value, filter.path);
      if (!a.alternate) return main;
      const other = compareSql({ ...a, sql: a.alternate }, filter.op, filter.value, filter.path);
      return filter.op === 'ne' ? sql`(${main} and ${other})` : sql`(${main} or ${other})`;
    }
  }
}

function compareSql(a: FilterAttribute, op: CompareOp, value: Literal, path: string): SQL {
  if (value === null) {
    if (op === 'eq') return sql`(${a.sql} is null)`;
    if (op === 'ne') return sql`(${a.sql} is not null)`;
    throw invalidFilter(`${path} ${op} null is not a comparison.`);
  }
  if (a.type === 'boolean') {
    if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne'))
      throw invalidFilter(`${path} compares with eq or ne and true or false.`);
    return op === 'eq' ? sql`(${a.sql} = ${value})` : sql`(${a.sql} <> ${value})`;
  }
  if (typeof value !== 'string') throw invalidFilter(`${path} compares with a string.`);
  if (a.type === 'datetime') {
    if (Number.isNaN(Date.parse(value))) throw invalidFilter(`${path} compares with a date and time.`);
    const at = sql`${new Date(value).toISOString()}::timestamptz`;
    const ops: Partial<Record<CompareOp, SQL>> = {
      eq: sql`=`,
      ne: sql`<>`,
      gt: sql`>`,
      ge: sql`>=`,
      lt: sql`<`,
      le: sql`<=`,
    };
    const sqlOp = ops[op];
    if (!sqlOp) throw invalidFilter(`${path} cannot be compared with ${op}.`);
    return sql`(${a.sql} ${sqlOp} ${at})`;
  }
  const column = a.caseExact ? a.sql : sql`lower(${a.sql})`;
  const text = a.caseExact ? value : value.toLowerCase();
  switch (op) {
    case 'eq':
      return sql`(${column} = ${text})`;
    case 'ne':
      return sql`(${column} is distinct from ${text})`;
    case 'co':
      return sql`(${column} like ${`%${escapeLike(text)}%`})`;
    case 'sw':
      return sql`(${column} like ${`${escapeLike(text)}%`})`;
    case 'ew':
      return sql`(${column} like ${`%${escapeLike(text)}`})`;
    case 'gt':
      return sql`(${column} > ${text})`;
    case 'ge':
      return sql`(${column} >= ${text})`;
    case 'lt':
      return sql`(${column} < ${text})`;
    case 'le':
      return sql`(${column} <= ${text})`;
  }
}
