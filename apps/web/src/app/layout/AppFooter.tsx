import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="app-version">
        {t('app.version', { version: __APP_VERSION__ })}
      </Text>
    </Group>
  );
}
