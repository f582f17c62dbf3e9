import { z } from 'zod';
import { pagedQuery } from '../paging/index.ts';

/** The headers of the external-approval service (SPEC §7). */
export const EXTERNAL_HEADERS = { token: 'authorizationtoken', apiKey: 'x-api-key' } as const;
/** A token from POST …/token lasts an hour; an approval link at most this many days (and never past its key). */
export const EXTERNAL_TOKEN_MINUTES = 60;
export const APPROVAL_LINK_MAX_DAYS = 30;
export const API_KEY_MAX_DAYS = 366;

/** An admin's new key for a client: a name and the last day it works. */
export const clientApiKeyInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(80),
  expiresOn: z.iso.date(),
});
export type ClientApiKeyInput = z.infer<typeof clientApiKeyInput>;

export const clientApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ClientApiKeyView = z.infer<typeof clientApiKeyView>;
/** The answer to creating a key: the secret, shown this once. */
export const createdApiKeyView = clientApiKeyView.extend({ secret: z.string() });
export type CreatedApiKeyView = z.infer<typeof createdApiKeyView>;

export const approvalLinkInput = z.object({ days: z.number().int().min(1).max(APPROVAL_LINK_MAX_DAYS).default(14) });
export const approvalLinkView = z.object({ url: z.string(), expiresAt: z.string() });
export type ApprovalLinkView = z.infer<typeof approvalLinkView>;

export const externalTokenView = z.object({ token: z.string(), expiresAt: z.string() });

export const externalMasterDataView = z.object({
  client: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  entity: z.object({ code: z.string(), name: z.string() }),
  projects: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.string() })),
});
export type ExternalMasterDataView = z.infer<typeof externalMasterDataView>;

export const externalResourceView = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  projects: z.array(z.string()),
});

export const externalLineView = z.object({
  id: z.string(),
  projectName: z.string(),
  taskName: z.string().nullable(),
  hours: z.array(z.number()),
  total: z.number(),
  status: z.string(),
});
/** An employee's week as the client sees it: only the lines of the client's projects. */
export const externalWeekView = z.object({
  weekId: z.string(),
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  employee: z.object({ employeeNumber: z.string(), displayName: z.string() }),
  lines: z.array(externalLineView),
  totalHours: z.number(),
});
export type ExternalWeekView = z.infer<typeof externalWeekView>;

/**
 * The service's lists come a page at a time (`page` from 1, `size` 25 to 200, 50 by default), as
 * arrays: a client reads pages until one comes back short (README Decisions).
 */
export const externalPageQuery = pagedQuery([25, 50, 100, 200], 50);
export type ExternalPageQuery = z.infer<typeof externalPageQuery>;
export const externalTimesheetQuery = externalPageQuery.extend({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export const externalDecisionInput = z.object({
  lineIds: z.array(z.uuid()).min(1).max(500),
  reason: z.string().trim().max(500).optional(),
});
export const externalDecisionView = z.object({
  applied: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), message: z.string() })),
});

export const EXTERNAL_MESSAGES = {
  keyRequired: 'An API key (x-api-key) is required.',
  keyRefused: 'The API key is not valid, has expired or has been revoked.',
  tokenRequired: 'An AuthorizationToken is required.',
  tokenRefused: 'The link or token is not valid or has expired. Ask for a new link.',
  entityRequired: 'X-EntityID must name a legal entity of the tenant.',
  expiryPast: 'The expiry date must be after today.',
  expiryTooFar: `A key may last at most ${API_KEY_MAX_DAYS} days.`,
  keyNotActive: 'The key has expired or been revoked.',
  rateLimited: 'Too many calls with this API key. Please wait a minute and try again.',
} as const;
