import type { CostaRicaRates, IndiaRates, PayrollRates, SingaporeRates, UsRates } from './rates.ts';

/**
 * The rate sets of tax year 2025 as published, with their sources: the starting data that the
 * seed gives each tenant (HR edits or adds years from there). The engine never reads this file;
 * the unit tests check their worked examples against it.
 */
export interface PublishedRateSet<R extends PayrollRates = PayrollRates> {
  year: number;
  source: string;
  rates: R;
}

export const US_2025: PublishedRateSet<UsRates> = {
  year: 2025,
  source:
    'Tax year 2025. Federal: IRS Publication 15-T (2025), percentage method for automated payroll (Form W-4 2020 or later, Step 2 unchecked), ' +
    'expressed as the Rev. Proc. 2024-40 brackets less the standard deduction the tables build in (15,000 / 30,000 / 22,500). ' +
    'Social Security 6.2 % + 6.2 % to the 2025 wage base of $176,100 (SSA fact sheet 2025); Medicare 1.45 % + 1.45 %, Additional Medicare 0.9 % ' +
    'withheld on wages over $200,000 (IRS Topic 560); FUTA 6.0 % less the 5.4 % state credit on the first $7,000. ' +
    'States: Illinois 4.95 % flat with the $2,850 exemption; Pennsylvania 3.07 % flat; North Carolina 4.25 % with the $12,750 standard deduction; New York (NY Tax Law §601, single schedule, $8,000 standard deduction, used for every filing status); Texas no income tax.',
  rates: {
    country: 'US',
    federal: {
      standardDeduction: { single: 15000, married: 30000, headOfHousehold: 22500 },
      brackets: {
        single: [
          { from: 0, rate: 10 },
          { from: 11925, rate: 12 },
          { from: 48475, rate: 22 },
          { from: 103350, rate: 24 },
          { from: 197300, rate: 32 },
          { from: 250525, rate: 35 },
          { from: 626350, rate: 37 },
        ],
        married: [
          { from: 0, rate: 10 },
          { from: 23850, rate: 12 },
          { from: 96950, rate: 22 },
          { from: 206700, rate: 24 },
          { from: 394600, rate: 32 },
          { from: 501050, rate: 35 },
          { from: 751600, rate: 37 },
        ],
        headOfHousehold: [
          { from: 0, rate: 10 },
          { from: 17000, rate: 12 },
          { from: 64850, rate: 22 },
          { from: 103350, rate: 24 },
          { from: 197300, rate: 32 },
          { from: 250500, rate: 35 },
          { from: 626350, rate: 37 },
        ],
      },
    },
    socialSecurity: { employeeRate: 6.2, employerRate: 6.2, wageBase: 176100 },
    medicare: { employeeRate: 1.45, employerRate: 1.45, additionalRate: 0.9, additionalThreshold: 200000 },
    futa: { rate: 0.6, wageBase: 7000 },
    states: [
      { code: 'IL', name: 'Illinois', deduction: 2850, brackets: [{ from: 0, rate: 4.95 }] },
      { code: 'NC', name: 'North Carolina', deduction: 12750, brackets: [{ from: 0, rate: 4.25 }] },
      {
        code: 'NY',
        name: 'New York',
        deduction: 8000,
        brackets: [
          { from: 0, rate: 4 },
          { from: 8500, rate: 4.5 },
          { from: 11700, rate: 5.25 },
          { from: 13900, rate: 5.5 },
          { from: 80650, rate: 6 },
          { from: 215400, rate: 6.85 },
          { from: 1077550, rate: 9.65 },
          { from: 5000000, rate: 10.3 },
          { from: 25000000, rate: 10.9 },
        ],
      },
      { code: 'PA', name: 'Pennsylvania', deduction: 0, brackets: [{ from: 0, rate: 3.07 }] },
      { code: 'TX', name: 'Texas', deduction: 0, brackets: [{ from: 0, rate: 0 }] },
    ],
  },
};

export const IN_2025: PublishedRateSet<IndiaRates> = {
  year: 2025,
  source:
    'Financial year 2025-26 (AY 2026-27). Income tax: Finance Act 2025 — new regime (section 115BAC) slabs 0/5/10/15/20/25/30 % at ₹4, 8, 12, 16, 20, 24 lakh, ' +
    'standard deduction ₹75,000, 87A rebate up to ₹60,000 for taxable income to ₹12 lakh with marginal relief; old regime slabs 0/5/20/30 % at ₹2.5, 5, 10 lakh, ' +
    'standard deduction ₹50,000, 87A rebate up to ₹12,500 to ₹5 lakh, 80C cap ₹1.5 lakh; health and education cess 4 %. Surcharge (income over ₹50 lakh) is not modelled. ' +
    'EPF: EPF & MP Act 1952 — 12 % employee, employer 8.33 % EPS + 3.67 % EPF, EDLI 0.5 %, admin 0.5 %, on basic wages to ₹15,000 a month; basic taken as 50 % of gross (Code on Wages). ' +
    'ESI: ESIC — employee 0.75 %, employer 3.25 % where monthly gross ≤ ₹21,000. Professional tax: Maharashtra (₹175 to ₹10,000; ₹2,500 a year above), ' +
    'Karnataka (₹2,500 a year from ₹25,000 a month, Karnataka Tax on Professions Act as amended 2025), West Bengal slabs.',
  rates: {
    country: 'IN',
    basicPercentOfGross: 50,
    epf: {
      employeeRate: 12,
      employerEpsRate: 8.33,
      employerEpfRate: 3.67,
      edliRate: 0.5,
      adminRate: 0.5,
      wageCeiling: 15000,
    },
    esi: { employeeRate: 0.75, employerRate: 3.25, grossThreshold: 21000 },
    professionalTax: [
      {
        code: 'MH',
        name: 'Maharashtra',
        slabs: [
          { fromMonthlyGross: 0, annual: 0 },
          { fromMonthlyGross: 7501, annual: 2100 },
          { fromMonthlyGross: 10001, annual: 2500 },
        ],
      },
      {
        code: 'KA',
        name: 'Karnataka',
        slabs: [
          { fromMonthlyGross: 0, annual: 0 },
          { fromMonthlyGross: 25000, annual: 2500 },
        ],
      },
      {
        code: 'WB',
        name: 'West Bengal',
        slabs: [
          { fromMonthlyGross: 0, annual: 0 },
          { fromMonthlyGross: 10001, annual: 1320 },
          { fromMonthlyGross: 15001, annual: 1560 },
          { fromMonthlyGross: 25001, annual: 1800 },
          { fromMonthlyGross: 40001, annual: 2400 },
        ],
      },
      { code: 'DL', name: 'Delhi (no professional tax)', slabs: [{ fromMonthlyGross: 0, annual: 0 }] },
    ],
    incomeTax: {
      cessRate: 4,
      section80CCap: 150000,
      regimes: {
        old: {
          standardDeduction: 50000,
          brackets: [
            { from: 0, rate: 0 },
            { from: 250000, rate: 5 },
            { from: 500000, rate: 20 },
            { from: 1000000, rate: 30 },
          ],
          rebateIncomeLimit: 500000,
          rebateMax: 12500,
          rebateMarginalRelief: false,
          allowsChapterVIA: true,
        },
        new: {
          standardDeduction: 75000,
          brackets: [
            { from: 0, rate: 0 },
            { from: 400000, rate: 5 },
            { from: 800000, rate: 10 },
            { from: 1200000, rate: 15 },
            { from: 1600000, rate: 20 },
            { from: 2000000, rate: 25 },
            { from: 2400000, rate: 30 },
          ],
          rebateIncomeLimit: 1200000,
          rebateMax: 60000,
          rebateMarginalRelief: true,
          allowsChapterVIA: false,
        },
      },
    },
  },
};

export const SG_2025: PublishedRateSet<SingaporeRates> = {
  year: 2025,
  source:
    'Year 2025. CPF Board contribution rates from 1 January 2025 for Singapore citizens and SPRs from the third year, monthly wages above $750: ' +
    'age ≤ 55: 20 % + 17 %; 55–60: 17 % + 15.5 %; 60–65: 11.5 % + 12 %; 65–70: 7.5 % + 9 %; above 70: 5 % + 7.5 %. ' +
    'Ordinary wage ceiling $7,400 a month; annual salary ceiling $102,000 for additional wages. ' +
    'Skills Development Levy (SkillsFuture Singapore): 0.25 % of monthly wages, minimum $2, maximum $11.25. ' +
    'Resident income tax is assessed yearly by IRAS, not withheld, so it is not a payroll deduction here.',
  rates: {
    country: 'SG',
    cpf: {
      ordinaryWageCeiling: 7400,
      annualWageCeiling: 102000,
      ageBands: [
        { upToAge: 55, employeeRate: 20, employerRate: 17 },
        { upToAge: 60, employeeRate: 17, employerRate: 15.5 },
        { upToAge: 65, employeeRate: 11.5, employerRate: 12 },
        { upToAge: 70, employeeRate: 7.5, employerRate: 9 },
        { upToAge: null, employeeRate: 5, employerRate: 7.5 },
      ],
    },
    sdl: { rate: 0.25, minMonthly: 2, maxMonthly: 11.25 },
  },
};

export const CR_2025: PublishedRateSet<CostaRicaRates> = {
  year: 2025,
  source:
    'Year 2025. CCSS (Reglamento de Salud y Reglamento IVM, scale in force 2023-2025): employee SEM 5.50 %, IVM 4.17 %, Banco Popular 1.00 % (10.67 %); ' +
    'employer SEM 9.25 %, IVM 5.42 %, Banco Popular 0.25 % + 0.25 %, Asignaciones Familiares 5.00 %, IMAS 0.50 %, INA 1.50 %, ' +
    'Fondo de Capitalización Laboral 1.50 %, Régimen Obligatorio de Pensiones 2.00 %, INS 1.00 % (26.67 %). ' +
    'Salary income tax (impuesto único sobre las rentas del trabajo), Decreto Ejecutivo for 2025: monthly ₡0–922,000 exempt; 10 % to ₡1,352,000; 15 % to ₡2,373,000; 20 % to ₡4,745,000; 25 % above. ' +
    'Family tax credits are not modelled.',
  rates: {
    country: 'CR',
    ccss: {
      employee: [
        { label: 'CCSS health (SEM)', rate: 5.5 },
        { label: 'CCSS pensions (IVM)', rate: 4.17 },
        { label: 'Banco Popular', rate: 1 },
      ],
      employer: [
        { label: 'CCSS health (SEM)', rate: 9.25 },
        { label: 'CCSS pensions (IVM)', rate: 5.42 },
        { label: 'Banco Popular employer quota', rate: 0.25 },
        { label: 'Asignaciones Familiares', rate: 5 },
        { label: 'IMAS', rate: 0.5 },
        { label: 'INA', rate: 1.5 },
        { label: 'Banco Popular employer contribution', rate: 0.25 },
        { label: 'Fondo de Capitalización Laboral', rate: 1.5 },
        { label: 'Régimen Obligatorio de Pensiones', rate: 2 },
        { label: 'INS', rate: 1 },
      ],
    },
    incomeTax: {
      monthlyBrackets: [
        { from: 0, rate: 0 },
        { from: 922000, rate: 10 },
        { from: 1352000, rate: 15 },
        { from: 2373000, rate: 20 },
        { from: 4745000, rate: 25 },
      ],
    },
  },
};

export const PUBLISHED_RATE_SETS_2025: readonly PublishedRateSet[] = [US_2025, IN_2025, SG_2025, CR_2025];
