import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EMPLOYEE_MESSAGES } from './messages.ts';

export const QUICK_LINK_TITLE_MAX = 60;
export const QUICK_LINK_URL_MAX = 500;

/**
 * A quick link is either a web address (http:// or https://) or a path of this app ("/leave-dashboard").
 * Anything else (javascript:, data:, "//other.host", "/\other.host") is refused: the home page puts
 * the value in an href that every employee clicks.
 */
export function isAllowedQuickLinkUrl(url: string): boolean {
  if (/[\s\p{Cc}]/u.test(url)) return false;
  if (isAppPath(url)) return true;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/** A path of this app: one leading slash; "//host" and "/\host" would leave the site. */
export const isAppPath = (url: string) => url.startsWith('/') && !/^\/[/\\]/.test(url);

export const quickLinkInput = z.object({
  title: z.string().trim().min(1, EMPLOYEE_MESSAGES.quickLinkTitleRequired).max(QUICK_LINK_TITLE_MAX, MESSAGES.tooLong),
  url: z
    .string()
    .trim()
    .min(1, EMPLOYEE_MESSAGES.quickLinkUrlRequired)
    .max(QUICK_LINK_URL_MAX, MESSAGES.tooLong)
    .refine(isAllowedQuickLinkUrl, EMPLOYEE_MESSAGES.invalidQuickLinkUrl),
  isActive: z.boolean().default(true),
});
export type QuickLinkInput = z.infer<typeof quickLinkInput>;
/** An update states every field: a missing `isActive` must not quietly show a hidden link again. */
export const quickLinkUpdateInput = quickLinkInput.extend({ isActive: z.boolean() });

/** A quick link as its administrators see it: inactive ones too, with their position. */
export const quickLinkAdminView = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  orderId: z.number(),
  isActive: z.boolean(),
});
export type QuickLinkAdminView = z.infer<typeof quickLinkAdminView>;

/** The new order: every quick link of the tenant, first to last. */
export const quickLinkOrderInput = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, EMPLOYEE_MESSAGES.quickLinkOrderMismatch),
});

export const quickLinkParam = z.object({ id: z.uuid() });
