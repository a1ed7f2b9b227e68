import { queryOptions } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import { api, unwrap } from '@app/lib/api'
import { queryKeys } from '@app/lib/query-keys'

/** 'Mis Propuestas': the signed-in person's own proposals (GET /api/user/proposals). */
export const myProposalsQuery = () => queryOptions({ queryKey: queryKeys.myProposals(), queryFn: () => unwrap(api.user.proposals.$get()) })

type Profile = InferRequestType<(typeof api.users)[':id']['$patch']>['json']

/** Saves a person's own profile (PATCH /api/users/{id}) and answers the updated record. */
export const updateProfile = (id: number, profile: Profile) => unwrap(api.users[':id'].$patch({ param: { id: String(id) }, json: profile }))
