import type { FlagSettingView } from '@tenure/domain/flags';

export const FLAG_FILTERS = ['all', 'overridden', 'on', 'off'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** A flag's name and description as the reader reads them (their language's texts). */
export interface FlagTexts {
  name: string;
  description: string;
}

/**
 * Search matches the flag's name or description as the reader reads them, or its key, whatever the
 * case; the filter its state.
 */
export function flagMatches(flag: FlagSettingView, texts: FlagTexts, query: string, filter: FlagFilter): boolean {
  const words = query.trim().toLocaleLowerCase();
  const text = `${texts.name} ${texts.description} ${flag.flag}`.toLocaleLowerCase();
  if (words && !text.includes(words)) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'overridden':
      return flag.override !== null;
    case 'on':
      return flag.effective;
    case 'off':
      return !flag.effective;
  }
}
