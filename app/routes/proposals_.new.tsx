import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { DISTRICTS } from '@domain/districts'
import { NewProposalScreen } from '../features/submission/new-proposal-screen'

// ?district=Norte preselects the district (links from district pages and QR codes).
const Search = v.object({ district: v.fallback(v.optional(v.picklist(DISTRICTS)), undefined) })

export const Route = createFileRoute('/proposals_/new')({
  validateSearch: Search,
  component: function NewProposalRoute() {
    return <NewProposalScreen district={Route.useSearch().district} />
  },
})
