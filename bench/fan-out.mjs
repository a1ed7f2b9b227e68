// The notices' fan-out at scale (part of `npm run bench`; alone: `node bench/fan-out.mjs` through npx):
// one proposal followed by 5,000 people, each with e-mail notices on and one device subscribed to a
// stand-in push service on 127.0.0.1. One status change by an admin, then the local queue (wrangler dev)
// drains: time until every delivery is stamped, messages per second, and a check that no address and
// no device got the notice twice.
import { freePort, startWorker } from '../scripts/lib/local-server.mjs'
import { startPushService } from '../scripts/lib/push-service.mjs'
import { adminToken, freshData, query } from './local-worker.mjs'

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 5000)

const quote = (s) => `'${String(s).replace(/'/g, "''")}'`

export async function measureFanOut() {
  const push = await startPushService()
  const rows = [
    "INSERT INTO proposals (id, title, description, district, status) VALUES (1, 'Árboles en la avenida', 'Plantar árboles a lo largo de la avenida principal del barrio.', 'Norte', 'pending');",
  ]
  for (let i = 1; i <= FOLLOWERS; i++) {
    const sub = push.subscribe()
    rows.push(
      `INSERT INTO users (id, uid, username, email, email_verified) VALUES (${i + 1}, 'bench-${i}', 'vecino${i}', 'vecino${i}@bench.test', 1);`,
      `INSERT INTO follows (user_id, proposal_id) VALUES (${i + 1}, 1);`,
      `INSERT INTO notification_settings (user_id, email, push) VALUES (${i + 1}, 1, 1);`,
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (${i + 1}, ${quote(sub.endpoint)}, ${quote(sub.keys.p256dh)}, ${quote(sub.keys.auth)});`,
    )
  }
  const data = await freshData('data-fan-out', rows.join('\n'))

  const server = await startWorker({ port: await freePort(), persistTo: data })
  try {
    const token = await adminToken(server, data)

    const expected = FOLLOWERS * 2
    const started = performance.now()
    const change = await fetch(`${server.url}/api/proposals/1/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    })
    if (!change.ok) throw new Error(`status change failed: ${change.status} ${await change.text()}`)
    const answeredMs = performance.now() - started
    // Drained when every delivery is stamped; the stand-in push service counts as it receives.
    let sent = 0
    while (performance.now() - started < 15 * 60_000) {
      const [row] = await query('SELECT count(sent_at) AS sent FROM notice_deliveries', data)
      sent = row.sent
      if (sent >= expected) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    const drainMs = performance.now() - started
    const [{ notices }] = await query('SELECT count(*) AS notices FROM notices', data)
    const [{ mails, addresses }] = await query(
      "SELECT count(*) AS mails, count(DISTINCT email) AS addresses FROM local_idp_mailbox WHERE kind = 'NOTICE'",
      data,
    )
    const pushes = push.received.filter((m) => m.payload).length
    const devices = new Set(push.received.filter((m) => m.payload).map((m) => m.endpoint)).size
    const refused = push.received.filter((m) => m.error).length
    return {
      followers: FOLLOWERS,
      inAppNotices: notices,
      statusChangeAnsweredMs: Math.round(answeredMs),
      drainSeconds: Number((drainMs / 1000).toFixed(1)),
      deliveries: sent,
      deliveriesPerSecond: Math.round(sent / (drainMs / 1000)),
      emails: mails,
      emailAddresses: addresses,
      pushes,
      pushDevices: devices,
      pushRefused: refused,
      duplicates: mails - addresses + (pushes - devices),
    }
  } finally {
    await server.stop()
    await push.close()
  }
}

export function fanOutTable(r) {
  return [
    `Fan-out: one status change of a proposal with ${r.followers.toLocaleString('en')} followers, each with e-mail on and one push device (local queue under wrangler dev; e-mails into the local mailbox, pushes to the stand-in push service).`,
    '',
    '| In-app notices | Change answered | Drained in | Deliveries | Deliveries/s | E-mails (addresses) | Pushes (devices) | Push refused | Duplicates |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${r.inAppNotices} | ${r.statusChangeAnsweredMs} ms | ${r.drainSeconds} s | ${r.deliveries} | ${r.deliveriesPerSecond} | ${r.emails} (${r.emailAddresses}) | ${r.pushes} (${r.pushDevices}) | ${r.pushRefused} | ${r.duplicates} |`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureFanOut()
  console.log(JSON.stringify(result, null, 2))
  console.log(`\n${fanOutTable(result)}\n`)
}
