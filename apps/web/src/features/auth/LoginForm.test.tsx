import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { sessionFixture } from '../../test/session.ts';
import { LoginForm } from './LoginForm.tsx';

beforeAll(initI18n);

function renderLoginForm() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginForm />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LoginForm', () => {
  it('shows the §5 messages and does not call the server for invalid input', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLoginForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.type(screen.getByLabelText('Password'), 'short{Enter}');
    expect(await screen.findByText(MESSAGES.invalidUsername)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears the refusal of a failed sign-in when the next attempt is stopped by the field rules', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderLoginForm();
    await userEvent.type(screen.getByLabelText('Username'), 'employee01');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#Pass1{Enter}');
    expect((await screen.findByTestId('login-error')).textContent).toBe(MESSAGES.invalidCredentials);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.queryByText(MESSAGES.invalidCredentials)).toBeNull();
  });

  it('signs in on an answer without a token (the session cookie carries it), asking for the cookie session', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(sessionFixture()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderLoginForm();
    await userEvent.type(screen.getByLabelText('Username'), 'employee01');
    await userEvent.type(screen.getByLabelText('Password'), 'Tenure@2026{Enter}');
    await vi.waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    expect(useSessionStore.getState().user?.userName).toBe('employee01');
    const sent = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(sent.get('x-tenure-session')).toBe('cookie');
    expect(sent.has('authorization')).toBe(false);
  });
});
