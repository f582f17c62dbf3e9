import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, chatWords, type ChatReply } from '@tenure/domain/chat';
import { MESSAGES } from '@tenure/domain/messages';
import { changeLanguage, initI18n } from '../../lib/i18n/index.ts';
import { ChatWindow } from './ChatWindow.tsx';

beforeAll(async () => {
  await initI18n();
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  Element.prototype.scrollTo ??= () => {};
});
afterEach(() => vi.restoreAllMocks());

const balanceTable = {
  headers: ['Leave type', 'Available'],
  rows: Array.from({ length: 7 }, (_, i) => [`Type ${i + 1}`, String(i)]),
  totalRows: 7,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const reply = (content: string, extra: Partial<ChatReply> = {}): ChatReply => ({
  content,
  is_final: true,
  session_id: 's-1',
  table: null,
  links: [],
  tool: null,
  ...extra,
});

/** Answers chat posts one after another from `answers`; returns the messages sent. */
function chatServer(answers: (() => Promise<Response>)[]) {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift()!());
  return () => spy.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { message: string }).message);
}

function renderWindow() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ChatWindow flags={{ newAIChatbot: false, streamingChatbot: false }} onClose={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });
const botTexts = () => screen.getAllByTestId('chat-bot-message').map((m) => m.querySelector('p')?.textContent);

describe('the chat window', () => {
  it('greets once, keeps send disabled for blanks, and sends on Enter but not on Shift+Enter', async () => {
    const sent = chatServer([async () => json(reply('You have 3 days'))]);
    renderWindow();
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting]);
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input(), '   ');
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input());
    await userEvent.type(input(), 'leave{Shift>}{Enter}{/Shift}balance');
    expect((input() as HTMLTextAreaElement).value).toBe('leave\nbalance');
    expect(sent()).toEqual([]);
    await userEvent.clear(input());
    await userEvent.type(input(), 'leave balance{Enter}');
    await waitFor(() => expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, 'You have 3 days']));
    expect(sent()).toEqual(['leave balance']);
    expect(screen.getByTestId('chat-live').textContent).toBe('You have 3 days');
    expect(sessionStorage.getItem('chatbotSessionId')).toBe('s-1');
    // The same message again straight after is suppressed.
    await userEvent.type(input(), 'leave balance{Enter}');
    expect(sent()).toEqual(['leave balance']);
  });

  it('disables the chips while answering, shows the typing indicator, and pages a table 5 rows at a time', async () => {
    let answer!: (r: Response) => void;
    const sent = chatServer([() => new Promise((resolve) => (answer = resolve))]);
    renderWindow();
    await userEvent.click(screen.getByRole('button', { name: 'Leave balance' }));
    expect(await screen.findByTestId('chat-typing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Holidays list' }) as HTMLButtonElement).disabled).toBe(true);
    answer(
      json(
        reply('Here is your leave balance', {
          table: balanceTable,
          links: [{ label: 'Leave dashboard', href: '/leave-dashboard' }],
        }),
      ),
    );
    const table = await screen.findByTestId('chat-table');
    expect(sent()).toEqual(['leave balance']);
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    expect((screen.getByRole('button', { name: 'Holidays list' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    await userEvent.click(within(table).getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(screen.getByRole('link', { name: 'Leave dashboard' }).getAttribute('href')).toBe('/leave-dashboard');
  });

  it('shows a server refusal as a bot message, a reply not final as nothing, and an empty reply as §8 says', async () => {
    chatServer([
      async () => json({ message: CHAT_MESSAGES.rateLimited, code: 'TOO_MANY_REQUESTS' }, 429),
      async () => json(reply('partial', { is_final: false })),
      async () => json(reply('  ')),
    ]);
    renderWindow();
    await userEvent.type(input(), 'hello{Enter}');
    await waitFor(() => expect(botTexts().at(-1)).toBe(CHAT_MESSAGES.rateLimited));
    await userEvent.type(input(), 'holidays{Enter}');
    await waitFor(() => expect(screen.queryByTestId('chat-typing')).toBeNull());
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting, CHAT_MESSAGES.rateLimited]);
    await userEvent.type(input(), 'pending leaves{Enter}');
    await waitFor(() => expect(botTexts().at(-1)).toBe(CHAT_MESSAGES.emptyReply));
  });

  it('greets, tells its privacy notice and shows a server refusal in the reader’s language', async () => {
    await changeLanguage('ru');
    try {
      chatServer([async () => json({ message: CHAT_MESSAGES.rateLimited, code: 'TOO_MANY_REQUESTS' }, 429)]);
      renderWindow();
      await waitFor(() => expect(botTexts()).toEqual([chatWords('ru').greeting]));
      await userEvent.click(screen.getByRole('button', { name: 'Политика конфиденциальности' }));
      expect(screen.getByTestId('chat-privacy').textContent).toContain(chatWords('ru').privacyNotice);
      await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'привет{Enter}');
      await waitFor(() =>
        expect(botTexts().at(-1)).toBe('Вы отправляете сообщения слишком часто. Подождите минуту и попробуйте снова.'),
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('lists past conversations, opens one, deletes one after asking, and starts a new one', async () => {
    sessionStorage.clear();
    const conversations = [
      {
        sessionId: 'c-1',
        title: 'leave balance',
        startedAt: '2026-11-20T09:00:00Z',
        lastMessageAt: '2026-11-20T09:01:00Z',
      },
      {
        sessionId: 'c-2',
        title: 'holidays list',
        startedAt: '2026-11-18T09:00:00Z',
        lastMessageAt: '2026-11-18T09:01:00Z',
      },
    ];
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
      calls.push(call);
      if (call === 'GET /api/agent/conversations') return json(conversations);
      if (call === 'GET /api/agent/conversations/c-1') {
        return json({
          sessionId: 'c-1',
          startedAt: '',
          lastMessageAt: '',
          messages: [
            { id: 'a', isUser: true, text: 'leave balance', table: null, links: [], createdAt: '' },
            { id: 'b', isUser: false, text: 'You have 4 days', table: null, links: [], createdAt: '' },
          ],
        });
      }
      if (call === 'DELETE /api/agent/conversations/c-2') {
        conversations.splice(1, 1);
        return new Response(null, { status: 204 });
      }
      if (call === 'POST /api/agent/chat') return json(reply('Still 4 days', { session_id: 'c-1' }));
      return json({ code: 'NOT_FOUND', message: 'no' }, 404);
    });
    renderWindow();
    const toggle = screen.getByRole('button', { name: 'Past conversations' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Back to the conversation' }).getAttribute('aria-expanded')).toBe('true');
    const items = await screen.findAllByTestId('chat-history-item');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['leave balance', 'holidays list']);
    expect(document.activeElement?.textContent).toBe('Past conversations');

    // Delete asks first; Cancel has the focus; Delete removes it from the list.
    await userEvent.click(screen.getByRole('button', { name: 'Delete the conversation “holidays list”' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(calls).not.toContain('DELETE /api/agent/conversations/c-2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-history-item')).toHaveLength(1));
    expect(calls).toContain('DELETE /api/agent/conversations/c-2');

    // Opening one shows its messages and continues it.
    await userEvent.click(
      within(screen.getByTestId('chat-history-item')).getByRole('button', { name: /^leave balance/ }),
    );
    await waitFor(() => expect(botTexts()).toEqual(['You have 4 days']));
    expect(screen.queryByTestId('chat-history')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(sessionStorage.getItem('chatbotSessionId')).toBe('c-1');
    await userEvent.type(input(), 'and now?{Enter}');
    await waitFor(() => expect(botTexts()).toEqual(['You have 4 days', 'Still 4 days']));

    // A new conversation starts empty but for the greeting, with no session.
    await userEvent.click(screen.getByRole('button', { name: 'Past conversations' }));
    await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    expect(botTexts()).toEqual([CHAT_MESSAGES.greeting]);
    expect(sessionStorage.getItem('chatbotSessionId')).toBeNull();
  });

  it('says so when the browser cannot recognise speech, and shows the privacy notice', async () => {
    const alert = vi.fn();
    window.alert = alert;
    renderWindow();
    await userEvent.click(screen.getByRole('button', { name: 'Speak your question' }));
    expect(alert).toHaveBeenCalledWith(MESSAGES.speechUnsupported);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(screen.getByTestId('chat-privacy').textContent).toContain(CHAT_MESSAGES.privacyNotice);
    await userEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(screen.getByTestId('chat-window').getAttribute('data-maximized')).toBe('true');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
  });
});
