import { z } from 'zod';
import { masterName, optionalText, orderIdField } from './fields.ts';

/**
 * The generic master tables of /master-data (SPEC §3 "master tables", project types, technologies,
 * classifications, billing types, vendor types): a name, an optional code and description. Masters
 * with more fields (geography, locations, departments, billing legal entities, client managers,
 * buildings) have their own tables and endpoints.
 */
export const MASTER_TYPES = {
  Designation: 'Designation',
  JobTitle: 'Job Title',
  Grade: 'Grade',
  Level: 'Level',
  ProjectType: 'Project Type',
  Technology: 'Technology',
  Classification: 'Classification',
  BillingType: 'Billing Type',
  VendorType: 'Vendor Type',
} as const;
export type MasterType = keyof typeof MASTER_TYPES;
export const masterType = z.enum(Object.keys(MASTER_TYPES) as [MasterType, ...MasterType[]]);

export const masterTypeSummary = z.object({ masterType, label: z.string(), count: z.number() });
export type MasterTypeSummary = z.infer<typeof masterTypeSummary>;

export const masterValueView = z.object({
  id: z.string(),
  masterType,
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  orderId: z.number().nullable(),
  isActive: z.boolean(),
});
export type MasterValueView = z.infer<typeof masterValueView>;

export const masterValueInput = z.object({
  name: masterName,
  code: optionalText(20),
  description: optionalText(500),
  orderId: orderIdField,
  isActive: z.boolean().default(true),
});
export type MasterValueInput = z.infer<typeof masterValueInput>;

/** Dropdowns ask for `?active=true`: a deactivated value stays on the records that have it but is offered no more. */
export const masterValuesQuery = z.object({ active: z.stringbool().optional() });
