import { z } from 'zod';
import { REQUEST_STATUSES } from '../approvals/index.ts';
import { taxDeclarationView } from './tax.ts';

export * from './tax.ts';
export * from './vesting.ts';

/** The countries whose employees have pay and ESOP links (SPEC §9). */
export const FINANCE_COUNTRIES = ['US', 'IN', 'SG'] as const;
export type FinanceCountry = (typeof FINANCE_COUNTRIES)[number];

/** pay: payroll portal and pay documents; tax: where the country's tax forms are made; esop: the plan administrator. */
export const FINANCE_LINK_KINDS = ['pay', 'tax', 'esop'] as const;
export type FinanceLinkKind = (typeof FINANCE_LINK_KINDS)[number];

export const FINANCE_MESSAGES = {
  linkTitleRequired: 'Give the link a title.',
  linkUrl: 'Enter an https:// address.',
  linkKindNotHere: (kinds: readonly string[]) => `Only ${kinds.join(' and ')} links can be set here.`,
  monthInvalid: 'Enter a month as yyyy-MM.',
  employeeNotFound: 'No employee has this employee number.',
  noEmployeeNumber: 'The file name does not contain an employee number.',
  severalEmployeeNumbers: 'The file name contains the numbers of several employees.',
  notPdf: 'Only PDF files can be payslips.',
  duplicateInUpload: 'Another file in this upload is for the same employee.',
  payslipsRequired: 'Choose the payslip PDFs or a .zip of them.',
  tooManyFiles: 'Upload at most 500 payslips at once.',
  zipUnreadable: 'The .zip file cannot be read.',
  uploadHasErrors: (n: number) => `Nothing was uploaded: the upload has ${n} error${n === 1 ? '' : 's'}.`,
  grantDateRequired: 'Enter the grant date.',
  cliffTooLong: 'The cliff cannot be longer than the vesting period.',
  periodTooLong: 'The tranche period cannot be longer than the vesting period.',
  exerciseMoreThanAvailable: (n: number) =>
    `Only ${n} vested option${n === 1 ? ' is' : 's are'} available to exercise.`,
  notYourGrant: 'This grant is not yours.',
  documentMissing: 'Upload a PDF.',
} as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, FINANCE_MESSAGES.monthInvalid);
const employeeRef = z.object({ employeeNumber: z.string(), displayName: z.string() });

export const financeLinkInput = z.object({
  kind: z.enum(FINANCE_LINK_KINDS),
  title: z.string().trim().min(1, FINANCE_MESSAGES.linkTitleRequired).max(80),
  url: z.url({ protocol: /^https$/, message: FINANCE_MESSAGES.linkUrl }).max(500),
});
export const financeLinkView = financeLinkInput.extend({ country: z.enum(FINANCE_COUNTRIES) });
export type FinanceLinkView = z.infer<typeof financeLinkView>;
/** A country's links of the kinds a route edits, replaced as a whole. */
export const financeLinksInput = z.object({ links: z.array(financeLinkInput).max(20) });
export const financeCountryParam = z.object({ country: z.enum(FINANCE_COUNTRIES) });

/** A bank account as My Finance shows it: the account number masked to its last 4 characters. */
export const maskedBankView = z.object({
  bankName: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  branchCode: z.string().nullable(),
  swiftCode: z.string().nullable(),
});

export const payslipView = z.object({
  id: z.uuid(),
  month,
  fileName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
});
export type PayslipView = z.infer<typeof payslipView>;
export const hrPayslipView = payslipView.extend({ employee: employeeRef });
export type HrPayslipView = z.infer<typeof hrPayslipView>;
export const payslipListQuery = z.object({ month, search: z.string().trim().max(60).optional() });
export const payslipMonthField = z.object({ month });

/** One file of a bulk upload: whose payslip it is and whether it replaces one already there. */
export const payslipUploadRow = z.object({
  row: z.number(),
  fileName: z.string(),
  employee: employeeRef,
  replaces: z.boolean(),
});
export const payslipUploadView = z.object({
  month,
  rows: z.array(payslipUploadRow),
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), value: z.string(), message: z.string() })),
});
export type PayslipUploadView = z.infer<typeof payslipUploadView>;
export const payslipLoadView = z.object({ month, created: z.number(), replaced: z.number() });

export const myFinanceView = z.object({
  country: z.string(),
  legalEntityCode: z.string(),
  links: z.array(financeLinkView),
  bank: maskedBankView.nullable(),
  /** PAN, SSN, NRIC/FIN...: masked to its last 4 characters. */
  taxIdentificationNumber: z.string().nullable(),
  /** India only: the declaration of the current financial year. */
  taxDeclaration: taxDeclarationView.nullable(),
});

export const esopGrantInput = z
  .object({
    employeeNumber: z.string().trim().min(1).max(30),
    grantDate: z.iso.date(FINANCE_MESSAGES.grantDateRequired),
    options: z.number().int().min(1).max(100_000_000),
    strikePrice: z.number().min(0).max(1_000_000).multipleOf(0.0001),
    currency: z.string().regex(/^[A-Z]{3}$/),
    cliffMonths: z.number().int().min(0).max(120),
    vestingMonths: z.number().int().min(1).max(120),
    periodMonths: z.number().int().min(1).max(120),
  })
  .superRefine((g, ctx) => {
    if (g.cliffMonths > g.vestingMonths)
      ctx.addIssue({ code: 'custom', path: ['cliffMonths'], message: FINANCE_MESSAGES.cliffTooLong });
    if (g.periodMonths > g.vestingMonths)
      ctx.addIssue({ code: 'custom', path: ['periodMonths'], message: FINANCE_MESSAGES.periodTooLong });
  });
export type EsopGrantInput = z.infer<typeof esopGrantInput>;

export const vestingTrancheView = z.object({
  date: z.string(),
  month: z.number(),
  options: z.number(),
  cumulative: z.number(),
  vested: z.boolean(),
});
export const esopGrantView = z.object({
  id: z.uuid(),
  employee: employeeRef,
  grantDate: z.string(),
  options: z.number(),
  strikePrice: z.number(),
  currency: z.string(),
  cliffMonths: z.number(),
  vestingMonths: z.number(),
  periodMonths: z.number(),
  schedule: z.array(vestingTrancheView),
  vested: z.number(),
  unvested: z.number(),
  /** Options in approved exercise requests. */
  exercised: z.number(),
  /** Options in pending exercise requests. */
  pending: z.number(),
  /** Vested, neither exercised nor asked for. */
  exercisable: z.number(),
});
export type EsopGrantView = z.infer<typeof esopGrantView>;
export const esopGrantListQuery = z.object({ search: z.string().trim().max(60).optional() });

export const exerciseRequestInput = z.object({ grantId: z.uuid(), options: z.number().int().min(1) });
export const exerciseRequestView = z.object({
  id: z.uuid(),
  grantId: z.uuid(),
  employee: employeeRef,
  grantDate: z.string(),
  options: z.number(),
  strikePrice: z.number(),
  currency: z.string(),
  status: z.enum(REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type ExerciseRequestView = z.infer<typeof exerciseRequestView>;
export const exerciseListQuery = z.object({ status: z.enum(REQUEST_STATUSES).optional() });
export const decisionInput = z.object({ reason: z.string().trim().max(500).optional() });

export const ESOP_DOCUMENT_KINDS = ['userManual', 'faq'] as const;
export type EsopDocumentKind = (typeof ESOP_DOCUMENT_KINDS)[number];
/** The /docs/… pages of SPEC §2: one per ESOP document. */
export const ESOP_DOCUMENT_SLUGS: Record<EsopDocumentKind, string> = {
  userManual: 'esop-user-manual',
  faq: 'esop-faq',
};
export const esopDocumentParam = z.object({ kind: z.enum(ESOP_DOCUMENT_KINDS) });
export const esopDocumentView = z.object({
  kind: z.enum(ESOP_DOCUMENT_KINDS),
  fileName: z.string(),
  uploadedAt: z.string(),
});

export const myEsopView = z.object({
  grants: z.array(esopGrantView),
  exerciseRequests: z.array(exerciseRequestView),
  documents: z.array(esopDocumentView),
  links: z.array(financeLinkView),
});
export type MyEsopView = z.infer<typeof myEsopView>;

/** SPEC §3 ESOP info; the documents are base64 and only sent to an allotted employee. */
export const esopParam = z.object({ employeeId: z.uuid() });
export const esopInfoView = z.object({
  isAllotted: z.boolean(),
  esopUserManual: z.string().nullable(),
  esopUserManualName: z.string().nullable(),
  esopFAQ: z.string().nullable(),
  esopFAQName: z.string().nullable(),
});

/** Payslips and ESOP documents are PDFs of at most this size. */
export const FINANCE_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_PAYSLIPS_PER_UPLOAD = 500;
