import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '../leave/messages.ts';
import { MESSAGES } from '../messages.ts';
import { UPLOAD_MESSAGES } from '../uploads/index.ts';
import { ERROR_CODES, MESSAGE_CATALOGUE, isErrorCode, messageKeyOf, type CatalogueKey } from './index.ts';

const textOf = (key: CatalogueKey): unknown => {
  const [namespace, name] = key.split('.') as [keyof typeof MESSAGE_CATALOGUE, string];
  return (MESSAGE_CATALOGUE[namespace] as Record<string, unknown>)[name];
};

describe('error catalogue', () => {
  it('names a domain message by its namespace and name, and a general one under messages', () => {
    expect(messageKeyOf(LEAVE_MESSAGES.halfDaySteps)).toBe('leave.halfDaySteps');
    expect(messageKeyOf(MESSAGES.noAccess)).toBe('messages.noAccess');
  });

  it('has no key for a computed text, so the browser shows the text the server sent', () => {
    expect(messageKeyOf(UPLOAD_MESSAGES.tooManyRows(200_000))).toBeNull();
    expect(messageKeyOf('Some text no domain defines')).toBeNull();
  });

  it('gives every code a status in the 4xx/5xx range and, where it has one, a message key that leads back to its text', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      if (message === null) continue;
      const text = textOf(message);
      expect(typeof text === 'string' || typeof text === 'function', `${code} → ${message}`).toBe(true);
      if (typeof text === 'string') expect(messageKeyOf(text), code).not.toBeNull();
    }
  });

  it('knows the codes the API sends and nothing else', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('REFUSED')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
