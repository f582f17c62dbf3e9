import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './queryClient.ts';
import { router } from './router.tsx';
import { StartupGate } from './StartupGate.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" />
        <StartupGate>
          <RouterProvider router={router} />
        </StartupGate>
      </QueryClientProvider>
    </MantineProvider>
  );
}
