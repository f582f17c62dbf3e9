import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { pageOf, pageQuery } from '../paging/index.ts';
import { optionalText } from '../validation/fields.ts';

/** Vendors (SPEC §7 "vendor list and types") and the vendor dashboard (SPEC §2 /vendor-dashboard). */

export const VENDOR_MESSAGES = {
  nameRequired: 'Vendor name is required.',
  nameTaken: 'Another vendor already has this name.',
  unknownVendorType: 'Choose a vendor type from the list.',
  inUse: (name: string, contracts: number) =>
    `${name} is the vendor of ${contracts} consultant contract${contracts === 1 ? '' : 's'}; deactivate it instead.`,
} as const;

/** Contracts ending within this many days are "ending soon" on the dashboard. */
export const CONTRACTS_ENDING_SOON_DAYS = 90;
/** The dashboard shows hours and cost for this many months, the current one last. */
export const VENDOR_DASHBOARD_MONTHS = 6;

export const vendorInput = z.object({
  name: z
    .string({ error: VENDOR_MESSAGES.nameRequired })
    .trim()
    .min(1, VENDOR_MESSAGES.nameRequired)
    .max(120, MESSAGES.tooLong),
  vendorTypeId: z
    .uuid(VENDOR_MESSAGES.unknownVendorType)
    .nullish()
    .transform((v) => v ?? null),
  contactName: optionalText(100),
  contactEmail: z
    .email(MESSAGES.invalidEmail)
    .max(200, MESSAGES.tooLong)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  isActive: z.boolean().default(true),
});
export type VendorInput = z.infer<typeof vendorInput>;

export const vendorView = z.object({
  id: z.string(),
  name: z.string(),
  vendorTypeId: z.string().nullable(),
  vendorType: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  isActive: z.boolean(),
  contracts: z.number(),
});
export type VendorView = z.infer<typeof vendorView>;

/** Hours and cost of one month (yyyy-MM) in one currency. */
const monthFigure = z.object({ month: z.string(), currencyId: z.string(), hours: z.number(), cost: z.number() });
export type VendorMonthFigure = z.infer<typeof monthFigure>;

/** One vendor's line on the dashboard: its consultants now and their approved hours and cost over the months shown. */
export const vendorSummary = z.object({
  vendorName: z.string(),
  vendorType: z.string().nullable(),
  /** False when the contracts name a vendor the vendor list does not have. */
  listed: z.boolean(),
  consultants: z.number(),
  hours: z.number(),
  costs: z.array(z.object({ currencyId: z.string(), cost: z.number() })),
  months: z.array(monthFigure),
});
export type VendorSummary = z.infer<typeof vendorSummary>;

export const endingContract = z.object({
  employeeNumber: z.string(),
  consultantName: z.string(),
  vendorName: z.string(),
  endDate: z.string(),
  daysLeft: z.number(),
});
export type EndingContract = z.infer<typeof endingContract>;

export const vendorDashboardView = z.object({
  /** The months shown (yyyy-MM), oldest first. */
  months: z.array(z.string()),
  vendors: z.array(vendorSummary),
  byType: z.array(z.object({ vendorType: z.string().nullable(), vendors: z.number(), consultants: z.number() })),
  endingSoon: z.array(endingContract),
});
export type VendorDashboardView = z.infer<typeof vendorDashboardView>;

export const VENDOR_CONSULTANT_SORT_KEYS = [
  'consultantName',
  'employeeNumber',
  'vendorName',
  'endDate',
  'hours',
  'cost',
] as const;
const search = z.string().trim().max(100).optional();

export const vendorConsultantFilters = z.object({
  search,
  vendorName: z.string().trim().max(120).optional(),
  sort: z.enum(VENDOR_CONSULTANT_SORT_KEYS).default('consultantName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type VendorConsultantFilters = z.infer<typeof vendorConsultantFilters>;
export const vendorConsultantQuery = pageQuery.extend(vendorConsultantFilters.shape);
export type VendorConsultantQuery = z.infer<typeof vendorConsultantQuery>;
export const vendorConsultantExportQuery = vendorConsultantFilters.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** A consultant with their contract and their approved hours and cost over the dashboard's months. */
export const vendorConsultantItem = z.object({
  employeeNumber: z.string(),
  consultantName: z.string(),
  employmentType: z.string(),
  legalEntityName: z.string(),
  vendorName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  billingRate: z.number(),
  currencyId: z.string(),
  hours: z.number(),
  cost: z.number(),
});
export type VendorConsultantItem = z.infer<typeof vendorConsultantItem>;
export const vendorConsultantPage = pageOf(vendorConsultantItem);

export const VENDOR_CONSULTANT_EXPORT_COLUMNS: readonly { key: keyof VendorConsultantItem; heading: string }[] = [
  { key: 'employeeNumber', heading: 'Employee Number' },
  { key: 'consultantName', heading: 'Consultant' },
  { key: 'employmentType', heading: 'Contractor Type' },
  { key: 'legalEntityName', heading: 'Legal Entity' },
  { key: 'vendorName', heading: 'Vendor' },
  { key: 'startDate', heading: 'Contract Start' },
  { key: 'endDate', heading: 'Contract End' },
  { key: 'billingRate', heading: 'Billing Rate' },
  { key: 'currencyId', heading: 'Currency' },
  { key: 'hours', heading: 'Approved Hours' },
  { key: 'cost', heading: 'Cost' },
];
/** An export holds at most this many rows. */
export const VENDOR_EXPORT_LIMIT = 10_000;
