import { describe, expect, it } from 'vitest';
import { loginRequest } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { zodFormErrors } from './zodFormErrors.ts';

describe('login form validation (SPEC §5)', () => {
  it('requires username and password', () => {
    expect(zodFormErrors(loginRequest, { username: '', password: '' })).toEqual({
      username: MESSAGES.usernameRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('rejects a malformed username and a short password', () => {
    expect(zodFormErrors(loginRequest, { username: 'ab', password: 'short' })).toEqual({
      username: MESSAGES.invalidUsername,
      password: MESSAGES.passwordTooShort,
    });
  });

  it('accepts a valid username or email with a long enough password', () => {
    expect(zodFormErrors(loginRequest, { username: 'employee01', password: 'Tenure@2026' })).toEqual({});
    expect(zodFormErrors(loginRequest, { username: 'a.person@example.com', password: 'Tenure@2026' })).toEqual({});
  });
});
