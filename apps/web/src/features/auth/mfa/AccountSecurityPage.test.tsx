import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MFA_MESSAGES, type MfaStatus } from '@tenure/domain/auth';
import { initI18n, loadFeatureTexts } from '../../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../../test/fakeApi.tsx';
import { AccountSecurityPage } from './AccountSecurityPage.tsx';

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
});
afterEach(() => vi.restoreAllMocks());

const off: MfaStatus = { enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, required: false };
const on: MfaStatus = { enrolled: true, enrolledAt: '2026-11-30T04:00:00Z', recoveryCodesLeft: 10, required: false };
const codes = Array.from({ length: 10 }, (_, i) => `fghjk-2345${i}`);
const bodiesOf = (sent: { call: string; body: unknown }[], call: string) =>
  sent.filter((s) => s.call === call).map((s) => s.body);

describe('the sign-in security page', () => {
  it('turns two-factor authentication on: key, first code, recovery codes shown once', async () => {
    let status = off;
    const sent = fakeApi({
      'GET /api/auth/mfa': () => json(status),
      'POST /api/auth/mfa/enrolment': () =>
        json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Demo:employee01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /api/auth/mfa/enrolment/confirm': (body) => {
        if ((body as { code: string }).code === '000000')
          return json(
            {
              code: 'MFA_CODE_INVALID',
              message: MFA_MESSAGES.codeInvalid,
              fieldErrors: { code: MFA_MESSAGES.codeInvalid },
            },
            400,
          );
        status = on;
        return json({ recoveryCodes: codes });
      },
    });
    renderWithProviders(<AccountSecurityPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByTestId('mfa-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const field = screen.getByLabelText('Enter the 6-digit code the app now shows');
    await userEvent.type(field, '000000{Enter}');
    expect(await screen.findByText(MFA_MESSAGES.codeInvalid)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '123456{Enter}');
    expect(await screen.findByText('fghjk-23459')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect((await screen.findByTestId('mfa-codes-left')).textContent).toBe('10 recovery codes left.');
    expect(bodiesOf(sent, 'POST /api/auth/mfa/enrolment/confirm')).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('turns it off with the password, and offers no way off when the policy requires it', async () => {
    let status = on;
    const sent = fakeApi({
      'GET /api/auth/mfa': () => json(status),
      'POST /api/auth/mfa/disable': () => {
        status = off;
        return new Response(null, { status: 204 });
      },
    });
    const { unmount } = renderWithProviders(<AccountSecurityPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use my password instead' }));
    await userEvent.type(screen.getByLabelText('Password'), 'Tenure@2026{Enter}');
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(bodiesOf(sent, 'POST /api/auth/mfa/disable')).toEqual([{ password: 'Tenure@2026' }]);
    unmount();

    vi.restoreAllMocks();
    fakeApi({ 'GET /api/auth/mfa': () => json({ ...on, required: true }) });
    renderWithProviders(<AccountSecurityPage />);
    await screen.findByText('Your company requires two-factor authentication, so it cannot be turned off.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull());
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
  });
});
