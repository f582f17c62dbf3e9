import { describe, expect, it } from 'vitest';
import type { FlagSettingView } from '@tenure/domain/flags';
import { flagMatches } from './flagFilter.ts';

const chatbotOff: FlagSettingView = { flag: 'chatbot', presetDefault: true, override: false, effective: false };
const esop: FlagSettingView = { flag: 'esop', presetDefault: true, override: null, effective: true };

describe('flag page filter', () => {
  it('finds a flag by its name, description or key, whatever the case', () => {
    expect(flagMatches(chatbotOff, 'CHAT', 'all')).toBe(true);
    expect(flagMatches(chatbotOff, 'assistant', 'all')).toBe(true);
    expect(flagMatches(esop, 'documents', 'all')).toBe(true);
    expect(flagMatches(esop, 'chat', 'all')).toBe(false);
  });

  it('keeps overridden, on or off flags', () => {
    expect([chatbotOff, esop].filter((f) => flagMatches(f, '', 'overridden'))).toEqual([chatbotOff]);
    expect([chatbotOff, esop].filter((f) => flagMatches(f, ' ', 'on'))).toEqual([esop]);
    expect([chatbotOff, esop].filter((f) => flagMatches(f, '', 'off'))).toEqual([chatbotOff]);
  });
});
