import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_BI_MESSAGES, type BiEmbedView } from '@tenure/domain/report-bi';
import { initI18n } from '../../lib/i18n/index.ts';
import { BiDashboard } from './BiDashboard.tsx';

beforeAll(async () => {
  await initI18n();
  // The frames' BI pages are not there to load.
  (
    window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }
  ).happyDOM!.settings.disableIframePageLoading = true;
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.restoreAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The embed call answers `answer`; every other call is a 404. */
function embedAnswers(answer: Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    new URL(String(input), 'http://localhost').pathname === '/api/reports/employee-overview/embed'
      ? answer.clone()
      : json({ message: 'not here' }, 404),
  );
}

const metabase = (placement: BiEmbedView['placement']): BiEmbedView => ({
  provider: 'metabase',
  placement,
  url: 'https://bi.example.com/embed/dashboard/a.b.c#bordered=true&titled=true',
  guestToken: null,
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
});

function renderReport() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BiDashboard reportKey="employee-overview" title="Employee Overview">
          <p>native rows</p>
        </BiDashboard>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a report with a BI dashboard', () => {
  it('shows the native report alone when the report has no dashboard', async () => {
    embedAnswers(json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
    renderReport();
    expect(await screen.findByText('native rows')).toBeTruthy();
    expect(screen.queryByTitle('Employee Overview dashboard')).toBeNull();
  });

  it('shows the dashboard below the report, from the URL minted for this view', async () => {
    embedAnswers(json(metabase('beside')));
    renderReport();
    const frame = await screen.findByTitle('Employee Overview dashboard');
    expect(frame.getAttribute('src')).toBe(metabase('beside').url);
    expect(screen.getByText('native rows')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Employee Overview: dashboard from your BI tool' })).toBeTruthy();
  });

  it('shows the dashboard instead of the report', async () => {
    embedAnswers(json(metabase('replace')));
    renderReport();
    expect(await screen.findByTitle('Employee Overview dashboard')).toBeTruthy();
    expect(screen.queryByText('native rows')).toBeNull();
  });

  it('says when the BI tool does not answer, and keeps the native report', async () => {
    embedAnswers(json({ message: REPORT_BI_MESSAGES.unavailable, code: 'BI_UNAVAILABLE' }, 503));
    renderReport();
    expect(await screen.findByText('The BI dashboard could not be shown')).toBeTruthy();
    expect(screen.getByText(REPORT_BI_MESSAGES.unavailable)).toBeTruthy();
    expect(screen.getByText('native rows')).toBeTruthy();
  });
});
