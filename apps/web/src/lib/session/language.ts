import { z } from 'zod';
import type { SessionInfo } from '@tenure/domain/auth';
import { api } from '../api/index.ts';
import { changeLanguage, currentLanguage, type Language } from '../i18n/index.ts';
import { useSessionStore } from './store.ts';

/**
 * Keeps the language on the signed-in user's account (issue 38). When the call fails the browser's choice
 * still stands (local storage), and the next choice or sign-in saves it again: no toast for it.
 */
const saveOnAccount = (language: Language) =>
  api
    .request('/api/auth/language', z.null(), { method: 'PUT', body: { language } })
    .then(() => undefined)
    .catch(() => undefined);

/** The language menu's choice: the page switches at once, and a signed-in user's account keeps it. */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (useSessionStore.getState().signedIn) await saveOnAccount(language);
}

/**
 * At sign-in and on each session check: the account's language wins over the browser's; a first choice
 * made before signing in (on the login page) is kept on an account that has none yet.
 */
export async function followAccountLanguage(info: SessionInfo): Promise<void> {
  const chosen = info.user.language;
  if (chosen && chosen !== currentLanguage()) await changeLanguage(chosen);
  else if (!chosen && currentLanguage() !== 'en') await saveOnAccount(currentLanguage());
}
