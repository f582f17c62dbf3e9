import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={520} data-testid="not-authorized">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconLock size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('pages.notAuthorizedTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('messages.noFeaturePermission')}
        </Text>
        <Button component={Link} to="/home" mt="sm">
          {t('pages.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
