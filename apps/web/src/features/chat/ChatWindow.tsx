import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Affix,
  Alert,
  Anchor,
  Box,
  Button,
  FocusTrap,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconBulb,
  IconHistory,
  IconMessageChatbot,
  IconMicrophone,
  IconPlayerStop,
  IconSend,
  IconShieldLock,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { Link } from 'react-router';
import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_SUGGESTIONS, chatWords } from '@tenure/domain/chat';
import { MESSAGES } from '@tenure/domain/messages';
import { useSessionStore } from '../../lib/session/store.ts';
import {
  fetchConversation,
  sendChatMessage,
  storedSessionId,
  storeSessionId,
  useConversation,
  useDeleteConversation,
  type ChatEndpointFlags,
} from './chatApi.ts';
import {
  errorText,
  greet,
  initialChatState,
  outgoing,
  withBotText,
  withReply,
  withUserMessage,
  type ChatMessage,
  type ChatState,
} from './chatState.ts';
import { ChatTableView } from './ChatTableView.tsx';
import { ConversationHistory } from './ConversationHistory.tsx';
import { startListening } from './speech.ts';

function MessageBubble({ message, maximized }: { message: ChatMessage; maximized: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={message.isUser ? 'chat-user-message' : 'chat-bot-message'}
      style={{ alignSelf: message.isUser ? 'flex-end' : 'flex-start', maxWidth: message.table ? '100%' : '85%' }}
    >
      <VisuallyHidden>{message.isUser ? t('chat.you') : t('chat.assistant')}</VisuallyHidden>
      <Paper p="xs" radius="md" bg={message.isUser ? 'blue.0' : 'gray.0'} withBorder>
        {/* Plain text only: answers are never rendered as markup. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        {message.table && <ChatTableView table={message.table} maximized={maximized} />}
        {message.links.length > 0 && (
          <Group gap="xs" mt={4}>
            {message.links.map((link) => (
              <Anchor key={`${link.href}-${link.label}`} component={Link} to={link.href} size="xs">
                {link.label}
              </Anchor>
            ))}
          </Group>
        )}
      </Paper>
    </Box>
  );
}

/**
 * The chatbot floating window (SPEC §2): greeting once, suggestions, messages with paged tables,
 * typing indicator, input growing to 120 px, mic and send, scroll-to-bottom, privacy panel,
 * maximise (focus trapped) and restore. Replies are announced through a live region.
 */
export function ChatWindow({ flags, onClose }: { flags: ChatEndpointFlags; onClose(): void }) {
  const { t, i18n } = useTranslation();
  // The assistant's own words (its greeting, the privacy notice) in the reader's language, as it answers.
  const { greeting, privacyNotice } = chatWords(i18n.resolvedLanguage ?? i18n.language);
  // A refusal of the server (too many messages, a blank one) in the reader's language too.
  const messageText = useMessageText();
  const user = useSessionStore((s) => s.user);
  const [state, setState] = useState<ChatState>(initialChatState);
  const [input, setInput] = useState('');
  const [answering, setAnswering] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [suggestionsOpen, setSuggestionsOpen] = useState(true);
  const [listening, setListening] = useState<(() => void) | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [historyOpen, setHistoryOpen] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [sessionId, setSessionId] = useState(storedSessionId);
  const history = useConversation(sessionId, state.messages.length === 0);
  const deleteConversation = useDeleteConversation();

  // The conversation so far (history in the window), then the greeting once.
  useEffect(() => {
    if (state.greeted || (sessionId && history.isPending)) return;
    const earlier: ChatMessage[] = (history.data?.messages ?? []).map((m) => ({
      id: m.id,
      text: m.text,
      isUser: m.isUser,
      table: m.table,
      links: m.links,
    }));
    setState((s) => greet({ ...s, messages: earlier }, greeting));
  }, [history.isPending, history.data, sessionId, state.greeted, greeting]);

  // Whether new messages scroll into view: until the user scrolls up to read back, and again once
  // they are at the bottom or send a message. A smooth scroll on its way down (y growing) never
  // stops it, so an answer arriving during one is still followed.
  const following = useRef(true);
  const lastY = useRef(0);
  const scrollToBottom = () => {
    following.current = true;
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: 'smooth' });
  };
  useEffect(() => {
    if (following.current) scrollToBottom();
  }, [state.messages.length, answering]);

  async function send(text: string) {
    const message = outgoing(state, text);
    if (message === null || answering) return;
    setInput('');
    setHistoryOpen(false);
    following.current = true;
    setState((s) => withUserMessage(s, message));
    setAnswering(true);
    try {
      const reply = await sendChatMessage(message, user?.employeeNumber ?? 'anonymous', flags);
      setSessionId(reply.session_id);
      setState((s) => withReply(s, reply));
    } catch (error) {
      setState((s) => withBotText(s, messageText(errorText(error))));
    } finally {
      setAnswering(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // SPEC §5: Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  const toggleMic = () => {
    if (listening) {
      listening();
      setListening(null);
      return;
    }
    const stop = startListening(setInput, () => setListening(null));
    // SPEC §9: a browser without speech recognition says so.
    if (!stop) window.alert(messageText(MESSAGES.speechUnsupported));
    else setListening(() => stop);
  };

  /** A fresh conversation: the next message starts a new session (greeted as a new one). */
  const startNew = () => {
    storeSessionId(null);
    setSessionId(null);
    setState(greet({ ...initialChatState }, greeting));
    setHistoryOpen(false);
    inputRef.current?.focus();
  };

  const clear = () => {
    if (sessionId) deleteConversation.mutate(sessionId);
    startNew();
  };

  /** An earlier conversation: its messages replace the window's, and the next message continues it. */
  const openConversation = async (id: string) => {
    try {
      const conversation = await fetchConversation(id);
      storeSessionId(id);
      setSessionId(id);
      setState({
        greeted: true,
        messages: conversation.messages.map((m) => ({
          id: m.id,
          text: m.text,
          isUser: m.isUser,
          table: m.table,
          links: m.links,
        })),
      });
      setAtBottom(true);
      following.current = true;
      setHistoryOpen(false);
      inputRef.current?.focus();
    } catch (error) {
      setHistoryOpen(false);
      setState((s) => withBotText(s, messageText(errorText(error))));
    }
  };

  const toggleHistory = () => {
    setHistoryOpen((open) => !open);
    // Closing it returns to the conversation's input.
    if (historyOpen) inputRef.current?.focus();
  };

  const lastBot = state.messages.findLast((m) => !m.isUser);
  const window_ = (
    <Paper
      role="dialog"
      aria-modal={maximized}
      aria-labelledby="chat-title"
      shadow="xl"
      radius={maximized ? 0 : 'md'}
      withBorder
      data-testid="chat-window"
      data-maximized={maximized}
      style={
        maximized
          ? { position: 'fixed', inset: 0, zIndex: 300, display: 'flex', flexDirection: 'column' }
          : {
              position: 'fixed',
              right: 20,
              bottom: 20,
              width: 400,
              height: 600,
              maxHeight: 'calc(100vh - 40px)',
              maxWidth: 'calc(100vw - 40px)',
              zIndex: 300,
              display: 'flex',
              flexDirection: 'column',
            }
      }
    >
      <Group justify="space-between" p="xs" bg="blue.8" c="white" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconMessageChatbot size={20} aria-hidden />
          <Title order={2} size="h5" id="chat-title">
            {t('chat.title')}
          </Title>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="white"
            onClick={() => setPrivacyOpen((o) => !o)}
            aria-label={t('chat.privacy')}
            aria-pressed={privacyOpen}
          >
            <IconShieldLock size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="white"
            onClick={toggleHistory}
            aria-label={historyOpen ? t('chat.historyClose') : t('chat.historyOpen')}
            aria-expanded={historyOpen}
            aria-controls="chat-history"
            data-testid="chat-history-toggle"
          >
            <IconHistory size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="white" onClick={clear} aria-label={t('chat.clear')}>
            <IconTrash size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="white"
            onClick={() => setMaximized((m) => !m)}
            aria-label={maximized ? t('chat.restore') : t('chat.maximize')}
          >
            {maximized ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label={t('chat.close')}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {privacyOpen && (
        <Alert color="gray" title={t('chat.privacyTitle')} radius={0} data-testid="chat-privacy">
          {privacyNotice}
        </Alert>
      )}
      <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
        {historyOpen && (
          <ConversationHistory
            currentId={sessionId}
            onOpen={(id) => void openConversation(id)}
            onNew={startNew}
            onDeleted={(id) => {
              if (id === sessionId) {
                storeSessionId(null);
                setSessionId(null);
                setState(greet({ ...initialChatState }, greeting));
              }
            }}
          />
        )}
        <ScrollArea
          style={historyOpen ? { display: 'none' } : undefined}
          h="100%"
          viewportRef={viewport}
          onScrollPositionChange={({ y }) => {
            const el = viewport.current;
            if (!el) return;
            const bottom = el.scrollHeight - el.clientHeight - y < 40;
            setAtBottom(bottom);
            if (bottom) following.current = true;
            else if (y < lastY.current) following.current = false;
            lastY.current = y;
          }}
        >
          <Stack gap="xs" p="sm" aria-label={t('chat.messages')} role="log">
            {state.messages.map((m) => (
              <MessageBubble key={m.id} message={m} maximized={maximized} />
            ))}
            {answering && (
              <Group gap={6} data-testid="chat-typing">
                <Loader size="xs" type="dots" />
                <Text size="xs" c="dimmed">
                  {t('chat.typing')}
                </Text>
              </Group>
            )}
          </Stack>
        </ScrollArea>
        {!atBottom && !historyOpen && (
          <ActionIcon
            pos="absolute"
            bottom={8}
            right={16}
            radius="xl"
            onClick={scrollToBottom}
            aria-label={t('chat.scrollToBottom')}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        )}
      </Box>
      {/* The latest reply, for screen readers. */}
      <VisuallyHidden aria-live="polite" data-testid="chat-live">
        {answering ? '' : (lastBot?.text ?? '')}
      </VisuallyHidden>
      {suggestionsOpen && (
        <Group gap={4} px="sm" pb={4} aria-label={t('chat.suggestions')} role="group">
          {CHAT_SUGGESTIONS.map((chip) => (
            <Button
              key={chip}
              size="compact-xs"
              variant="light"
              radius="xl"
              disabled={answering}
              onClick={() => void send(chip)}
            >
              {t(`chat.chips.${chip}`, { defaultValue: chip })}
            </Button>
          ))}
        </Group>
      )}
      <Group
        gap={4}
        p="xs"
        align="flex-end"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Tooltip label={suggestionsOpen ? t('chat.hideSuggestions') : t('chat.suggestions')}>
          <ActionIcon
            variant="subtle"
            onClick={() => setSuggestionsOpen((o) => !o)}
            disabled={answering}
            aria-label={suggestionsOpen ? t('chat.hideSuggestions') : t('chat.suggestions')}
            aria-pressed={suggestionsOpen}
          >
            <IconBulb size={18} />
          </ActionIcon>
        </Tooltip>
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('chat.input')}
          placeholder={t('chat.placeholder')}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxLength={1000}
          styles={{ input: { maxHeight: CHAT_INPUT_MAX_HEIGHT_PX, overflowY: 'auto' } }}
          ref={inputRef}
          data-autofocus
        />
        <ActionIcon
          variant={listening ? 'filled' : 'subtle'}
          color={listening ? 'red' : undefined}
          onClick={toggleMic}
          aria-label={listening ? t('chat.micStop') : t('chat.mic')}
          size="lg"
        >
          {listening ? <IconPlayerStop size={18} /> : <IconMicrophone size={18} />}
        </ActionIcon>
        <ActionIcon
          onClick={() => void send(input)}
          disabled={input.trim() === '' || answering}
          aria-label={t('chat.send')}
          size="lg"
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
  return maximized ? <FocusTrap active>{window_}</FocusTrap> : window_;
}

/**
 * The launcher in the app shell: the floating button, and the window when open. The window stays
 * mounted once opened, so closing and reopening keeps the conversation and greets only once.
 */
export function ChatLauncher({ flags }: { flags: ChatEndpointFlags }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  return (
    <>
      {started && (
        <Box hidden={!open}>
          <ChatWindow flags={flags} onClose={() => setOpen(false)} />
        </Box>
      )}
      {!open && (
        // In the footer's band, left of the version: it never covers the page's own controls.
        <Affix position={{ bottom: 4, right: 120 }} zIndex={250}>
          <ActionIcon
            size={32}
            radius="xl"
            onClick={() => {
              setStarted(true);
              setOpen(true);
            }}
            aria-label={t('chat.open')}
            data-testid="chat-open"
          >
            <IconMessageChatbot size={20} />
          </ActionIcon>
        </Affix>
      )}
    </>
  );
}
