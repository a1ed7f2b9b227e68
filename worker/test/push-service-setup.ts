import type { TestProject } from 'vitest/node'
import { startPushService } from '../../scripts/lib/push-service.mjs'

/** One stand-in push service for the worker tests (scripts/lib/push-service.mjs); its origin reaches them by inject. */
export default async function setup(project: TestProject) {
  const service = await startPushService()
  project.provide('pushService', service.origin)
  return () => service.close()
}

declare module 'vitest' {
  export interface ProvidedContext {
    pushService: string
  }
}
