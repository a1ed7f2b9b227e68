import { QueryClient } from '@tanstack/react-query'

/**
 * §7: queries never refetch by themselves (focus, mount, reconnect), never retry, and never go stale;
 * a mutation says when data changed. The admin's user list overrides this (retry 3, 5 minutes).
 * Nothing is dropped from memory either: the device's copy (app/offline) is written from memory, so a
 * proposal garbage-collected five minutes after it left the screen would vanish from it at the next save.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
      mutations: { retry: false },
    },
  })

/** The browser's one cache (the Worker makes a fresh one for every page it renders). */
export const queryClient = createQueryClient()
