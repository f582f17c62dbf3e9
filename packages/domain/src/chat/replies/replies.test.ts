import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../messages.ts';
import { chatReplies, chatWords } from './index.ts';

/** Every fixed text (a string, at any depth) of a language's words, by its path. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}
/** Texts a language writes as English does: Portuguese's "Status" heading. */
const SAME_AS_ENGLISH = new Set(['pt:heading.status']);

describe('the assistant in five languages', () => {
  it('writes every fixed text in each language, none left in English', () => {
    const english = new Map(texts(chatWords('en')));
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const own = new Map(texts(chatWords(language)));
      for (const [path, text] of english) {
        if (!own.has(path)) continue; // the status and kind maps name only what the language words differently
        if (SAME_AS_ENGLISH.has(`${language}:${path}`)) continue;
        expect(own.get(path), `${language}: ${path}`).not.toBe(text);
      }
    }
  });

  it('counts with the language’s plural rules, figures and month names', () => {
    const ru = chatWords('ru');
    expect([1, 2, 5, 21, 22, 25].map((n) => ru.days(n, String(n)))).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '21 день',
      '22 дня',
      '25 дней',
    ]);
    expect(chatReplies('ru').number(2.5)).toBe('2,5');
    expect(chatReplies('mr').number(12)).toBe('१२');
    expect(chatReplies('pt').day('2026-12-03')).toBe('03 dez. 2026');
    expect(chatReplies('hi', 'dd/MM/yyyy').day('2026-12-03')).toBe('03/12/2026');
    expect(chatWords('pt').days(1, '1')).toBe('1 dia');
    // A language nobody chose reads English.
    expect(chatReplies(null).language).toBe('en');
    expect(chatReplies('de').words.greeting).toBe(chatWords('en').greeting);
  });
});
