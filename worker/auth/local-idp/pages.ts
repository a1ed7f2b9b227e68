import type { localIdpAccounts, localIdpMailbox } from '@worker/db/schema'

/** Small Spanish pages of the local provider. No inline script or style: the CSP forbids them. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

const page = (title: string, content: string, script?: string) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/__local/local.css">
${script ? `<script type="module" src="${script}"></script>` : ''}
</head>
<body>
<main>
<p class="note">Servicio local de pruebas: en producción este paso lo hace el proveedor de identidad.</p>
${content}
</main>
</body>
</html>`

type Mail = typeof localIdpMailbox.$inferSelect
type Account = typeof localIdpAccounts.$inferSelect

export function mailboxPage(mails: Mail[]) {
  const items = mails.length
    ? mails
        .map((m) => {
          const link = /https?:\/\/\S+/.exec(m.body)?.[0]
          return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Para ${escapeHtml(m.email)} · ${escapeHtml(m.createdAt.toLocaleString('es-ES', { timeZone: 'Europe/Madrid' }))}${m.usedAt ? ' · enlace ya usado' : ''}</p>
<pre>${escapeHtml(m.body)}</pre>
${link ? `<p><a href="${escapeHtml(link)}">Abrir el enlace</a></p>` : ''}
</article>`
        })
        .join('\n')
    : '<p>No hay correos todavía.</p>'
  return page('Buzón local', `<h1>Buzón local</h1>\n${items}`)
}

export function chooserPage(accounts: Account[]) {
  const list = accounts.length
    ? `<ul class="accounts">${accounts
        .map(
          (a) =>
            `<li><button type="button" class="account" data-sub="${escapeHtml(a.googleSub ?? '')}" data-email="${escapeHtml(a.email)}" data-name="${escapeHtml(a.displayName ?? '')}">${escapeHtml(a.displayName ?? a.email)}<span>${escapeHtml(a.email)}</span></button></li>`,
        )
        .join('')}</ul>`
    : '<p>Aún no hay cuentas de Google de prueba.</p>'
  return page(
    'Elige una cuenta',
    `<h1>Elige una cuenta de Google</h1>
${list}
<h2>Otra cuenta</h2>
<form id="new-account">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Nombre y apellidos</label>
<input id="name" name="name" type="text" required autocomplete="name">
<button type="submit">Continuar</button>
</form>
<p><button type="button" id="cancel" class="secondary">Cancelar</button></p>`,
    '/__local/google.js',
  )
}

export function resetPage() {
  return page(
    'Restablecer contraseña',
    `<h1>Elige una nueva contraseña</h1>
<form id="reset">
<label for="password">Nueva contraseña (al menos 6 caracteres)</label>
<input id="password" name="password" type="password" minlength="6" required autocomplete="new-password">
<button type="submit">Guardar contraseña</button>
</form>
<p id="result" role="status"></p>
<p><a href="/auth">Volver a iniciar sesión</a></p>`,
    '/__local/reset.js',
  )
}

/** Firebase's hosted action handler, for the confirmation links (verifyEmail, verifyAndChangeEmail). */
export function actionPage() {
  return page(
    'Confirmar email',
    `<h1>Confirmar email</h1>
<p id="result" role="status">Confirmando…</p>
<p><a href="/">Volver al portal</a></p>`,
    '/__local/action.js',
  )
}

export const actionScript = `
const result = document.getElementById('result')
const res = await fetch('/identitytoolkit.googleapis.com/v1/accounts:update', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ oobCode: new URLSearchParams(location.search).get('oobCode') }),
})
const answer = await res.json()
result.textContent = res.ok
  ? 'Email confirmado: ' + answer.email + '. Ya puedes votar en el portal.'
  : 'El enlace ya no es válido: pide otro correo de confirmación desde el portal.'
`

/**
 * The chooser answers as Google's OpenID Connect endpoint does for `response_type=id_token`: it sends
 * the browser back to `redirect_uri` (checked by the Worker to be this origin) with the ID token and the
 * state in the fragment. The ID token is the chosen account's claims as JSON, with the nonce, which the
 * local provider accepts as the emulator does. A typed account gets a Google-like numeric sub derived
 * from its e-mail, so typing the same address again is the same Google account.
 */
export const chooserScript = `
const params = new URLSearchParams(location.search)
const back = (answer) => location.assign(params.get('redirect_uri') + '#' + new URLSearchParams({ ...answer, state: params.get('state') ?? '' }))
const send = (sub, email, name) =>
  back({ id_token: JSON.stringify({ sub, email, email_verified: true, name, nonce: params.get('nonce') ?? undefined }) })
const subFor = async (email) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email)))
  return Array.from(digest.slice(0, 21), (b) => b % 10).join('')
}
for (const button of document.querySelectorAll('button.account')) {
  button.addEventListener('click', () => send(button.dataset.sub, button.dataset.email, button.dataset.name))
}
document.getElementById('new-account').addEventListener('submit', async (event) => {
  event.preventDefault()
  const email = document.getElementById('email').value.trim().toLowerCase()
  send(await subFor(email), email, document.getElementById('name').value.trim())
})
document.getElementById('cancel').addEventListener('click', () => back({ error: 'access_denied' }))
`

export const resetScript = `
const form = document.getElementById('reset')
const result = document.getElementById('result')
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const oobCode = new URLSearchParams(location.search).get('oobCode')
  const res = await fetch('/identitytoolkit.googleapis.com/v1/accounts:resetPassword', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: document.getElementById('password').value }),
  })
  const answer = await res.json()
  result.textContent = res.ok
    ? 'Contraseña cambiada. Ya puedes iniciar sesión con la nueva.'
    : answer.error?.message === 'INVALID_OOB_CODE' || answer.error?.message === 'EXPIRED_OOB_CODE'
      ? 'El enlace ya no es válido: pide otro correo de restablecimiento.'
      : 'La contraseña debe tener al menos 6 caracteres.'
  if (res.ok) form.hidden = true
})
`

export const localCss = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1f2933; }
main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .75rem; }
.note { font-size: .875rem; color: #52606d; }
article { border-top: 1px solid #d9e2ec; padding-top: 1rem; margin-top: 1rem; }
pre { white-space: pre-wrap; font: inherit; }
.meta { color: #52606d; font-size: .875rem; }
label { display: block; margin-top: .75rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; border: 1px solid #7b8794; border-radius: .375rem; font: inherit; }
button { margin-top: 1rem; padding: .6rem 1rem; border-radius: .375rem; border: 0; background: #0b5cad; color: #fff; font: inherit; cursor: pointer; }
button.secondary { background: #e4e7eb; color: #1f2933; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
.accounts { list-style: none; padding: 0; }
.account { width: 100%; text-align: left; background: #fff; color: #1f2933; border: 1px solid #cbd2d9; }
.account span { display: block; color: #52606d; font-size: .875rem; }
a { color: #0b5cad; }
`
