import type { ZodType } from 'zod';
import { HEADERS, SESSION_COOKIES } from '@tenure/domain/auth';
import { failedResponseExpiresSession } from '../session/expiry.ts';
import type { PayloadCipher } from './cipher.ts';
import { ApiRequestError, PAYLOAD_KEY_UNKNOWN } from './errors.ts';

export interface ApiContext {
  /** Whether a session is open (its token is in an HttpOnly cookie the browser sends itself). */
  signedIn: boolean;
  expiresAt: string | null;
  tenantCode: string | null;
  entityCode: string | null;
  payloadEncryption: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  context(): ApiContext;
  cipher(): PayloadCipher | null;
  /** The session's CSRF token, from its readable cookie; null without a session. */
  csrfToken(): string | null;
  onSessionExpired(): void;
  now(): number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  /** JSON, or FormData for a file upload (sent as multipart, never encrypted: SPEC §7 uploads stay multipart). */
  body?: unknown;
  /** Not a call of the session (login, tenant lookup): its failure never ends the session. */
  anonymous?: boolean;
  /** Never encrypted (SPEC §7 exempts the tenant lookup, provider config and key registration). */
  plain?: boolean;
  /** Headers of a service with its own credentials (the external-approval service's AuthorizationToken); they win over the session's. */
  headers?: Record<string, string>;
}

/** A file the API sent (document, export, picture), with the name of its Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface ApiClient {
  /** Calls the API and validates the answer; a 204 is `null`, so use a nullable schema for such calls. */
  request<T>(path: string, schema: ZodType<T>, options?: RequestOptions): Promise<T>;
  /** Fetches a file with the session headers; a refusal is the same ApiRequestError as for `request`. */
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
}

const ENCRYPTED_RESPONSE_HEADER = 'x-encrypted';

/** The CSRF cookie's value in `document.cookie` (named with `__Host-` over HTTPS). */
export function csrfTokenOf(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SESSION_COOKIES.csrf || name === `__Host-${SESSION_COOKIES.csrf}`) return value.join('=') || null;
  }
  return null;
}

function fileNameOf(response: Response): string | null {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? null;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function readBody(response: Response, cipher: PayloadCipher | null): Promise<unknown> {
    const text = await response.text();
    if (text === '') return null;
    if (response.headers.get(ENCRYPTED_RESPONSE_HEADER) !== '1') return JSON.parse(text);
    if (!cipher) throw ApiRequestError.network();
    return JSON.parse(await cipher.decrypt(JSON.parse(text)));
  }

  async function send(
    path: string,
    options: RequestOptions,
    retryOnUnknownKey: boolean,
    asFile = false,
  ): Promise<unknown> {
    const ctx = deps.context();
    const cipher = ctx.payloadEncryption && !options.plain ? deps.cipher() : null;
    const sentSession = !options.anonymous && ctx.signedIn;
    // The session travels in cookies (the login answers set them); every call echoes the CSRF token.
    const headers = new Headers({ Accept: 'application/json', [HEADERS.sessionTransport]: 'cookie' });
    const csrf = deps.csrfToken();
    if (csrf) headers.set(HEADERS.csrf, csrf);
    if (ctx.tenantCode) headers.set(HEADERS.tenant, ctx.tenantCode);
    if (ctx.entityCode) headers.set(HEADERS.entity, ctx.entityCode);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const upload = options.body instanceof FormData ? options.body : undefined;
    let body: string | undefined;
    if (options.body !== undefined && !upload) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    if (cipher) {
      headers.set(HEADERS.keyId, await cipher.keyId());
      if (body !== undefined) body = JSON.stringify(await cipher.encrypt(body));
    }
    const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;

    let response: Response;
    try {
      response = await deps.fetch(url, { method: options.method ?? 'GET', headers, body: upload ?? body });
    } catch {
      throw ApiRequestError.network();
    }
    if (response.status === 204) return null;
    // Files are never encrypted (only JSON is); their refusals are JSON like any other.
    if (response.ok && asFile)
      return { blob: await response.blob(), fileName: fileNameOf(response) } satisfies DownloadedFile;

    let payload: unknown;
    try {
      payload = await readBody(response, cipher);
    } catch {
      payload = null;
    }
    if (response.ok) return payload;

    const error = ApiRequestError.fromBody(response.status, payload);
    if (cipher && error.status === 401 && error.code === PAYLOAD_KEY_UNKNOWN && retryOnUnknownKey) {
      cipher.forgetRegistration();
      return send(path, options, false, asFile);
    }
    const facts = { status: response.status, sentSession, expiresAt: ctx.expiresAt, now: deps.now() };
    if (failedResponseExpiresSession(facts)) deps.onSessionExpired();
    throw error;
  }

  return {
    async request(path, schema, options = {}) {
      const parsed = schema.safeParse(await send(path, options, true));
      if (!parsed.success) throw ApiRequestError.unreadable();
      return parsed.data;
    },
    async download(path, options = {}) {
      const file = await send(path, options, true, true);
      if (!(file instanceof Object) || !('blob' in file) || !(file.blob instanceof Blob))
        throw ApiRequestError.unreadable();
      return {
        blob: file.blob,
        fileName: 'fileName' in file && typeof file.fileName === 'string' ? file.fileName : null,
      };
    },
  };
}
