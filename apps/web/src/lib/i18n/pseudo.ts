/**
 * Issue 38's pseudo-locale: the English texts as a test reads them, every Latin letter accented, vowels
 * doubled (about 35–40 % longer, as Russian and Portuguese labels are) and each text wrapped in ⟦…⟧, so a
 * text that reached the screen without i18n keeps plain Latin letters and stands out. Placeholders
 * (`{{name}}`, `{{count, number}}`), nested keys (`$t(key)`) and markup (`<0>`, `<strong>`) stay as they
 * are: interpolation, plurals and the Trans component work as in English. Never offered in the language
 * menu; switched on only by PSEUDO_LOCALE_KEY in local storage (pseudo-key.ts), read by lib/i18n/index.ts.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = new Map(
  Array.from('àƀçđéƒĝĥîĵķļḿñöṕʠŕšţûṽŵẋýžÅƁÇĐÉḞĜĤÎĴĶĻḾÑÖṔǪŔŠŢÛṼŴẊÝŽ', (accented, i) => [PLAIN[i], accented]),
);
const VOWEL = /[aeiouyAEIOUY]/;

/** What i18next reads in a text rather than shows: placeholders, nested keys and the Trans component's tags. */
const KEPT = /({{[^}]*}}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>)/;

export function pseudoText(text: string): string {
  const shown = text
    .split(KEPT)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : Array.from(part, (letter) => {
            const accented = ACCENTED.get(letter);
            if (accented === undefined) return letter;
            return VOWEL.test(letter) ? accented + accented : accented;
          }).join(''),
    )
    .join('');
  return `⟦${shown}⟧`;
}

/** A tree of texts (a locale file) with every text in the pseudo-locale. */
export function pseudoTexts<T>(texts: T): T {
  if (typeof texts === 'string') return pseudoText(texts) as T;
  if (Array.isArray(texts)) return texts.map((text: unknown) => pseudoTexts(text)) as T;
  if (texts && typeof texts === 'object')
    return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, pseudoTexts(text)])) as T;
  return texts;
}
