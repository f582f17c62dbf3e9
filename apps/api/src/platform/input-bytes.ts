import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tenure/domain/messages';
import { badRequest } from './errors.ts';

export const containsNul = (text: string) => text.includes('\u0000');

/**
 * The path of the first string (or object key) holding a NUL character, or null. PostgreSQL
 * cannot store NUL in text or jsonb, so such input is refused up front instead of failing deep down.
 */
export function pathOfNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return containsNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (containsNul(key)) return [...path, key.replace(/\u0000/g, '')];
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses a request whose path parameters, query or JSON body carry a NUL: 400 naming the field.
 * Registered after payload decryption so that encrypted bodies are checked in plain.
 */
export function registerBadByteCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [source, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = pathOfNul(value);
      if (path) throw badRequest(MESSAGES.invalidCharacters, { [path.join('.') || source]: MESSAGES.invalidCharacters }, 'INVALID_CHARACTERS');
    }
  });
}
