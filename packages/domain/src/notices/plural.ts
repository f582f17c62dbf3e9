/** The word for `n` things by the language's plural rules (Russian: один день, два дня, пять дней). */
export function pluralWord(
  language: string,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[new Intl.PluralRules(language).select(n)] ?? forms.other;
}
