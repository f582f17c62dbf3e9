import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './index.ts';
import { PSEUDO_LOCALE_KEY } from './pseudo-key.ts';
import { pseudoText } from './pseudo.ts';

/** Issue 38: the pseudo-locale a browser test switches on to find texts that bypass i18n. */
describe('the pseudo-locale', () => {
  it('accents every Latin letter, lengthens the text and keeps placeholders, nested keys and tags', () => {
    const text = pseudoText('Apply for {{type}} ($t(leave.days)) <strong>now</strong>');
    expect(text).toBe('⟦ÅÅṕṕļýý ƒööŕ {{type}} ($t(leave.days)) <strong>ñööŵ</strong>⟧');
    expect(text.replace(/{{[^}]*}}|\$t\([^)]*\)|<\/?\w+>/g, '')).not.toMatch(/[A-Za-z]/);
    const label = 'Leave Dashboard';
    expect(pseudoText(label).length).toBeGreaterThanOrEqual(label.length * 1.3);
  });

  it('is what the app shows in English once a test sets its key, with interpolation and plurals working', async () => {
    localStorage.setItem(PSEUDO_LOCALE_KEY, 'on');
    await initI18n();
    expect(i18next.language).toBe('en');
    expect(i18next.t('home.greeting', { name: 'Rahul' })).toBe('⟦Ŵééļçööḿéé, Rahul⟧');
    expect(i18next.t('leave.dashboard.days', { count: 1 })).toBe('⟦1 đààýý⟧');
    expect(i18next.t('leave.dashboard.days', { count: 5 })).toBe('⟦5 đààýýš⟧');
  });
});
