import { QueryClient } from '@tanstack/react-query'

/**
 * §7: queries never refetch by themselves (focus, mount, reconnect), never retry, and never go stale;
 * a mutation says when data changed. The admin's user list overrides this (retry 3, 5 minutes).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      retry: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
})
