import { CR_2025, IN_2025, SG_2025, US_2025, type PublishedRateSet } from './published-rates-2025.ts';
import type { PayrollRates, SingaporeRates, UsRates } from './rates.ts';

/**
 * The rate sets of tax year 2026, so that a simulation in 2026 has the year's rates (issue 31):
 * the figures published for 2026 where they changed, and the 2025 figures, said so in the source,
 * where the 2026 ones were not yet published when the seed was written. HR edits them as any year.
 */

/** A country's 2025 rates kept for 2026, and its source saying so. */
const carriedForward = <R extends PayrollRates>(set: PublishedRateSet<R>): PublishedRateSet<R> => ({
  year: 2026,
  source: `The 2025 rates carried forward to 2026 until the 2026 figures are entered. ${set.source}`,
  rates: set.rates,
});

const US_2026: PublishedRateSet<UsRates> = {
  year: 2026,
  source:
    'Tax year 2026. Federal: Rev. Proc. 2025-32 brackets (single 10 % to $12,400 … 37 % over $640,600; married filing jointly 37 % over $768,700) ' +
    'less the standard deduction (16,100 / 32,200 / 24,150). Social Security 6.2 % + 6.2 % to the 2026 wage base of $184,500 (SSA fact sheet 2026); ' +
    'Medicare 1.45 % + 1.45 %, Additional Medicare 0.9 % over $200,000; FUTA 6.0 % less the 5.4 % state credit on the first $7,000. ' +
    'States: North Carolina 3.99 % (S.L. 2023-134 schedule for 2026); Illinois, Pennsylvania, New York and Texas as in 2025, carried forward.',
  rates: {
    ...US_2025.rates,
    federal: {
      standardDeduction: { single: 16100, married: 32200, headOfHousehold: 24150 },
      brackets: {
        single: [
          { from: 0, rate: 10 },
          { from: 12400, rate: 12 },
          { from: 50400, rate: 22 },
          { from: 105700, rate: 24 },
          { from: 201775, rate: 32 },
          { from: 256225, rate: 35 },
          { from: 640600, rate: 37 },
        ],
        married: [
          { from: 0, rate: 10 },
          { from: 24800, rate: 12 },
          { from: 100800, rate: 22 },
          { from: 211400, rate: 24 },
          { from: 403550, rate: 32 },
          { from: 512450, rate: 35 },
          { from: 768700, rate: 37 },
        ],
        headOfHousehold: [
          { from: 0, rate: 10 },
          { from: 17700, rate: 12 },
          { from: 67450, rate: 22 },
          { from: 105700, rate: 24 },
          { from: 201750, rate: 32 },
          { from: 256200, rate: 35 },
          { from: 640600, rate: 37 },
        ],
      },
    },
    socialSecurity: { ...US_2025.rates.socialSecurity, wageBase: 184500 },
    states: US_2025.rates.states.map((s) => (s.code === 'NC' ? { ...s, brackets: [{ from: 0, rate: 3.99 }] } : s)),
  },
};

const SG_2026: PublishedRateSet<SingaporeRates> = {
  year: 2026,
  source:
    'Year 2026. CPF Board contribution rates from 1 January 2026 for Singapore citizens and SPRs from the third year, monthly wages above $750: ' +
    'age ≤ 55: 20 % + 17 %; 55–60: 18 % + 16 %; 60–65: 12.5 % + 12.5 %; 65–70: 7.5 % + 9 %; above 70: 5 % + 7.5 %. ' +
    'Ordinary wage ceiling $8,000 a month from 1 January 2026; annual salary ceiling $102,000. ' +
    'Skills Development Levy: 0.25 % of monthly wages, minimum $2, maximum $11.25. Resident income tax is assessed yearly by IRAS, not withheld.',
  rates: {
    ...SG_2025.rates,
    cpf: {
      ordinaryWageCeiling: 8000,
      annualWageCeiling: 102000,
      ageBands: [
        { upToAge: 55, employeeRate: 20, employerRate: 17 },
        { upToAge: 60, employeeRate: 18, employerRate: 16 },
        { upToAge: 65, employeeRate: 12.5, employerRate: 12.5 },
        { upToAge: 70, employeeRate: 7.5, employerRate: 9 },
        { upToAge: null, employeeRate: 5, employerRate: 7.5 },
      ],
    },
  },
};

export const PUBLISHED_RATE_SETS_2026: readonly PublishedRateSet[] = [
  US_2026,
  carriedForward(IN_2025),
  SG_2026,
  carriedForward(CR_2025),
];
