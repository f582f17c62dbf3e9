import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: answers by "METHOD /path"; records each call with the body it sent. Unknown calls get a 404. */
export function fakeApi(answers: Record<string, (body: unknown) => Response>) {
  const sent: { call: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ call, body });
    const answer = answers[call];
    return answer ? answer(body) : json({ message: 'not here' }, 404);
  });
  return sent;
}

/** Renders `ui` with the app's providers: Mantine and its toasts, a fresh query client (no retries) and a router at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
