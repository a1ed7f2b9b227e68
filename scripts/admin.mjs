// npm run admin -- grant|revoke <email> [--remote]: gives or takes the admin role in the local database
// (or, with --remote, in the deployed one). The person must have signed in once, so that their row exists.
import { wrangler } from './lib/local-server.mjs'

const args = process.argv.slice(2)
const remote = args.includes('--remote')
const [action, email] = args.filter((a) => a !== '--remote')
if (!['grant', 'revoke'].includes(action) || !/^[^\s@'"\\;]+@[^\s@'"\\;]+\.[^\s@'"\\;]+$/.test(email ?? '')) {
  console.error('Uso: npm run admin -- grant|revoke <email> [--remote]')
  process.exit(2)
}
// The address was checked to hold no quote, backslash or semicolon, so it is safe inside the literal.
const sql = (text) => text.replace('$EMAIL', `'${email.toLowerCase()}'`)
const where = remote ? ['--remote', '--env', 'production'] : ['--local']
const run = (text) => wrangler(['d1', 'execute', 'DB', ...where, '--json', '--command', sql(text)], { quiet: true })

const [{ results }] = JSON.parse(await run('SELECT id, email, is_admin FROM users WHERE email = $EMAIL'))
if (!results.length) {
  console.error(`No hay ningún usuario con el email ${email}. Debe iniciar sesión una vez en el portal antes de darle el rol.`)
  process.exit(1)
}
await run(`UPDATE users SET is_admin = ${action === 'grant' ? 1 : 0} WHERE email = $EMAIL`)
console.log(
  `${email}: ${action === 'grant' ? 'ahora es administrador/a' : 'ya no es administrador/a'} (${remote ? 'base de datos desplegada' : 'base de datos local'}).`,
)
