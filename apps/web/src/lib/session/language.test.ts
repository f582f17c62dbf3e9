import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@tenure/domain/auth';
import { fakeApi } from '../../test/fakeApi.tsx';
import { sessionFixture } from '../../test/session.ts';
import { changeLanguage, initI18n } from '../i18n/index.ts';
import { chooseLanguage, followAccountLanguage } from './language.ts';
import { useSessionStore } from './store.ts';

beforeAll(initI18n);
afterEach(async () => {
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
  await changeLanguage('en');
});

const noContent = () => new Response(null, { status: 204 });

const sessionWith = (language: SessionInfo['user']['language']) => sessionFixture({ user: { language } });

describe('the language kept on the account (issue 38)', () => {
  it('keeps a signed-in user’s choice on their account, and only switches the page for a visitor', async () => {
    const sent = fakeApi({ 'PUT /api/auth/language': noContent });
    await chooseLanguage('hi');
    expect(i18next.language).toBe('hi');
    expect(sent).toEqual([]);

    useSessionStore.getState().signIn(sessionWith(null));
    await chooseLanguage('ru');
    expect(i18next.t('login.signIn')).toBe('Войти');
    expect(sent).toEqual([{ call: 'PUT /api/auth/language', body: { language: 'ru' } }]);
  });

  it('shows the account’s language at sign-in, whatever this browser had', async () => {
    const sent = fakeApi({ 'PUT /api/auth/language': noContent });
    await followAccountLanguage(sessionWith('pt'));
    expect(i18next.language).toBe('pt');
    expect(sent).toEqual([]);
  });

  it('keeps a choice made on the login page on an account that has none yet', async () => {
    const sent = fakeApi({ 'PUT /api/auth/language': noContent });
    await changeLanguage('mr');
    useSessionStore.getState().signIn(sessionWith(null));
    await followAccountLanguage(sessionWith(null));
    expect(sent).toEqual([{ call: 'PUT /api/auth/language', body: { language: 'mr' } }]);
  });

  it('keeps the switch when the account cannot be reached', async () => {
    fakeApi({ 'PUT /api/auth/language': () => new Response('{}', { status: 503 }) });
    useSessionStore.getState().signIn(sessionWith(null));
    await chooseLanguage('pt');
    expect(i18next.language).toBe('pt');
  });
});
