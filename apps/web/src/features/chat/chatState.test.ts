import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@tenure/domain/chat';
import { ApiRequestError } from '../../lib/api/errors.ts';
import {
  errorText,
  finalOfStream,
  greet,
  initialChatState,
  outgoing,
  withReply,
  withUserMessage,
} from './chatState.ts';

const reply = (content: string, is_final = true) => ({ content, is_final, table: null, links: [] });

describe('chat window state (SPEC §4, §5, §8)', () => {
  it('greets once', () => {
    const once = greet(initialChatState, 'Hi');
    expect(greet(once, 'Hi').messages).toHaveLength(1);
  });

  it('ignores blank input, strips markup, and suppresses a message identical to the previous one', () => {
    expect(outgoing(initialChatState, '   \n ')).toBeNull();
    expect(outgoing(initialChatState, '<script>alert(1)</script>')).toBeNull();
    expect(outgoing(initialChatState, '<b onclick="x()">leave</b> balance')).toBe('leave balance');
    const asked = withReply(withUserMessage(initialChatState, 'leave balance'), reply('You have 3 days'));
    expect(outgoing(asked, 'leave balance')).toBeNull();
    expect(outgoing(asked, 'holidays list')).toBe('holidays list');
  });

  it('shows only final replies, and says so when a reply is empty', () => {
    const asked = withUserMessage(initialChatState, 'hi');
    expect(withReply(asked, reply('partial', false))).toBe(asked);
    expect(withReply(asked, reply('  ')).messages.at(-1)!.text).toBe(CHAT_MESSAGES.emptyReply);
  });

  it('reads the final reply of a stream', () => {
    const body =
      ['partial', 'partial reply']
        .map((c) => `data: ${JSON.stringify({ ...reply(c, false), session_id: 's' })}\n\n`)
        .join('') + `data: ${JSON.stringify({ ...reply('partial reply.'), session_id: 's' })}\n\n`;
    expect(finalOfStream(body)).toMatchObject({ content: 'partial reply.', is_final: true });
  });

  it('tells errors as §8 says: the server text, else the error message, else Oops', () => {
    expect(errorText(ApiRequestError.fromBody(429, { message: 'Slow down', code: 'TOO_MANY_REQUESTS' }))).toBe(
      'Slow down',
    );
    expect(errorText(new Error('Network down'))).toBe('Network down');
    expect(errorText(null)).toBe(CHAT_MESSAGES.somethingWentWrong);
  });
});
