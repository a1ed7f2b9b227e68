// npm run reset: forgets the local D1 and R2 (and the local sign-in key), so the next `npm start`
// loads the demo data afresh.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/local-server.mjs'

rmSync(join(ROOT, '.wrangler', 'state'), { recursive: true, force: true })
console.log('Estado local borrado (.wrangler/state). El próximo `npm start` cargará los datos de demostración.')
