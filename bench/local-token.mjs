// An ID token for a user of a benchmark's local Worker, signed with the local provider's own key (which
// the provider creates on the first token check), as a real sign-in would give.
import { SignJWT, importJWK } from 'jose'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, executeSql } from '../scripts/lib/local-server.mjs'

export async function localToken(server, data, { uid, email }) {
  await fetch(`${server.url}/api/user`, { headers: { authorization: 'Bearer a.b.c' } })
  const [{ results }] = JSON.parse(await executeSql('SELECT kid, private_jwk FROM local_idp_keys', { persistTo: data, json: true }))
  const [{ kid, private_jwk }] = results
  const projectId = /FIREBASE_PROJECT_ID = "([^"]+)"/.exec(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))[1]
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email, auth_time: now, firebase: { sign_in_provider: 'password' } })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setSubject(uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(JSON.parse(private_jwk), 'RS256'))
}
