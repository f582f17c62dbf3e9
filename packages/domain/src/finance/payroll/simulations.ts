import { z } from 'zod';
import { pageOf, pageQuery } from '../../paging/index.ts';
import { roundCents, simulatePay, type PayComponentKind, type PayResult, type PayTotals } from './engine.ts';
import {
  INDIA_REGIMES,
  PAYROLL_COUNTRIES,
  US_FILING_STATUSES,
  payrollYear,
  rateSetSummary,
  type PayrollRates,
} from './rates.ts';

export const PAYROLL_MESSAGES = {
  nameRequired: 'Please name the simulation.',
  entityRequired: 'Choose the legal entity.',
  entityUnknown: 'Choose one of your legal entities.',
  countryUnsupported: 'Payroll simulation covers entities in the US, India, Singapore and Costa Rica.',
  noRateSet: (country: string, year: number) =>
    `There are no ${country} rates for ${year}: add them on the rate sets page first.`,
  memberRequired: 'Add at least one person.',
  personIsOne: 'A simulation of one person has one row with a headcount of 1.',
  employeeUnknown: 'Choose an employee of this tenant.',
  grossPositive: 'Enter a gross salary above 0.',
  filingStatusRequired: 'Choose the filing status.',
  stateRequired: 'Choose a state from the rate set.',
  regimeRequired: 'Choose the tax regime.',
  ageRequired: 'Enter the age.',
  deleted: 'The simulation was deleted.',
  saved: 'The simulation was saved.',
  rateSetSaved: 'The rates were saved.',
  countryMismatch: 'The rates are for another country.',
  marker: 'Simulation — not payroll',
} as const;

export const SIMULATION_SUBJECTS = ['person', 'group'] as const;
export const MAX_SIMULATION_MEMBERS = 50;

const money = z.number().min(0).max(1e12);

/** The what-if of one scenario, applied to every member: a raise on their gross, a bonus, and the country's options. */
export const scenarioInput = z.object({
  name: z.string().trim().min(1).max(60),
  raisePercent: z.number().min(-100).max(1000).default(0),
  bonus: money.default(0),
  filingStatus: z.enum(US_FILING_STATUSES).nullable().default(null),
  state: z.string().trim().max(3).nullable().default(null),
  regime: z.enum(INDIA_REGIMES).nullable().default(null),
  declaredDeductions: money.nullable().default(null),
  age: z.number().int().min(14).max(120).nullable().default(null),
});
export type ScenarioInput = z.output<typeof scenarioInput>;

export const simulationMember = z.object({
  /** The employee this row is about, or null for a typed headcount. */
  employeeId: z.uuid().nullable().default(null),
  label: z.string().trim().min(1).max(120),
  headcount: z.number().int().min(1).max(100000),
  grossAnnual: z.number().positive(PAYROLL_MESSAGES.grossPositive).max(1e12),
});
export type SimulationMember = z.output<typeof simulationMember>;

export const simulationInput = z
  .object({
    name: z.string().trim().min(1, PAYROLL_MESSAGES.nameRequired).max(120),
    entityId: z.uuid(PAYROLL_MESSAGES.entityRequired),
    year: payrollYear,
    subject: z.enum(SIMULATION_SUBJECTS),
    members: z.array(simulationMember).min(1, PAYROLL_MESSAGES.memberRequired).max(MAX_SIMULATION_MEMBERS),
    scenarioA: scenarioInput,
    scenarioB: scenarioInput.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.subject === 'person' && (s.members.length !== 1 || s.members[0]!.headcount !== 1)) {
      ctx.addIssue({ code: 'custom', path: ['members'], message: PAYROLL_MESSAGES.personIsOne });
    }
  });
export type SimulationInput = z.output<typeof simulationInput>;

/** Field errors of a scenario against the country's rate set (keys under `prefix`). */
export function scenarioErrors(rates: PayrollRates, s: ScenarioInput, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rates.country === 'US') {
    if (!s.filingStatus) errors[`${prefix}.filingStatus`] = PAYROLL_MESSAGES.filingStatusRequired;
    if (!rates.states.some((x) => x.code === s.state)) errors[`${prefix}.state`] = PAYROLL_MESSAGES.stateRequired;
  }
  if (rates.country === 'IN') {
    if (!s.regime) errors[`${prefix}.regime`] = PAYROLL_MESSAGES.regimeRequired;
    if (!rates.professionalTax.some((x) => x.code === s.state))
      errors[`${prefix}.state`] = PAYROLL_MESSAGES.stateRequired;
  }
  if (rates.country === 'SG' && s.age === null) errors[`${prefix}.age`] = PAYROLL_MESSAGES.ageRequired;
  return errors;
}

/** The states a scenario may name for the country (US income tax, Indian professional tax). */
export function statesOf(rates: PayrollRates): { code: string; name: string }[] {
  if (rates.country === 'US') return rates.states.map(({ code, name }) => ({ code, name }));
  if (rates.country === 'IN') return rates.professionalTax.map(({ code, name }) => ({ code, name }));
  return [];
}

const componentView = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(['earning', 'deduction', 'employer']),
  annual: z.number(),
  monthly: z.number(),
});
const totalsView = z.object({
  gross: z.number(),
  deductions: z.number(),
  net: z.number(),
  employerContributions: z.number(),
  employerCost: z.number(),
});
const payResultView = z.object({ components: z.array(componentView), annual: totalsView, monthly: totalsView });
export const scenarioResultView = z.object({
  members: z.array(z.object({ label: z.string(), headcount: z.number(), result: payResultView })),
  /** All members together, each counted `headcount` times. */
  total: payResultView,
});
export type ScenarioResult = z.infer<typeof scenarioResultView>;

const scale = (t: PayTotals, n: number): PayTotals => ({
  gross: roundCents(t.gross * n),
  deductions: roundCents(t.deductions * n),
  net: roundCents(t.net * n),
  employerContributions: roundCents(t.employerContributions * n),
  employerCost: roundCents(t.employerCost * n),
});
const add = (a: PayTotals, b: PayTotals): PayTotals => ({
  gross: roundCents(a.gross + b.gross),
  deductions: roundCents(a.deductions + b.deductions),
  net: roundCents(a.net + b.net),
  employerContributions: roundCents(a.employerContributions + b.employerContributions),
  employerCost: roundCents(a.employerCost + b.employerCost),
});
const ZERO: PayTotals = { gross: 0, deductions: 0, net: 0, employerContributions: 0, employerCost: 0 };

/** One scenario for every member (raise applied to their gross), and the group's total by component. */
export function simulateScenario(
  rates: PayrollRates,
  members: readonly SimulationMember[],
  s: ScenarioInput,
): ScenarioResult {
  const results = members.map((m) => ({
    label: m.label,
    headcount: m.headcount,
    result: simulatePay(rates, {
      ...s,
      grossAnnual: roundCents(m.grossAnnual * (1 + s.raisePercent / 100)),
      bonus: s.bonus,
    }),
  }));
  const byCode = new Map<string, PayResult['components'][number]>();
  for (const { headcount, result } of results) {
    for (const c of result.components) {
      const seen = byCode.get(c.code) ?? { ...c, annual: 0, monthly: 0 };
      byCode.set(c.code, {
        ...seen,
        annual: roundCents(seen.annual + c.annual * headcount),
        monthly: roundCents(seen.monthly + c.monthly * headcount),
      });
    }
  }
  return {
    members: results,
    total: {
      components: [...byCode.values()],
      annual: results.reduce((t, r) => add(t, scale(r.result.annual, r.headcount)), ZERO),
      monthly: results.reduce((t, r) => add(t, scale(r.result.monthly, r.headcount)), ZERO),
    },
  };
}

export interface ComparisonRow {
  code: string;
  label: string;
  kind: PayComponentKind | 'total';
  a: number;
  b: number | null;
  difference: number | null;
}

const TOTAL_ROWS: [keyof PayTotals, string][] = [
  ['gross', 'Gross pay'],
  ['deductions', 'Employee deductions'],
  ['net', 'Net pay'],
  ['employerContributions', 'Employer contributions'],
  ['employerCost', 'Employer cost'],
];

/** Scenario A beside B by component and total (yearly), with B − A; a component only one side has counts 0 on the other. */
export function compareScenarios(a: ScenarioResult, b: ScenarioResult | null): ComparisonRow[] {
  const codes = new Map<string, { label: string; kind: PayComponentKind }>();
  for (const c of [...a.total.components, ...(b?.total.components ?? [])]) if (!codes.has(c.code)) codes.set(c.code, c);
  const annualOf = (r: ScenarioResult, code: string) => r.total.components.find((c) => c.code === code)?.annual ?? 0;
  const row = (
    code: string,
    label: string,
    kind: ComparisonRow['kind'],
    av: number,
    bv: number | null,
  ): ComparisonRow => ({
    code,
    label,
    kind,
    a: av,
    b: bv,
    difference: bv === null ? null : roundCents(bv - av),
  });
  return [
    ...[...codes].map(([code, c]) => row(code, c.label, c.kind, annualOf(a, code), b ? annualOf(b, code) : null)),
    ...TOTAL_ROWS.map(([key, label]) => row(key, label, 'total', a.total.annual[key], b ? b.total.annual[key] : null)),
  ];
}

/** An entity a simulation can be about (of a covered country), and the people to pick from it. */
export const simulationEntityOption = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  country: z.enum(PAYROLL_COUNTRIES),
});
export type SimulationEntityOption = z.infer<typeof simulationEntityOption>;
export const simulationEmployeeOption = z.object({ id: z.uuid(), employeeNumber: z.string(), name: z.string() });
export type SimulationEmployeeOption = z.infer<typeof simulationEmployeeOption>;

export const simulationListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export type SimulationListQuery = z.infer<typeof simulationListQuery>;

export const simulationSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.enum(PAYROLL_COUNTRIES),
  entityCode: z.string(),
  entityName: z.string(),
  year: z.number(),
  subject: z.enum(SIMULATION_SUBJECTS),
  headcount: z.number(),
  scenarioA: z.string(),
  scenarioB: z.string().nullable(),
  updatedAt: z.string(),
});
export type SimulationSummary = z.infer<typeof simulationSummary>;
export const simulationPage = pageOf(simulationSummary);

export const simulationView = simulationSummary.extend({
  entityId: z.uuid(),
  currency: z.string(),
  members: z.array(simulationMember.extend({ employeeId: z.uuid().nullable() })),
  scenarioInputs: z.object({ a: scenarioInput, b: scenarioInput.nullable() }),
  rateSet: rateSetSummary,
  results: z.object({ a: scenarioResultView, b: scenarioResultView.nullable() }),
});
export type SimulationView = z.infer<typeof simulationView>;
