import { createHmac } from 'node:crypto';
import { BI_EMBED_TTL_SECONDS, REPORT_BI_MESSAGES } from '@tenure/domain/report-bi';
import { AppError } from '../../platform/errors.ts';

/*
 * The short-lived credentials a BI dashboard is shown with, minted for one view.
 * Metabase: a signed-embedding JWT (HS256, node:crypto: no JWT package is a dependency).
 * Superset: a guest token the server asks Superset for with its service account.
 */

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A compact JWS signed with HMAC-SHA256 (RFC 7515/7519), as Metabase's signed embedding expects. */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export interface LockedParams {
  tenant: string;
  entity: string;
}

/**
 * Metabase's signed embed of a dashboard: the dashboard's parameters `tenant` and `entity` are
 * locked to the viewer's tenant and legal entity (the dashboard must declare them as locked).
 */
export function metabaseEmbed(
  site: { siteUrl: string; dashboardId: string; secret: string },
  params: LockedParams,
  now: Date,
): { url: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + BI_EMBED_TTL_SECONDS;
  const token = signHs256({ resource: { dashboard: Number(site.dashboardId) }, params, exp }, site.secret);
  return {
    url: `${site.siteUrl}/embed/dashboard/${token}#bordered=true&titled=true`,
    expiresAt: new Date(exp * 1000),
  };
}

/** SQL string literal of the tenant code for Superset's RLS clause (codes are [a-z0-9-], quoted anyway). */
const sqlLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

const SUPERSET_TIMEOUT_MS = 5_000;

async function supersetCall<T>(url: string, init: RequestInit): Promise<{ body: T; cookie: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(SUPERSET_TIMEOUT_MS) });
  } catch {
    throw new AppError(503, 'BI_UNAVAILABLE', REPORT_BI_MESSAGES.unavailable);
  }
  if (!response.ok) throw new AppError(503, 'BI_UNAVAILABLE', REPORT_BI_MESSAGES.unavailable);
  const cookie =
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ') || null;
  return { body: (await response.json()) as T, cookie };
}

/**
 * A Superset guest token for one embedded dashboard: log in with the service account
 * (/api/v1/security/login), take a CSRF token with its session (/api/v1/security/csrf_token/),
 * then ask /api/v1/security/guest_token/ for the dashboard with the tenant's RLS clause.
 */
export async function supersetGuestToken(
  site: { siteUrl: string; dashboardId: string; username: string; password: string },
  viewer: { userId: string; tenantCode: string },
): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const login = await supersetCall<{ access_token?: string }>(`${site.siteUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: site.username, password: site.password, provider: 'db', refresh: false }),
  });
  if (!login.body.access_token) throw new AppError(503, 'BI_UNAVAILABLE', REPORT_BI_MESSAGES.unavailable);
  const bearer = { authorization: `Bearer ${login.body.access_token}` };
  const csrf = await supersetCall<{ result?: string }>(`${site.siteUrl}/api/v1/security/csrf_token/`, {
    headers: bearer,
  });
  const guest = await supersetCall<{ token?: string }>(`${site.siteUrl}/api/v1/security/guest_token/`, {
    method: 'POST',
    headers: {
      ...json,
      ...bearer,
      ...(csrf.body.result ? { 'x-csrftoken': csrf.body.result } : {}),
      ...(csrf.cookie ? { cookie: csrf.cookie } : {}),
    },
    body: JSON.stringify({
      user: { username: `tenure-${viewer.userId}`, first_name: 'Tenure', last_name: 'viewer' },
      resources: [{ type: 'dashboard', id: site.dashboardId }],
      rls: [{ clause: `tenant_id = ${sqlLiteral(viewer.tenantCode)}` }],
    }),
  });
  if (!guest.body.token) throw new AppError(503, 'BI_UNAVAILABLE', REPORT_BI_MESSAGES.unavailable);
  return guest.body.token;
}
