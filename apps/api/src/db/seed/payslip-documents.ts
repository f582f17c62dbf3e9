import { PDF_PAGE, toPdf, type PdfLine } from '../../platform/pdf-document.ts';

/**
 * The demo's payslips read like real ones: the employer, the person and the month, earnings and
 * the deductions of the entity's country, and the net pay. Amounts follow from a monthly gross per
 * person; the rates are plausible round figures, not a payroll engine's.
 */
export interface PayslipOf {
  month: string;
  name: string;
  number: string;
  designation: string | null;
  entityName: string;
  country: string;
  currency: string;
  monthlyGross: number;
}

const EARNINGS: readonly [label: string, share: number][] = [
  ['Basic salary', 0.5],
  ['House rent allowance', 0.2],
  ['Special allowance', 0.3],
];

/** Each country's deductions: shares of the gross or of the basic salary, or a fixed amount a month. */
const DEDUCTIONS: Record<string, readonly [label: string, rate: number, of: 'gross' | 'basic' | 'fixed'][]> = {
  IN: [
    ['Provident fund (12% of basic)', 0.12, 'basic'],
    ['Professional tax', 200, 'fixed'],
    ['Income tax (TDS)', 0.12, 'gross'],
  ],
  US: [
    ['Federal income tax', 0.15, 'gross'],
    ['Social Security (6.2%)', 0.062, 'gross'],
    ['Medicare (1.45%)', 0.0145, 'gross'],
    ['New York State tax', 0.055, 'gross'],
  ],
  SG: [
    ['CPF employee contribution (20%)', 0.2, 'gross'],
    ['Income tax', 0.05, 'gross'],
  ],
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RIGHT = PDF_PAGE.width - PDF_PAGE.margin;
const row = (label: string, amount: string, bold = false): PdfLine => ({
  cells: [
    { text: label, x: PDF_PAGE.margin },
    { text: amount, x: RIGHT, align: 'right' },
  ],
  bold,
});

export function payslipPdf(p: PayslipOf): Buffer {
  const [year, month] = p.month.split('-').map(Number);
  const earnings = EARNINGS.map(([label, share]) => [label, Math.round(p.monthlyGross * share * 100) / 100] as const);
  const basic = earnings[0]![1];
  const deductions = (DEDUCTIONS[p.country] ?? []).map(
    ([label, rate, of]) =>
      [
        label,
        of === 'fixed' ? rate : Math.round((of === 'basic' ? basic : p.monthlyGross) * rate * 100) / 100,
      ] as const,
  );
  const total = (items: readonly (readonly [string, number])[]) => items.reduce((sum, [, amount]) => sum + amount, 0);
  const gross = total(earnings);
  const deducted = total(deductions);
  return toPdf([
    { cells: [{ text: p.entityName, x: PDF_PAGE.margin }], size: 16, bold: true, gap: 20 },
    { cells: [{ text: `Payslip for ${MONTHS[month! - 1]} ${year}`, x: PDF_PAGE.margin }], size: 12, gap: 20 },
    row('Employee', `${p.name} (${p.number})`),
    row('Designation', p.designation ?? '—'),
    row('Pay period', p.month),
    row('Currency', p.currency),
    { cells: [{ text: 'Earnings', x: PDF_PAGE.margin }], bold: true, gap: 28 },
    ...earnings.map(([label, amount]) => row(label, money(amount))),
    row('Gross earnings', money(gross), true),
    { cells: [{ text: 'Deductions', x: PDF_PAGE.margin }], bold: true, gap: 28 },
    ...deductions.map(([label, amount]) => row(label, money(amount))),
    row('Total deductions', money(deducted), true),
    { ...row('Net pay', `${p.currency} ${money(gross - deducted)}`, true), size: 12, gap: 30 },
    {
      cells: [{ text: 'This is a computer-generated payslip and needs no signature.', x: PDF_PAGE.margin }],
      size: 8,
      gap: 40,
    },
  ]);
}
