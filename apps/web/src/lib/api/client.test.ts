import { describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import type { PayloadCipher } from './cipher.ts';
import { createApiClient, csrfTokenOf, type ApiContext } from './client.ts';
import { ApiRequestError } from './errors.ts';

const now = Date.parse('2026-03-01T10:00:00Z');
const liveSession: ApiContext = {
  signedIn: true,
  expiresAt: '2026-03-01T12:00:00Z',
  tenantCode: 'demo',
  entityCode: 'US-NY',
  payloadEncryption: false,
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(
  responses: Response[],
  context: ApiContext = liveSession,
  cipher: PayloadCipher | null = null,
  csrf: string | null = 'csrf-1',
) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const r of responses) fetchMock.mockResolvedValueOnce(r);
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    fetch: fetchMock,
    context: () => context,
    cipher: () => cipher,
    csrfToken: () => csrf,
    onSessionExpired,
    now: () => now,
  });
  const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
  return { client, fetchMock, onSessionExpired, sentHeaders };
}

describe('api client', () => {
  it('asks for the cookie session and sends its CSRF token, the tenant and entity headers, never a bearer token', async () => {
    const { client, fetchMock, sentHeaders } = setup([json(200, { ok: true })]);
    await client.request('/api/things', z.object({ ok: z.boolean() }), { query: { q: 'a b' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things?q=a+b');
    expect(sentHeaders().get('x-tenure-session')).toBe('cookie');
    expect(sentHeaders().get('x-csrf-token')).toBe('csrf-1');
    expect(sentHeaders().has('authorization')).toBe(false);
    expect(sentHeaders().get('x-tenantid')).toBe('demo');
    expect(sentHeaders().get('x-entityid')).toBe('US-NY');
  });

  it('sends no CSRF token without a session, and asks for cookies on the login', async () => {
    const { client, sentHeaders } = setup([json(200, {})], { ...liveSession, signedIn: false }, null, null);
    await client.request('/api/auth/user/v3/login', z.object({}), { method: 'POST', body: {}, anonymous: true });
    expect(sentHeaders().has('x-csrf-token')).toBe(false);
    expect(sentHeaders().get('x-tenure-session')).toBe('cookie');
    expect(sentHeaders().get('content-type')).toBe('application/json');
  });

  it('reads the CSRF token from the cookies, with or without the __Host- prefix', () => {
    expect(csrfTokenOf('a=1; tenure-csrf=abc-_1; b=2')).toBe('abc-_1');
    expect(csrfTokenOf('__Host-tenure-csrf=xyz')).toBe('xyz');
    expect(csrfTokenOf('tenure-session=secret; other=1')).toBeNull();
    expect(csrfTokenOf('')).toBeNull();
  });

  it('maps a 204 to null', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.request('/api/auth/logout', z.null(), { method: 'POST' })).resolves.toBeNull();
  });

  it('expires the session on a 401 and rejects with the server error', async () => {
    const { client, onSessionExpired } = setup([json(401, { message: 'Session expired', code: 'SESSION_EXPIRED' })]);
    const call = client.request('/api/auth/validate-login', z.unknown());
    await expect(call).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('does not expire the session when a login is refused', async () => {
    const body = { message: 'Invalid username or password. Please try again!', code: 'INVALID_CREDENTIALS' };
    const { client, onSessionExpired } = setup([json(401, body)], { ...liveSession, signedIn: false, expiresAt: null });
    await expect(client.request('/api/login', z.unknown(), { anonymous: true })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('expires the session on any failure once the token has expired', async () => {
    const expired = { ...liveSession, expiresAt: '2026-03-01T09:00:00Z' };
    const { client, onSessionExpired } = setup([json(500, { message: 'boom', code: 'INTERNAL' })], expired);
    await expect(client.request('/api/x', z.unknown())).rejects.toMatchObject({ status: 500 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('keeps field errors of a 400', async () => {
    const body = { message: 'Invalid', code: 'VALIDATION', fieldErrors: { username: 'Username is Required!' } };
    const { client, onSessionExpired } = setup([json(400, body)]);
    await expect(client.request('/api/x', z.unknown())).rejects.toMatchObject({
      fieldErrors: { username: 'Username is Required!' },
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a technical error', async () => {
    const { client, fetchMock } = setup([]);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(client.request('/api/x', z.unknown())).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  describe('with payload encryption', () => {
    function fakeCipher(): PayloadCipher & { forgetRegistration: Mock<() => void> } {
      return {
        keyId: async () => 'key-7',
        encrypt: async (text) => ({ iv: 'iv', data: btoa(text), mac: 'mac' }),
        decrypt: async (envelope) => atob((envelope as { data: string }).data),
        forgetRegistration: vi.fn<() => void>(),
      };
    }
    const encrypted = { ...liveSession, payloadEncryption: true };

    it('encrypts the body, names the key and decrypts the answer', async () => {
      const cipher = fakeCipher();
      const answer = { iv: 'iv', data: btoa(JSON.stringify({ saved: 1 })), mac: 'mac' };
      const { client, fetchMock, sentHeaders } = setup([json(200, answer, { 'x-encrypted': '1' })], encrypted, cipher);
      const result = await client.request('/api/x', z.object({ saved: z.number() }), {
        method: 'POST',
        body: { a: 1 },
      });
      expect(result).toEqual({ saved: 1 });
      expect(sentHeaders().get('x-pubkey-id')).toBe('key-7');
      const sentBody = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { data: string };
      expect(JSON.parse(atob(sentBody.data))).toEqual({ a: 1 });
    });

    it('registers the key again and retries once when the server does not know it', async () => {
      const cipher = fakeCipher();
      const unknownKey = json(401, { message: 'Unknown key', code: 'PAYLOAD_KEY_UNKNOWN' });
      const { client, fetchMock, onSessionExpired } = setup([unknownKey, json(200, { ok: 1 })], encrypted, cipher);
      await expect(client.request('/api/x', z.object({ ok: z.number() }))).resolves.toEqual({ ok: 1 });
      expect(cipher.forgetRegistration).toHaveBeenCalledOnce();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('sends a file upload as multipart, unencrypted, and decrypts the answer', async () => {
      const answer = { iv: 'iv', data: btoa(JSON.stringify({ logoUrl: '/logo' })), mac: 'mac' };
      const { client, fetchMock, sentHeaders } = setup(
        [json(200, answer, { 'x-encrypted': '1' })],
        encrypted,
        fakeCipher(),
      );
      const form = new FormData();
      form.append('file', new Blob(['png']), 'logo.png');
      const result = await client.request('/api/logo', z.object({ logoUrl: z.string() }), {
        method: 'POST',
        body: form,
      });
      expect(result).toEqual({ logoUrl: '/logo' });
      expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
      expect(sentHeaders().has('content-type')).toBe(false);
      expect(sentHeaders().get('x-pubkey-id')).toBe('key-7');
    });

    it('sends exempt calls in plain text', async () => {
      const { client, sentHeaders } = setup([json(200, {})], encrypted, fakeCipher());
      await client.request('/api/auth/tenant-provider', z.object({}), { plain: true });
      expect(sentHeaders().has('x-pubkey-id')).toBe(false);
    });
  });
});

describe('api client file downloads', () => {
  it('returns the bytes and the file name with the session headers', async () => {
    const file = new Response('a,b\n1,2\n', {
      status: 200,
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="employees.csv"' },
    });
    const { client, sentHeaders } = setup([file]);
    const downloaded = await client.download('/api/hrms/hris/employee/export', { query: { format: 'csv' } });
    expect(downloaded.fileName).toBe('employees.csv');
    expect(await downloaded.blob.text()).toBe('a,b\n1,2\n');
    expect(sentHeaders().get('x-csrf-token')).toBe('csrf-1');
  });

  it('rejects a refused download with the server error', async () => {
    const { client } = setup([json(403, { message: 'No access', code: 'FORBIDDEN' })]);
    await expect(client.download('/api/hrms/hris/employee/EMP1/documents/x')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
