import { useEffect } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from './lazyPage.ts';

/**
 * A page that failed: inside the layout for a page, alone when the layout itself failed. A chunk that
 * could not be fetched (SPEC §8 ChunkLoadError: the network dropped, or a new release replaced the
 * files) offers a reload, which fetches the current files.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center py={64} mih={standalone ? '100vh' : undefined} component={standalone ? 'main' : 'div'}>
      <Stack align="center" gap="sm" maw={520} role="alert" data-testid={chunk ? 'chunk-load-error' : 'page-error'}>
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {chunk ? t('pages.chunkErrorTitle') : t('pages.errorTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {chunk ? t('pages.chunkErrorText') : t('messages.somethingWentWrong')}
        </Text>
        <Button mt="sm" onClick={() => window.location.reload()}>
          {t('pages.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
