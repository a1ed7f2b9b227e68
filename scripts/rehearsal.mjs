// npm run start:rehearsal: the production rehearsal (scripts/lib/rehearsal.mjs) for a person to try.
import { startRehearsal } from './lib/rehearsal.mjs'

console.log('· Preparando el ensayo de producción (construcción de producción, identidad y Google en otros orígenes)…')
const rehearsal = await startRehearsal({ quiet: true })
console.log(`
Ensayo de producción listo:
  Portal (producción, modo local apagado): ${rehearsal.portal}
  Servicio de identidad (otro origen):     ${rehearsal.identity}  (buzón: ${rehearsal.identity}/__local/mailbox)
  Selector de Google (tercer origen):      ${rehearsal.google}
Ctrl+C para parar.
`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await rehearsal.stop()
    process.exit(0)
  })
}
