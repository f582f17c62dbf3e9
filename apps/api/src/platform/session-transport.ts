import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, SESSION_COOKIES, SESSION_MESSAGES, type SessionInfo } from '@tenure/domain/auth';
import { AppError } from './errors.ts';
import { sameHash } from './secrets.ts';

/**
 * How a session token travels (issue 36 item 8). Integrations send it as `Authorization: Bearer`,
 * as they always did. The web app asks, with `X-Tenure-Session: cookie` on its calls, for the
 * session to travel in an HttpOnly cookie that no script in the page can read; a second cookie,
 * readable, holds the CSRF token the app echoes in `X-CSRF-Token` on every call that changes
 * something (docs/decisions/identity.md "Browser sessions in cookies").
 */
export interface PresentedSession {
  token: string;
  via: 'bearer' | 'cookie';
}

/** Over HTTPS the cookies take the `__Host-` prefix: the browser then keeps them to this host, path /, Secure. */
const cookieName = (request: FastifyRequest, name: string) => (request.protocol === 'https' ? `__Host-${name}` : name);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match && match[1] !== 'null' ? match[1]! : null;
}

/** The session token of the call: its bearer token, else its session cookie. */
export function presentedSession(request: FastifyRequest): PresentedSession | null {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies[cookieName(request, SESSION_COOKIES.session)];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * The CSRF token of a session: an HMAC keyed by the session token itself, so it needs no storage,
 * cannot be made without the token (which page script never sees) and changes with every session.
 */
export const csrfTokenFor = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('tenure-csrf').digest('base64url');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfRefused = () => new AppError(403, 'CSRF_REFUSED', SESSION_MESSAGES.crossSite);

/**
 * Checked before the session is looked up, for a session that came in a cookie (a browser sends
 * cookies whoever asks it to call): no call from another site (Sec-Fetch-Site, which browsers set
 * and pages cannot), no change from another origin, and every change carries the session's CSRF token.
 */
export function assertCallFromOwnPages(request: FastifyRequest, session: PresentedSession): void {
  if (session.via !== 'cookie') return;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw csrfRefused();
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) throw csrfRefused();
  const sent = request.headers[HEADERS.csrf];
  if (typeof sent !== 'string' || !sameHash(sent, csrfTokenFor(session.token))) throw csrfRefused();
}

const wantsCookies = (request: FastifyRequest) => request.headers[HEADERS.sessionTransport] === 'cookie';

/**
 * The answer of a call that starts (or describes) a session: as it is for a bearer client; for the
 * web app, the token goes into the cookies and out of the answer.
 */
export function deliverSession<T extends Pick<SessionInfo, 'token' | 'expiresAt'>>(
  request: FastifyRequest,
  reply: FastifyReply,
  session: T,
): T {
  if (!wantsCookies(request) || session.token === undefined) return session;
  const options = {
    path: '/',
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    expires: new Date(session.expiresAt),
  };
  reply.setCookie(cookieName(request, SESSION_COOKIES.session), session.token, { ...options, httpOnly: true });
  reply.setCookie(cookieName(request, SESSION_COOKIES.csrf), csrfTokenFor(session.token), options);
  const { token: _sent, ...rest } = session;
  return rest as T;
}

/** Logout: the browser forgets both cookies (a bearer client has none to forget). */
export function forgetSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  if (presentedSession(request)?.via !== 'cookie') return;
  const options = { path: '/', secure: request.protocol === 'https', sameSite: 'strict' as const };
  reply.clearCookie(cookieName(request, SESSION_COOKIES.session), { ...options, httpOnly: true });
  reply.clearCookie(cookieName(request, SESSION_COOKIES.csrf), options);
}
