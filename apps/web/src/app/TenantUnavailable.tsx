import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A failed tenant lookup (SPEC §2): the spec's apology, nothing else can work without a tenant; a
 * suspended tenant says so instead.
 */
export function TenantUnavailable({ suspended = false }: { suspended?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" maw={520}>
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconCloudOff size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('app.name')}
          </Title>
          <Text ta="center" role="alert">
            {t(suspended ? 'messages.tenantSuspended' : 'messages.tenantLookupFailed')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
