import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

/** 4xx answers will not change on a retry; network and 5xx failures get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The console's one server-state cache (provided by the signed-in shell, cleared on logout). */
export const queryClient = createQueryClient();
