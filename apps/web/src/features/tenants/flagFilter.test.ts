import { describe, expect, it } from 'vitest';
import type { FlagKey, FlagSettingView } from '@tenure/domain/flags';
import { featureFlagsEn } from './locales/feature-flags-en.ts';
import { featureFlagsRu } from './locales/feature-flags-ru.ts';
import { flagMatches, type FlagTexts } from './flagFilter.ts';

const chatbotOff: FlagSettingView = { flag: 'chatbot', presetDefault: true, override: false, effective: false };
const esop: FlagSettingView = { flag: 'esop', presetDefault: true, override: null, effective: true };

const english = (flag: FlagKey): FlagTexts => featureFlagsEn.flags[flag];
const russian = (flag: FlagKey): FlagTexts => featureFlagsRu.flags![flag]! as FlagTexts;
const matches = (flag: FlagSettingView, texts: (flag: FlagKey) => FlagTexts, query: string) =>
  flagMatches(flag, texts(flag.flag), query, 'all');

describe('flag page filter', () => {
  it('finds a flag by its name, description or key, whatever the case', () => {
    expect(matches(chatbotOff, english, 'CHAT')).toBe(true);
    expect(matches(chatbotOff, english, 'assistant')).toBe(true);
    expect(matches(esop, english, 'documents')).toBe(true);
    expect(matches(esop, english, 'chat')).toBe(false);
  });

  it('searches the words the reader reads: in Russian the Russian name and description, no longer the English', () => {
    expect(matches(chatbotOff, russian, 'ЧАТ-БОТ')).toBe(true);
    expect(matches(chatbotOff, russian, 'ассистент')).toBe(true);
    expect(matches(esop, russian, 'документы')).toBe(true);
    expect(matches(esop, russian, 'documents')).toBe(false);
    // The key stays searchable in every language.
    expect(matches(chatbotOff, russian, 'chatbot')).toBe(true);
  });

  it('keeps overridden, on or off flags', () => {
    const texts = english('chatbot');
    expect([chatbotOff, esop].filter((f) => flagMatches(f, texts, '', 'overridden'))).toEqual([chatbotOff]);
    expect([chatbotOff, esop].filter((f) => flagMatches(f, texts, ' ', 'on'))).toEqual([esop]);
    expect([chatbotOff, esop].filter((f) => flagMatches(f, texts, '', 'off'))).toEqual([chatbotOff]);
  });
});
