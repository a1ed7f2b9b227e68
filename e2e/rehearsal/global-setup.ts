// Once per rehearsal run: the production rehearsal's three origins, and its first administrator, named
// in the database as `npm run admin` names one on a real deployment.
import type { TestProject } from 'vitest/node'
import { REHEARSAL_PROJECT, startRehearsal } from '../../scripts/lib/rehearsal.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    identityURL: string
    googleURL: string
    rehearsalAdmin: { email: string; password: string }
  }
}

export default async function setup(project: TestProject) {
  const rehearsal = await startRehearsal()
  try {
    const admin = { email: 'admin@ensayo.test', password: 'ensayo-admin-2026' }
    const signUp = await fetch(`${rehearsal.identity}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, returnSecureToken: true }),
    })
    const { idToken } = (await signUp.json()) as { idToken: string }
    const notice = await fetch(`${rehearsal.portal}/api/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ name: 'Admin', surname: 'Ensayo' }),
    })
    if (!notice.ok) throw new Error(`rehearsal admin not created (${REHEARSAL_PROJECT}): ${notice.status} ${await notice.text()}`)
    await rehearsal.makeAdmin(admin.email)
    project.provide('baseURL', rehearsal.portal)
    project.provide('identityURL', rehearsal.identity)
    project.provide('googleURL', rehearsal.google)
    project.provide('rehearsalAdmin', admin)
  } catch (err) {
    await rehearsal.stop()
    throw err
  }
  return () => rehearsal.stop()
}
