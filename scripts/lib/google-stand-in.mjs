// The production rehearsal's stand-in for Google's OpenID Connect endpoint (accounts.google.com), on an
// origin of its own. Like Google it answers `response_type=id_token` by redirecting to a registered
// redirect URI with the ID token and the state in the fragment, and its pages carry
// `Cross-Origin-Opener-Policy: same-origin`, which severs any popup from the page that opened it, as
// Google's chooser does. Its ID token is the chosen account's claims as JSON (with the nonce), which the
// rehearsal's identity service accepts as the Firebase emulator does.
import { createServer } from 'node:http'

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch])

const chooser = (params) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Iniciar sesión con Google (ensayo)</title></head>
<body><main>
<h1>Elige una cuenta de Google</h1>
<form method="post" action="/o/oauth2/v2/auth">
${[...params].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n')}
<label for="email">Email</label> <input id="email" name="email" type="email" required>
<label for="name">Nombre y apellidos</label> <input id="name" name="name" type="text" required>
<button type="submit">Continuar</button>
</form>
<form method="post" action="/o/oauth2/v2/auth">
${[...params].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n')}
<input type="hidden" name="cancel" value="1"><button type="submit">Cancelar</button>
</form>
</main></body></html>`

/** A Google-like numeric sub, the same for the same e-mail. */
async function subFor(email) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email)))
  return Array.from(digest.slice(0, 21), (b) => b % 10).join('')
}

/** @param {{ port: number, redirectUris: string[] }} options */
export function startGoogleStandIn({ port, redirectUris }) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cache-Control': 'no-store' }
    if (url.pathname === '/favicon.ico') return res.writeHead(204, headers).end()
    if (url.pathname !== '/o/oauth2/v2/auth') return res.writeHead(404, headers).end()
    let params = url.searchParams
    if (req.method === 'POST') {
      let body = ''
      for await (const chunk of req) body += chunk
      params = new URLSearchParams(body)
    }
    const redirectUri = params.get('redirect_uri') ?? ''
    // Google refuses any redirect URI that is not registered for the client (redirect_uri_mismatch).
    if (!redirectUris.includes(redirectUri) || params.get('response_type') !== 'id_token' || !params.get('nonce')) {
      return res
        .writeHead(400, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Error 400: redirect_uri_mismatch or invalid_request')
    }
    if (req.method !== 'POST') return res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }).end(chooser(params))
    const state = params.get('state') ?? ''
    const email = (params.get('email') ?? '').trim().toLowerCase()
    const answer = params.get('cancel')
      ? { error: 'access_denied', state }
      : {
          id_token: JSON.stringify({
            iss: 'https://accounts.google.com',
            aud: params.get('client_id'),
            sub: await subFor(email),
            email,
            email_verified: true,
            name: params.get('name'),
            nonce: params.get('nonce'),
          }),
          state,
        }
    res.writeHead(303, { ...headers, Location: `${redirectUri}#${new URLSearchParams(answer)}` }).end()
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) }),
    ),
  )
}
