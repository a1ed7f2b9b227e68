// npm start: builds the app, prepares the local D1, starts the real Workers (the portal and the selection
// queue's consumer, decision 0067) and loads the demo data the first time. Everything stays on this
// machine (.wrangler/state): no Cloudflare account needed.
import { DEMO_ACCOUNTS, applyMigrations, buildApp, seedDemo, startWorker } from './lib/local-server.mjs'

const port = Number(process.env.PORT ?? 8787)
console.log('· Construyendo la aplicación…')
await buildApp({ force: true, quiet: true })
console.log('· Aplicando las migraciones de la base de datos local…')
await applyMigrations()
console.log('· Arrancando los Workers del portal y de las selecciones (wrangler dev)…')
const server = await startWorker({ port, quiet: false })
const seeded = await seedDemo(server.url)
if (seeded.seeded) console.log(`· Datos de demostración cargados: ${seeded.proposals} propuestas, ${seeded.accounts} cuentas.`)

console.log(`
Portal listo en ${server.url}
Cuentas de demostración:
${DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(7)} ${a.email} / ${a.password}`).join('\n')}
Buzón local (correos de restablecimiento): ${server.url}/__local/mailbox
Ctrl+C para parar.
`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop()
    process.exit(0)
  })
}
