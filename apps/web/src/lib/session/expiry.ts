/** The session-expiry rule of SPEC §4/§8, kept pure so it can be tested without a browser. */

export function isTokenExpired(expiresAt: string | null, now: number): boolean {
  if (expiresAt === null) return true;
  const expiry = Date.parse(expiresAt);
  return Number.isNaN(expiry) || expiry <= now;
}

export interface FailedResponseFacts {
  status: number;
  /** Whether the request was a call of the open session (login is not). */
  sentSession: boolean;
  expiresAt: string | null;
  now: number;
}

/** Expired on any 401 of an authenticated call, or on any failed response once the token's expiry has passed. */
export function failedResponseExpiresSession(facts: FailedResponseFacts): boolean {
  if (!facts.sentSession) return false;
  return facts.status === 401 || isTokenExpired(facts.expiresAt, facts.now);
}
