import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@tenure/domain/auth';
import { sameHash, sha256 } from './secrets.ts';
import { presentedSession } from './session-transport.ts';

/**
 * Calls of the API made on a user's behalf from inside the process (the HR assistant's tools):
 * the user's own session, tenant, entity and host go with them, so every
 * call passes the same guard, permission keys, flags, scopes and row-level security as the
 * user's browser would. The only thing they skip is payload encryption, which protects bodies on
 * the wire: such a call never leaves the process. The header proving it carries a secret made at
 * start-up that is never sent anywhere.
 */
const INTERNAL_HEADER = 'x-tenure-internal';
const INTERNAL_SECRET = randomBytes(32).toString('hex');
const INTERNAL_SECRET_HASH = sha256(INTERNAL_SECRET);

export function isInternalCall(request: FastifyRequest): boolean {
  const value = request.headers[INTERNAL_HEADER];
  return typeof value === 'string' && sameHash(sha256(value), INTERNAL_SECRET_HASH);
}

export interface InternalReply {
  statusCode: number;
  body: unknown;
}

export type ApiCaller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => Promise<InternalReply>;

/** Calls the API as the user who made `request`. */
export function callerOf(app: FastifyInstance, request: FastifyRequest): ApiCaller {
  const headers: Record<string, string> = { [INTERNAL_HEADER]: INTERNAL_SECRET };
  for (const name of [HEADERS.tenant, HEADERS.entity, 'host'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The user's session, whether their browser sent it in its cookie or a client as its bearer
  // token; passed on as a bearer token, since the CSRF check was made on the user's own request.
  const session = presentedSession(request);
  if (session) headers.authorization = `Bearer ${session.token}`;
  return async (method, url, body) => {
    const reply = await app.inject({ method, url, headers, payload: body, remoteAddress: request.ip });
    let parsed: unknown = null;
    try {
      parsed = reply.body ? JSON.parse(reply.body) : null;
    } catch {
      parsed = reply.body;
    }
    return { statusCode: reply.statusCode, body: parsed };
  };
}
