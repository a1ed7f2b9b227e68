import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccessibilityRequestInput } from '@schemas'
import { api, unwrap } from '@app/lib/api'
import { markStale } from '@app/lib/stale-after'

/**
 * Sends a complaint or a request for accessible information; answers its reference and legal term.
 * Tried even without a connection ('always'), so that the person is told at once that it did not go and
 * that the text is kept, instead of a button that waits silently for the network.
 */
export function useSendAccessibilityRequest() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (json: AccessibilityRequestInput) => unwrap(api.accessibility.requests.$post({ json })),
    onSuccess: () => void markStale(client, 'accessibilityRequested'),
  })
}
