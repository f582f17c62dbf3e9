import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Loader, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tenure/domain/dates';
import type { ChatConversationSummary } from '@tenure/domain/chat';
import { useConversations, useDeleteConversation } from './chatApi.ts';

interface Props {
  currentId: string | null;
  onOpen(sessionId: string): void;
  onNew(): void;
  onDeleted(sessionId: string): void;
}

/**
 * The user's earlier conversations inside the chat window: open one, delete one (asked inline:
 * a modal would sit behind the window and fight its focus trap when maximised), or start anew.
 */
export function ConversationHistory({ currentId, onOpen, onNew, onDeleted }: Props) {
  const { t } = useTranslation();
  const list = useConversations(true);
  const remove = useDeleteConversation();
  const [asking, setAsking] = useState<ChatConversationSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the list moves focus to it, so a screen reader says where the user is.
  useEffect(() => heading.current?.focus(), []);

  const confirmDelete = (conversation: ChatConversationSummary) =>
    remove.mutate(conversation.sessionId, {
      onSuccess: () => {
        setAsking(null);
        onDeleted(conversation.sessionId);
        heading.current?.focus();
      },
    });

  return (
    <Stack gap="xs" p="sm" h="100%" id="chat-history" data-testid="chat-history">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h6" ref={heading} tabIndex={-1}>
          {t('chat.history.title')}
        </Title>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onNew}>
          {t('chat.history.new')}
        </Button>
      </Group>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('chat.history.loading')} />
      ) : list.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('chat.history.loadFailed')}
        </Text>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chat.history.empty')}
        </Text>
      ) : (
        <ScrollArea style={{ flex: 1 }}>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('chat.history.title')}>
            {list.data.map((c) => {
              const title = c.title || t('chat.history.untitled');
              const current = c.sessionId === currentId;
              return (
                <li key={c.sessionId} data-testid="chat-history-item">
                  {asking?.sessionId === c.sessionId ? (
                    <Stack
                      gap={4}
                      p="xs"
                      bg="red.0"
                      style={{ borderRadius: 6 }}
                      role="group"
                      aria-label={t('chat.history.confirm', { title })}
                    >
                      <Text size="sm">{t('chat.history.confirm', { title })}</Text>
                      <Group gap="xs">
                        <Button
                          size="compact-sm"
                          color="red"
                          loading={remove.isPending}
                          onClick={() => confirmDelete(c)}
                        >
                          {t('chat.history.delete')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          data-autofocus
                          autoFocus
                          onClick={() => setAsking(null)}
                        >
                          {t('chat.history.cancel')}
                        </Button>
                      </Group>
                    </Stack>
                  ) : (
                    <Group gap={4} wrap="nowrap" p={4} bg={current ? 'blue.0' : undefined} style={{ borderRadius: 6 }}>
                      <UnstyledButton
                        onClick={() => onOpen(c.sessionId)}
                        style={{ flex: 1, minWidth: 0 }}
                        aria-current={current ? 'true' : undefined}
                        px={4}
                      >
                        <Text size="sm" fw={500} truncate="end">
                          {title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDate(new Date(c.lastMessageAt))}
                        </Text>
                      </UnstyledButton>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setAsking(c)}
                        aria-label={t('chat.history.deleteOne', { title })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </li>
              );
            })}
          </Stack>
        </ScrollArea>
      )}
    </Stack>
  );
}
