import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, SimpleGrid } from '@mantine/core';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { IntroPanel } from './IntroPanel.tsx';

/** The pages before sign-in (login, set password): the intro panel beside one card. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <IntroPanel />
      <Box component="main" bg="gray.0" pos="relative">
        <Group pos="absolute" top={16} right={16}>
          <LanguageSwitcher />
        </Group>
        <Center mih={{ base: 'auto', md: '100vh' }} p={{ base: 'md', sm: 'xl' }} pt={{ base: 64, md: 'xl' }}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
            {children}
          </Paper>
        </Center>
      </Box>
    </SimpleGrid>
  );
}
