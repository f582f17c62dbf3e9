import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api/index.ts';

/** Client errors (4xx) are answers, not hiccups: only retry network and server failures, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
