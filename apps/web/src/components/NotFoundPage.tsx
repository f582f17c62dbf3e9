import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The body of the not-found page, also shown inside the layout for a page the tenant does not have. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={480}>
        <Text fz={72} fw={800} c="blue.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('pages.notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('pages.notFoundText')}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t('pages.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}

/** Unknown paths (SPEC §2) for a visitor without a session: the page alone. */
export function NotFoundPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <NotFoundContent />
    </Center>
  );
}
