import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, type ChatSettingsView } from '@tenure/domain/chat';
import { initI18n } from '../../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../../test/fakeApi.tsx';
import { AssistantSettingsPage } from './AssistantSettingsPage.tsx';

beforeAll(async () => {
  await initI18n();
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.restoreAllMocks());

const stored: ChatSettingsView = {
  retentionDays: 90,
  modelBaseUrl: 'https://llm.example.com/v1',
  modelName: 'hr-model',
  hasModelKey: true,
};
const flagSettings = {
  preset: 'development',
  flags: [{ flag: 'chatbot', presetDefault: true, override: null, effective: true }],
};

describe('the assistant settings page', () => {
  it('shows the key only as set, keeps it unless one is typed, and shows the API’s field errors on their fields', async () => {
    const sent = fakeApi({
      'GET /api/agent/settings': () => json(stored),
      'GET /api/flags/settings': () => json(flagSettings),
      'PUT /api/agent/settings': (body) =>
        (body as { modelName: string }).modelName === 'bad'
          ? json(
              { code: 'VALIDATION_ERROR', message: 'x', fieldErrors: { modelBaseUrl: CHAT_MESSAGES.endpointInvalid } },
              400,
            )
          : json({ ...stored, retentionDays: 30, hasModelKey: false }),
    });
    renderWithProviders(<AssistantSettingsPage />);
    expect((await screen.findByTestId('assistant-key-state')).textContent).toBe('Set');
    const retention = screen.getByRole('textbox', { name: /Keep conversations for/ });
    expect((retention as HTMLInputElement).value).toBe('90');
    expect((screen.getByLabelText('Model') as HTMLInputElement).value).toBe('hr-model');
    expect((screen.getByLabelText(/API key/) as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /HR assistant on/ }) as HTMLInputElement).checked).toBe(true),
    );

    // The server's field error lands on its field.
    await userEvent.clear(screen.getByLabelText('Model'));
    await userEvent.type(screen.getByLabelText('Model'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHAT_MESSAGES.endpointInvalid)).toBeTruthy();
    expect(sent.at(-1)!.body).toEqual({
      retentionDays: 90,
      modelBaseUrl: 'https://llm.example.com/v1',
      modelName: 'bad',
    });

    // Retention checked in the browser first; removing the key sends an empty one.
    await userEvent.clear(retention);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHAT_MESSAGES.retentionInvalid)).toBeTruthy();
    await userEvent.type(retention, '30');
    await userEvent.clear(screen.getByLabelText('Model'));
    await userEvent.type(screen.getByLabelText('Model'), 'hr-model');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remove the stored key' }));
    expect(screen.getByTestId('assistant-key-state').textContent).toBe('Removed on save');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('assistant-key-state').textContent).toBe('Not set'));
    expect(sent.filter((s) => s.call === 'PUT /api/agent/settings').at(-1)!.body).toEqual({
      retentionDays: 30,
      modelBaseUrl: 'https://llm.example.com/v1',
      modelName: 'hr-model',
      modelKey: '',
    });
  });

  it('tests the connection with the values as typed and says what the model answered', async () => {
    const sent = fakeApi({
      'GET /api/agent/settings': () => json(stored),
      'GET /api/flags/settings': () => json(flagSettings),
      'POST /api/agent/settings/test': () => json({ ok: false, detail: 'model answered 401' }),
      'PUT /api/flags': () => json({}),
    });
    renderWithProviders(<AssistantSettingsPage />);
    await userEvent.type(await screen.findByLabelText(/API key/), 'sk-new');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('assistant-test-result')).textContent).toBe(
      'The model did not answermodel answered 401',
    );
    expect(sent.find((s) => s.call === 'POST /api/agent/settings/test')!.body).toEqual({
      modelBaseUrl: 'https://llm.example.com/v1',
      modelName: 'hr-model',
      modelKey: 'sk-new',
    });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /HR assistant on/ }) as HTMLInputElement).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole('switch', { name: /HR assistant on/ }));
    await waitFor(() =>
      expect(sent.find((s) => s.call === 'PUT /api/flags')?.body).toEqual({ flag: 'chatbot', enabled: false }),
    );
  });
});
