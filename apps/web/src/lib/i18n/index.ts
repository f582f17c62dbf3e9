import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES, type MessageKey } from '@tenure/domain/messages';
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

const messageKeyByText = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The i18n key of a spec message (from a zod issue or a server error), so it can be shown translated. */
export function messageKeyOf(text: string): `messages.${MessageKey}` | null {
  const key = messageKeyByText.get(text);
  return key ? `messages.${key}` : null;
}
