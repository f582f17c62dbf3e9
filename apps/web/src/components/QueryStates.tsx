import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../lib/i18n/useMessage.ts';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}

/** Something that could not load (a list unless `title` says what): the server's reason and a way to try again. */
export function LoadErrorState({ error, onRetry, title }: { error: Error; onRetry(): void; title?: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title ?? t('org.common.loadFailed')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messageText(error.message)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('org.common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconInbox size={24} aria-hidden />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
