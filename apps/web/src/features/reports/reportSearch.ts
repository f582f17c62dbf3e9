/** Whether every word of a search appears in the text, ignoring case and accents ("kpi hr" finds "HR KPI Report"). */
export function matchesSearch(search: string, text: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(text);
  return fold(search)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}
