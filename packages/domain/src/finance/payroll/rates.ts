import { z } from 'zod';

/**
 * Statutory rate sets of payroll simulation (issue 21): the rates are data that HR edits per
 * country and year, never constants in code. Percentages are stored as people write them (6.2
 * means 6.2 %); amounts are in the country's currency.
 */
export const PAYROLL_COUNTRIES = ['US', 'IN', 'SG', 'CR'] as const;
export type PayrollCountry = (typeof PAYROLL_COUNTRIES)[number];

export const PAYROLL_CURRENCY: Record<PayrollCountry, string> = { US: 'USD', IN: 'INR', SG: 'SGD', CR: 'CRC' };

const percent = z.number().min(0).max(100);
const amount = z.number().min(0).max(1e12);
const label = z.string().trim().min(1).max(120);

/** One band of a progressive scale: `rate` % applies to the part of the base from `from` up to the next band's `from`. */
export const taxBracket = z.object({ from: amount, rate: percent });
export type TaxBracket = z.infer<typeof taxBracket>;

/** Bands start at 0 and rise strictly, so every amount falls in exactly one band. */
const brackets = z
  .array(taxBracket)
  .min(1)
  .max(30)
  .refine((b) => b[0]!.from === 0, 'The first band starts at 0.')
  .refine((b) => b.every((x, i) => i === 0 || x.from > b[i - 1]!.from), 'Each band starts above the one before it.');

export const US_FILING_STATUSES = ['single', 'married', 'headOfHousehold'] as const;
export type UsFilingStatus = (typeof US_FILING_STATUSES)[number];
const byFilingStatus = <T extends z.ZodType>(t: T) => z.object({ single: t, married: t, headOfHousehold: t });

const usRates = z.object({
  country: z.literal('US'),
  federal: z.object({ standardDeduction: byFilingStatus(amount), brackets: byFilingStatus(brackets) }),
  socialSecurity: z.object({ employeeRate: percent, employerRate: percent, wageBase: amount }),
  medicare: z.object({
    employeeRate: percent,
    employerRate: percent,
    additionalRate: percent,
    additionalThreshold: amount,
  }),
  futa: z.object({ rate: percent, wageBase: amount }),
  states: z
    .array(z.object({ code: z.string().trim().min(2).max(3), name: label, deduction: amount, brackets }))
    .min(1)
    .max(60),
});

export const INDIA_REGIMES = ['old', 'new'] as const;
export type IndiaRegime = (typeof INDIA_REGIMES)[number];

const indiaRegime = z.object({
  standardDeduction: amount,
  brackets,
  /** Section 87A: tax up to `rebateMax` is rebated while taxable income is at most `rebateIncomeLimit`. */
  rebateIncomeLimit: amount,
  rebateMax: amount,
  /** Marginal relief of 87A: just above the limit, the tax never exceeds the income above it. */
  rebateMarginalRelief: z.boolean(),
  /** Chapter VI-A (80C and declared deductions) count only where the regime allows them. */
  allowsChapterVIA: z.boolean(),
});

const inRates = z.object({
  country: z.literal('IN'),
  /** Basic wages as a share of gross: the base of EPF (the Code on Wages puts wages at ≥ 50 % of pay). */
  basicPercentOfGross: percent,
  epf: z.object({
    employeeRate: percent,
    employerEpsRate: percent,
    employerEpfRate: percent,
    edliRate: percent,
    adminRate: percent,
    /** Monthly basic wages above this are not counted. */
    wageCeiling: amount,
  }),
  /** ESI covers an employee whose monthly gross is at most the threshold. */
  esi: z.object({ employeeRate: percent, employerRate: percent, grossThreshold: amount }),
  professionalTax: z
    .array(
      z.object({
        code: z.string().trim().min(2).max(3),
        name: label,
        /** The slab whose `fromMonthlyGross` is the highest one at or below the monthly gross applies; `annual` counts a February step-up. */
        slabs: z
          .array(z.object({ fromMonthlyGross: amount, annual: amount }))
          .min(1)
          .max(20),
      }),
    )
    .min(1)
    .max(40),
  incomeTax: z.object({
    cessRate: percent,
    section80CCap: amount,
    regimes: z.object({ old: indiaRegime, new: indiaRegime }),
  }),
});

const sgRates = z.object({
  country: z.literal('SG'),
  cpf: z.object({
    /** Ordinary wages above this per month attract no CPF. */
    ordinaryWageCeiling: amount,
    /** Additional wages (bonus) attract CPF up to this yearly total less the ordinary wages already subject to CPF. */
    annualWageCeiling: amount,
    /** Bands by age in completed years: a band covers ages above the previous band's `upToAge` up to its own (null: no upper end). */
    ageBands: z
      .array(
        z.object({
          upToAge: z.number().int().min(0).max(120).nullable(),
          employeeRate: percent,
          employerRate: percent,
        }),
      )
      .min(1)
      .max(10)
      .refine(
        (b) => b.at(-1)!.upToAge === null && b.slice(0, -1).every((x) => x.upToAge !== null),
        'Only the last band is open-ended.',
      ),
  }),
  /** Skills Development Levy, employer only, per month with a floor and a cap. */
  sdl: z.object({ rate: percent, minMonthly: amount, maxMonthly: amount }),
});

const crContribution = z.object({ label, rate: percent });
const crRates = z.object({
  country: z.literal('CR'),
  ccss: z.object({
    employee: z.array(crContribution).min(1).max(20),
    employer: z.array(crContribution).min(1).max(20),
  }),
  /** Salary tax brackets as published, per month. */
  incomeTax: z.object({ monthlyBrackets: brackets }),
});

export const payrollRates = z.discriminatedUnion('country', [usRates, inRates, sgRates, crRates]);
export type PayrollRates = z.infer<typeof payrollRates>;
export type UsRates = z.infer<typeof usRates>;
export type IndiaRates = z.infer<typeof inRates>;
export type SingaporeRates = z.infer<typeof sgRates>;
export type CostaRicaRates = z.infer<typeof crRates>;

export const MIN_PAYROLL_YEAR = 2000;
export const MAX_PAYROLL_YEAR = 2100;
export const payrollYear = z.coerce.number().int().min(MIN_PAYROLL_YEAR).max(MAX_PAYROLL_YEAR);

/** What HR saves for a country and year: where the rates come from, and the rates. */
export const rateSetInput = z.object({
  source: z.string().trim().min(1, 'Please name the published source of these rates.').max(2000),
  rates: payrollRates,
});
export type RateSetInput = z.infer<typeof rateSetInput>;

export const rateSetView = z.object({
  country: z.enum(PAYROLL_COUNTRIES),
  year: z.number(),
  source: z.string(),
  rates: payrollRates,
  updatedAt: z.string(),
});
export type RateSetView = z.infer<typeof rateSetView>;
export const rateSetSummary = rateSetView.omit({ rates: true });
export type RateSetSummary = z.infer<typeof rateSetSummary>;
