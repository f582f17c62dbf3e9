/** A user's sign-in sessions (issue 36 item 7): the list they and an admin see, and what ends them. */
import { z } from 'zod';

export const SESSION_MESSAGES = {
  notFound: 'This session has already ended.',
  current: 'This is the session you are using. Log out to end it.',
  crossSite: 'This request did not come from a Tenure page. Reload the page and try again.',
} as const;

export const sessionView = z.object({
  sessionId: z.uuid(),
  /** Browser and system, read from the user agent ("Chrome on Windows"); null when the client named none. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  expiresAt: z.string(),
  /** SPEC §3 loginType: `password`, or the identity provider's login type. */
  loginType: z.string(),
  /** The identity provider's name on its sign-in button, for a provider sign-in. */
  providerName: z.string().nullable(),
  /** The session of the request that asked (only in a user's own list). */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;
export const sessionList = z.array(sessionView);

export const endedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessions>;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Windows" from a user agent: the browser and the system people recognise, enough to tell
 * their laptop from their phone. Another client (an integration, a script) shows its agent's first word.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent?.trim()) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.trim().split(/[\s/]/)[0]!.slice(0, 60);
}
