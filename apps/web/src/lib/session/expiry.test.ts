import { describe, expect, it } from 'vitest';
import { failedResponseExpiresSession, isTokenExpired } from './expiry.ts';

const now = Date.parse('2026-03-01T10:00:00Z');

describe('isTokenExpired', () => {
  it('is false before the expiry and true at or after it', () => {
    expect(isTokenExpired('2026-03-01T10:00:01Z', now)).toBe(false);
    expect(isTokenExpired('2026-03-01T10:00:00Z', now)).toBe(true);
    expect(isTokenExpired('2026-03-01T09:59:00Z', now)).toBe(true);
  });

  it('treats a missing or unreadable expiry as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired('not a date', now)).toBe(true);
  });
});

describe('failedResponseExpiresSession', () => {
  const live = '2026-03-01T11:00:00Z';
  const past = '2026-03-01T09:00:00Z';

  it('expires the session on any 401 of an authenticated call', () => {
    expect(failedResponseExpiresSession({ status: 401, sentSession: true, expiresAt: live, now })).toBe(true);
  });

  it('expires the session on any failure once the token has expired', () => {
    expect(failedResponseExpiresSession({ status: 500, sentSession: true, expiresAt: past, now })).toBe(true);
  });

  it('keeps the session on other failures with a live token', () => {
    expect(failedResponseExpiresSession({ status: 403, sentSession: true, expiresAt: live, now })).toBe(false);
    expect(failedResponseExpiresSession({ status: 500, sentSession: true, expiresAt: live, now })).toBe(false);
  });

  it('ignores calls made without a token, such as a login with a wrong password', () => {
    expect(failedResponseExpiresSession({ status: 401, sentSession: false, expiresAt: null, now })).toBe(false);
  });
});
