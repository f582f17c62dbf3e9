import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageKeyOf as catalogueKeyOf, type CatalogueTextKey } from '@tenure/domain/errors';
import type { MessageKey } from '@tenure/domain/messages';
import { en } from '../../locales/en.ts';
import { hi } from '../../locales/hi.ts';
import { mr } from '../../locales/mr.ts';
import { pt } from '../../locales/pt.ts';
import { ru } from '../../locales/ru.ts';

export const LANGUAGES = ['en', 'hi', 'mr', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'tenure-language';

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((l) => l === value);
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

/** Saves the choice; logout clears local storage, so it calls this again to keep the language. */
export function persistLanguage(language: string): void {
  if (isLanguage(language)) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export async function changeLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: {
      en: { translation: en },
      hi: { translation: hi },
      mr: { translation: mr },
      pt: { translation: pt },
      ru: { translation: ru },
    },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
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
