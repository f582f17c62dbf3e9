/**
 * Set (to any value) in local storage by a test, never by the app: from the next load the English texts
 * are shown in the pseudo-locale (pseudo.ts), so a text that bypasses i18n stands out. Logout clears it.
 * A file of its own so the browser tests read the key without the app's i18n, and the app without pseudo.ts.
 */
export const PSEUDO_LOCALE_KEY = 'tenure-pseudo-locale';
