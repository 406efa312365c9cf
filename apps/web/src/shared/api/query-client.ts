import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (4xx) will not change on retry; only a lost connection is worth trying again.
      retry: (count, error) => count < 2 && error instanceof ApiError && error.isNetwork,
      refetchOnWindowFocus: false,
    },
  },
});
