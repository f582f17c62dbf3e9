import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/access/routes.ts';
import { useDestinationLabel } from '../../lib/access/useDestinationLabel.ts';

/** Placeholder for a report a later issue builds; it is already routed and guarded by its access key. */
export function ComingSoonPage({ route }: PageProps) {
  const { t } = useTranslation();
  const labelOf = useDestinationLabel();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {labelOf(route.label)}
      </Title>
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t('pages.comingSoonTitle')}</Text>
          <Text c="dimmed" ta="center">
            {t('pages.comingSoonText')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
