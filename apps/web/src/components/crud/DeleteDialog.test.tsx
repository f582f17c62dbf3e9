import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inUseMessage, ORG_MESSAGES } from '@tenure/domain/org';
import { ApiRequestError } from '../../lib/api/index.ts';
import { changeLanguage, initI18n, messageKeyOf } from '../../lib/i18n/index.ts';
import { DeleteDialog } from './DeleteDialog.tsx';

beforeAll(initI18n);
afterEach(() => changeLanguage('en'));

const target = { id: 'd1', name: 'Human Resources' };

function renderDialog(remove: (id: string) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <MantineProvider>
      <DeleteDialog target={target} onClose={onClose} remove={remove} />
    </MantineProvider>,
  );
  return onClose;
}

describe('DeleteDialog', () => {
  it('asks first, then deletes and closes', async () => {
    const remove = vi.fn(async () => null);
    const onClose = renderDialog(remove);
    expect(await screen.findByText('Delete "Human Resources"? This cannot be undone.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('d1');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open with the reason when the record is in use', async () => {
    const refusal = new ApiRequestError(409, 'IN_USE', inUseMessage('The department "Human Resources"'));
    const onClose = renderDialog(() => Promise.reject(refusal));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The department "Human Resources" is in use and cannot be deleted.',
    );
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a server refusal in the user's language when it translates the message, else in English", async () => {
    // The catalogue key of the text (the first namespace holding it), translated for this test only.
    i18next.addResource('pt', 'translation', messageKeyOf(ORG_MESSAGES.nameTaken)!, 'Este nome já está em uso');
    const refusal = new ApiRequestError(409, 'CONFLICT', ORG_MESSAGES.nameTaken);
    await changeLanguage('pt');
    renderDialog(() => Promise.reject(refusal));
    await userEvent.click(await screen.findByRole('button', { name: i18next.t('org.common.delete') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este nome já está em uso');
  });

  it('falls back to the English text the server sent where the language has no translation', async () => {
    // A computed refusal has no catalogue key, so no language translates it.
    const text = inUseMessage('The department "Human Resources"');
    await changeLanguage('hi');
    renderDialog(() => Promise.reject(new ApiRequestError(409, 'IN_USE', text)));
    await userEvent.click(await screen.findByRole('button', { name: i18next.t('org.common.delete') }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
