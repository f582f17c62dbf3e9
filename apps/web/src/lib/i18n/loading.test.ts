import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18nLazily, LANGUAGE_STORAGE_KEY, loadFeatureTexts } from './index.ts';

/** Issues 33 and 38: each language's texts come when someone reads it; the features' with the first signed-in page. */
describe('loading a language', () => {
  it("fetches the shell's texts with the choice and the features' texts with the first page that needs them", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    await initI18nLazily();
    expect(i18next.language).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    // The login page: Russian shell, no feature texts in any language yet.
    expect(i18next.t('login.signIn')).toBe('Войти');
    expect(i18next.exists('leave.apply.title', { lng: 'en' })).toBe(false);
    expect(i18next.exists('leave.apply.title', { lng: 'ru' })).toBe(false);
    expect(i18next.hasResourceBundle('pt', 'translation')).toBe(false);

    await loadFeatureTexts();
    expect(i18next.t('leave.apply.title')).toBe('Оформить отпуск');
    expect(i18next.t('leave.dashboard.days', { count: 5 })).toBe('5 дней');
    expect(i18next.t('leave.dashboard.days', { count: 22 })).toBe('22 дня');
    // Nobody chose Portuguese: none of its texts were fetched.
    expect(i18next.hasResourceBundle('pt', 'translation')).toBe(false);

    // A language chosen after the first page brings its features' texts with it.
    await changeLanguage('pt');
    expect(i18next.t('leave.apply.title')).toBe('Solicitar ausência');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
  });
});
