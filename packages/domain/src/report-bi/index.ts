/**
 * Bring your own BI (issue 34, item 7): a tenant shows a dashboard of its own Metabase or Apache
 * Superset instead of, or beside, a native report. The secret is written here and never read back;
 * each view asks the server for a short-lived embed (a signed Metabase URL or a Superset guest token).
 */
import { z } from 'zod';

export const REPORT_BI_MESSAGES = {
  siteUrlInvalid: 'Give the address of the BI service, starting with https:// (or http:// for a local one).',
  dashboardInvalid: 'Give the dashboard id: a number for Metabase, the embedded dashboard UUID for Superset.',
  secretRequired: 'Give the secret: the embedding secret key for Metabase, the service account password for Superset.',
  usernameRequired: 'Superset needs the service account that asks for guest tokens.',
  unavailable: 'The BI service did not answer the request for a dashboard token. Try again, or check its settings.',
} as const;

export const BI_PROVIDERS = ['metabase', 'superset'] as const;
export type BiProvider = (typeof BI_PROVIDERS)[number];
/** `replace`: the dashboard instead of the native report; `beside`: the native report, then the dashboard. */
export const BI_PLACEMENTS = ['replace', 'beside'] as const;
export type BiPlacement = (typeof BI_PLACEMENTS)[number];

/** How long a minted Metabase token or Superset guest token is used for (Metabase's exp claim). */
export const BI_EMBED_TTL_SECONDS = 600;
/** Superset's default lifetime of a guest token (GUEST_TOKEN_JWT_EXP_SECONDS): the page asks for a new one before. */
export const SUPERSET_GUEST_TOKEN_SECONDS = 300;

export const biDashboardView = z.object({
  reportKey: z.string(),
  provider: z.enum(BI_PROVIDERS),
  placement: z.enum(BI_PLACEMENTS),
  siteUrl: z.string(),
  dashboardId: z.string(),
  username: z.string().nullable(),
  /** Whether a secret is stored; the secret itself never leaves the server. */
  hasSecret: z.boolean(),
  updatedAt: z.string(),
});
export type BiDashboardView = z.infer<typeof biDashboardView>;
export const biDashboardList = z.array(biDashboardView);

/** The origin of an http(s) address, or null (the CSP's frame-src lists origins). */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const siteUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => originOf(v) !== null && !/[?#\s]/.test(v), REPORT_BI_MESSAGES.siteUrlInvalid)
  .transform((v) => v.replace(/\/+$/, ''));

export const biDashboardInput = z
  .object({
    provider: z.enum(BI_PROVIDERS),
    placement: z.enum(BI_PLACEMENTS),
    siteUrl,
    dashboardId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}$/, REPORT_BI_MESSAGES.dashboardInvalid),
    username: z
      .string()
      .trim()
      .max(200)
      .transform((v) => v || null)
      .nullable()
      .default(null),
    /** A new secret; left out keeps the stored one. */
    secret: z.string().min(1, REPORT_BI_MESSAGES.secretRequired).max(500).optional(),
  })
  .refine((v) => v.provider !== 'metabase' || /^\d+$/.test(v.dashboardId), {
    message: REPORT_BI_MESSAGES.dashboardInvalid,
    path: ['dashboardId'],
  })
  .refine((v) => v.provider !== 'superset' || v.username, {
    message: REPORT_BI_MESSAGES.usernameRequired,
    path: ['username'],
  });
export type BiDashboardInput = z.input<typeof biDashboardInput>;

/**
 * What the report page needs to show the dashboard, minted for this view: Metabase's signed
 * `url`, or Superset's `guestToken` for its embedded dashboard at `url`. Never stored, never linked.
 */
export const biEmbedView = z.object({
  provider: z.enum(BI_PROVIDERS),
  placement: z.enum(BI_PLACEMENTS),
  url: z.string(),
  guestToken: z.string().nullable(),
  expiresAt: z.string(),
});
export type BiEmbedView = z.infer<typeof biEmbedView>;
