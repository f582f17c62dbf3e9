import { z } from 'zod';

/**
 * India's income-tax choice, made by the employee for each financial year (April to March): the
 * new regime (the default since FY 2023-24, no deductions to declare) or the old regime with the
 * investment declarations the employer's payroll needs for monthly withholding.
 */
export const TAX_REGIMES = ['new', 'old'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** Declarations under the old regime, each with its statutory annual limit in rupees (null: no limit). */
export const TAX_DECLARATION_LIMITS = {
  /** Section 80C: PPF, ELSS, life insurance, principal of a home loan, tuition fees. */
  section80C: 150_000,
  /** Section 80D: health insurance for self, family and parents (senior-citizen parents included). */
  section80D: 100_000,
  /** Section 80CCD(1B): own NPS contribution beyond 80C. */
  section80CCD1B: 50_000,
  /** Section 24(b): interest on a home loan for a self-occupied house. */
  section24b: 200_000,
  /** Rent paid in the year, for the HRA exemption (worked out by payroll). */
  hraRentPaid: null,
} as const;
export type TaxDeclarationKey = keyof typeof TAX_DECLARATION_LIMITS;
export const TAX_DECLARATION_KEYS = Object.keys(TAX_DECLARATION_LIMITS) as TaxDeclarationKey[];

/** "2026-27": the Indian financial year holding the day (yyyy-MM-dd). */
export function indianFinancialYear(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const start = Number(isoDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const TAX_MESSAGES = {
  overLimit: (limit: number) => `At most ₹${limit.toLocaleString('en-IN')} can be declared under this section.`,
  notIndia: 'Tax declarations are made here only by employees of an Indian legal entity.',
  notCurrentYear: 'Declarations can be changed only for the current financial year.',
} as const;

const amount = z.number().int().min(0).max(100_000_000);
export const taxDeclarationInput = z
  .object({
    financialYear: z.string().regex(/^\d{4}-\d{2}$/),
    regime: z.enum(TAX_REGIMES),
    declarations: z.object(
      Object.fromEntries(TAX_DECLARATION_KEYS.map((key) => [key, amount.default(0)])) as Record<
        TaxDeclarationKey,
        z.ZodDefault<typeof amount>
      >,
    ),
  })
  .superRefine((input, ctx) => {
    if (input.regime !== 'old') return;
    for (const key of TAX_DECLARATION_KEYS) {
      const limit = TAX_DECLARATION_LIMITS[key];
      if (limit !== null && input.declarations[key] > limit)
        ctx.addIssue({ code: 'custom', path: ['declarations', key], message: TAX_MESSAGES.overLimit(limit) });
    }
  });
export type TaxDeclarationInput = z.infer<typeof taxDeclarationInput>;

export const taxDeclarationView = z.object({
  financialYear: z.string(),
  regime: z.enum(TAX_REGIMES),
  declarations: z.record(z.string(), z.number()),
  /** null: not made yet (the new regime applies by default). */
  updatedAt: z.string().nullable(),
});
export type TaxDeclarationView = z.infer<typeof taxDeclarationView>;
