import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CatalogueTextKey } from '@tenure/domain/errors';
import { LANGUAGE_CODES, MESSAGES, type LanguageCode, type MessageKey } from '@tenure/domain/messages';
import { en } from '../../locales/en.ts';
import type { FeatureTranslation, ShellTranslation } from '../../locales/types.ts';
import { PSEUDO_LOCALE_KEY } from './pseudo-key.ts';

export const LANGUAGES = LANGUAGE_CODES;
export type Language = LanguageCode;
export const LANGUAGE_STORAGE_KEY = 'tenure-language';

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((l) => l === value);
}

/**
 * The Intl locale of a language: month names, digit grouping and decimal signs follow the reader's language,
 * while digits stay Latin in every language (as in the tenant's date pattern, codes and amounts; Marathi's
 * Intl default would be Devanagari digits).
 */
export function intlLocale(language: string): string {
  return `${isLanguage(language) ? language : 'en'}-u-nu-latn`;
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

/** Saves the choice; logout clears local storage, so it calls this again to keep the language. */
export function persistLanguage(language: string): void {
  if (isLanguage(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The general messages (SPEC §8), by text: the first key holding a text names it, as in the catalogue. */
const generalKeyByText = new Map<string, CatalogueTextKey>();
for (const [name, text] of Object.entries(MESSAGES)) {
  if (typeof text === 'string' && !generalKeyByText.has(text)) {
    generalKeyByText.set(text, `messages.${name}` as CatalogueTextKey);
  }
}

/**
 * The catalogue key of a message text: the general messages from the start (all the login page shows),
 * the whole catalogue of @tenure/domain/errors once the features' texts have come.
 */
let catalogueKeyOf = (text: string): CatalogueTextKey | null => generalKeyByText.get(text) ?? null;

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * The texts of the other languages, fetched only by those who choose them (issues 33 and 38): the shell's
 * with the choice (the login page shows them), the features' with the first signed-in page, as in English.
 */
const SHELL_TEXTS: Record<OtherLanguage, () => Promise<ShellTranslation>> = {
  hi: () => import('../../locales/hi.ts').then((m) => m.hi),
  mr: () => import('../../locales/mr.ts').then((m) => m.mr),
  pt: () => import('../../locales/pt.ts').then((m) => m.pt),
  ru: () => import('../../locales/ru.ts').then((m) => m.ru),
};
const FEATURE_TEXTS: Record<OtherLanguage, () => Promise<FeatureTranslation>> = {
  hi: () => import('../../locales/hi-features.ts').then((m) => m.hiFeatures),
  mr: () => import('../../locales/mr-features.ts').then((m) => m.mrFeatures),
  pt: () => import('../../locales/pt-features.ts').then((m) => m.ptFeatures),
  ru: () => import('../../locales/ru-features.ts').then((m) => m.ruFeatures),
};

/** Each part of each language is fetched once; a failed fetch is tried again the next time it is wanted. */
const fetched = new Map<string, Promise<void>>();

function fetchOnce(part: string, load: () => Promise<void>): Promise<void> {
  let pending = fetched.get(part);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      fetched.delete(part);
      throw error;
    });
    fetched.set(part, pending);
  }
  return pending;
}

/** How English texts are shown: as written, or in the pseudo-locale when a test switched it on. */
let shownEnglish = <T>(texts: T): T => texts;

/** Adds texts under what is there: texts added before (by a test) stay. */
function addTexts(language: Language, texts: object): void {
  i18next.addResourceBundle(language, 'translation', language === 'en' ? shownEnglish(texts) : texts, true, false);
}

/** Whether a page past the login page has asked for the features' texts (then a new language brings its own). */
let featuresWanted = false;

function fetchFeatureTexts(language: Language): Promise<void> {
  if (language === 'en') {
    return fetchOnce('en-features', () =>
      import('../../locales/en-features.ts').then((texts) => {
        addTexts('en', texts.enFeatures);
        catalogueKeyOf = texts.messageKeyOf;
      }),
    );
  }
  return fetchOnce(`${language}-features`, () => FEATURE_TEXTS[language]().then((texts) => addTexts(language, texts)));
}

/** The features' texts in English (the fallback) and in the current language: every page but the login page awaits them. */
export function loadFeatureTexts(): Promise<void> {
  featuresWanted = true;
  const language = currentLanguage();
  return Promise.all([fetchFeatureTexts('en'), fetchFeatureTexts(language)]).then(() => undefined);
}

/** The language the app is shown in now. */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : 'en';
}

/** A language's shell texts, and its features' texts once pages need them. */
async function fetchLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  await fetchOnce(language, () => SHELL_TEXTS[language]().then((texts) => addTexts(language, texts)));
  if (featuresWanted) await fetchFeatureTexts(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  await fetchLanguage(language);
  persistLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** The browser's start: the login page's texts now, the features' English with the first page that needs it. */
export async function initI18nLazily(): Promise<void> {
  const stored = storedLanguage();
  // Only a test's browser fetches the pseudo-locale's few lines; nobody else downloads them.
  if (localStorage.getItem(PSEUDO_LOCALE_KEY) !== null) shownEnglish = (await import('./pseudo.ts')).pseudoTexts;
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: shownEnglish(en) } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  document.documentElement.lang = 'en';
  // A language whose texts cannot be fetched now leaves the app in English rather than not starting it.
  if (stored !== 'en') await changeLanguage(stored).catch((error: unknown) => console.error(error));
}

/** Every text at once (tests). */
export async function initI18n(): Promise<void> {
  await initI18nLazily();
  await loadFeatureTexts();
}

/**
 * The i18n key of a message the browser shows (a zod issue, a server refusal or a field error): a
 * general message keeps its `messages.*` key, every other catalogue text (@tenure/domain/errors) is
 * `server.<namespace>.<name>`. Null for a text no catalogue holds (computed: limits, rows, names).
 */
export function messageKeyOf(text: string): `messages.${MessageKey}` | `server.${CatalogueTextKey}` | null {
  const key = catalogueKeyOf(text);
  if (!key) return null;
  return key.startsWith('messages.') ? (key as `messages.${MessageKey}`) : `server.${key}`;
}
