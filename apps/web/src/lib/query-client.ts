import { QueryClient } from '@tanstack/react-query';
import { READ_TRIES, worthRetrying } from './retry.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < READ_TRIES - 1 && worthRetrying(error),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
