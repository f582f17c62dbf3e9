/**
 * A scope probe: for one route that declares a scope narrower than `all`, a real demo viewer who
 * holds the route's key but is outside its scope calls it and gets nothing (scope-walk.test.ts).
 * One table per module, keyed `METHOD /api/path` as the app registers it.
 */
export type DemoUser =
  'superadmin' | 'hrdirector' | 'hrexec01' | 'manager01' | 'employee01' | 'consult01' | 'projmgr01' | 'approver01';

/** Lookups in the demo tenant for a probe's URL (as the database owner, across row-level security). */
export interface ProbeContext {
  /** The first column of the first row of `sql` ($1… are `params`), as text. */
  value(sql: string, ...params: unknown[]): Promise<string>;
  /** The first column of every row of `sql`, as text (an empty list fails the probe: it could not fail). */
  values(sql: string, ...params: unknown[]): Promise<string[]>;
}

type ProbeUrl = string | ((c: ProbeContext) => Promise<string>);
type ProbeTexts = readonly string[] | ((c: ProbeContext) => Promise<readonly string[]>);

export type ScopeProbe =
  /** The record or person named is outside the viewer's scope: 404 (a record), 403 (a colleague known from the directory). */
  | { as: DemoUser; url: ProbeUrl; payload?: object; expect: 404 | 403 }
  /** A list answers without any of these texts (the numbers and names of people outside the viewer's scope). */
  | { as: DemoUser; url: ProbeUrl; payload?: object; without: ProbeTexts }
  /**
   * The route names nobody: it reads or changes the caller's own rows only. The walk checks the
   * claim: no path parameter, and no query or body field naming an employee.
   */
  | { implicit: string };

export interface ModuleProbes {
  probes: Record<string, ScopeProbe>;
  /** Scoped routes without a probe yet, each with why: the walk fails on a route in neither table. */
  unprobed?: Record<string, string>;
}

/**
 * The employee numbers (as JSON strings) of the people of the legal entities hrexec01 does not work
 * in (Singapore and Costa Rica: hrexec01 is HR of India and the United States).
 */
export const OUTSIDE_HREXEC01 = async (c: ProbeContext) =>
  (
    await c.values(`select e.employee_number from employees e join legal_entities le on le.id = e.legal_entity_id
                     where le.code in ('SG-01', 'CR-SJ-01')`)
  ).map((n) => `"${n}"`);

/** People outside manager01's team (EMP0005: EMP0006, EMP0007, EMP0010 and their reportees): projmgr01 and approver01. */
export const OUTSIDE_MANAGER01 = ['EMP0008', 'EMP0009', 'Aisha Tan', 'David Kim'] as const;
