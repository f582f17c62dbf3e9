import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLAG_DESCRIPTIONS, FLAG_KEYS, type FlagSettingsResponse } from '@tenure/domain/flags';
import { changeLanguage, initI18n } from '../../lib/i18n/index.ts';
import { fakeApi, json, renderWithProviders } from '../../test/fakeApi.tsx';
import { FeatureFlagsPage } from './FeatureFlagsPage.tsx';

beforeAll(initI18n);
afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const settings: FlagSettingsResponse = {
  preset: 'development',
  flags: FLAG_KEYS.map((flag) => ({ flag, presetDefault: true, override: null, effective: true })),
};
const shownFlags = () => screen.queryAllByRole('row').flatMap((row) => row.dataset.testid ?? []);

describe('the feature flag page', { timeout: 30_000 }, () => {
  it('names and describes every flag and the preset in the reader’s language, and searches what they read', async () => {
    await changeLanguage('ru');
    fakeApi({ 'GET /api/flags/settings': () => json(settings) });
    renderWithProviders(<FeatureFlagsPage />);
    expect(await screen.findByText('Пресет: Для разработки')).toBeTruthy();
    const chatbot = await screen.findByTestId('flag-chatbot');
    expect(chatbot.textContent).toContain('Чат-бот');
    expect(chatbot.textContent).toContain('Чат-бот — ИИ-ассистент');
    expect(screen.getByRole('switch', { name: 'Переключить «Чат-бот»' })).toBeTruthy();
    for (const english of Object.values(FLAG_DESCRIPTIONS)) expect(document.body.textContent).not.toContain(english);

    const search = screen.getByRole('textbox', { name: 'Поиск флагов' });
    await userEvent.type(search, 'ИИ-АССИСТЕНТ');
    expect(shownFlags()).toEqual(['flag-chatbot']);
    // The English description is not what this reader reads: it finds nothing.
    await userEvent.clear(search);
    await userEvent.type(search, 'AI chatbot assistant');
    expect(shownFlags()).toEqual([]);
    expect(screen.getByText('Ни один флаг не подходит под поиск.')).toBeTruthy();
  });

  it('keeps the domain’s English in English', async () => {
    fakeApi({ 'GET /api/flags/settings': () => json(settings) });
    renderWithProviders(<FeatureFlagsPage />);
    expect(await screen.findByText('Preset: Development')).toBeTruthy();
    const flag = await screen.findByTestId('flag-payloadEncryption');
    expect(flag.textContent).toContain('Payload encryption');
    expect(flag.textContent).toContain(FLAG_DESCRIPTIONS.payloadEncryption);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search flags' }), 'aes-cbc');
    expect(shownFlags()).toEqual(['flag-payloadEncryption']);
  });
});
