import { Box, Center, Group, Paper, SimpleGrid } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { RETURN_PATH_PARAM, safeReturnPath } from '../../lib/session/returnPath.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { LanguageSwitcher } from '../../app/header/LanguageSwitcher.tsx';
import { IntroPanel } from './IntroPanel.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The login and landing page (SPEC §2): intro panel beside the sign-in form; once signed in, the page asked for. */
export function LoginPage() {
  const signedIn = useSessionStore((s) => s.token !== null);
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={safeReturnPath(params.get(RETURN_PATH_PARAM))} replace />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <IntroPanel />
      <Box component="main" bg="gray.0" pos="relative">
        <Group pos="absolute" top={16} right={16}>
          <LanguageSwitcher />
        </Group>
        <Center mih={{ base: 'auto', md: '100vh' }} p={{ base: 'md', sm: 'xl' }} pt={{ base: 64, md: 'xl' }}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
            <LoginForm />
          </Paper>
        </Center>
      </Box>
    </SimpleGrid>
  );
}
