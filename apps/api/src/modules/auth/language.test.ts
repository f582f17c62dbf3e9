import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

describeEachDatabase('the language kept on the account (issue 38)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const setLanguage = (headers: Record<string, string>, language: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/language', headers, payload: { language } });
  const session = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/validate-login', headers })).json().user;

  it('starts with no language, keeps the one chosen and gives it back at the next login on any browser', async () => {
    const first = await loginAs(t.app, 'employee01');
    expect((await session(first.headers)).language).toBeNull();

    expect((await setLanguage(first.headers, 'ru')).statusCode).toBe(204);
    expect((await session(first.headers)).language).toBe('ru');

    // Another browser: a new login brings the account's language.
    const second = await loginAs(t.app, 'employee01');
    expect((await session(second.headers)).language).toBe('ru');
    expect((await setLanguage(second.headers, 'pt')).statusCode).toBe(204);
    expect((await session(first.headers)).language).toBe('pt');

    // Someone else's account is untouched.
    const other = await loginAs(t.app, 'manager01');
    expect((await session(other.headers)).language).toBeNull();
  });

  it('refuses a language Tenure does not offer, with a field error, and keeps the one chosen', async () => {
    const { headers } = await loginAs(t.app, 'consult01');
    await setLanguage(headers, 'hi');
    for (const bad of ['de', 'RU', '', 42]) {
      const res = await setLanguage(headers, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ language: MESSAGES.unknownLanguage });
    }
    expect((await session(headers)).language).toBe('hi');
  });

  it('needs a signed-in user', async () => {
    const res = await setLanguage({ 'x-tenantid': 'demo' }, 'ru');
    expect(res.statusCode).toBe(401);
  });
});
