import { FLAG_DESCRIPTIONS, FLAG_INFO, type FlagSettingView } from '@tenure/domain/flags';

export const FLAG_FILTERS = ['all', 'overridden', 'on', 'off'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** Search matches the flag's name, description or key, whatever the case; the filter its state. */
export function flagMatches(flag: FlagSettingView, query: string, filter: FlagFilter): boolean {
  const words = query.trim().toLowerCase();
  const text = `${FLAG_INFO[flag.flag].name} ${FLAG_DESCRIPTIONS[flag.flag]} ${flag.flag}`.toLowerCase();
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
