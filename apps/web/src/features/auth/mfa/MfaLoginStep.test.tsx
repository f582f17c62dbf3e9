import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MFA_MESSAGES } from '@tenure/domain/auth';
import { initI18n } from '../../../lib/i18n/index.ts';
import { useSessionStore } from '../../../lib/session/store.ts';
import { fakeApi, json, renderWithProviders } from '../../../test/fakeApi.tsx';
import { sessionFixture } from '../../../test/session.ts';
import { LoginForm } from '../LoginForm.tsx';

beforeAll(initI18n);
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
});

const CHALLENGE = 'c'.repeat(43);
const session = sessionFixture();
const challengeOf = (mfa: 'verify' | 'enrol') => () =>
  json({ mfa, challenge: CHALLENGE, expiresAt: '2030-01-01T00:00:00Z' });
const codeRefused = (field: 'code' | 'recoveryCode', message: string) =>
  json({ code: 'MFA_CODE_INVALID', message, fieldErrors: { [field]: message } }, 400);

async function signInWithPassword() {
  renderWithProviders(<LoginForm />);
  await userEvent.type(screen.getByLabelText('Username'), 'employee01');
  await userEvent.type(screen.getByLabelText('Password'), 'Tenure@2026{Enter}');
  return screen.findByRole('heading', { name: 'Two-factor authentication' });
}

describe('the login’s second step (MFA)', () => {
  it('asks for a code by keyboard, shows refusals under the field, and signs in with a recovery code', async () => {
    const sent = fakeApi({
      'POST /api/auth/user/v3/login': challengeOf('verify'),
      'POST /api/auth/mfa/login': (body) =>
        (body as { code?: string }).code ? codeRefused('code', MFA_MESSAGES.codeInvalid) : json({ ...session }),
    });
    await signInWithPassword();
    expect(useSessionStore.getState().signedIn).toBe(false);
    const code = screen.getByLabelText('Authentication code');
    expect(document.activeElement).toBe(code);

    // The rule of the field, before any call.
    await userEvent.type(code, '12{Enter}');
    expect(await screen.findByText(MFA_MESSAGES.codeRequired)).toBeTruthy();
    expect(sent.filter((s) => s.call === 'POST /api/auth/mfa/login')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '000000{Enter}');
    expect(await screen.findByText(MFA_MESSAGES.codeInvalid)).toBeTruthy();
    expect(useSessionStore.getState().signedIn).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(recovery);
    expect(screen.queryByText(MFA_MESSAGES.codeInvalid)).toBeNull();
    await userEvent.type(recovery, 'abcde-23456{Enter}');
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    expect(sent.filter((s) => s.call === 'POST /api/auth/mfa/login').map((s) => s.body)).toEqual([
      { challenge: CHALLENGE, code: '000000' },
      { challenge: CHALLENGE, recoveryCode: 'abcde-23456' },
    ]);
  });

  it('says so when the challenge has expired, and goes back to the password', async () => {
    fakeApi({
      'POST /api/auth/user/v3/login': challengeOf('verify'),
      'POST /api/auth/mfa/login': () =>
        json({ code: 'MFA_CHALLENGE_EXPIRED', message: MFA_MESSAGES.challengeExpired }, 401),
    });
    await signInWithPassword();
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456{Enter}');
    expect((await screen.findByTestId('mfa-error')).textContent).toBe(MFA_MESSAGES.challengeExpired);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('employee01');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('sets up the app when the policy requires it, shows the recovery codes once, then signs in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`);
    fakeApi({
      'POST /api/auth/user/v3/login': challengeOf('enrol'),
      'POST /api/auth/mfa/login/enrolment': () =>
        json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Demo:employee01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /api/auth/mfa/login': () => json({ ...session, recoveryCodes: codes }),
    });
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Set up the authenticator app' }));
    expect((await screen.findByTestId('mfa-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByTestId('mfa-qr').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    await userEvent.type(screen.getByLabelText('Enter the 6-digit code the app now shows'), '123456{Enter}');
    expect(await screen.findByText('abcde-23459')).toBeTruthy();
    expect(useSessionStore.getState().signedIn).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(useSessionStore.getState().signedIn).toBe(true);
    expect(JSON.stringify(useSessionStore.getState())).not.toContain('abcde-23450');
  });
});
