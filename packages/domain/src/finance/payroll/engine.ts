import type {
  CostaRicaRates,
  IndiaRates,
  IndiaRegime,
  PayrollRates,
  SingaporeRates,
  TaxBracket,
  UsFilingStatus,
  UsRates,
} from './rates.ts';

/**
 * Gross-to-net and employer cost of one person for one year under a rate set. Pure: the rates
 * come in as data. Amounts are yearly; a month is the year's twelfth (the bonus is paid once
 * but spread, so that months compare). Each component is rounded to cents.
 */
export interface PayInput {
  /** Base pay for the year, bonus excluded. */
  grossAnnual: number;
  /** One-off bonus in the year (0 for none). */
  bonus: number;
  filingStatus?: UsFilingStatus | null;
  /** US state or Indian state (professional tax) code, as in the rate set. */
  state?: string | null;
  regime?: IndiaRegime | null;
  /** India old regime: Chapter VI-A deductions declared beyond EPF (80C, 80D…). */
  declaredDeductions?: number | null;
  /** Singapore: age in completed years (the CPF band). */
  age?: number | null;
}

export type PayComponentKind = 'earning' | 'deduction' | 'employer';
export interface PayComponent {
  code: string;
  label: string;
  kind: PayComponentKind;
  annual: number;
  monthly: number;
}
export interface PayTotals {
  gross: number;
  deductions: number;
  net: number;
  employerContributions: number;
  employerCost: number;
}
export interface PayResult {
  components: PayComponent[];
  annual: PayTotals;
  monthly: PayTotals;
}

/** Half-up to cents; the toPrecision step removes binary noise (2828.925 stored as 2828.92499…). */
export const roundCents = (x: number) => Math.round(Number((x * 100).toPrecision(15))) / 100;
const pct = (base: number, rate: number) => (base * rate) / 100;

/** Tax on `base` under a progressive scale. */
export function progressiveTax(base: number, scale: readonly TaxBracket[]): number {
  let tax = 0;
  scale.forEach((band, i) => {
    const next = scale[i + 1]?.from ?? Infinity;
    if (base > band.from) tax += pct(Math.min(base, next) - band.from, band.rate);
  });
  return tax;
}

type Part = [code: string, label: string, kind: PayComponentKind, annual: number];

function earnings(input: PayInput): Part[] {
  const parts: Part[] = [['base', 'Base salary', 'earning', input.grossAnnual]];
  if (input.bonus > 0) parts.push(['bonus', 'Bonus', 'earning', input.bonus]);
  return parts;
}

function usParts(r: UsRates, input: PayInput): Part[] {
  const status = input.filingStatus ?? 'single';
  const wages = input.grossAnnual + input.bonus;
  const federalBase = Math.max(0, wages - r.federal.standardDeduction[status]);
  const ssWages = Math.min(wages, r.socialSecurity.wageBase);
  const overThreshold = Math.max(0, wages - r.medicare.additionalThreshold);
  const state = r.states.find((s) => s.code === input.state);
  if (!state) throw new Error(`No state ${input.state} in the rate set`);
  return [
    [
      'federalIncomeTax',
      'Federal income tax withholding',
      'deduction',
      progressiveTax(federalBase, r.federal.brackets[status]),
    ],
    [
      'stateIncomeTax',
      `State income tax (${state.name})`,
      'deduction',
      progressiveTax(Math.max(0, wages - state.deduction), state.brackets),
    ],
    ['socialSecurity', 'Social Security', 'deduction', pct(ssWages, r.socialSecurity.employeeRate)],
    ['medicare', 'Medicare', 'deduction', pct(wages, r.medicare.employeeRate)],
    ['additionalMedicare', 'Additional Medicare', 'deduction', pct(overThreshold, r.medicare.additionalRate)],
    ['socialSecurityEmployer', 'Social Security (employer)', 'employer', pct(ssWages, r.socialSecurity.employerRate)],
    ['medicareEmployer', 'Medicare (employer)', 'employer', pct(wages, r.medicare.employerRate)],
    ['futa', 'Federal unemployment (FUTA)', 'employer', pct(Math.min(wages, r.futa.wageBase), r.futa.rate)],
  ];
}

/** The slab with the highest start at or below the monthly gross. */
function professionalTax(r: IndiaRates, stateCode: string | null | undefined, monthlyGross: number): number {
  const state = r.professionalTax.find((s) => s.code === stateCode);
  if (!state) throw new Error(`No professional tax table for ${stateCode}`);
  const slab = [...state.slabs]
    .sort((a, b) => b.fromMonthlyGross - a.fromMonthlyGross)
    .find((s) => monthlyGross >= s.fromMonthlyGross);
  return slab?.annual ?? 0;
}

/** Income tax of one regime: slabs, 87A rebate (with marginal relief where the regime has it), then cess. */
export function indiaIncomeTax(r: IndiaRates, regime: IndiaRegime, taxable: number): { tax: number; cess: number } {
  const rules = r.incomeTax.regimes[regime];
  let tax = progressiveTax(taxable, rules.brackets);
  if (taxable <= rules.rebateIncomeLimit) tax = Math.max(0, tax - rules.rebateMax);
  else if (rules.rebateMarginalRelief) tax = Math.min(tax, taxable - rules.rebateIncomeLimit);
  return { tax, cess: pct(tax, r.incomeTax.cessRate) };
}

function indiaParts(r: IndiaRates, input: PayInput): Part[] {
  const monthlyGross = input.grossAnnual / 12;
  const epfWages = Math.min(pct(monthlyGross, r.basicPercentOfGross), r.epf.wageCeiling) * 12;
  // Statutory bonus and annual bonus are not ESI wages; coverage follows the monthly gross.
  const esiCovered = monthlyGross <= r.esi.grossThreshold;
  const employeeEpf = pct(epfWages, r.epf.employeeRate);
  const pt = professionalTax(r, input.state, monthlyGross);
  const regime = input.regime ?? 'new';
  const rules = r.incomeTax.regimes[regime];
  const chapterVIA = rules.allowsChapterVIA
    ? Math.min(r.incomeTax.section80CCap, employeeEpf + (input.declaredDeductions ?? 0))
    : 0;
  // Professional tax is deductible (section 16(iii)) only under the old regime, with Chapter VI-A.
  const taxable = Math.max(
    0,
    input.grossAnnual + input.bonus - rules.standardDeduction - chapterVIA - (rules.allowsChapterVIA ? pt : 0),
  );
  const { tax, cess } = indiaIncomeTax(r, regime, taxable);
  return [
    // One label for both regimes: scenario A and B compare row by row; the scenario says which regime.
    ['incomeTax', 'Income tax', 'deduction', tax],
    ['cess', 'Health and education cess', 'deduction', cess],
    ['epf', 'Provident fund (EPF)', 'deduction', employeeEpf],
    ['esi', 'ESI', 'deduction', esiCovered ? pct(input.grossAnnual, r.esi.employeeRate) : 0],
    ['professionalTax', 'Professional tax', 'deduction', pt],
    ['eps', 'Pension scheme (EPS, employer)', 'employer', pct(epfWages, r.epf.employerEpsRate)],
    ['epfEmployer', 'Provident fund (EPF, employer)', 'employer', pct(epfWages, r.epf.employerEpfRate)],
    ['edli', 'EDLI (employer)', 'employer', pct(epfWages, r.epf.edliRate)],
    ['epfAdmin', 'EPF admin charges (employer)', 'employer', pct(epfWages, r.epf.adminRate)],
    ['esiEmployer', 'ESI (employer)', 'employer', esiCovered ? pct(input.grossAnnual, r.esi.employerRate) : 0],
  ];
}

export function cpfBand(r: SingaporeRates, age: number) {
  return r.cpf.ageBands.find((b) => b.upToAge === null || age <= b.upToAge)!;
}

function singaporeParts(r: SingaporeRates, input: PayInput): Part[] {
  const band = cpfBand(r, input.age ?? 0);
  const monthly = input.grossAnnual / 12;
  const ordinary = Math.min(monthly, r.cpf.ordinaryWageCeiling) * 12;
  const additional = Math.min(input.bonus, Math.max(0, r.cpf.annualWageCeiling - ordinary));
  const cpfWages = ordinary + additional;
  const levy = (wage: number) => Math.min(r.sdl.maxMonthly, Math.max(r.sdl.minMonthly, pct(wage, r.sdl.rate)));
  // The bonus is paid in one month: eleven plain months and one with the bonus.
  const sdl = input.bonus > 0 ? levy(monthly) * 11 + levy(monthly + input.bonus) : levy(monthly) * 12;
  return [
    ['cpf', 'CPF (employee)', 'deduction', pct(cpfWages, band.employeeRate)],
    ['cpfEmployer', 'CPF (employer)', 'employer', pct(cpfWages, band.employerRate)],
    ['sdl', 'Skills Development Levy', 'employer', sdl],
  ];
}

function costaRicaParts(r: CostaRicaRates, input: PayInput): Part[] {
  const wages = input.grossAnnual + input.bonus;
  const monthlyTax = progressiveTax(wages / 12, r.incomeTax.monthlyBrackets);
  const code = (label: string) => label.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
  return [
    ['incomeTax', 'Income tax on salary', 'deduction', monthlyTax * 12],
    ...r.ccss.employee.map((c): Part => [`employee-${code(c.label)}`, c.label, 'deduction', pct(wages, c.rate)]),
    ...r.ccss.employer.map((c): Part => [
      `employer-${code(c.label)}`,
      `${c.label} (employer)`,
      'employer',
      pct(wages, c.rate),
    ]),
  ];
}

function statutoryParts(rates: PayrollRates, input: PayInput): Part[] {
  switch (rates.country) {
    case 'US':
      return usParts(rates, input);
    case 'IN':
      return indiaParts(rates, input);
    case 'SG':
      return singaporeParts(rates, input);
    case 'CR':
      return costaRicaParts(rates, input);
  }
}

function totals(components: readonly PayComponent[], key: 'annual' | 'monthly'): PayTotals {
  const sum = (kind: PayComponentKind) =>
    roundCents(components.filter((c) => c.kind === kind).reduce((s, c) => s + c[key], 0));
  const gross = sum('earning');
  const deductions = sum('deduction');
  const employerContributions = sum('employer');
  return {
    gross,
    deductions,
    net: roundCents(gross - deductions),
    employerContributions,
    employerCost: roundCents(gross + employerContributions),
  };
}

export function simulatePay(rates: PayrollRates, input: PayInput): PayResult {
  const components = [...earnings(input), ...statutoryParts(rates, input)].map(([code, label, kind, annual]) => ({
    code,
    label,
    kind,
    annual: roundCents(annual),
    monthly: roundCents(annual / 12),
  }));
  return { components, annual: totals(components, 'annual'), monthly: totals(components, 'monthly') };
}
