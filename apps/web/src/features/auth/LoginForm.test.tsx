import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { initI18n } from '../../lib/i18n/index.ts';
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
});
