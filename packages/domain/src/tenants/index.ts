/** The operator API's contract (tenant provisioning, suspension, hosts), shared by the API and the CLI. */
import { z } from 'zod';
import { PRESET_NAMES } from '../flags/presets.ts';
import { MESSAGES } from '../messages.ts';
import { legalEntityCode } from '../org/legal-entities.ts';
import { patterns } from '../validation/patterns.ts';

/** Our decision: 2–30 lowercase letters, digits and hyphens, starting with a letter (it names the tenant in X-TenantID). */
export const TENANT_CODE_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;
/** A DNS host name (no scheme, port or path), compared lowercase. */
export const TENANT_HOST_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const TENANT_MESSAGES = {
  invalidTenantCode: 'A tenant code is 2 to 30 lowercase letters, digits or hyphens, starting with a letter.',
  invalidHost: 'A host is a DNS name such as globex.example.com (no scheme, port or path).',
  duplicateHosts: 'Each host may be given once.',
  unknownEntityCountry: 'The legal entity code must start with an ISO country code (e.g. US, IN, SG, CR).',
  tenantCodeTaken: 'A tenant with this code already exists.',
  tenantNotFound: 'No tenant has this code.',
  alreadySuspended: 'This tenant is already suspended.',
  notSuspended: 'This tenant is not suspended.',
  operatorTokenRequired: 'The operator token is missing or wrong.',
} as const;

export const hostTakenMessage = (host: string, tenant: string): string =>
  `The host ${host} already belongs to tenant "${tenant}".`;

/**
 * A new tenant's first admin logs in with the local part of their email when it is a valid
 * username ('hr.admin@…' → 'hr.admin'), else with the whole email (also a valid username).
 */
export function adminUsernameOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  return patterns.username.test(local) ? local : email;
}

export const tenantCodeField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(TENANT_CODE_PATTERN, TENANT_MESSAGES.invalidTenantCode);
export const tenantHostField = z.string().trim().toLowerCase().regex(TENANT_HOST_PATTERN, TENANT_MESSAGES.invalidHost);
export const tenantHostsField = z
  .array(tenantHostField)
  .min(1)
  .max(20)
  .refine((hosts) => new Set(hosts).size === hosts.length, TENANT_MESSAGES.duplicateHosts);

export const createTenantRequest = z.object({
  code: tenantCodeField,
  name: z.string().trim().min(1).max(120),
  hosts: tenantHostsField,
  entity: z.object({
    // The same code rule as the Legal Entity tab (the prefix picks the country rules of SPEC §5).
    code: legalEntityCode,
    name: z.string().trim().min(1).max(120),
  }),
  adminEmail: z.string().trim().toLowerCase().max(254).regex(patterns.email, MESSAGES.invalidEmail),
  preset: z.enum(PRESET_NAMES).default('production'),
});
export type CreateTenantRequest = z.input<typeof createTenantRequest>;
export type CreateTenant = z.output<typeof createTenantRequest>;

export const tenantSummary = z.object({
  code: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  preset: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

export const createTenantResponse = z.object({
  tenant: tenantSummary,
  admin: z.object({ username: z.string(), email: z.string() }),
  /**
   * The invitation: delivered by SMTP, or (without SMTP) left in the tenant's outbox, in which case
   * its text is returned so that the operator can hand the link over.
   */
  invitation: z.object({ to: z.string(), delivered: z.boolean(), body: z.string().nullable() }),
});
export type CreateTenantResponse = z.infer<typeof createTenantResponse>;

export const tenantHostsRequest = z.object({ hosts: tenantHostsField });
export const tenantCodeParams = z.object({ code: tenantCodeField });
