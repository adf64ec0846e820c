import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The one query client of the app; the auth module clears user data from it on logout. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Business errors and session errors will not change on retry; network trouble might.
      retry: (failureCount, error) =>
        failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK',
    },
  },
});
