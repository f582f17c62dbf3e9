import { Box, Group, Image, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLetterT } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenantStore } from '../../lib/session/tenantStore.ts';

const POINTS = ['selfService', 'approvals', 'insights'] as const;

/** The intro panel of the login page, branded with the tenant's name and logo. */
export function IntroPanel() {
  const { t } = useTranslation();
  const tenant = useTenantStore((s) => s.tenant);
  return (
    <Box
      component="aside"
      p={{ base: 'lg', sm: 48 }}
      c="white"
      style={{ background: 'linear-gradient(145deg, var(--mantine-color-blue-9) 0%, #0b3d6e 100%)' }}
    >
      <Stack gap="xl" h="100%" justify="center" maw={520} mx="auto">
        <Group gap="sm">
          {tenant?.logoUrl ? (
            <Image src={tenant.logoUrl} alt="" h={44} w={44} fit="contain" bg="white" radius="md" p={4} />
          ) : (
            <ThemeIcon size={44} radius="md" color="white" c="blue.9" aria-hidden>
              <IconLetterT size={28} />
            </ThemeIcon>
          )}
          <Text fw={700} fz="xl" data-testid="tenant-name">
            {tenant?.tenantName ?? t('app.name')}
          </Text>
        </Group>
        <Title order={2} fz={{ base: 24, sm: 32 }} lh={1.25}>
          {t('login.introTitle')}
        </Title>
        <Text fz="md" opacity={0.9} visibleFrom="sm">
          {t('login.introText')}
        </Text>
        <List
          spacing="sm"
          visibleFrom="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="teal.3" c="blue.9">
              <IconCircleCheck size={16} aria-hidden />
            </ThemeIcon>
          }
        >
          {POINTS.map((point) => (
            <List.Item key={point}>{t(`login.introPoints.${point}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Box>
  );
}
