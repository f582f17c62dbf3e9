import { chatWords } from '@tenure/domain/chat';
import type { Page } from 'playwright-core';
import { pt } from '../../apps/web/src/locales/pt.ts';
import { ptFeatures } from '../../apps/web/src/locales/pt-features.ts';

/**
 * Issue 38's measure: what a person reading Tenure in another language still reads in English on a
 * page. A text on screen counts as English when it has Latin words that are neither the company's
 * own data (any word of a string the page's API answers carried: names, leave types, departments),
 * nor inside an element marked `translate="no"` (the spec's fixed English texts, such as a template's
 * column headings), nor a person's initials in an avatar, nor a name, code, unit or file type every
 * language writes the same (ALWAYS_LATIN). As such it works for the languages not written in Latin letters;
 * given the words a language's own texts use (portugueseWords) it measures Portuguese, and given the
 * month, weekday and file-size unit names Intl writes in English (intlWords) it finds, in the pseudo-locale
 * (apps/web/src/lib/i18n/pseudo.ts, which leaves no plain Latin letter in a translated text), every text
 * that bypassed i18n.
 */
export const ALWAYS_LATIN = new Set([
  'Tenure',
  'ID',
  'PDF',
  'CSV',
  'XLSX',
  'Excel',
  'OTP',
  'SSO',
  'SCIM',
  'SAML',
  'OIDC',
  'Microsoft',
  'Entra',
  'ESOP',
  'KPI',
  'URL',
  'API',
  'HR',
  'PAN',
  'UAN',
  'IFSC',
  'EPF',
  'ESI',
  'TDS',
  'GST',
  'Metabase',
  'Superset',
  'ERP',
  'AM',
  'PM',
  // Hindi and Marathi times as Intl (CLDR) writes them: "02:34 pm".
  'am',
  'pm',
  'Google',
  'Outlook',
  'iCal',
  'kB',
  'MB',
  'xlsx',
  'csv',
  'zip',
  'PNG',
  'JPEG',
  'Word',
  'OpenAI',
  'OpenID',
  'Connect',
  'URI',
  'Enter',
  'Oracle',
  'UTC',
  'AES-CBC',
  'HMAC',
]);

/**
 * A word in Latin letters, accents included ("Férias" is one word, not "rias"). Only one with a plain
 * letter (A–Z) can be English: a word of the pseudo-locale has none.
 */
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*\p{Script=Latin}/gu;
const PLAIN_LETTER = /[A-Za-z]/;

/** Adds to `words` every Latin word of every string in a value (an API answer, a tree of texts). */
function collectWords(value: unknown, words: Set<string>): Set<string> {
  if (typeof value === 'string') for (const word of value.match(LATIN_WORD) ?? []) words.add(word);
  else if (Array.isArray(value)) for (const item of value) collectWords(item, words);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectWords(item, words);
  return words;
}

/**
 * The words Intl writes in a locale, never i18n: the month and weekday names of the pages' dates
 * (lib/dates.ts, @tenure/domain/dates) and the units of a file's size (components/upload/fileRules.ts:
 * "593 bytes", "12 kB").
 */
export function intlWords(locale: string): ReadonlySet<string> {
  const names: string[] = [];
  const format = (options: Intl.DateTimeFormatOptions, day: number) =>
    names.push(new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(2026, 0, day)));
  for (let month = 0; month < 12; month++)
    for (const style of ['short', 'long'] as const) {
      format({ month: style }, 1 + month * 31);
      format({ day: 'numeric', month: style }, 1 + month * 31);
    }
  for (let day = 1; day <= 7; day++) for (const style of ['short', 'long'] as const) format({ weekday: style }, day);
  for (const unit of ['byte', 'kilobyte', 'megabyte'])
    for (const value of [1, 593]) names.push(new Intl.NumberFormat(locale, { style: 'unit', unit }).format(value));
  return collectWords(names, new Set());
}

/**
 * The words Portuguese texts use: every text of the web's Portuguese locale (shell, features, server
 * messages) and the assistant's Portuguese words, as written and with the first letter in either case
 * (a word begins a label in one text and follows another in the next). A Latin word on a Portuguese page
 * that is none of these, nor data, nor ALWAYS_LATIN, is English left.
 */
export function portugueseWords(): ReadonlySet<string> {
  const words = collectWords([pt, ptFeatures, chatWords('pt')], new Set());
  for (const word of [...words]) {
    words.add(word[0]!.toLowerCase() + word.slice(1));
    words.add(word[0]!.toUpperCase() + word.slice(1));
  }
  return words;
}

/** Every word of every string in the page's API answers (JSON), as they come; `read()` once they are all read. */
export function recordApiWords(page: Page): { words: ReadonlySet<string>; read(): Promise<void> } {
  const words = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    const done: Promise<void> = response.json().then(
      (value: unknown) => void collectWords(value, words),
      () => undefined,
    );
    reading.add(done);
    void done.finally(() => reading.delete(done));
  });
  return { words, read: async () => void (await Promise.all(reading)) };
}

/**
 * The texts on screen (and accessible names in labels and placeholders) with English words left, one line
 * each; `notEnglish` are the words that are no English left: the page's data, and where the language is
 * written in Latin letters its own words.
 */
export async function englishLeft(page: Page, ...notEnglish: ReadonlySet<string>[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const SKIPPED = 'script, style, [aria-hidden="true"], [translate="no"], .mantine-Avatar-root';
    const shown = (element: Element | null) =>
      !!element && element.getClientRects().length > 0 && !element.closest(SKIPPED);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && shown(node.parentElement)) found.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]')))
      if (shown(element))
        for (const name of ['placeholder', 'aria-label', 'title']) {
          const value = element.getAttribute(name)?.trim();
          if (value) found.push(value);
        }
    return found;
  });
  const left = new Set<string>();
  for (const text of texts) {
    // Web and mail addresses are written the same in every language.
    const words = (text.replace(/\S+:\/\/\S+|\S+@\S+/g, ' ').match(LATIN_WORD) ?? []).filter((word) =>
      PLAIN_LETTER.test(word),
    );
    const english = words.filter((word) => !ALWAYS_LATIN.has(word) && !notEnglish.some((known) => known.has(word)));
    if (english.length > 0) left.add(text.length > 80 ? `${text.slice(0, 77)}…` : text);
  }
  return [...left];
}
