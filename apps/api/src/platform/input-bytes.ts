import type { FastifyInstance } from 'fastify';
import { jsonTooDeepMessage, MESSAGES } from '@tenure/domain/messages';
import { badRequest } from './errors.ts';

/**
 * Text PostgreSQL cannot store faithfully: a NUL character, or a lone UTF-16 surrogate (no
 * character at all; jsonb refuses its `\ud800` escape). Paired surrogates (emoji) are fine.
 */
const BAD_CHARACTERS = /[\u0000\p{Cs}]/gu;

export const hasBadCharacters = (text: string) => text.search(BAD_CHARACTERS) >= 0;

/** The deepest nesting of arrays and objects a JSON body may have; forms nest a few levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refuses (400) JSON text nested deeper than MAX_JSON_DEPTH, before it is parsed: one pass over
 * the text without recursion, so a body of `{"a":` × 5,000 costs no more than its length and
 * cannot overflow a recursive walk later on. Every JSON body goes through it: plain ones in the
 * content-type parser, encrypted ones once decrypted.
 */
export function checkJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) throw badRequest(jsonTooDeepMessage(MAX_JSON_DEPTH), undefined, 'JSON_TOO_DEEP');
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
}

/**
 * The path of the first string (or object key) holding a NUL or a lone surrogate, or null; walked
 * with an explicit stack. PostgreSQL cannot store such text (jsonb refuses both), so such input is
 * refused up front instead of failing deep down.
 */
export function pathOfBadText(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    const key = path.at(-1);
    if (key !== undefined && hasBadCharacters(key)) return [...path.slice(0, -1), key.replace(BAD_CHARACTERS, '')];
    if (typeof node === 'string') {
      if (hasBadCharacters(node)) return path;
      continue;
    }
    if (!node || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    const entries = Array.isArray(node)
      ? node.map((item, index) => [String(index), item] as const)
      : Object.entries(node);
    // Pushed last to first, so that the first bad field in document order is the one named.
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
  }
  return null;
}

/**
 * Refuses a request whose path parameters, query or JSON body carry a NUL or a lone surrogate:
 * 400 naming the field. Registered after payload decryption so that encrypted bodies are checked in plain.
 */
export function registerBadByteCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [source, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = pathOfBadText(value);
      if (path)
        throw badRequest(
          MESSAGES.invalidCharacters,
          { [path.join('.') || source]: MESSAGES.invalidCharacters },
          'INVALID_CHARACTERS',
        );
    }
  });
}
