import type { Page } from 'playwright-core';

/**
 * Issue 38's measure: what a person reading Tenure in another language still reads in English on a
 * page. A text on screen counts as English when it has Latin words that are neither the company's
 * own data (any word of a string the page's API answers carried: names, leave types, departments),
 * nor inside an element marked `translate="no"` (the spec's fixed English texts, such as a template's
 * column headings), nor a person's initials in an avatar, nor a name, code, unit or file type every
 * language writes the same (ALWAYS_LATIN). It works for the languages not written in Latin letters.
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

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/** Every word of every string in the page's API answers (JSON), as they come; `read()` once they are all read. */
export function recordApiWords(page: Page): { words: ReadonlySet<string>; read(): Promise<void> } {
  const words = new Set<string>();
  const reading = new Set<Promise<void>>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(LATIN_WORD) ?? []) words.add(word);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    const done: Promise<void> = response.json().then(walk, () => undefined);
    reading.add(done);
    void done.finally(() => reading.delete(done));
  });
  return { words, read: async () => void (await Promise.all(reading)) };
}

/** The texts on screen (and accessible names in labels and placeholders) with English words left, one line each. */
export async function englishLeft(page: Page, dataWords: ReadonlySet<string>): Promise<string[]> {
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
    const words = text.replace(/\S+:\/\/\S+|\S+@\S+/g, ' ').match(LATIN_WORD) ?? [];
    const english = words.filter((word) => !dataWords.has(word) && !ALWAYS_LATIN.has(word));
    if (english.length > 0) left.add(text.length > 80 ? `${text.slice(0, 77)}…` : text);
  }
  return [...left];
}
