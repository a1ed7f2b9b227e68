// What the benchmarks share to drive a local Worker: a fresh local D1 with every migration, the rows a
// benchmark needs and the bench administrator; an ID token for that administrator, signed with the local
// provider's own key (which the provider creates on the first token check), as a real sign-in would give.
import { SignJWT, importJWK } from 'jose'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, applyMigrations, executeSql, executeSqlFile } from '../scripts/lib/local-server.mjs'

const ADMIN = { uid: 'bench-admin', email: 'admin@bench.test' }

/** The rows a query reads from the local D1 in `data`. */
export const query = async (sql, data) => JSON.parse(await executeSql(sql, { persistTo: data, json: true }))[0].results

/**
 * bench/<folder>, emptied, with every migration applied, then the `seed` SQL and last the bench
 * administrator (last, so that the seed may number its users from 1). Returns the folder.
 */
export async function freshData(folder, seed = '') {
  const data = join(ROOT, 'bench', folder)
  rmSync(data, { recursive: true, force: true })
  mkdirSync(data, { recursive: true })
  await applyMigrations({ persistTo: data })
  const admin = `INSERT INTO users (uid, username, email, is_admin) VALUES ('${ADMIN.uid}', '${ADMIN.uid}', '${ADMIN.email}', 1);`
  writeFileSync(join(data, 'seed.sql'), `${seed}\n${admin}\n`)
  await executeSqlFile(join(data, 'seed.sql'), { persistTo: data })
  return data
}

/** The bench administrator's ID token for the local Worker `server` running on `data` (from freshData). */
export async function adminToken(server, data) {
  await fetch(`${server.url}/api/user`, { headers: { authorization: 'Bearer a.b.c' } })
  const [{ kid, private_jwk }] = await query('SELECT kid, private_jwk FROM local_idp_keys', data)
  const projectId = /FIREBASE_PROJECT_ID = "([^"]+)"/.exec(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))[1]
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: ADMIN.email, auth_time: now, firebase: { sign_in_provider: 'password' } })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setSubject(ADMIN.uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(JSON.parse(private_jwk), 'RS256'))
}
