import { CONTRACTOR_EMPLOYMENT_TYPES, EMPLOYMENT_TYPES } from '@tenure/domain/access';
import type { BulkLookup } from '@tenure/domain/onboarding';
import { GENDERS } from '@tenure/domain/validation';
import type { Tx } from '../../platform/db.ts';
import { employedNumbers, lookupRows, peopleByNumberOrEmail } from './bulk-queries.ts';

/**
 * A tenant's names of one kind (departments, designations, plans...), looked up whatever their
 * case; a miss suggests the closest name when one is near (a typo of one or two letters).
 */
export class NameIndex<T> {
  private readonly byName = new Map<string, T[]>();
  private readonly names: string[] = [];

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [name, value] of entries) {
      const key = name.trim().toLowerCase();
      if (!this.byName.has(key)) this.names.push(name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), value]);
    }
  }

  /** The value under `name`; 'ambiguous' when two share it, undefined when none has it. */
  find(name: string): T | 'ambiguous' | undefined {
    const found = this.byName.get(name.trim().toLowerCase());
    if (!found) return undefined;
    return found.length > 1 ? 'ambiguous' : found[0];
  }

  /** Every name, in the order given (the template's dropdown). */
  list(): string[] {
    return this.names;
  }

  /** The closest name within a third of its length in edits, or null. */
  suggest(name: string): string | null {
    const wanted = name.trim().toLowerCase();
    let best: string | null = null;
    let bestDistance = Math.max(1, Math.floor(wanted.length / 3)) + 1;
    for (const candidate of this.names) {
      const distance = editDistance(wanted, candidate.toLowerCase(), bestDistance);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  }
}

/** Levenshtein distance, giving up (returning `limit`) once every path costs that much. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest >= limit) return limit;
    previous = current;
  }
  return previous[b.length]!;
}

export interface EntityChoice {
  code: string;
  currencyId: string | null;
}

export interface PersonMatch {
  employeeNumber: string;
  email: string;
}

/** The tenant's values every lookup column resolves against, each read once for the whole file. */
export interface BulkLookups {
  /** The legal entities' codes, for the dropdown (a file may also name an entity by its name). */
  entityCodes: string[];
  indexes: Record<Exclude<BulkLookup, 'manager' | 'legalEntity'>, NameIndex<string>> & {
    legalEntity: NameIndex<EntityChoice>;
  };
}

/** Everything the lookup columns resolve against, read in one round trip. */
export async function loadBulkLookups(tx: Tx): Promise<BulkLookups> {
  const { entities, departments, locations, designations, plans, currencies } = await lookupRows(tx);
  const entityIndex = new NameIndex<EntityChoice>([
    ...entities.map((e) => [e.code, { code: e.code, currencyId: e.currencyId }] as const),
    ...entities
      .filter((e) => e.name.toLowerCase() !== e.code.toLowerCase())
      .map((e) => [e.name, { code: e.code, currencyId: e.currencyId }] as const),
  ]);
  const plansOf = (key: string) =>
    new NameIndex(plans.filter((p) => p.key === key).map((p) => [p.name, p.id] as const));
  return {
    entityCodes: entities.map((e) => e.code),
    indexes: {
      legalEntity: entityIndex,
      department: new NameIndex(departments.map((d) => [d.name, d.id] as const)),
      location: new NameIndex(locations.map((l) => [l.name, l.id] as const)),
      designation: new NameIndex(designations.map((d) => [d.name, d.name] as const)),
      gender: new NameIndex(GENDERS.map((g) => [g, g] as const)),
      employmentType: new NameIndex(EMPLOYMENT_TYPES.map((t) => [t, t] as const)),
      contractorType: new NameIndex(CONTRACTOR_EMPLOYMENT_TYPES.map((t) => [t, t] as const)),
      probationPlan: plansOf('probation'),
      noticePeriodPlan: plansOf('noticePeriod'),
      currency: new NameIndex(currencies.map((c) => [c.id, c.id] as const)),
    },
  };
}

/** The people already in Tenure under the file's employee numbers or work emails, in one query (IN a subquery: hashed, where = any(array) compares every row with every element). */
export async function findPeople(tx: Tx, numbers: string[], emails: string[]) {
  const people = await peopleByNumberOrEmail(tx, numbers, emails);
  return {
    byNumber: new Map(people.map((p) => [p.employeeNumber.toLowerCase(), p])),
    byEmail: new Map(people.map((p) => [p.email, p])),
  };
}

/** The manager dropdown: employee numbers of the people working here today (a file may also use their work email). */
export async function managerChoices(tx: Tx): Promise<string[]> {
  return employedNumbers(tx);
}
